import type { AdPlacement } from '@app/contracts';
import { SponsoredCard, SponsoredSkeleton, useSponsoredProviders } from './sponsored';
import { useT } from '../lib/i18n';
import { cardMessages } from './cards/i18n';

/** How many entries a side column shows at a time (the API answers them in turn). */
const COLUMN_SIZE = 3;

/**
 * A column of sponsored entries (search results, provider and user pages; decision 0031):
 * skeletons while loading, nothing when no entry runs. Loaded lazily by those pages.
 */
export default function SponsoredColumn({
  placement,
  exclude,
  className = '',
}: {
  placement: AdPlacement;
  exclude?: string;
  className?: string;
}) {
  const t = useT(cardMessages);
  const sponsored = useSponsoredProviders(placement, exclude);
  if (sponsored.isError || (sponsored.isSuccess && sponsored.data.length === 0)) return null;
  const headingId = `sponsored-${placement}`;
  return (
    <aside aria-labelledby={headingId} className={`flex flex-col gap-4 ${className}`}>
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t('sponsored.column')}
      </h2>
      {sponsored.isPending ? (
        Array.from({ length: 2 }, (_, i) => <SponsoredSkeleton key={i} />)
      ) : (
        <ul className="flex flex-col gap-4">
          {sponsored.data.slice(0, COLUMN_SIZE).map((p) => (
            <li key={p.id}>
              <SponsoredCard provider={p} />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
