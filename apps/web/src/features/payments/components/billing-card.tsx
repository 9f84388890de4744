import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { useBilling, useBillingPortal } from '../api/payments';
import { day, money } from '../text';
import { useT } from '../../../lib/i18n';
import { paymentsMessages } from '../i18n';
import { BillingSection } from './billing-section';

const PLAN_KEYS = {
  basic: 'plan.basic',
  premium: 'plan.premium',
  unclaimed: 'plan.unclaimed',
} as const;

/**
 * The dashboard's Billing (issue 18, decision 0031): plan, next charge and the payment
 * history with amounts, dates and receipt links; Manage plan goes to /plans.
 */
export function BillingCard({ providerId }: { providerId: string }) {
  const t = useT(paymentsMessages);
  const billing = useBilling(providerId);
  if (billing.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (billing.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {billing.error.message}
      </p>
    );
  const b = billing.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-3">
        {/* The facts in a list of their own; the actions beside it (a <dl> holds only dt/dd). */}
        <dl className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('currentPlan')}</dt>
            <dd className="text-lg font-semibold text-slate-900">
              {b.plan in PLAN_KEYS ? t(PLAN_KEYS[b.plan as keyof typeof PLAN_KEYS]) : b.plan}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('nextCharge')}</dt>
            <dd className="font-semibold text-slate-900">
              {b.nextCharge
                ? t('nextChargeOn', {
                    amount: money(b.nextCharge.amountCents),
                    date: day(b.nextCharge.date),
                  })
                : b.subscription?.cancelAtPeriodEnd && b.subscription.currentPeriodEnd
                  ? t('endsOn', { date: day(b.subscription.currentPeriodEnd) })
                  : t('noNextCharge')}
            </dd>
          </div>
        </dl>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <Link to={paths.plans} className="text-brand-700 underline">
            {t('managePlan')}
          </Link>
          {!b.testMode && b.subscription && <PortalButton providerId={providerId} />}
        </div>
      </div>
      <BillingSection billing={b} />
    </div>
  );
}

/** Real mode: Stripe's customer portal (saved cards, invoices, cancel). */
function PortalButton({ providerId }: { providerId: string }) {
  const t = useT(paymentsMessages);
  const portal = useBillingPortal(providerId);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={portal.isPending}
        onClick={() => portal.mutate()}
      >
        {t('manageBilling')}
      </Button>
      {portal.error && (
        <p role="alert" className="text-sm text-red-800">
          {portal.error.message}
        </p>
      )}
    </>
  );
}
