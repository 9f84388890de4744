import { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { commonMessages } from '../../../components/i18n';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';

/**
 * A yes/no question in a Radix dialog (focus trap, Escape, focus return). The confirm
 * button shows a spinner while `busy`; an error from the action shows above the buttons.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  busy = false,
  error,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: 'danger' | 'primary';
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const tc = useT(commonMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {children}
      {error && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {cancelLabel ?? tc('cancel')}
        </Button>
        <Button variant={variant} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
