import { ReactNode } from 'react';
import { commonMessages } from '../../../components/i18n';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { adminMessages } from '../i18n';

/** The page heading every admin screen starts with, with room for actions on the right. */
export function AdminHeading({
  id,
  title,
  actions,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {actions}
    </div>
  );
}

/** The red box of a failed load (spec 8: the message, or a default), with Retry when given. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const tc = useT(commonMessages);
  if (!onRetry)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {message}
      </p>
    );
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {tc('tryAgain')}
      </Button>
    </div>
  );
}

/** Skeleton rows while a table loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const t = useT(adminMessages);
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A round spinner with a label for assistive technology. */
export function Spinner({ label }: { label?: string }) {
  const t = useT(adminMessages);
  return (
    <div role="status" aria-label={label ?? t('loading')} className="flex justify-center py-12">
      <span
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
      />
    </div>
  );
}

/**
 * An empty list: 'No Results Found' / 'Please refine your search criteria' only when a search
 * narrowed it, else the list's own empty state.
 */
export function NoResults({
  searching,
  empty,
}: {
  searching: boolean;
  empty: { title: string; text: string };
}) {
  const t = useT(adminMessages);
  const { title, text } = searching
    ? { title: t('noResults.title'), text: t('noResults.text') }
    : empty;
  return <EmptyState title={title} text={text} />;
}

/** A success note that screen readers announce. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-lg bg-green-50 p-3 text-sm text-green-800">
      {children}
    </p>
  );
}
