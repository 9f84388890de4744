import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from './cn';
import { localizeMessage, useLocale } from '../../lib/i18n';

/** What a field gives its control: the id its label points at, and the ARIA that ties them. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/** The frame every form field shares (decision 0035): label, control, hint, error. */
export interface FieldFrameProps {
  label: ReactNode;
  /** Shown under the field in red (role=alert), and announced with the field. */
  error?: string | null;
  /** Help under the field, announced with the field (a format, a character count…). */
  hint?: ReactNode;
  /** The label for screen readers only (the control is labelled some other visible way). */
  hideLabel?: boolean;
  /** Marks the field required: a '*' after the label (hidden from screen readers, which hear aria-required). */
  required?: boolean;
  /** The hint's classes (small print by default). */
  hintClassName?: string;
  /** Announces the hint at once (role=alert): a hint that has turned into the problem. */
  hintAlert?: boolean;
  /**
   * Marks the control invalid (aria-invalid, the red border) when there is no error of its own
   * to show: a count hint that has turned into the problem (with `hintAlert`).
   */
  invalid?: boolean;
  /** The wrapper's classes. */
  className?: string;
  /** The control's id (one is made otherwise); the hint and error ids derive from it. */
  id?: string;
}

export interface FieldProps extends FieldFrameProps {
  children: (control: ControlProps) => ReactNode;
}

/** The ids that describe a control: its error first, then its hint (as screen readers read them). */
function describedBy(id: string, error: unknown, hint: unknown): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A labelled form field: `<label for>`, the control (given its id, aria-invalid and
 * aria-describedby by the render function), the hint (`{id}-hint`) and the error
 * (`{id}-error`, role=alert). Input, Select, Textarea and FileField are built on it.
 */
export function Field({
  label,
  error,
  hint,
  hideLabel = false,
  required = false,
  hintClassName = 'text-sm text-slate-600',
  hintAlert = false,
  invalid = false,
  className,
  id,
  children,
}: FieldProps) {
  const autoId = useId();
  useLocale(); // a shared message (the spec's English) shows in the chosen language
  const controlId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label
        htmlFor={controlId}
        className={cn('text-sm font-medium text-slate-800', hideLabel && 'sr-only')}
      >
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy(controlId, error, hint),
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p
          id={`${controlId}-hint`}
          className={hintClassName}
          role={hintAlert ? 'alert' : undefined}
        >
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} role="alert" className="text-sm text-red-700">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}

/** Splits a control's props into the field's and the control's own. */
function frameOf<P extends FieldFrameProps>({
  label,
  error,
  hint,
  hideLabel,
  required,
  hintClassName,
  hintAlert,
  invalid,
  className,
  id,
  ...control
}: P) {
  return {
    frame: {
      label,
      error,
      hint,
      hideLabel,
      required,
      hintClassName,
      hintAlert,
      invalid,
      className,
      id,
    },
    control,
  };
}

const controlClasses = (error: unknown) =>
  cn(
    'rounded-lg border bg-white px-3 text-base text-slate-900',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
    error ? 'border-red-600' : 'border-slate-300',
  );

export type TextareaProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
    /** The box's classes, when a form's box looks different (replaces the default). */
    controlClassName?: string;
  };

/** A labelled multi-line text field (descriptions, messages, reviews). */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { controlClassName, ...props },
  ref,
) {
  const { frame, control } = frameOf(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <textarea
          ref={ref}
          rows={5}
          {...aria}
          className={
            controlClassName ??
            cn(controlClasses(frame.error || frame.invalid), 'py-2 placeholder:text-slate-500')
          }
          {...control}
        />
      )}
    </Field>
  );
});

export type SelectProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
    /** The list's classes, when a form's list looks different (replaces the default). */
    controlClassName?: string;
  };

/** A labelled drop-down list; its options are the children. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { controlClassName, ...props },
  ref,
) {
  const { frame, control } = frameOf(props);
  return (
    <Field {...frame}>
      {(aria) => (
        <select
          ref={ref}
          {...aria}
          className={controlClassName ?? cn(controlClasses(frame.error || frame.invalid), 'h-11')}
          {...control}
        />
      )}
    </Field>
  );
});

export type FileFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
    /** The picker's classes, when a form's picker looks different (replaces the box). */
    controlClassName?: string;
  };

/** A labelled file picker (documents, pictures): a dashed drop area with the browser's button. */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { controlClassName, ...props },
  ref,
) {
  const { frame, control } = frameOf({ hintClassName: 'text-xs text-slate-600', ...props });
  return (
    <Field {...frame}>
      {(aria) => (
        <input
          ref={ref}
          type="file"
          {...aria}
          className={
            controlClassName ??
            cn(
              'rounded-lg border border-dashed bg-slate-50 p-3 text-sm text-slate-800',
              'file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-white',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
              frame.error || frame.invalid ? 'border-red-600' : 'border-slate-300',
            )
          }
          {...control}
        />
      )}
    </Field>
  );
});
