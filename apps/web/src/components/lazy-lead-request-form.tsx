import { lazy, Suspense } from 'react';
import { usePainted } from '../lib/after-paint';
import type { LeadRequestFormProps } from './lead-request-form';

/**
 * The lead form's code (react-hook-form, ~17 KB gzip) is not part of the public pages'
 * initial JavaScript (scripts/bundle-size.mjs): pages that show it call this when they
 * mount, so it is usually loaded by the time their data is.
 */
export const preloadLeadRequestForm = () => import('./lead-request-form');

const Form = lazy(() => preloadLeadRequestForm().then((m) => ({ default: m.LeadRequestForm })));

/** The form once the page around it has been painted; a placeholder of its size until then. */
export function LazyLeadRequestForm(props: LeadRequestFormProps) {
  const painted = usePainted();
  const placeholder = <div className="h-80 animate-pulse rounded-2xl bg-slate-100" />;
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Form {...props} />
    </Suspense>
  );
}
