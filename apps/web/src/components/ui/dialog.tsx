import * as RadixDialog from '@radix-ui/react-dialog';
import { ReactNode, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { cn } from './cn';
import { uiMessages } from './i18n';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every dialog has a title (read by screen readers; visible unless hideTitle). */
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
  className?: string;
  /** 'center' (modal card) or 'left' (navigation drawer). */
  placement?: 'center' | 'left';
}

/**
 * Radix Dialog: focus trap, Escape, outside click and scroll lock come from the library
 * (DESIGN 5). Radix returns focus only to a `Dialog.Trigger`; these dialogs are opened from
 * plain buttons, so focus goes back to whatever had it when the dialog opened.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  children,
  className,
  placement = 'center',
}: DialogProps) {
  const t = useT(uiMessages);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            // Runs before focus moves in: the active element is still the opener.
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            'fixed z-50 bg-white shadow-xl focus:outline-none',
            placement === 'center'
              ? 'left-1/2 top-1/2 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6'
              : 'inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto p-5',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title
              className={cn('text-lg font-semibold text-slate-900', hideTitle && 'sr-only')}
            >
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('close')}
              className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M5.3 4.3 10 9l4.7-4.7 1 1L11 10l4.7 4.7-1 1L10 11l-4.7 4.7-1-1L9 10 4.3 5.3z" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
