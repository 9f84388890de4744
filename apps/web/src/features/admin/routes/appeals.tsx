import type { TAppealItem, TModerationReason } from '@app/contracts';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Stars } from '../../../components/ui/stars';
import { useT } from '../../../lib/i18n';
import { useAdminAppeals, useAppealDecision } from '../api/admin';
import { DataTable } from '../components/data-table';
import { ReasonSelect } from '../components/moderation';
import { AlertsPanel } from '../components/alerts-panel';
import { ReportsPanel } from '../components/reports-panel';
import { AdminHeading, LoadError, Notice, TableSkeleton } from '../components/states';
import { adminMessages } from '../i18n';

function AppealDialog({
  appeal,
  onClose,
  onDone,
}: {
  appeal: TAppealItem;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const t = useT(adminMessages);
  const confirm = useAppealDecision('confirm');
  const remove = useAppealDecision('delete-review');
  const failure = confirm.error ?? remove.error;
  const busy = confirm.isPending || remove.isPending;
  const subject = t('appeals.emailSubject', { provider: appeal.providerName });
  const [keepReason, setKeepReason] = useState<TModerationReason | ''>('');
  const [removeReason, setRemoveReason] = useState<TModerationReason | ''>('');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('appeals.dialogTitle')}
      className="max-w-lg"
    >
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">{t('table.providerName')}</dt>
          <dd className="text-slate-900">{appeal.providerName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('appeals.reviewerName')}</dt>
          <dd className="text-slate-900">{appeal.reviewerName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('appeals.appeal')}</dt>
          <dd className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-900">
            {appeal.appealText}
          </dd>
          {appeal.appealFiles.length > 0 && (
            <dd className="mt-2 flex flex-wrap gap-2">
              {appeal.appealFiles.map((url, index) => (
                <a
                  key={url}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  {t('appeals.attachment', { number: index + 1 })}
                  <span className="sr-only"> {t('opensNewTab')}</span>
                </a>
              ))}
            </dd>
          )}
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('appeals.originalReview')}</dt>
          <dd className="rounded-lg bg-slate-50 p-3 text-slate-900">
            <Stars rating={appeal.originalReview.rating} className="mb-1" />
            <p className="whitespace-pre-line">{appeal.originalReview.text}</p>
          </dd>
        </div>
      </dl>
      {failure && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure.message}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-3">
        <a
          href={`mailto:${appeal.reviewerEmail}?subject=${encodeURIComponent(subject)}`}
          className={buttonClasses('secondary', 'md')}
        >
          {t('appeals.contactReviewer')}
        </a>
        <ReasonSelect
          id="appeal-remove-reason"
          outcome="remove"
          value={removeReason}
          onChange={setRemoveReason}
        />
        <Button
          variant="danger"
          disabled={busy || !removeReason}
          loading={remove.isPending}
          onClick={() =>
            removeReason &&
            remove.mutate(
              { id: appeal.id, reason: removeReason },
              {
                onSuccess: () => onDone(t('appeals.deleted', { provider: appeal.providerName })),
              },
            )
          }
        >
          {t('appeals.deleteReview')}
        </Button>
        <ReasonSelect
          id="appeal-keep-reason"
          outcome="keep"
          value={keepReason}
          onChange={setKeepReason}
        />
        <Button
          disabled={busy || !keepReason}
          loading={confirm.isPending}
          onClick={() =>
            keepReason &&
            confirm.mutate(
              { id: appeal.id, reason: keepReason },
              {
                onSuccess: () => onDone(t('appeals.confirmed', { provider: appeal.providerName })),
              },
            )
          }
        >
          {t('appeals.confirmReview')}
        </Button>
      </div>
    </Dialog>
  );
}

/** /admin/appeals: the moderation queue, Appeals, Reports (issue 17) and Alerts (decision 0030) tabs. */
export function AdminAppealsPage() {
  const t = useT(adminMessages);
  const tabs = ['appeals', 'reports', 'alerts'] as const;
  const [tab, setTab] = useState<(typeof tabs)[number]>('appeals');
  const labels = {
    appeals: t('appeals.tabAppeals'),
    reports: t('appeals.tabReports'),
    alerts: t('appeals.tabAlerts'),
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('appeals.tablist')}
        className="mb-4 flex gap-2 overflow-x-auto border-b border-slate-200"
        onKeyDown={(e) => {
          if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
          const step = e.key === 'ArrowRight' ? 1 : tabs.length - 1;
          const next = tabs[(tabs.indexOf(tab) + step) % tabs.length]!;
          setTab(next);
          document.getElementById(`moderation-tab-${next}`)?.focus();
        }}
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={`moderation-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`moderation-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              tab === name
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`moderation-panel-${tab}`} aria-labelledby={`moderation-tab-${tab}`}>
        {tab === 'appeals' ? (
          <AppealsPanel />
        ) : tab === 'reports' ? (
          <ReportsPanel />
        ) : (
          <AlertsPanel />
        )}
      </div>
    </div>
  );
}

/** Appeals: 10 rows, Load More adds 10 until all are shown (spec 2). */
function AppealsPanel() {
  const t = useT(adminMessages);
  const appeals = useAdminAppeals();
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = appeals.data?.pages.flatMap((page) => page.data) ?? [];
  const total = appeals.data?.pages.at(-1)?.total ?? rows.length;
  const open = rows.find((row) => row.id === openId) ?? null;

  return (
    <section aria-labelledby="admin-appeals-heading">
      <AdminHeading id="admin-appeals-heading" title={t('appeals.title')} />
      {notice && <Notice>{notice}</Notice>}
      <div aria-busy={appeals.isFetching}>
        {appeals.isPending ? (
          <TableSkeleton />
        ) : appeals.isError ? (
          <LoadError message={appeals.error.message || t('appeals.loadFailed')} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('appeals.emptyTitle')} text={t('appeals.emptyText')} />
        ) : (
          <>
            <DataTable
              caption={t('appeals.caption')}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: t('table.providerName'), cell: (row) => row.providerName },
                { header: t('appeals.reviewerName'), cell: (row) => row.reviewerName },
                {
                  header: t('table.action'),
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpenId(row.id)}
                      aria-label={t('appeals.reviewLabel', {
                        reviewer: row.reviewerName,
                        provider: row.providerName,
                      })}
                    >
                      {t('appeals.review')}
                    </Button>
                  ),
                },
              ]}
            />
            <div className="mt-4 flex flex-col items-center gap-2">
              <p role="status" className="text-sm text-slate-600">
                {t('shownOf', { shown: rows.length, total })}
              </p>
              <Button
                variant="secondary"
                disabled={!appeals.hasNextPage || appeals.isFetchingNextPage}
                loading={appeals.isFetchingNextPage}
                onClick={() => void appeals.fetchNextPage()}
              >
                {t('loadMore')}
              </Button>
            </div>
          </>
        )}
      </div>
      {open && (
        <AppealDialog
          key={open.id}
          appeal={open}
          onClose={() => setOpenId(null)}
          onDone={(text) => {
            setOpenId(null);
            setNotice(text);
          }}
        />
      )}
    </section>
  );
}
