import {
  ALERT_PUBLIC_DAYS,
  BURST_ACCOUNT_MAX_AGE_DAYS,
  BURST_MIN_REVIEWS,
  BURST_WINDOW_HOURS,
  CONTACT_LABEL_MIN_HOURS,
  MODERATION_REASONS,
  RANKING_MIN_REVIEWS,
  RANKING_TOP_SHARE,
  RANKING_WINDOW_MONTHS,
  SHARED_NETWORK_MIN_REVIEWS,
  SHARED_NETWORK_WINDOW_DAYS,
  type TModerationReason,
  type TTransparencyMonth,
} from '@app/contracts';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTransparency } from '../api/trust';
import { commonMessages } from '../../../components/i18n';
import { formatDate, useT } from '../../../lib/i18n';
import { trustMessages } from '../i18n';

const COLUMNS = [
  'reviewsPosted',
  'labelledContact',
  'labelledInvited',
  'reported',
  'removed',
  'appealsFiled',
  'appealsUpheld',
  'appealsRejected',
  'alertsConfirmed',
] as const satisfies ReadonlyArray<keyof TTransparencyMonth>;

/** 'How reviews work', in order; each part's numbers are the rules' own. */
const HOW = ['who', 'labels', 'average', 'ranking', 'paid', 'badges', 'alerts', 'reports'] as const;
const HOW_VALUES = {
  hours: CONTACT_LABEL_MIN_HOURS,
  topShare: Math.round(RANKING_TOP_SHARE * 100),
  minReviews: RANKING_MIN_REVIEWS,
  months: RANKING_WINDOW_MONTHS,
  burstReviews: BURST_MIN_REVIEWS,
  burstHours: BURST_WINDOW_HOURS,
  accountDays: BURST_ACCOUNT_MAX_AGE_DAYS,
  networkReviews: SHARED_NETWORK_MIN_REVIEWS,
  networkDays: SHARED_NETWORK_WINDOW_DAYS,
  alertDays: ALERT_PUBLIC_DAYS,
};

/** 'YYYY-MM' → 'Nov 2026' ('nov 2026' in Spanish). */
function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return formatDate(Date.UTC(y, m - 1, 1), { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A removal reason's name: the published list's, in the current language. */
function reasonLabel(reason: string): string {
  return reason in MODERATION_REASONS
    ? trustMessages.t(`reason.${reason as TModerationReason}`)
    : reason;
}

function MonthlyTable({ months }: { months: TTransparencyMonth[] }) {
  const t = useT(trustMessages);
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      role="region"
      aria-label={t('tableCaption')}
      tabIndex={0}
    >
      <table className="w-full min-w-[760px] text-left text-sm">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('column.month')}
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right">
                {t(`column.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-t border-slate-100">
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-medium text-slate-900">
                {monthLabel(m.month)}
              </th>
              {COLUMNS.map((c) => (
                <td key={c} className="px-3 py-2 text-right tabular-nums text-slate-800">
                  {m[c]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RemovedByReason({ months }: { months: TTransparencyMonth[] }) {
  const t = useT(trustMessages);
  const totals = new Map<string, number>();
  for (const m of months)
    for (const [reason, n] of Object.entries(m.removedByReason))
      totals.set(reason, (totals.get(reason) ?? 0) + n);
  const rows = [...totals].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  return (
    <section aria-labelledby="removed-reasons" className="flex flex-col gap-3">
      <h2 id="removed-reasons" className="text-xl font-semibold text-slate-900">
        {t('removedReasonsHeading')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-700">{t('removedNone')}</p>
      ) : (
        <table className="w-full max-w-xl text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('reasonColumn')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('countColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([reason, n]) => (
              <tr key={reason} className="border-t border-slate-100">
                <td className="py-2 pr-3 text-slate-800">{reasonLabel(reason)}</td>
                <td className="py-2 text-right tabular-nums text-slate-900">{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** /transparency: the monthly numbers and 'How reviews work' (issue 17, decision 0030). */
export function TransparencyPage() {
  const t = useT(trustMessages);
  const common = useT(commonMessages);
  const data = useTransparency();
  const months = data.data?.months ?? [];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
        <p className="max-w-prose text-slate-700">{t('intro')}</p>
      </header>
      <section aria-labelledby="monthly" className="flex flex-col gap-3">
        <h2 id="monthly" className="text-xl font-semibold text-slate-900">
          {t('numbersHeading')}
        </h2>
        {data.isPending ? (
          <div aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-64 w-full rounded-2xl" />
          </div>
        ) : data.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-4">
            <p className="text-sm text-red-800">{t('loadFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void data.refetch()}>
              {common('tryAgain')}
            </Button>
          </div>
        ) : (
          <>
            {months.every((m) => m.reviewsPosted === 0) && (
              <p role="status" className="text-slate-700">
                {t('empty')}
              </p>
            )}
            <MonthlyTable months={months} />
            <p className="text-xs text-slate-600">
              {t('generatedAt', {
                when: formatDate(data.data.generatedAt, {
                  year: 'numeric',
                  month: 'numeric',
                  day: 'numeric',
                  hour: 'numeric',
                  minute: '2-digit',
                  second: '2-digit',
                }),
              })}
            </p>
          </>
        )}
      </section>
      {data.isSuccess && <RemovedByReason months={months} />}
      <section aria-labelledby="how-reviews-work" className="flex flex-col gap-4">
        <h2 id="how-reviews-work" className="text-xl font-semibold text-slate-900">
          {t('howHeading')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {HOW.map((part) => (
            <article key={part} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="mb-2 font-semibold text-slate-900">{t(`how.${part}.heading`)}</h3>
              <p className="text-sm leading-relaxed text-slate-700">
                {t(`how.${part}.text`, HOW_VALUES)}
              </p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
