import type { TReviewCase } from '@app/contracts';
import { formatDate, useT } from '../lib/i18n';
import { useReviewCases } from './api/review-cases';
import { formMessages } from './forms/i18n';
import { Skeleton } from './ui/skeleton';

const dateOf = (iso: string) =>
  formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });

function Timeline({ c }: { c: TReviewCase }) {
  const t = useT(formMessages);
  const submitted =
    c.kind === 'appeal'
      ? c.role === 'provider'
        ? t('cases.youAppealed')
        : t('cases.providerAppealed')
      : t('cases.reported');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="mb-2 font-medium text-slate-900">
        {t(c.kind === 'appeal' ? 'cases.appealOf' : 'cases.reportOf', { provider: c.providerName })}
      </p>
      <ol className="flex flex-col gap-2 border-l-2 border-slate-200 pl-4 text-sm">
        <li>
          <time dateTime={c.submittedAt} className="block text-xs text-slate-600">
            {dateOf(c.submittedAt)}
          </time>
          <span className="text-slate-800">{submitted}</span>
        </li>
        {c.decision ? (
          <li>
            <time dateTime={c.decision.decidedAt} className="block text-xs text-slate-600">
              {dateOf(c.decision.decidedAt)}
            </time>
            <span className="font-medium text-slate-900">
              {c.decision.outcome === 'remove' ? t('cases.removed') : t('cases.kept')}
            </span>
            <span className="block text-slate-700">
              {t('cases.reason', { reason: c.decision.reasonLabel })}
            </span>
          </li>
        ) : (
          <li className="text-slate-700">{t('cases.underReview')}</li>
        )}
      </ol>
    </li>
  );
}

/**
 * The signed-in person's moderation cases (decision 0030): on /me as the reviews' author, on
 * the owner's review lists as the provider. Shows nothing when there are none for `role`.
 */
export default function ReviewCases({ role }: { role: 'author' | 'provider' }) {
  const t = useT(formMessages);
  const cases = useReviewCases();
  if (cases.isPending) return <Skeleton className="mt-6 h-24 rounded-2xl" />;
  const mine = (cases.data ?? []).filter((c) => c.role === role);
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby={`review-cases-${role}`} className="mt-8">
      <h2 id={`review-cases-${role}`} className="mb-3 text-xl font-semibold text-slate-900">
        {t('cases.heading')}
      </h2>
      <ul className="flex flex-col gap-3">
        {mine.map((c) => (
          <Timeline key={c.id} c={c} />
        ))}
      </ul>
    </section>
  );
}
