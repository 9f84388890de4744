import { PREMIUM_PRICE_PER_MONTH_USD, type PlanType } from '@app/contracts';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProvider } from '../../providers/api/provider';
import { useOwnProviderId } from '../api/tools';
import { ToolsLayout } from '../components/tools-layout';

const FREE = [
  'Claim your profile',
  'Publish text-only posts once per week',
  'Reply to reviews and comments',
];
const PREMIUM = [
  'Everything in Free',
  'Lead form setup with email notifications',
  'Mini landing page with a short URL, custom buttons and a lead form',
  'Add or remove a banner',
  'Posts with photos',
  'Ranking against competitors',
];

function PlanCard({
  name,
  price,
  features,
  current,
  action,
}: {
  name: string;
  price: string;
  features: string[];
  current: boolean;
  action: string;
}) {
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
            {f}
          </li>
        ))}
      </ul>
      {current ? (
        <Button disabled variant="secondary">
          Your Current Plan
        </Button>
      ) : (
        <Button
          aria-describedby="plans-note"
          variant={name.startsWith('Premium') ? 'primary' : 'secondary'}
        >
          {action}
        </Button>
      )}
    </section>
  );
}

/** /plans (spec 2): Free and Premium ($25/month); the current plan's button is disabled. */
export function PlansPage() {
  const id = useOwnProviderId();
  const provider = useProvider(id ?? '');
  const plan: PlanType | null = id ? (provider.data?.plan ?? null) : null;
  return (
    <ToolsLayout title="Plans">
      {id && provider.isPending ? (
        <div
          className="flex flex-col gap-4 md:flex-row"
          aria-busy="true"
          aria-label="Loading plans"
        >
          <Skeleton className="h-80 flex-1 rounded-2xl" />
          <Skeleton className="h-80 flex-1 rounded-2xl" />
        </div>
      ) : (
        <div className="flex flex-col gap-4 md:flex-row">
          <PlanCard
            name="Free Profile"
            price="Free"
            features={FREE}
            current={plan === 'basic'}
            action="Choose Free"
          />
          <PlanCard
            name="Premium Profile"
            price={`$${PREMIUM_PRICE_PER_MONTH_USD}/month`}
            features={PREMIUM}
            current={plan === 'premium'}
            action="Start Premium"
          />
        </div>
      )}
      <p id="plans-note" className="text-sm text-slate-600">
        Online payment is not available yet: changing plans is not possible from this page.
      </p>
    </ToolsLayout>
  );
}
