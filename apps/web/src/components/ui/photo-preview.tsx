import { useT } from '../../lib/i18n';
import { cn } from './cn';
import { uiMessages } from './i18n';

/** A person's round photo, or a 'Photo' placeholder (finish-profile, settings). */
export function PhotoPreview({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const t = useT(uiMessages);
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 text-sm text-slate-600',
        className,
      )}
    >
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" />
      ) : (
        <span aria-hidden>{t('photo')}</span>
      )}
    </div>
  );
}
