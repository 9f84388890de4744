import { REPORT_REASON_LABELS, type TAdminReport, type TModerationReason } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Stars } from '../../../components/ui/stars';
import { localizeMessage, useT } from '../../../lib/i18n';
import { useAdminReports, useReportDecision } from '../api/admin';
import { DataTable } from './data-table';
import { adminMessages } from '../i18n';
import { ReasonSelect } from './moderation';
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
  const t = useT(adminMessages);
  const decide = useReportDecision();
  const [keepReason, setKeepReason] = useState<TModerationReason | ''>('');
  const [removeReason, setRemoveReason] = useState<TModerationReason | ''>('');
  const send = (outcome: 'keep' | 'remove', reason: TModerationReason) =>
    decide.mutate(
      { id: report.id, outcome, reason },
      {
        onSuccess: () =>
          onDone(
            adminMessages.t(outcome === 'remove' ? 'reports.removed' : 'reports.kept', {
              provider: report.providerName,
            }),
          ),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reports.decideTitle')}
      className="max-w-lg"
    >
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-600">{t('table.providerName')}</dt>
          <dd className="text-slate-900">{report.providerName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('reports.reason')}</dt>
          <dd className="text-slate-900">{localizeMessage(REPORT_REASON_LABELS[report.reason])}</dd>
        </div>
        {report.details && (
          <div>
            <dt className="font-medium text-slate-600">{t('reports.details')}</dt>
            <dd className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-900">
              {report.details}
            </dd>
          </div>
        )}
        <div>
          <dt className="font-medium text-slate-600">{t('reports.reportedReview')}</dt>
          <dd className="rounded-lg bg-slate-50 p-3 text-slate-900">
            {report.review ? (
              <>
                <p className="mb-1 font-medium">{report.review.authorName}</p>
                <Stars rating={report.review.rating} className="mb-1" />
                <p className="whitespace-pre-line">{report.review.text}</p>
                {report.review.appealUnderReview && (
                  <p className="mt-2 text-amber-800">{t('reports.underAppeal')}</p>
                )}
              </>
            ) : (
              t('reports.reviewGone')
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
            {t('moderation.remove')}
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
            {t('moderation.keep')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

/** The Reports tab of /admin/appeals: open reports, oldest first, 10 at a time. */
export function ReportsPanel() {
  const t = useT(adminMessages);
  const reports = useAdminReports('open');
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = reports.data?.pages.flatMap((page) => page.data) ?? [];
  const open = rows.find((row) => row.id === openId) ?? null;
  return (
    <section aria-labelledby="admin-reports-heading">
      <AdminHeading id="admin-reports-heading" title={t('reports.title')} />
      {notice && <Notice>{notice}</Notice>}
      <div aria-busy={reports.isFetching}>
        {reports.isPending ? (
          <TableSkeleton />
        ) : reports.isError ? (
          <LoadError message={reports.error.message || t('reports.loadFailed')} />
        ) : rows.length === 0 ? (
          <EmptyState title={t('reports.emptyTitle')} text={t('reports.emptyText')} />
        ) : (
          <>
            <DataTable
              caption={t('reports.caption')}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: t('table.providerName'), cell: (row) => row.providerName },
                {
                  header: t('reports.reason'),
                  cell: (row) => localizeMessage(REPORT_REASON_LABELS[row.reason]),
                },
                { header: t('reports.reportedBy'), cell: (row) => row.reporterName },
                {
                  header: t('table.action'),
                  cell: (row) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpenId(row.id)}
                      aria-label={t('reports.decideLabel', {
                        reporter: row.reporterName,
                        provider: row.providerName,
                      })}
                    >
                      {t('reports.decide')}
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
                {t('loadMore')}
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
