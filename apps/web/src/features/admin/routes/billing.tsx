import {
  AD_PLACEMENT_LABELS,
  ZAdminCancelCampaignBodySchema,
  type TAdminCampaign,
} from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Textarea } from '../../../components/ui/field';
import { formatDate, formatNumber, localizeMessage, useT } from '../../../lib/i18n';
import {
  PAGE_SIZE,
  useCampaignList,
  useCancelCampaign,
  usePayments,
  useSubscriptions,
} from '../api/billing';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { AdminHeading, LoadError, TableSkeleton } from '../components/states';
import { adminMessages } from '../i18n';

type Tab = 'subscriptions' | 'payments' | 'campaigns';
const TABS: Tab[] = ['subscriptions', 'payments', 'campaigns'];

/** '$50.00': an amount of a payment, always with its cents. */
function money(cents: number, currency = 'usd') {
  return formatNumber(cents / 100, { style: 'currency', currency: currency.toUpperCase() });
}
const day = (iso: string | null | undefined) =>
  iso ? formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' }) : '—';

/** The shared frame of a list: skeleton, error, empty state, or the table and its pager. */
function ListFrame<R extends { data: unknown[]; total: number }>({
  list,
  empty,
  pagesLabel,
  offset,
  onOffsetChange,
  children,
}: {
  list: UseQueryResult<R>;
  empty: { title: string; text: string };
  pagesLabel: string;
  offset: number;
  onOffsetChange: (offset: number) => void;
  children: (page: R) => ReactNode;
}) {
  const t = useT(adminMessages);
  if (list.isPending) return <TableSkeleton />;
  if (list.isError) return <LoadError message={list.error.message || t('billing.loadError')} />;
  if (list.data.data.length === 0) return <EmptyState title={empty.title} text={empty.text} />;
  return (
    <div aria-busy={list.isFetching}>
      {children(list.data)}
      <Pager
        label={pagesLabel}
        offset={offset}
        limit={PAGE_SIZE}
        total={list.data.total}
        onOffsetChange={onOffsetChange}
      />
    </div>
  );
}

function Subscriptions() {
  const t = useT(adminMessages);
  const [offset, setOffset] = useState(0);
  return (
    <ListFrame
      list={useSubscriptions(offset)}
      empty={{ title: t('billing.noSubscriptionsTitle'), text: t('billing.noSubscriptionsText') }}
      pagesLabel={t('billing.subscriptionsPages')}
      offset={offset}
      onOffsetChange={setOffset}
    >
      {(page) => (
        <DataTable
          caption={t('billing.subscriptions')}
          rows={page.data}
          rowKey={(s) => s.providerId}
          columns={[
            { header: t('billing.provider'), cell: (s) => s.providerName },
            { header: t('billing.plan'), cell: (s) => t('billing.planValue', { plan: s.plan }) },
            {
              header: t('billing.status'),
              cell: (s) => {
                const status = t('billing.subscriptionStatus', { status: s.status });
                return s.cancelAtPeriodEnd
                  ? t('billing.statusEndsAtPeriodEnd', { status })
                  : status;
              },
            },
            { header: t('billing.renews'), cell: (s) => day(s.currentPeriodEnd) },
          ]}
        />
      )}
    </ListFrame>
  );
}

function Payments() {
  const t = useT(adminMessages);
  const [offset, setOffset] = useState(0);
  return (
    <ListFrame
      list={usePayments(offset)}
      empty={{ title: t('billing.noPaymentsTitle'), text: t('billing.noPaymentsText') }}
      pagesLabel={t('billing.paymentsPages')}
      offset={offset}
      onOffsetChange={setOffset}
    >
      {(page) => (
        <DataTable
          caption={t('billing.payments')}
          rows={page.data}
          rowKey={(p) => p.id}
          columns={[
            { header: t('billing.date'), cell: (p) => day(p.createdAt) },
            { header: t('billing.provider'), cell: (p) => p.providerName },
            {
              header: t('billing.kind'),
              cell: (p) => t(p.kind === 'premium' ? 'billing.premium' : 'billing.campaign'),
            },
            { header: t('billing.amount'), cell: (p) => money(p.amountCents, p.currency) },
            {
              header: t('billing.status'),
              cell: (p) => t(p.status === 'paid' ? 'billing.paid' : 'billing.failed'),
            },
            {
              header: t('billing.card'),
              cell: (p) =>
                p.cardLast4 ? `${(p.cardBrand ?? '').toUpperCase()} •••• ${p.cardLast4}` : '—',
            },
            {
              header: t('billing.receipt'),
              cell: (p) =>
                p.receiptUrl ? (
                  <a
                    className="text-brand-700 underline"
                    href={p.receiptUrl}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('billing.receipt')}
                  </a>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </ListFrame>
  );
}

function Campaigns() {
  const t = useT(adminMessages);
  const [offset, setOffset] = useState(0);
  return (
    <ListFrame
      list={useCampaignList(offset)}
      empty={{ title: t('billing.noCampaignsTitle'), text: t('billing.noCampaignsText') }}
      pagesLabel={t('billing.campaignsPages')}
      offset={offset}
      onOffsetChange={setOffset}
    >
      {(page) => (
        <DataTable
          caption={t('billing.campaigns')}
          rows={page.data}
          rowKey={(c) => c.id}
          columns={[
            { header: t('billing.provider'), cell: (c) => c.providerName },
            {
              header: t('billing.status'),
              cell: (c) => t('billing.campaignStatus', { status: c.status }),
            },
            {
              header: t('billing.placements'),
              cell: (c) =>
                c.placements.map((p) => localizeMessage(AD_PLACEMENT_LABELS[p])).join(' + '),
            },
            { header: t('billing.dates'), cell: (c) => `${day(c.startsAt)} – ${day(c.endsAt)}` },
            { header: t('billing.amount'), cell: (c) => money(c.amountCents) },
            {
              header: t('billing.figures'),
              cell: (c) => `${formatNumber(c.impressions ?? 0)} / ${formatNumber(c.clicks ?? 0)}`,
            },
            {
              header: t('billing.action'),
              className: 'whitespace-nowrap',
              cell: (c) => <CancelCampaign campaign={c} />,
            },
          ]}
        />
      )}
    </ListFrame>
  );
}

function CancelCampaign({ campaign }: { campaign: TAdminCampaign }) {
  const t = useT(adminMessages);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const reasonId = useId();
  const cancel = useCancelCampaign(campaign.id, () => setOpen(false));
  if (campaign.status !== 'active' && campaign.status !== 'pending_payment') return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('billing.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('billing.cancelTitle')}
        description={t('billing.cancelText')}
        confirmLabel={t('billing.confirmCancel')}
        cancelLabel={t('billing.keep')}
        busy={cancel.isPending}
        error={invalid ? localizeMessage(invalid) : (cancel.error?.message ?? null)}
        onConfirm={() => {
          const parsed = ZAdminCancelCampaignBodySchema.safeParse({ reason });
          if (!parsed.success) {
            setInvalid(parsed.error.issues[0]?.message ?? null);
            return;
          }
          setInvalid(null);
          cancel.mutate(parsed.data);
        }}
      >
        <Textarea
          id={reasonId}
          label={t('billing.reason')}
          className="mb-4"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          rows={3}
        />
      </ConfirmDialog>
    </>
  );
}

/** /admin/billing: subscriptions, payments and campaigns (cancel with a reason); issue 18. */
export function AdminBillingPage() {
  const t = useT(adminMessages);
  const [tab, setTab] = useState<Tab>('subscriptions');
  return (
    <section aria-labelledby="admin-billing-heading">
      <AdminHeading id="admin-billing-heading" title={t('billing.title')} />
      <div role="tablist" aria-label={t('billing.tabsLabel')} className="mb-4 flex flex-wrap gap-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`billing-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`billing-panel-${name}`}
            onClick={() => setTab(name)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
              tab === name
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {t(`billing.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`billing-panel-${tab}`} aria-labelledby={`billing-tab-${tab}`}>
        {tab === 'subscriptions' ? (
          <Subscriptions />
        ) : tab === 'payments' ? (
          <Payments />
        ) : (
          <Campaigns />
        )}
      </div>
    </section>
  );
}
