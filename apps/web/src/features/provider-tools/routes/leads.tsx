import { type TOwnerLead } from '@app/contracts';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { commonMessages } from '../../../components/i18n';
import { formatDate, formatNumber, useT } from '../../../lib/i18n';
import { downloadLeadsCsv, useLeads, useOwnProviderId, useSetLeadHandled } from '../api/tools';
import { ToolsLayout } from '../components/tools-layout';
import { toolsMessages } from '../i18n';
import { NoProviderProfile } from './my-profile';

const PAGE_SIZE = 20;

const when = (iso: string) =>
  formatDate(iso, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function LeadCard({ lead, providerId }: { lead: TOwnerLead; providerId: string }) {
  const setHandled = useSetLeadHandled(providerId);
  const handled = lead.handledAt !== null;
  const t = useT(toolsMessages);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words font-semibold text-slate-900">{lead.name}</h2>
          <p className="text-xs text-slate-600">
            <time dateTime={lead.createdAt}>{when(lead.createdAt)}</time>
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            handled ? 'bg-slate-100 text-slate-700' : 'bg-green-100 text-green-800',
          )}
        >
          {handled ? t('leads.status.handled') : t('leads.status.new')}
        </span>
      </div>
      <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium text-slate-900">{t('leads.email')}</dt>
        <dd className="break-all">{lead.email}</dd>
        {lead.phone && (
          <>
            <dt className="font-medium text-slate-900">{t('leads.phone')}</dt>
            <dd>{lead.phone}</dd>
          </>
        )}
        {lead.options.length > 0 && (
          <>
            <dt className="font-medium text-slate-900">{t('leads.options')}</dt>
            <dd>{lead.options.join(', ')}</dd>
          </>
        )}
      </dl>
      {lead.message && <p className="whitespace-pre-line text-slate-800">{lead.message}</p>}
      <div className="flex flex-wrap gap-2">
        <a
          href={`mailto:${lead.email}`}
          className={buttonClasses('primary', 'sm')}
          aria-label={t('leads.replyByEmailTo', { name: lead.name })}
        >
          {t('leads.replyByEmail')}
        </a>
        {lead.phone && (
          <a
            href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}
            className={buttonClasses('secondary', 'sm')}
            aria-label={t('leads.callName', { name: lead.name })}
          >
            {t('leads.call')}
          </a>
        )}
        <Button
          variant="secondary"
          size="sm"
          loading={setHandled.isPending}
          onClick={() => setHandled.mutate({ leadId: lead.id, handled: !handled })}
          aria-label={
            handled
              ? t('leads.markNewName', { name: lead.name })
              : t('leads.markHandledName', { name: lead.name })
          }
        >
          {handled ? t('leads.markNew') : t('leads.markHandled')}
        </Button>
      </div>
      {setHandled.error && (
        <p role="alert" className="text-sm text-red-700">
          {setHandled.error.message}
        </p>
      )}
    </li>
  );
}

/** /leads: every request sent through the provider's lead form, newest first. */
export function LeadsPage() {
  const id = useOwnProviderId();
  const [offset, setOffset] = useState(0);
  const leads = useLeads(id, offset, PAGE_SIZE);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const t = useT(toolsMessages);
  const common = useT(commonMessages);
  if (!id) return <NoProviderProfile />;
  const total = leads.data?.total ?? 0;
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadLeadsCsv(id);
    } catch (e) {
      setExportError(e instanceof Error ? e.message : String(e));
    } finally {
      setExporting(false);
    }
  };
  return (
    <ToolsLayout title={t('leads.title')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {total > 0
            ? t('leads.range', {
                from: formatNumber(offset + 1),
                to: formatNumber(Math.min(offset + PAGE_SIZE, total)),
                total: formatNumber(total),
              })
            : '\u00a0'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={exporting}
          disabled={total === 0}
          onClick={() => void exportCsv()}
        >
          {t('leads.exportCsv')}
        </Button>
      </div>
      {exportError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {exportError}
        </p>
      )}
      {leads.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('leads.loading')}>
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : leads.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {leads.error.message}
        </p>
      ) : leads.data.data.length === 0 ? (
        <EmptyState title={t('leads.emptyTitle')} text={t('leads.emptyText')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('leads.title')}>
            {leads.data.data.map((lead) => (
              <LeadCard key={lead.id} lead={lead} providerId={id} />
            ))}
          </ul>
          {total > PAGE_SIZE && (
            <div className="flex justify-between gap-2">
              <Button
                variant="secondary"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
              >
                {common('previous')}
              </Button>
              <Button
                variant="secondary"
                disabled={offset + PAGE_SIZE >= total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              >
                {common('next')}
              </Button>
            </div>
          )}
        </>
      )}
    </ToolsLayout>
  );
}
