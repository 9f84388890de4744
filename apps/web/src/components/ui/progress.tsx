import { cn } from './cn';

/**
 * A progress bar (0..1) with its label for assistive technology. `value` null: the amount is
 * not known yet (an indeterminate bar, no aria-valuenow). `valueText`: what a screen reader
 * says instead of the bare percentage ('1,200 of 5,000 rows').
 */
export function Progress({
  value,
  label,
  valueText,
}: {
  value: number | null;
  label: string;
  valueText?: string;
}) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={valueText}
        className="relative h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            'h-full bg-brand-600',
            percent === null ? 'w-1/3 animate-pulse' : 'transition-[width]',
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-sm tabular-nums text-slate-700">
        {percent === null ? '' : `${percent}%`}
      </span>
    </div>
  );
}
