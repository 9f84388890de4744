import { PREMIUM_PRICE_PER_MONTH_USD, type PlanType, type TBilling } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney, useT } from '../../../lib/i18n';
import {
  BillingSection,
  day,
  PAYMENTS_TEXT as T,
  useBilling,
  useCancelPremium,
  useStartPremium,
} from '../../payments';
import { useProvider } from '../../providers';
import { useOwnProviderId } from '../api/tools';
import { ToolsLayout } from '../components/tools-layout';
import { toolsMessages } from '../i18n';

const FREE = ['plans.free.claim', 'plans.free.posts', 'plans.free.reply'] as const;
const PREMIUM = [
  'plans.premium.everything',
  'plans.premium.leadForm',
  'plans.premium.miniSite',
  'plans.premium.banner',
  'plans.premium.photos',
  'plans.premium.ranking',
] as const;

function PlanCard({
  name,
  price,
  features,
  current,
  action,
  status,
}: {
  name: string;
  price: string;
  features: readonly (typeof FREE | typeof PREMIUM)[number][];
  current: boolean;
  action: React.ReactNode;
  status?: string | null;
}) {
  const t = useT(toolsMessages);
  return (
    <section
      aria-label={name}
      className="flex flex-1 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
      <p className="text-3xl font-bold text-slate-900">{price}</p>
      <ul className="flex flex-1 flex-col gap-2 text-sm text-slate-700">
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden className="text-green-700">
              ✓
            </span>
            {t(f)}
          </li>
        ))}
      </ul>
      {status && <p className="text-sm font-medium text-slate-700">{status}</p>}
      {current && (
        <Button disabled variant="secondary">
          {t('plans.current')}
        </Button>
      )}
      {action}
    </section>
  );
}

/** Renewal or end date of the running subscription, for the Premium card. */
function premiumStatus(billing: TBilling | undefined): string | null {
  const sub = billing?.subscription;
  if (!sub?.currentPeriodEnd || billing?.plan !== 'premium') return null;
  return sub.cancelAtPeriodEnd
    ? T.endsOn(day(sub.currentPeriodEnd))
    : T.renewsOn(day(sub.currentPeriodEnd));
}

function PremiumAction({ id, billing }: { id: string; billing: TBilling | undefined }) {
  const start = useStartPremium(id);
  const cancel = useCancelPremium(id);
  const [confirming, setConfirming] = useState(false);
  const sub = billing?.subscription;
  const error = start.error ?? cancel.error;
  let action: React.ReactNode = null;
  if (billing?.plan !== 'premium') {
    action = (
      <Button loading={start.isPending} onClick={() => start.mutate()}>
        {T.startPremium}
      </Button>
    );
  } else if (sub && ['active', 'trialing'].includes(sub.status) && !sub.cancelAtPeriodEnd) {
    action = confirming ? (
      <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <p>{T.cancelConfirm}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {T.cancelPremium}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {T.keepPremium}
          </Button>
        </div>
      </div>
    ) : (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {T.cancelPremium}
      </Button>
    );
  }
  return (
    <>
      {action}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error.message}
        </p>
      )}
    </>
  );
}

/**
 * /plans (spec 2, issue 18): Free and Premium ($25/month), the current plan with its
 * renewal or end date, Start Premium (Stripe Checkout or the test-mode page) or Cancel
 * Premium, and the payment history.
 */
export function PlansPage() {
  const id = useOwnProviderId();
  const provider = useProvider(id ?? '');
  const billing = useBilling(id);
  const plan: PlanType | null = id ? (billing.data?.plan ?? provider.data?.plan ?? null) : null;
  const t = useT(toolsMessages);
  return (
    <ToolsLayout title={t('plans.title')}>
      {billing.data?.testMode && (
        <p
          role="note"
          className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-sm font-semibold text-amber-900"
        >
          {T.testModeBanner}
        </p>
      )}
      {id && (provider.isPending || billing.isPending) ? (
        <div
          className="flex flex-col gap-4 md:flex-row"
          aria-busy="true"
          aria-label={t('plans.loading')}
        >
          <Skeleton className="h-80 flex-1 rounded-2xl" />
          <Skeleton className="h-80 flex-1 rounded-2xl" />
        </div>
      ) : (
        <div aria-live="polite" className="flex flex-col gap-4 md:flex-row">
          <PlanCard
            name={t('plans.freeName')}
            price={t('plans.freePrice')}
            features={FREE}
            current={plan === 'basic'}
            action={null}
          />
          <PlanCard
            name={t('plans.premiumName')}
            price={t('plans.premiumPrice', {
              price: formatMoney(PREMIUM_PRICE_PER_MONTH_USD * 100),
            })}
            features={PREMIUM}
            current={plan === 'premium'}
            status={premiumStatus(billing.data)}
            action={id ? <PremiumAction id={id} billing={billing.data} /> : null}
          />
        </div>
      )}
      {billing.data && <BillingSection billing={billing.data} />}
    </ToolsLayout>
  );
}
