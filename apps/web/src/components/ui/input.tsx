import { forwardRef, InputHTMLAttributes, ReactNode, useId } from 'react';
import { localizeMessage, useLocale } from '../../lib/i18n';
import { cn } from './cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the field in red, and announced with the field. */
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, hint, hideLabel = false, className, id, ...props },
  ref,
) {
  useLocale(); // the error follows the language (localizeMessage)
  const autoId = useId();
  const inputId = id ?? autoId;
  const described = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label
        htmlFor={inputId}
        className={cn('text-sm font-medium text-slate-800', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cn(
          'h-11 rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...props}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
});
