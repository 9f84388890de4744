import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReceipt } from '../api/payments';
import { day, money } from '../text';
import { useT } from '../../../lib/i18n';
import { paymentsMessages } from '../i18n';

/**
 * /receipts/{providerId}/{paymentId}: one payment's receipt (owner or admin), the link of
 * the mailed receipt and of Billing (decision 0031). Printable.
 */
export function ReceiptPage() {
  const t = useT(paymentsMessages);
  const { providerId = '', paymentId = '' } = useParams();
  const receipt = useReceipt(providerId, paymentId);
  const r = receipt.data;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('receiptTitle')}</h1>
      {receipt.isPending ? (
        <div aria-busy="true" aria-label={t('loadingReceipt')} className="flex flex-col gap-3">
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : !r ? (
        <EmptyState title={t('receiptMissing')} text={receipt.error?.message ?? ''} />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm">
            <dt className="text-slate-600">{t('receiptProfile')}</dt>
            <dd className="text-slate-900">{r.providerName}</dd>
            <dt className="text-slate-600">{t('receiptItem')}</dt>
            <dd className="text-slate-900">{r.description}</dd>
            <dt className="text-slate-600">{t('receiptAmount')}</dt>
            <dd className="text-lg font-bold text-slate-900">{money(r.amountCents, r.currency)}</dd>
            <dt className="text-slate-600">{t('receiptDate')}</dt>
            <dd className="text-slate-900">{day(r.createdAt)}</dd>
            <dt className="text-slate-600">{t('receiptStatus')}</dt>
            <dd className={r.status === 'paid' ? 'text-green-800' : 'text-red-800'}>
              {r.status === 'paid' ? t('paidStatus') : t('failed')}
            </dd>
            {r.cardLast4 && (
              <>
                <dt className="text-slate-600">{t('receiptCard')}</dt>
                <dd className="text-slate-900">
                  {t('cardOf', {
                    brand: (r.cardBrand ?? 'card').toUpperCase(),
                    last4: r.cardLast4,
                  })}
                </dd>
              </>
            )}
            <dt className="text-slate-600">{t('receiptReference')}</dt>
            <dd className="break-all font-mono text-xs text-slate-700">{r.id}</dd>
          </dl>
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            <Button variant="secondary" onClick={() => window.print()}>
              {t('printReceipt')}
            </Button>
            {r.invoiceUrl && (
              <a
                className="text-brand-700 underline"
                href={r.invoiceUrl}
                target="_blank"
                rel="noreferrer"
              >
                {t('stripeInvoice')}
              </a>
            )}
            <Link className="text-brand-700 underline" to={paths.plans}>
              {t('backToBilling')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
