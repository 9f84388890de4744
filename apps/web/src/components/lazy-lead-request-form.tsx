import { lazy, Suspense } from 'react';
import type { LeadRequestFormProps } from './lead-request-form';

/**
 * The lead form's code (react-hook-form, ~17 KB gzip) is not part of the public pages'
 * initial JavaScript (scripts/bundle-size.mjs): pages that show it call this when they
 * mount, so it is usually loaded by the time their data is.
 */
export const preloadLeadRequestForm = () => import('./lead-request-form');

const Form = lazy(() => preloadLeadRequestForm().then((m) => ({ default: m.LeadRequestForm })));

export function LazyLeadRequestForm(props: LeadRequestFormProps) {
  return (
    <Suspense fallback={<div className="h-80 animate-pulse rounded-2xl bg-slate-100" />}>
      <Form {...props} />
    </Suspense>
  );
}
