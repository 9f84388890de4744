import type { TAppealItem, TModerationReason } from '@app/contracts';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Stars } from '../../../components/ui/stars';
import { useAdminAppeals, useAppealDecision } from '../api/admin';
import { DataTable } from '../components/data-table';
import { MODERATION_TEXT, ReasonSelect } from '../components/moderation';
import { AlertsPanel } from '../components/alerts-panel';
import { ALERTS_TEXT } from '../components/alerts-text';
import { ReportsPanel } from '../components/reports-panel';
import { AdminHeading, LoadError, Notice, shownOf, TableSkeleton } from '../components/states';

function AppealDialog({
  appeal,
  onClose,
  onDone,
}: {
  appeal: TAppealItem;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const confirm = useAppealDecision('confirm');
  const remove = useAppealDecision('delete-review');
  const failure = confirm.error ?? remove.error;
  const busy = confirm.isPending || remove.isPending;
  const subject = `Your review of ${appeal.providerName}`;
  const [keepReason, setKeepReason] = useState<TModerationReason | ''>('');
  const [removeReason, setRemoveReason] = useState<TModerationReason | ''>('');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Review the Appeal"
      className="max-w-lg"
    >
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">Provider Name</dt>
          <dd className="text-slate-900">{appeal.providerName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Reviewer Name</dt>
          <dd className="text-slate-900">{appeal.reviewerName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Appeal</dt>
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
                  Attachment {index + 1}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ))}
            </dd>
          )}
        </div>
        <div>
          <dt className="font-medium text-slate-600">Original Review</dt>
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
          Contact Reviewer via Email
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
              { onSuccess: () => onDone(`The review of ${appeal.providerName} was deleted.`) },
            )
          }
        >
          Delete The Review
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
              { onSuccess: () => onDone(`The review of ${appeal.providerName} was confirmed.`) },
            )
          }
        >
          Confirm The Review
        </Button>
      </div>
    </Dialog>
  );
}

/** /admin/appeals: the moderation queue, Appeals, Reports (issue 17) and Alerts (decision 0030) tabs. */
export function AdminAppealsPage() {
  const tabs = ['appeals', 'reports', 'alerts'] as const;
  const [tab, setTab] = useState<(typeof tabs)[number]>('appeals');
  const labels = { ...MODERATION_TEXT.tabs, alerts: ALERTS_TEXT.tab };
  return (
    <div>
      <div
        role="tablist"
        aria-label="Moderation queue"
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
  const appeals = useAdminAppeals();
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = appeals.data?.pages.flatMap((page) => page.data) ?? [];
  const total = appeals.data?.pages.at(-1)?.total ?? rows.length;
  const open = rows.find((row) => row.id === openId) ?? null;

  return (
    <section aria-labelledby="admin-appeals-heading">
      <AdminHeading id="admin-appeals-heading" title="Review Appeals" />
      {notice && <Notice>{notice}</Notice>}
      <div aria-busy={appeals.isFetching}>
        {appeals.isPending ? (
          <TableSkeleton />
        ) : appeals.isError ? (
          <LoadError message={appeals.error.message || 'Failed to load appeals'} />
        ) : rows.length === 0 ? (
          <EmptyState title="No Review Appeals Found" text="There are no appeals to display yet" />
        ) : (
          <>
            <DataTable
              caption="Review appeals"
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: 'Provider Name', cell: (row) => row.providerName },
                { header: 'Reviewer Name', cell: (row) => row.reviewerName },
                {
                  header: 'Action',
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpenId(row.id)}
                      aria-label={`Review the appeal of ${row.reviewerName}'s review of ${row.providerName}`}
                    >
                      Review
                    </Button>
                  ),
                },
              ]}
            />
            <div className="mt-4 flex flex-col items-center gap-2">
              <p role="status" className="text-sm text-slate-600">
                {shownOf(rows.length, total)}
              </p>
              <Button
                variant="secondary"
                disabled={!appeals.hasNextPage || appeals.isFetchingNextPage}
                loading={appeals.isFetchingNextPage}
                onClick={() => void appeals.fetchNextPage()}
              >
                Load More
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
