import {
  RANKING_WINDOW_MONTHS,
  REPORT_REASONS,
  REPORT_DETAILS_MAX,
  type TReportReason,
  type TTopRated,
} from '@app/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { useProviderTrust, useReportReview, useReviewRecord } from '../api/trust';
import { commonMessages } from '../../../components/i18n';
import { formatDate, formatNumber, useT } from '../../../lib/i18n';
import { providerPartMessages } from './i18n';

/** 'Report' on a review (signed-in, not the author): a reason from the list and details. */
export function ReportReview({ reviewId, authorName }: { reviewId: string; authorName: string }) {
  const t = useT(providerPartMessages);
  const tc = useT(commonMessages);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [done, setDone] = useState(false);
  const detailsId = useId();
  const send = useReportReview(
    reviewId,
    () => ({ reason: reason as TReportReason, ...(details.trim() ? { details } : {}) }),
    () => {
      setOpen(false);
      setDone(true);
    },
  );
  if (done)
    return (
      <p role="status" className="text-sm text-green-800">
        {t('trust.sent')}
      </p>
    );
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('trust.reportAria', { name: authorName })}
      >
        {t('trust.report')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('trust.reportTitle')}
        className="max-w-md"
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason) send.mutate();
          }}
        >
          <p className="text-sm text-slate-700">{t('trust.reportIntro')}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('trust.reason')}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {t(`reason.${r}`)}
              </label>
            ))}
          </fieldset>
          <Textarea
            id={detailsId}
            label={t('trust.details')}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(e) => setDetails(e.target.value)}
            rows={4}
          />
          {send.error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {send.error.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={!reason || send.isPending} loading={send.isPending}>
              {t('trust.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** The provider's moderation record: appeals over 12 months and removed reviews' lines. */
export function ReviewRecord({ providerId }: { providerId: string }) {
  const t = useT(providerPartMessages);
  const record = useReviewRecord(providerId);
  if (!record.data) return null;
  const { appealsFiled, appealsUpheld, removed } = record.data;
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <h3 className="sr-only">{t('trust.recordHeading')}</h3>
      {removed.length > 0 && (
        <ul className="mb-2 flex flex-col gap-1">
          {removed.map((r) => (
            <li key={r.id} className="rounded-lg bg-slate-50 px-3 py-2 italic">
              {r.line}
            </li>
          ))}
        </ul>
      )}
      <p>{t('trust.appeals', { filed: appealsFiled, upheld: appealsUpheld })}</p>
    </div>
  );
}

const dateOf = (iso: string) =>
  formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });

/** contracts' topRatedBasis, in the page's language: '4.93 average from 14 reviews in …'. */
const topRatedBasis = (b: Pick<TTopRated, 'reviews' | 'rank' | 'of' | 'average'>) =>
  providerPartMessages.t('trust.topRatedBasis', {
    average: formatNumber(b.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    reviews: b.reviews,
    months: RANKING_WINDOW_MONTHS,
    rank: b.rank,
    of: b.of,
  });

/**
 * A profile's confirmed consumer alerts (shown 90 days) and its 'Top rated for …' badges with
 * their basis (decision 0030). Alerts show on every plan; rankings where ratings show.
 */
export function ProviderTrust({
  providerId,
  showRankings,
}: {
  providerId: string;
  showRankings: boolean;
}) {
  const t = useT(providerPartMessages);
  const trust = useProviderTrust(providerId);
  if (!trust.data) return null;
  const { alerts, topRated } = trust.data;
  const ranked = showRankings ? topRated : [];
  if (alerts.length === 0 && ranked.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {alerts.length > 0 && (
        <section
          aria-labelledby={`alerts-${providerId}`}
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          <h2 id={`alerts-${providerId}`} className="sr-only">
            {t('trust.alertsHeading')}
          </h2>
          <ul className="flex flex-col gap-2">
            {alerts.map((a) => (
              <li key={a.id}>
                <p className="font-semibold">{a.line}</p>
                <p className="text-xs text-red-800">
                  {t('trust.alertDate', { date: dateOf(a.confirmedAt) })}{' '}
                  <Link to={paths.transparency} className="underline">
                    {t('trust.howReviewsWork')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ranked.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('trust.topRatedHeading')}>
          {ranked.map((b) => (
            <li
              key={b.subscore}
              className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-900"
            >
              <Link
                to={paths.transparency}
                title={topRatedBasis(b)}
                aria-label={`${b.line} (${topRatedBasis(b)})`}
                className="hover:underline"
              >
                {b.line}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
