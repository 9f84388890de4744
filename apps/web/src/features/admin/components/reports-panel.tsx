import { REPORT_REASON_LABELS, type TAdminReport, type TModerationReason } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Stars } from '../../../components/ui/stars';
import { useAdminReports, useReportDecision } from '../api/admin';
import { DataTable } from './data-table';
import { MODERATION_TEXT, ReasonSelect } from './moderation';
import { AdminHeading, LoadError, Notice, TableSkeleton } from './states';

function ReportDialog({
  report,
  onClose,
  onDone,
}: {
  report: TAdminReport;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const decide = useReportDecision();
  const [keepReason, setKeepReason] = useState<TModerationReason | ''>('');
  const [removeReason, setRemoveReason] = useState<TModerationReason | ''>('');
  const send = (outcome: 'keep' | 'remove', reason: TModerationReason) =>
    decide.mutate(
      { id: report.id, outcome, reason },
      {
        onSuccess: () =>
          onDone(
            outcome === 'remove'
              ? MODERATION_TEXT.removed(report.providerName)
              : MODERATION_TEXT.kept(report.providerName),
          ),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={MODERATION_TEXT.decideTitle}
      className="max-w-lg"
    >
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">Provider Name</dt>
          <dd className="text-slate-900">{report.providerName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{MODERATION_TEXT.reportReason}</dt>
          <dd className="text-slate-900">{REPORT_REASON_LABELS[report.reason]}</dd>
        </div>
        {report.details && (
          <div>
            <dt className="font-medium text-slate-600">{MODERATION_TEXT.reportDetails}</dt>
            <dd className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-900">
              {report.details}
            </dd>
          </div>
        )}
        <div>
          <dt className="font-medium text-slate-600">{MODERATION_TEXT.reportedReview}</dt>
          <dd className="rounded-lg bg-slate-50 p-3 text-slate-900">
            {report.review ? (
              <>
                <p className="mb-1 font-medium">{report.review.authorName}</p>
                <Stars rating={report.review.rating} className="mb-1" />
                <p className="whitespace-pre-line">{report.review.text}</p>
                {report.review.appealUnderReview && (
                  <p className="mt-2 text-amber-800">{MODERATION_TEXT.underAppeal}</p>
                )}
              </>
            ) : (
              MODERATION_TEXT.reviewGone
            )}
          </dd>
        </div>
      </dl>
      {decide.error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {decide.error.message}
        </p>
      )}
      {report.review && (
        <div className="mt-6 flex flex-col gap-3">
          <ReasonSelect
            id="report-remove-reason"
            outcome="remove"
            value={removeReason}
            onChange={setRemoveReason}
          />
          <Button
            variant="danger"
            disabled={decide.isPending || !removeReason}
            loading={decide.isPending && decide.variables?.outcome === 'remove'}
            onClick={() => removeReason && send('remove', removeReason)}
          >
            {MODERATION_TEXT.remove}
          </Button>
          <ReasonSelect
            id="report-keep-reason"
            outcome="keep"
            value={keepReason}
            onChange={setKeepReason}
          />
          <Button
            disabled={decide.isPending || !keepReason}
            loading={decide.isPending && decide.variables?.outcome === 'keep'}
            onClick={() => keepReason && send('keep', keepReason)}
          >
            {MODERATION_TEXT.keep}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

/** The Reports tab of /admin/appeals: open reports, oldest first, 10 at a time. */
export function ReportsPanel() {
  const reports = useAdminReports('open');
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = reports.data?.pages.flatMap((page) => page.data) ?? [];
  const open = rows.find((row) => row.id === openId) ?? null;
  return (
    <section aria-labelledby="admin-reports-heading">
      <AdminHeading id="admin-reports-heading" title="Review Reports" />
      {notice && <Notice>{notice}</Notice>}
      <div aria-busy={reports.isFetching}>
        {reports.isPending ? (
          <TableSkeleton />
        ) : reports.isError ? (
          <LoadError message={reports.error.message || MODERATION_TEXT.loadFailed} />
        ) : rows.length === 0 ? (
          <EmptyState title={MODERATION_TEXT.emptyTitle} text={MODERATION_TEXT.emptyText} />
        ) : (
          <>
            <DataTable
              caption={MODERATION_TEXT.reportsCaption}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: 'Provider Name', cell: (row) => row.providerName },
                {
                  header: MODERATION_TEXT.reportReason,
                  cell: (row) => REPORT_REASON_LABELS[row.reason],
                },
                { header: MODERATION_TEXT.reportedBy, cell: (row) => row.reporterName },
                {
                  header: 'Action',
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpenId(row.id)}
                      aria-label={`Decide the report of ${row.reporterName} about a review of ${row.providerName}`}
                    >
                      {MODERATION_TEXT.decide}
                    </Button>
                  ),
                },
              ]}
            />
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                disabled={!reports.hasNextPage || reports.isFetchingNextPage}
                loading={reports.isFetchingNextPage}
                onClick={() => void reports.fetchNextPage()}
              >
                Load More
              </Button>
            </div>
          </>
        )}
      </div>
      {open && (
        <ReportDialog
          key={open.id}
          report={open}
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
