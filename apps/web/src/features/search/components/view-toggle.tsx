import { cn } from '../../../components/ui/cn';
import { useT } from '../../../lib/i18n';
import { searchMessages } from '../i18n';

/** List / Map on small screens: a button group, the pressed one shown. */
export function ViewToggle({ map, onChange }: { map: boolean; onChange: (map: boolean) => void }) {
  const t = useT(searchMessages);
  const button = (pressed: boolean) =>
    cn(
      'h-9 flex-1 px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      pressed ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-50',
    );
  return (
    <div
      role="group"
      aria-label={t('view')}
      className="mt-4 flex overflow-hidden rounded-full border border-slate-300"
    >
      <button
        type="button"
        aria-pressed={!map}
        onClick={() => onChange(false)}
        className={button(!map)}
      >
        {t('list')}
      </button>
      <button
        type="button"
        aria-pressed={map}
        onClick={() => onChange(true)}
        className={button(map)}
      >
        {t('map')}
      </button>
    </div>
  );
}
