import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useEffect } from 'react';
import {
  LazyLeadRequestForm as LeadRequestForm,
  preloadLeadRequestForm,
} from '../../../components/lazy-lead-request-form';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { TITLES } from '../../../config/titles';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from '../../../lib/i18n';
import { NotFoundPage } from '../../misc';
import { fetchPublicMiniSite } from '../api/public-mini-site';
import { miniSitePageMessages } from '../mini-site-page/i18n';

/** /m/{slug}: a provider's published mini-site (issue #7). The API counts the visit as a click. */
export function PublicMiniSitePage() {
  const { slug = '' } = useParams();
  const t = useT(miniSitePageMessages);
  useEffect(() => void preloadLeadRequestForm(), []);
  const site = useQuery({
    queryKey: ['public-mini-site', slug],
    // One visit is one click: no refetch on focus or remount.
    staleTime: Infinity,
    retry: (count, error) =>
      !(error instanceof ApiError && error.failure.status < 500) && count < 2,
    queryFn: () => fetchPublicMiniSite(slug),
  });
  const missing = site.error instanceof ApiError && [400, 404].includes(site.error.failure.status);
  useDocumentTitle(
    missing ? TITLES.notFound : site.data ? site.data.heading || site.data.providerName : null,
  );

  if (site.isPending)
    return (
      <div
        className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-10"
        aria-busy="true"
        aria-label={t('loading')}
      >
        <Skeleton className="size-24 rounded-2xl" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-12 w-full rounded-lg" />
        <Skeleton className="h-12 w-full rounded-lg" />
      </div>
    );
  if (site.isError) {
    const status = site.error instanceof ApiError ? site.error.failure.status : 0;
    // A malformed slug (400) is a page that cannot exist either.
    if (status === 404 || status === 400) return <NotFoundPage />;
    return (
      <div className="mx-auto max-w-md px-4 py-10">
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {site.error.message}
        </p>
      </div>
    );
  }

  const data = site.data;
  return (
    <article className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-10 text-center">
      {data.logoUrl && (
        <img
          src={data.logoUrl}
          alt={t('logoAlt', { name: data.providerName })}
          className="size-24 rounded-2xl object-cover shadow-sm"
        />
      )}
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {data.heading || data.providerName}
      </h1>
      {data.description && (
        <p className="text-base break-words text-slate-700">{data.description}</p>
      )}
      {data.buttons.length > 0 && (
        <ul className="flex w-full flex-col gap-3">
          {data.buttons.map((b, i) => (
            <li key={`${i}-${b.url}`}>
              <a
                href={b.url}
                // Web links open a new tab; tel: and mailto: hand over to the phone or mail app.
                target={/^https?:/i.test(b.url) ? '_blank' : undefined}
                rel="noopener noreferrer"
                className={cn(
                  'flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-base font-medium break-words text-white',
                  'hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                )}
              >
                {b.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {data.leadForm && (
        <LeadRequestForm
          providerId={data.providerId}
          leadForm={data.leadForm}
          title={data.leadForm.formName || data.leadButtonName || t('contactUs')}
          choice="multiple"
          optionsLegend={t('optionsLegend')}
          submitLabel={data.leadButtonName || t('send')}
          className="w-full text-left"
        />
      )}
    </article>
  );
}
