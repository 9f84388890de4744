import type { TBilling } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { day, money } from '../text';
import { useT } from '../../../lib/i18n';
import { paymentsMessages } from '../i18n';

/** Payment history: date, what, amount, status and the receipt link (issue 18). */
export function BillingSection({ billing }: { billing: TBilling }) {
  const t = useT(paymentsMessages);
  return (
    <section
      aria-labelledby="billing-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="billing-heading" className="text-lg font-semibold text-slate-900">
        {t('billing')}
      </h2>
      {billing.payments.length === 0 ? (
        <EmptyState title={t('noPayments')} text={t('noPaymentsText')} />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 text-sm">
          {billing.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <span className="w-28 text-slate-600">{day(p.createdAt)}</span>
              <span className="flex-1 text-slate-900">
                {p.kind === 'premium' ? t('premiumKind') : t('campaignKind')}
              </span>
              <span className="font-medium text-slate-900">{money(p.amountCents, p.currency)}</span>
              <span className={p.status === 'paid' ? 'text-green-800' : 'text-red-800'}>
                {p.status === 'paid' ? t('paidStatus') : t('failed')}
              </span>
              {p.receiptUrl && (
                <a
                  className="text-brand-700 underline"
                  href={p.receiptUrl}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('receipt')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
