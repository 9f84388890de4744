import {
  AMENITIES,
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

/** The public profile of a provider row (GET /providers/{id}, the profile editor). */
export function toProfile(
  p: Provider,
  ratingSummary: TRatingSummary,
  now: Date = new Date(),
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
  };
}
