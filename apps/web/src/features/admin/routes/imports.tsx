import { ADMIN_PAGE_SIZE, type TImportJob } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate, formatNumber, useT } from '../../../lib/i18n';
import { isActive, useImportJobs } from '../api/imports';
import { DataTable } from '../components/data-table';
import { ImportJobPanel, StateBadge } from '../components/import-job';
import { Pager } from '../components/pager';
import { ReviewQueue } from '../components/review-queue';
import { StartImport } from '../components/start-import';
import { AdminHeading, LoadError, TableSkeleton } from '../components/states';
import { adminMessages } from '../i18n';

const when = (iso: string) =>
  formatDate(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * /admin/imports (issue 47): start an import (upload or a file of DATA_DIR/imports/), watch
 * one as it runs, the list of jobs, and the review queue of ambiguous matches.
 */
export function AdminImportsPage() {
  const t = useT(adminMessages);
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const jobs = useImportJobs(offset);
  const list = jobs.data?.data ?? [];
  // The job shown: the one chosen, else one still going, else the newest.
  const shown = chosen ?? (list.find(isActive) ?? list[0])?.id ?? null;

  return (
    <div className="flex flex-col gap-8">
      <div>
        <AdminHeading id="imports-title" title={t('imports.title')} />
        <p className="-mt-3 text-sm text-slate-700">{t('imports.intro')}</p>
      </div>
      <StartImport onStarted={(job: TImportJob) => setChosen(job.id)} />
      <section aria-labelledby="import-jobs" className="flex flex-col gap-4">
        <h2 id="import-jobs" className="text-xl font-semibold text-slate-900">
          {t('imports.list.title')}
        </h2>
        {shown && (
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <ImportJobPanel key={shown} id={shown} />
          </div>
        )}
        {jobs.isPending ? (
          <TableSkeleton rows={3} />
        ) : jobs.isError ? (
          <LoadError
            message={jobs.error.message || t('imports.list.loadError')}
            onRetry={() => void jobs.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState title={t('imports.list.emptyTitle')} text={t('imports.list.emptyText')} />
        ) : (
          <div aria-busy={jobs.isFetching && jobs.isPlaceholderData}>
            <DataTable
              caption={t('imports.list.caption')}
              rows={list}
              rowKey={(job) => job.id}
              columns={[
                { header: t('imports.list.file'), cell: (job) => job.file },
                {
                  header: t('imports.list.source'),
                  cell: (job) => t(`imports.sourceName.${job.source}`),
                },
                {
                  header: t('imports.list.state'),
                  cell: (job) => <StateBadge state={job.state} />,
                },
                {
                  header: t('imports.list.read'),
                  cell: (job) => formatNumber(job.counts.read),
                },
                { header: t('imports.list.created'), cell: (job) => when(job.createdAt) },
                {
                  header: t('imports.list.action'),
                  cell: (job) => (
                    <Button
                      variant={job.id === shown ? 'primary' : 'secondary'}
                      size="sm"
                      aria-pressed={job.id === shown}
                      aria-label={t('imports.list.showFor', { file: job.file })}
                      onClick={() => setChosen(job.id)}
                    >
                      {t('imports.list.show')}
                    </Button>
                  ),
                },
              ]}
            />
            <Pager
              label={t('imports.list.pages')}
              offset={offset}
              limit={ADMIN_PAGE_SIZE}
              total={jobs.data.total}
              onOffsetChange={setOffset}
            />
          </div>
        )}
      </section>
      <ReviewQueue />
    </div>
  );
}
