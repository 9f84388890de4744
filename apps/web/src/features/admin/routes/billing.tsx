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
import {
  PAGE_SIZE,
  useCampaignList,
  useCancelCampaign,
  usePayments,
  useSubscriptions,
} from '../api/billing';
import { ADMIN_BILLING_TEXT as T } from '../billing-strings';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { AdminHeading, LoadError, TableSkeleton } from '../components/states';

type Tab = keyof typeof T.tabs;
const TABS: Tab[] = ['subscriptions', 'payments', 'campaigns'];

function money(cents: number, currency = 'usd') {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}
const day = (iso: string | null | undefined) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })
    : '—';

/** The shared frame of a list: skeleton, error, empty state, or the table and its pager. */
function ListFrame<R extends { data: unknown[]; total: number }>({
  list,
  empty,
  label,
  offset,
  onOffsetChange,
  children,
}: {
  list: UseQueryResult<R>;
  empty: { title: string; text: string };
  label: string;
  offset: number;
  onOffsetChange: (offset: number) => void;
  children: (page: R) => ReactNode;
}) {
  if (list.isPending) return <TableSkeleton />;
  if (list.isError) return <LoadError message={list.error.message || T.loadError} />;
  if (list.data.data.length === 0) return <EmptyState title={empty.title} text={empty.text} />;
  return (
    <div aria-busy={list.isFetching}>
      {children(list.data)}
      <Pager
        label={T.pages(label)}
        offset={offset}
        limit={PAGE_SIZE}
        total={list.data.total}
        onOffsetChange={onOffsetChange}
      />
    </div>
  );
}

function Subscriptions() {
  const [offset, setOffset] = useState(0);
  return (
    <ListFrame
      list={useSubscriptions(offset)}
      empty={T.noSubscriptions}
      label={T.tabs.subscriptions}
      offset={offset}
      onOffsetChange={setOffset}
    >
      {(page) => (
        <DataTable
          caption={T.tabs.subscriptions}
          rows={page.data}
          rowKey={(s) => s.providerId}
          columns={[
            { header: T.provider, cell: (s) => s.providerName },
            { header: T.plan, cell: (s) => s.plan },
            {
              header: T.status,
              cell: (s) => (s.cancelAtPeriodEnd ? `${s.status}, ${T.endsAtPeriodEnd}` : s.status),
            },
            { header: T.renews, cell: (s) => day(s.currentPeriodEnd) },
          ]}
        />
      )}
    </ListFrame>
  );
}

function Payments() {
  const [offset, setOffset] = useState(0);
  return (
    <ListFrame
      list={usePayments(offset)}
      empty={T.noPayments}
      label={T.tabs.payments}
      offset={offset}
      onOffsetChange={setOffset}
    >
      {(page) => (
        <DataTable
          caption={T.tabs.payments}
          rows={page.data}
          rowKey={(p) => p.id}
          columns={[
            { header: T.date, cell: (p) => day(p.createdAt) },
            { header: T.provider, cell: (p) => p.providerName },
            { header: T.kind, cell: (p) => (p.kind === 'premium' ? T.premium : T.campaign) },
            { header: T.amount, cell: (p) => money(p.amountCents, p.currency) },
            { header: T.status, cell: (p) => (p.status === 'paid' ? T.paid : T.failed) },
            {
              header: T.card,
              cell: (p) =>
                p.cardLast4 ? `${(p.cardBrand ?? '').toUpperCase()} •••• ${p.cardLast4}` : '—',
            },
            {
              header: T.receipt,
              cell: (p) =>
                p.receiptUrl ? (
                  <a
                    className="text-brand-700 underline"
                    href={p.receiptUrl}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {T.receipt}
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
  const [offset, setOffset] = useState(0);
  return (
    <ListFrame
      list={useCampaignList(offset)}
      empty={T.noCampaigns}
      label={T.tabs.campaigns}
      offset={offset}
      onOffsetChange={setOffset}
    >
      {(page) => (
        <DataTable
          caption={T.tabs.campaigns}
          rows={page.data}
          rowKey={(c) => c.id}
          columns={[
            { header: T.provider, cell: (c) => c.providerName },
            { header: T.status, cell: (c) => T.campaignStatus[c.status] ?? c.status },
            {
              header: T.placements,
              cell: (c) => c.placements.map((p) => AD_PLACEMENT_LABELS[p]).join(' + '),
            },
            { header: T.dates, cell: (c) => `${day(c.startsAt)} – ${day(c.endsAt)}` },
            { header: T.amount, cell: (c) => money(c.amountCents) },
            { header: T.figures, cell: (c) => `${c.impressions ?? 0} / ${c.clicks ?? 0}` },
            {
              header: T.action,
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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const reasonId = useId();
  const cancel = useCancelCampaign(campaign.id, () => setOpen(false));
  if (campaign.status !== 'active' && campaign.status !== 'pending_payment') return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {T.cancel}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={T.cancelTitle}
        description={T.cancelText}
        confirmLabel={T.confirmCancel}
        cancelLabel={T.keep}
        busy={cancel.isPending}
        error={invalid ?? cancel.error?.message ?? null}
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
          label={T.reason}
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
  const [tab, setTab] = useState<Tab>('subscriptions');
  return (
    <section aria-labelledby="admin-billing-heading">
      <AdminHeading id="admin-billing-heading" title={T.title} />
      <div role="tablist" aria-label={T.tabsLabel} className="mb-4 flex flex-wrap gap-2">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`billing-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`billing-panel-${t}`}
            onClick={() => setTab(t)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
              tab === t
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {T.tabs[t]}
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
