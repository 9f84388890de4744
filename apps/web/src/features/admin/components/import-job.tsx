import { IMPORT_REPORT_MAX_ROWS, type TImportJob } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate, formatNumber, useT } from '../../../lib/i18n';
import { downloadImportReport, isActive, useImportJob } from '../api/imports';
import { adminMessages, type AdminMessageKey } from '../i18n';
import { LoadError } from './states';

type T = ReturnType<typeof useT<AdminMessageKey>>;

const COUNTS = ['read', 'created', 'updated', 'merged', 'skipped', 'rejected'] as const;
/** Skip reasons with words of their own; 'unmapped_category:Bakery' names its category. */
const REASONS = new Set([
  'below_confidence',
  'outside_us',
  'individual_without_practice',
  'unmapped_category',
  'unmapped_taxonomy',
]);

const when = (iso: string) =>
  formatDate(iso, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const whole = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });

/** A skip reason as words: a known reason in the page's language, else as the source gave it. */
export function reasonText(t: T, reason: string): string {
  const at = reason.indexOf(':');
  const key = at === -1 ? reason : reason.slice(0, at);
  if (!REASONS.has(key)) return reason;
  return t(`imports.reason.${key}` as AdminMessageKey, {
    name: at === -1 ? '' : reason.slice(at + 1),
  });
}

/** '2 min 5 s' of a number of seconds. */
export function etaText(t: T, seconds: number | null): string {
  if (seconds === null) return t('imports.job.unknown');
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return t('imports.job.etaSeconds', { seconds: s });
  if (s < 3600)
    return t('imports.job.etaMinutes', { minutes: Math.floor(s / 60), seconds: s % 60 });
  return t('imports.job.etaHours', {
    hours: Math.floor(s / 3600),
    minutes: Math.floor((s % 3600) / 60),
  });
}

const stateTone: Record<TImportJob['state'], string> = {
  queued: 'bg-slate-200 text-slate-800',
  running: 'bg-blue-100 text-blue-900',
  done: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

export function StateBadge({ state }: { state: TImportJob['state'] }) {
  const t = useT(adminMessages);
  return (
    <span
      className={cn(
        'whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        stateTone[state],
      )}
    >
      {t(`imports.state.${state}`)}
    </span>
  );
}

/** The bar: rows read of the file's rows when known; full once done; moving while unknown. */
function JobProgress({ job }: { job: TImportJob }) {
  const t = useT(adminMessages);
  const read = whole(job.counts.read);
  const value =
    job.state === 'done'
      ? 1
      : job.total
        ? job.counts.read / job.total
        : job.state === 'queued'
          ? 0
          : null;
  const valueText =
    job.state === 'done'
      ? t('imports.job.progressDone', { read })
      : job.total
        ? t('imports.job.progressText', { read, total: whole(job.total) })
        : t('imports.job.progressRead', { read });
  return <Progress value={value} label={t('imports.job.progress')} valueText={valueText} />;
}

function Report({ job }: { job: TImportJob }) {
  const t = useT(adminMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (isActive(job) && job.counts.rejected === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            downloadImportReport(job.id)
              .catch((e: Error) => setError(t('imports.job.reportError', { error: e.message })))
              .finally(() => setBusy(false));
          }}
        >
          {t('imports.job.report')}
        </Button>
        <span className="text-xs text-slate-600">
          {t('imports.job.reportHint', { max: whole(IMPORT_REPORT_MAX_ROWS) })}
        </span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One import as it goes (GET /admin/imports/:id every 1.5 s while queued or running): the
 * bar, its counts, skipped rows by reason, rate and time left; when it ends, done or failed
 * with the error, and the report of rejected rows.
 */
export function ImportJobPanel({ id }: { id: string }) {
  const t = useT(adminMessages);
  const query = useImportJob(id);
  if (query.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <LoadError
        message={query.error.message || t('imports.list.loadError')}
        onRetry={() => void query.refetch()}
      />
    );
  const job = query.data;
  const reasons = Object.entries(job.skippedByReason).sort((a, b) => b[1] - a[1]);
  return (
    <div className="flex flex-col gap-4" aria-labelledby="import-job-title" role="group">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="import-job-title" className="text-base font-semibold text-slate-900 wrap-anywhere">
          {t('imports.job.title', { file: job.file })}
        </h3>
        <p aria-live="polite" className="flex items-center gap-2 text-sm text-slate-700">
          <span>{t(`imports.sourceName.${job.source}`)}</span>
          <StateBadge state={job.state} />
        </p>
      </div>
      <JobProgress job={job} />
      {job.state === 'failed' && job.error && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {t('imports.job.failed', { error: job.error })}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COUNTS.map((count) => (
          <div key={count} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{t(`imports.count.${count}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">
              {whole(job.counts[count])}
            </dd>
          </div>
        ))}
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">{t('imports.job.rate')}</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900">
            {t('imports.job.rateValue', {
              rate: formatNumber(job.rate, { maximumFractionDigits: job.rate < 10 ? 1 : 0 }),
            })}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">{t('imports.job.eta')}</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900">
            {isActive(job) ? etaText(t, job.etaSeconds) : t('imports.job.unknown')}
          </dd>
        </div>
      </dl>
      {reasons.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">
            {t('imports.job.skippedByReason')}
          </h4>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm text-slate-700">
            {reasons.map(([reason, count]) => (
              <li key={reason} className="flex justify-between gap-3">
                <span className="wrap-anywhere">{reasonText(t, reason)}</span>
                <span className="tabular-nums">{whole(count)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-slate-600">
        {[
          job.finishedAt
            ? t('imports.job.finished', { date: when(job.finishedAt) })
            : job.startedAt
              ? t('imports.job.startedAt', { date: when(job.startedAt) })
              : t('imports.job.queuedAt', { date: when(job.createdAt) }),
          job.source === 'overture'
            ? t('imports.job.floor', { floor: formatNumber(job.confidenceFloor) })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {job.pendingMatches > 0 && (
        <p className="text-sm text-slate-800">
          <a href="#review-queue" className="text-brand-700 underline underline-offset-2">
            {t('imports.job.pendingMatches', { count: job.pendingMatches })}
          </a>
        </p>
      )}
      <Report job={job} />
    </div>
  );
}
