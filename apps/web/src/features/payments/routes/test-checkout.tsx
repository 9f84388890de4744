import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePayTestCheckout, useTestCheckout } from '../api/payments';
import { money } from '../text';
import { useT } from '../../../lib/i18n';
import { paymentsMessages } from '../i18n';

/**
 * /checkout/test/{sessionId}: the stand-in for Stripe Checkout when the server has no Stripe
 * key (decision 0028). Accepts Stripe's test cards only; the server keeps brand and last 4.
 */
export function TestCheckoutPage() {
  const t = useT(paymentsMessages);
  const { sessionId = '' } = useParams();
  const checkout = useTestCheckout(sessionId);
  const pay = usePayTestCheckout(sessionId);
  const [form, setForm] = useState({
    nameOnCard: '',
    cardNumber: '',
    expiry: '',
    cvc: '',
    postalCode: '',
  });
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const data = checkout.data;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-8">
      <p
        role="note"
        className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-center font-semibold text-amber-900"
      >
        {t('testModeBanner')}
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{t('checkoutTitle')}</h1>
      {checkout.isPending ? (
        <div aria-busy="true" aria-label={t('loadingCheckout')} className="flex flex-col gap-3">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : !data ? (
        <EmptyState title={t('checkoutMissing')} text={checkout.error?.message ?? ''} />
      ) : data.status === 'complete' ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="rounded-lg bg-green-100 p-3 text-green-900">
            {t('paid')}
          </p>
          <Link className="text-brand-700 underline" to={data.returnPath}>
            {t('continue')}
          </Link>
        </div>
      ) : (
        <>
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-slate-800">{data.description}</p>
            <p className="text-2xl font-bold text-slate-900">
              {money(data.amountCents, data.currency)}
            </p>
          </section>
          <form
            aria-label={t('cardDetails')}
            className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4"
            onSubmit={(e) => {
              e.preventDefault();
              pay.mutate(form);
            }}
          >
            <p className="col-span-2 text-sm text-slate-600">{t('testModeHelp')}</p>
            <Input
              className="col-span-2"
              label={t('nameOnCard')}
              autoComplete="off"
              {...field('nameOnCard')}
            />
            <Input
              className="col-span-2"
              label={t('cardNumber')}
              inputMode="numeric"
              autoComplete="off"
              required
              {...field('cardNumber')}
            />
            <Input
              label={t('expiry')}
              placeholder={t('expiryPlaceholder')}
              autoComplete="off"
              required
              {...field('expiry')}
            />
            <Input
              label={t('cvc')}
              inputMode="numeric"
              autoComplete="off"
              required
              {...field('cvc')}
            />
            <Input
              className="col-span-2"
              label={t('postalCode')}
              autoComplete="off"
              {...field('postalCode')}
            />
            <div aria-live="assertive" className="col-span-2">
              {pay.error && (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                  {pay.error.message}
                </p>
              )}
            </div>
            <Button className="col-span-2" type="submit" loading={pay.isPending}>
              {t('payButton', { amount: money(data.amountCents, data.currency) })}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
