import { MESSAGES } from '@app/contracts';
import { ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-error';
import { localizeMessage, useT } from '../../../lib/i18n';
import { commonMessages } from '../../../components/i18n';

/** One card of /settings with a heading the page's landmarks name. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The inline outcome of a change: a success note (status) or an error (alert). */
export function Outcome({ success, error }: { success?: string | null; error?: string | null }) {
  // Shared messages (ACCOUNT_MESSAGES…) in the current language; the API's come translated.
  useT(commonMessages);
  if (error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {localizeMessage(error)}
      </p>
    );
  if (success)
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
        {localizeMessage(success)}
      </p>
    );
  return null;
}

/** The message of a failed call, and its field messages for the form. */
export function failureOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fieldErrors };
  return { message: error instanceof Error ? error.message : MESSAGES.unexpected, fields: {} };
}

/**
 * A destructive action's confirmation: states what will happen; `children` may hold the
 * proof the action needs (a password field). `onConfirm` throws to keep the dialog open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  children,
  confirmDisabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  children?: ReactNode;
  confirmDisabled?: boolean;
}) {
  const common = useT(commonMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change} title={title} description={description}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setError(null);
          try {
            await onConfirm();
          } catch (e) {
            setError(failureOf(e).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {children}
        <Outcome error={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => change(false)}>
            {common('cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={busy} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
