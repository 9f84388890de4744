import { US_STATES } from '@app/contracts';
import { forwardRef, ReactNode, SelectHTMLAttributes, useId } from 'react';
import { localizeMessage, useT } from '../../lib/i18n';
import { stateLabel } from '../labels';
import { cn } from './cn';
import { uiMessages } from './i18n';

export interface StateSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label?: ReactNode;
  /** Shown under the field in red, and announced with the field. */
  error?: string;
  hint?: ReactNode;
  /** The first option, chosen when no state is set ('Choose a state', or 'No state'). */
  placeholder?: string;
  /** A stored code outside the list (older data) stays selectable rather than lost. */
  current?: string;
}

/**
 * The State field of every address form: the 50 states, DC and Puerto Rico by name, sending
 * the two-letter code (US_STATES in contracts).
 */
export const StateSelect = forwardRef<HTMLSelectElement, StateSelectProps>(function StateSelect(
  { label, error, hint, placeholder, current, className, id, ...props },
  ref,
) {
  const t = useT(uiMessages);
  const autoId = useId();
  const selectId = id ?? autoId;
  const described = [error ? `${selectId}-error` : null, hint ? `${selectId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  const unknown =
    current && !US_STATES.some((s) => s.code === current.toUpperCase()) ? current : null;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label ?? t('state')}
      </label>
      <select
        ref={ref}
        id={selectId}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(
          'h-11 min-w-0 rounded-lg border bg-white px-3 text-base text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...props}
      >
        <option value="">{placeholder ?? t('chooseState')}</option>
        {unknown && <option value={unknown}>{unknown}</option>}
        {US_STATES.map((s) => (
          <option key={s.code} value={s.code}>
            {stateLabel(s.code)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${selectId}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} role="alert" className="text-sm text-red-700">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
});
