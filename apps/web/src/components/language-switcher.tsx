import { LANGUAGE_NAMES, LOCALES } from '@app/contracts';
import { chooseLocale, useLocale, useT } from '../lib/i18n';
import { layoutMessages } from './layouts/i18n';
import { cn } from './ui/cn';

/**
 * 'English' / 'Español' (issue 19): each name in its own language (`lang`), the current one
 * pressed. The choice is kept on this device and, when signed in, in the account (lib/auth).
 * `tone="dark"` on a dark background (the footer).
 */
export function LanguageSwitcher({
  className,
  tone = 'light',
}: {
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const t = useT(layoutMessages);
  const locale = useLocale();
  return (
    <div
      role="group"
      aria-label={t('language')}
      className={cn('flex items-center gap-1', className)}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => void chooseLocale(option)}
          className={cn(
            'min-h-10 rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2',
            tone === 'dark' ? 'focus-visible:outline-white' : 'focus-visible:outline-brand-600',
            option === locale
              ? tone === 'dark'
                ? 'bg-white text-slate-900'
                : 'bg-slate-900 text-white'
              : tone === 'dark'
                ? 'text-slate-200 underline-offset-2 hover:bg-slate-800 hover:underline'
                : 'text-slate-700 underline-offset-2 hover:bg-slate-100 hover:underline',
          )}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
