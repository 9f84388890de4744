import {
  AMENITIES,
  openAt,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  type TProviderProfile,
  type PlanType,
} from '@app/contracts';
import { lazy, Suspense, useState } from 'react';
import { LazyLeadRequestForm as LeadRequestForm } from '../../../components/lazy-lead-request-form';
import { clockText, weekdayOf } from './hours';
import { RatingBars } from './rating-summary';
import { usePainted } from '../../../lib/after-paint';
import { addressLine } from '../../../lib/address';
import { nameOf } from './names';
import { browserTimeZone, formatNumber, useT } from '../../../lib/i18n';
import { providerMessages } from '../i18n';

const card = 'rounded-2xl border border-slate-200 bg-white p-5';
const title = 'text-lg font-semibold text-slate-900';
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Open now by the API's rule: the provider's own time zone, and the 24-hour flag. */
export function OpenNowBadge({ provider }: { provider: TProviderProfile }) {
  const t = useT(providerMessages);
  const allDay = provider.facts?.open24Hours ?? false;
  const open = openAt(
    {
      workingHours: provider.workingHours,
      timeZone: provider.timeZone ?? browserTimeZone(),
      open24Hours: allDay,
    },
    new Date(),
  );
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${open ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
    >
      {allDay ? t('open24Hours') : open ? t('openNow') : t('closedNow')}
    </span>
  );
}

/**
 * '3.2 miles from Miami, FL' when the visitor came from a search with a place (contracts'
 * distanceLabel, in the page's language). Called during the render of a component using useT.
 */
export function distanceText(provider: TProviderProfile): string | null {
  if (typeof provider.distanceMiles !== 'number') return null;
  const figure = provider.distanceMiles.toFixed(1);
  return providerMessages.t('distanceFrom', {
    unit: figure === '1.0' ? 'one' : 'other',
    miles: formatNumber(Number(figure), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    from: provider.distanceFrom || providerMessages.t('yourLocation'),
  });
}

/**
 * The map page of the provider's point on OpenStreetMap (its address searched when it has no
 * point): the location card's link that works wherever the embedded map cannot load.
 */
export function openInMapsUrl(provider: TProviderProfile, address: string): string {
  const { latitude: lat, longitude: lng } = provider;
  return typeof lat === 'number' && typeof lng === 'number'
    ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** The facts card loads after the profile's first paint (the page's 150 KB budget, 0021). */
const FactsCard = lazy(() => import('./facts-card'));
/** Provenance and the NPI (issue 47), after the first paint too. */
const ListingSourcesCard = lazy(() => import('./listing-sources-card'));

/** The side column of spec 2, by plan: premium shows the appointment card and amenities. */
export function SideColumn({ provider, plan }: { provider: TProviderProfile; plan: PlanType }) {
  const t = useT(providerMessages);
  const [copied, setCopied] = useState(false);
  // The map embed (a third-party page) loads after the profile has been painted.
  const painted = usePainted();
  const address = addressLine(provider);
  const socials = SOCIAL_NETWORKS.filter((n) => provider.social[n]);
  const today = weekdayOf(new Date());
  const allDay = provider.facts?.open24Hours ?? false;
  const distance = distanceText(provider);
  return (
    <div className="flex flex-col gap-4">
      {painted && (
        <Suspense fallback={null}>
          <FactsCard provider={provider} />
        </Suspense>
      )}
      {plan !== 'unclaimed' && (
        <section aria-labelledby="breakdown" className={card}>
          <h2 id="breakdown" className={title}>
            {t('ratingBreakdown')}
          </h2>
          <div className="mt-3">
            <RatingBars summary={provider.ratingSummary} />
          </div>
        </section>
      )}
      {socials.length > 0 && (
        <section aria-labelledby="social" className={card}>
          <h2 id="social" className={title}>
            {t('social')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {socials.map((n) => (
              <li key={n}>
                <a
                  href={provider.social[n]!}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:bg-slate-100"
                >
                  {/* eslint-disable-next-line lingui/no-unlocalized-strings -- brand names */}
                  {n === 'tiktok' ? 'TikTok' : n === 'linkedin' ? 'LinkedIn' : cap(n)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {plan === 'premium' && provider.leadForm && provider.status === 'open' && (
        <LeadRequestForm
          providerId={provider.id}
          leadForm={provider.leadForm}
          title={t('requestAppointment')}
          choice="single"
          optionsLegend={provider.leadForm.formName}
          submitLabel={t('requestAppointment')}
        />
      )}
      {plan !== 'unclaimed' && (provider.workingHours || allDay) && (
        <section aria-labelledby="hours" className={card}>
          <div className="flex items-center justify-between gap-2">
            <h2 id="hours" className={title}>
              {t('workingHours')}
            </h2>
            <OpenNowBadge provider={provider} />
          </div>
          <dl className="mt-3 flex flex-col gap-1 text-sm">
            {WEEKDAYS.map((day) => {
              const h = provider.workingHours?.[day];
              return (
                <div
                  key={day}
                  className={`flex justify-between ${day === today ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
                >
                  <dt>{cap(nameOf('day', day))}</dt>
                  <dd>
                    {allDay
                      ? t('open24Hours')
                      : h?.enabled
                        ? t('hoursRange', {
                            start: clockText(h.startTime),
                            end: clockText(h.endTime),
                          })
                        : t('closed')}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      )}
      {address && (
        <section aria-labelledby="location" className={card}>
          <h2 id="location" className={title}>
            {t('location')}
          </h2>
          {/* The address and a link stay readable behind the embed: the static map fallback
              for when the embedded map cannot load (offline, blocked third parties). */}
          <div className="relative mt-3 h-44 w-full overflow-hidden rounded-lg bg-slate-100">
            <p
              aria-hidden
              className="flex h-full items-center justify-center p-4 text-center text-sm text-slate-600"
            >
              {address}
            </p>
            {painted && navigator.onLine !== false && (
              <iframe
                title={t('mapOf', { address })}
                loading="lazy"
                className="absolute inset-0 h-full w-full border-0"
                src={`https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`}
              />
            )}
          </div>
          <p className="mt-3 text-sm text-slate-800">{address}</p>
          {distance && <p className="mt-1 text-sm font-medium text-slate-800">{distance}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <a
              href={openInMapsUrl(provider, address)}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
            >
              {t('openInMaps')}
            </a>
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard?.writeText(address).then(() => setCopied(true))
              }
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
            >
              {copied ? t('copied') : t('copyAddress')}
            </button>
            <a
              href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
            >
              {t('getDirections')}
            </a>
          </div>
        </section>
      )}
      {plan === 'premium' && (
        <section aria-labelledby="amenities" className={card}>
          <h2 id="amenities" className={title}>
            {t('amenities')}
          </h2>
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            {AMENITIES.filter((a) => provider.amenities[a]).map((a) => (
              <li key={a} className="text-slate-800">
                <span aria-hidden className="mr-2 text-green-700">
                  ✓
                </span>
                {t(`amenity.${a}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {painted && (
        <Suspense fallback={null}>
          <ListingSourcesCard provider={provider} />
        </Suspense>
      )}
    </div>
  );
}
