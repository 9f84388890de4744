import {
  AMENITIES,
  LISTING_SOURCES,
  type ListingSource,
  INJURY_FACTS,
  isLocale,
  openAt,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  type InjuryFact,
  type TProviderProfile,
  type TRatingSummary,
} from '@app/contracts';
import type { Provider } from './provider.entity';

/** A provider_sources row as the profile reads it (providers.service: SOURCES_SQL). */
export interface SourceRow {
  source: string;
  release: string | null;
  licence: string;
  attribution: string | null;
}

/**
 * The provider's sources, one per dataset (a merged listing may hold several records of
 * one), with the dataset's name; rows of a source this code does not know are left out.
 */
export function sourcesOf(rows: SourceRow[]): TProviderProfile['sources'] {
  const seen = new Map<string, TProviderProfile['sources'][number]>();
  for (const row of rows) {
    if (!(row.source in LISTING_SOURCES) || seen.has(row.source)) continue;
    const source = row.source as ListingSource;
    seen.set(source, {
      source,
      name: LISTING_SOURCES[source].name,
      licence: row.licence,
      attribution: row.attribution,
      release: row.release,
    });
  }
  return [...seen.values()];
}

/** The public profile of a provider row (GET /providers/{id}, the profile editor). */
export function toProfile(
  p: Provider,
  ratingSummary: TRatingSummary,
  now: Date = new Date(),
  sources: SourceRow[] = [],
): TProviderProfile {
  const hasLocation = Boolean(p.addressLine1 || p.city || p.state || p.zip);
  const workingHours =
    p.workingHours && WEEKDAYS.every((day) => p.workingHours?.[day])
      ? (Object.fromEntries(
          WEEKDAYS.map((day) => [day, p.workingHours![day]]),
        ) as TProviderProfile['workingHours'])
      : null;
  return {
    id: p.id,
    profileName: p.name,
    category: p.category as TProviderProfile['category'],
    providerType: p.providerType,
    profileTags: p.specialties,
    description: p.description,
    descriptionLanguage: isLocale(p.descriptionLanguage) ? p.descriptionLanguage : null,
    phoneNumber: p.phone,
    websiteLink: p.website,
    location: hasLocation
      ? {
          addressLine1: p.addressLine1 ?? '',
          addressLine2: p.addressLine2 ?? '',
          city: p.city ?? '',
          state: p.state ?? '',
          zipCode: p.zip ?? '',
        }
      : null,
    workingHours,
    social: Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, p.social?.[n] || null]),
    ) as TProviderProfile['social'],
    amenities: Object.fromEntries(
      AMENITIES.map((a) => [a, p.amenities?.[a] === true]),
    ) as TProviderProfile['amenities'],
    leadForm: p.leadForm,
    logoUrl: p.logoUrl,
    bannerUrl: p.bannerUrl,
    showBanner: p.showBanner,
    plan: p.plan,
    badges: p.badges,
    rating: p.rating,
    reviewCount: p.reviewCount,
    ratingSummary,
    openNow: openAt({ workingHours, timeZone: p.timeZone, open24Hours: p.open24Hours }, now),
    latitude: p.latitude,
    longitude: p.longitude,
    timeZone: p.timeZone,
    facts: {
      languages: (p.languages ?? []) as TProviderProfile['facts']['languages'],
      ...(Object.fromEntries(INJURY_FACTS.map((f) => [f, p[f] === true])) as Record<
        InjuryFact,
        boolean
      >),
    },
    isSample: p.isSample,
    createdAt: p.createdAt.toISOString(),
    status: p.status,
    closedReason: p.status === 'open' ? null : p.closedReason,
    npi: p.npi,
    verified: p.verified,
    sources: sourcesOf(sources),
  };
}
