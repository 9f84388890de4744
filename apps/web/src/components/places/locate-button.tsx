import { cn } from '../ui/cn';
import { useT } from '../../lib/i18n';
import { placeMessages } from './i18n';
import { type Coordinates, useMyLocation } from './use-my-location';

/**
 * 'Use my location' / 'Near me': asks the browser for the visitor's position and hands it
 * to `onFound`; when that is refused or unavailable, says so (role=alert) under the button.
 */
export function LocateButton({
  label,
  onFound,
  className,
  buttonClassName,
  alertClassName = 'text-red-800',
}: {
  label?: string;
  onFound: (at: Coordinates) => void;
  className?: string;
  buttonClassName?: string;
  alertClassName?: string;
}) {
  const t = useT(placeMessages);
  const location = useMyLocation();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <button
        type="button"
        onClick={() => location.locate(onFound)}
        disabled={location.pending}
        aria-busy={location.pending}
        className={cn(
          'inline-flex h-10 items-center justify-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-medium',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait',
          buttonClassName ?? 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        )}
      >
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M10 1.5a.75.75 0 0 1 .75.75v1.8a6 6 0 0 1 5.2 5.2h1.8a.75.75 0 0 1 0 1.5h-1.8a6 6 0 0 1-5.2 5.2v1.8a.75.75 0 0 1-1.5 0v-1.8a6 6 0 0 1-5.2-5.2h-1.8a.75.75 0 0 1 0-1.5h1.8a6 6 0 0 1 5.2-5.2v-1.8A.75.75 0 0 1 10 1.5Zm0 4a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm0 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z" />
        </svg>
        {location.pending ? t('locating') : (label ?? t('useMyLocation'))}
      </button>
      {location.failed && (
        <p role="alert" className={cn('text-sm', alertClassName)}>
          {t('locationRefused')}
        </p>
      )}
    </div>
  );
}
