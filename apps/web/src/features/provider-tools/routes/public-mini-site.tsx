import { zodResolver } from '@hookform/resolvers/zod';
import { zLeadRequest, type TLeadRequest, type TPublicMiniSite } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { api, bodyOf } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { NotFoundPage } from '../../misc/routes/not-found';

export const LEAD_SENT_MESSAGE = 'Thank you! Your request has been sent.';

const textarea =
  'min-h-28 w-full rounded-lg border border-slate-300 bg-white p-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

function LeadForm({ site }: { site: TPublicMiniSite }) {
  const leadForm = site.leadForm!;
  const titleId = useId();
  const messageId = useId();
  const form = useForm<z.input<typeof zLeadRequest>, unknown, TLeadRequest>({
    resolver: zodResolver(zLeadRequest),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      message: '',
      options: leadForm.options.filter((o) => o.checked).map((o) => o.id),
    },
  });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: async (body: TLeadRequest) =>
      bodyOf(await api.providerTools.createLead({ params: { id: site.providerId }, body })).data,
  });

  return (
    <section
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-left"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {leadForm.formName || site.leadButtonName || 'Contact us'}
      </h2>
      {leadForm.formDescription && (
        <p className="text-sm text-slate-700">{leadForm.formDescription}</p>
      )}
      {send.isSuccess ? (
        <p role="status" className="rounded-lg bg-green-100 p-3 text-sm text-green-900">
          {LEAD_SENT_MESSAGE}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={form.handleSubmit((values) => send.mutate(values))}
        >
          {leadForm.options.length > 0 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">
                What can we help with?
              </legend>
              {leadForm.options.map((option) => (
                <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={option.id}
                    {...form.register('options')}
                    className="size-4 accent-brand-700"
                  />
                  {option.text}
                </label>
              ))}
            </fieldset>
          )}
          <Input
            label="Name"
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Input
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={messageId} className="text-sm font-medium text-slate-800">
              Message (optional)
            </label>
            <textarea
              id={messageId}
              className={textarea}
              aria-invalid={errors.message ? true : undefined}
              {...form.register('message')}
            />
            {errors.message && (
              <p role="alert" className="text-sm text-red-700">
                {errors.message.message}
              </p>
            )}
          </div>
          {send.error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {send.error.message}
            </p>
          )}
          <Button type="submit" loading={send.isPending}>
            {site.leadButtonName || 'Send'}
          </Button>
        </form>
      )}
    </section>
  );
}

/** /m/{slug}: a provider's published mini-site (issue #7). The API counts the visit as a click. */
export function PublicMiniSitePage() {
  const { slug = '' } = useParams();
  const site = useQuery({
    queryKey: ['public-mini-site', slug],
    // One visit is one click: no refetch on focus or remount.
    staleTime: Infinity,
    retry: (count, error) =>
      !(error instanceof ApiError && error.failure.status < 500) && count < 2,
    queryFn: async () => bodyOf(await api.providerTools.publicMiniSite({ params: { slug } })).data,
  });

  if (site.isPending)
    return (
      <div
        className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-10"
        aria-busy="true"
        aria-label="Loading the mini-site"
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
          alt={`${data.providerName} logo`}
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
                target="_blank"
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
      {data.leadForm && <LeadForm site={data} />}
    </article>
  );
}
