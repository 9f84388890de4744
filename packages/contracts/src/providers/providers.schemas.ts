import { z } from 'zod';
import {
  AD_PLACEMENTS,
  ALL_CATEGORIES_LABEL,
  ALL_STATES_LABEL,
  CATEGORIES,
  EXTRA_CATEGORIES,
  MAX_SUGGESTIONS,
  PLAN_TYPES,
  PROVIDER_LIST_MAX_LIMIT,
  WEEKDAYS,
} from '../constants.js';
import { dataEnvelope, pagedEnvelope } from '../common/envelope.schemas.js';
import { offsetPagination } from '../common/pagination.schemas.js';
import { MESSAGES } from '../rules/messages.js';
import { INJURY_FACTS, LANGUAGES, type InjuryFact } from '../rules/facts.js';
import { AMENITIES, SOCIAL_NETWORKS } from './provider-labels.js';
// Plain data in provider-labels.ts (a page reads it without these schemas); also exported here.
export {
  AMENITIES,
  AMENITY_LABELS,
  distanceLabel,
  OPEN_24_HOURS_LABEL,
} from './provider-labels.js';
// Plain data in rules/facts.ts (a page reads it without these schemas); also exported here.
export { INJURY_FACT_LABELS, INJURY_FACTS, LANGUAGES, type InjuryFact } from '../rules/facts.js';
import { RADIUS_MAX_MILES, RADIUS_MIN_MILES } from '../rules/places.js';
import { normalizeSearchText, SEARCH_TEXT_MAX } from '../rules/search.js';
import { singleLineText } from '../rules/text.js';
import { FIELD_MESSAGES, FIELD_MESSAGE_TEMPLATES } from '../rules/api-messages.js';
import { LISTING_SOURCES, type ListingSource } from '../listings/listing-status.js';

/** Every category a provider can have: the eight filters plus those seen only in data. */
export const PROVIDER_CATEGORIES = [...CATEGORIES, ...EXTRA_CATEGORIES] as const;
export const ZProviderCategorySchema = z.enum(PROVIDER_CATEGORIES);

/** Provider ids are uuids, or the short ids of sample data such as `demo-1`. */
export const ZProviderIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, FIELD_MESSAGES.invalidProviderId);
export const ZProviderIdParamsSchema = z.object({ id: ZProviderIdSchema });

/**
 * `distance`: nearest first (needs a place; the default for a place without text).
 * `relevance`: best text matches first (name exact, name prefix, name words, category,
 * specialty, city), then highest rated; with text, `rating_desc` (the spec's default,
 * "Highest to Lowest") reads the same way (decision 0024).
 */
export const PROVIDER_SORTS = [
  'rating_desc',
  'rating_asc',
  'reviews_desc',
  'newest',
  'distance',
  'relevance',
] as const;
export type TProviderSort = (typeof PROVIDER_SORTS)[number];

/** Filter values that mean 'no filter' (spec 2: All, All States, empty). */
const noFilter =
  (...labels: string[]) =>
  (v: unknown) =>
    typeof v === 'string' && (v.trim() === '' || labels.includes(v)) ? undefined : v;

export const ZSearchTextSchema = singleLineText(
  z
    .string()
    .max(SEARCH_TEXT_MAX * 4)
    .transform(normalizeSearchText),
);

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [
  (typeof LANGUAGES)[number]['code'],
  ...Array<(typeof LANGUAGES)[number]['code']>,
];
export const ZLanguageSchema = z.enum(LANGUAGE_CODES);

export const ZInjuryFactsSchema = z.object({
  languages: z.array(ZLanguageSchema),
  ...(Object.fromEntries(INJURY_FACTS.map((f) => [f, z.boolean()])) as Record<
    InjuryFact,
    z.ZodBoolean
  >),
});
export type TInjuryFacts = z.infer<typeof ZInjuryFactsSchema>;

/** A yes/no query filter: 'true' filters, 'false' or empty does not. */
const queryFlag = z.preprocess(
  noFilter(),
  z
    .enum(['true', 'false'], { errorMap: () => ({ message: FIELD_MESSAGES.trueOrFalse }) })
    .transform((v) => (v === 'true' ? true : undefined))
    .optional(),
);

/** A query number (coordinates, radius); empty means none. */
const queryNumber = (min: number, max: number) =>
  z.preprocess(
    noFilter(),
    z.coerce
      .number({ invalid_type_error: FIELD_MESSAGES.number })
      .min(min, FIELD_MESSAGE_TEMPLATES.atLeast(min))
      .max(max, FIELD_MESSAGE_TEMPLATES.atMost(max))
      .optional(),
  );

/** The place a visitor searched from: `near` (ZIP, 'City, ST', place id) or lat + lng. */
const placeQueryShape = {
  /** A ZIP, 'City, ST' or a place id of GET /places/suggest. */
  near: z.preprocess(noFilter(), ZSearchTextSchema.optional()),
  lat: queryNumber(-90, 90),
  lng: queryNumber(-180, 180),
};

const latLngTogether = (q: { lat?: number; lng?: number }, ctx: z.RefinementCtx) => {
  if ((q.lat === undefined) !== (q.lng === undefined))
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: [q.lat === undefined ? 'lat' : 'lng'],
      message: MESSAGES.latLngTogether,
    });
};

/** GET /providers/{id}?near=33101: the profile then carries its distance from that place. */
export const ZProviderProfileQuerySchema = z.object(placeQueryShape).superRefine(latLngTogether);
export type TProviderProfileQuery = z.infer<typeof ZProviderProfileQuerySchema>;

export const ZProvidersQuerySchema = z
  .object({
    q: ZSearchTextSchema.optional(),
    category: z.preprocess(noFilter(ALL_CATEGORIES_LABEL), ZProviderCategorySchema.optional()),
    /** A US state code (FL, NY, CA, ...). */
    state: z.preprocess(
      noFilter(ALL_STATES_LABEL),
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, FIELD_MESSAGES.stateTwoLetters)
        .transform((s) => s.toUpperCase())
        .optional(),
    ),
    /**
     * Unset: nearest first for a place without text, else best rated first (spec); the API
     * decides, as a place may be named inside q.
     */
    sort: z.preprocess(noFilter(), z.enum(PROVIDER_SORTS).optional()),
    ...placeQueryShape,
    /** Miles around the place (default 25 when a place is given). */
    radius: queryNumber(RADIUS_MIN_MILES, RADIUS_MAX_MILES),
    openNow: queryFlag,
    /** Comma-separated language codes (`languages=es`): providers speaking all of them. */
    languages: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v.trim() === ''
            ? undefined
            : v.split(',').map((s) => s.trim().toLowerCase())
          : v,
      z.array(ZLanguageSchema).max(LANGUAGES.length).optional(),
    ),
    ...(Object.fromEntries(INJURY_FACTS.map((f) => [f, queryFlag])) as Record<
      InjuryFact,
      typeof queryFlag
    >),
  })
  .merge(offsetPagination(20, PROVIDER_LIST_MAX_LIMIT))
  .superRefine((q, ctx) => {
    latLngTogether(q, ctx);
    if (q.sort === 'distance' && !q.near && q.lat === undefined && !q.q)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['sort'],
        message: MESSAGES.distanceNeedsPlace,
      });
  });
export type TProvidersQuery = z.infer<typeof ZProvidersQuerySchema>;

export const ZPlanTypeSchema = z.enum(PLAN_TYPES);

/** A provider in lists and search results (spec 3, Provider list). */
export const ZProviderListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: ZProviderCategorySchema,
  city: z.string().nullable(),
  state: z.string().nullable(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  /** The logo, or null when the provider has none. */
  image: z.string().nullable(),
  description: z.string(),
  plan: ZPlanTypeSchema,
  specialties: z.array(z.string()),
  /** Languages the staff speaks (ISO 639-1): the card's 'Se habla español' badge (issue 19). */
  languages: z.array(z.string()).optional(),
  /** Miles from the searched place, one decimal (search results with a place). */
  distanceMiles: z.number().nonnegative().nullable().optional(),
  /** Open at this moment in the provider's own time zone; null when its hours are unknown. */
  openNow: z.boolean().nullable().optional(),
  /** Where the provider is (its ZIP's centre; the results map); null when unknown. */
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});
export type TProviderListItem = z.infer<typeof ZProviderListItemSchema>;

/**
 * `total` is exact when `totalExact`; a broad search counts its matches only up to 1,000
 * (or the end of the page asked for) and then answers that figure with `totalExact: false`.
 */
export const ZProvidersListResponseSchema = pagedEnvelope(ZProviderListItemSchema).extend({
  totalExact: z.boolean(),
  /**
   * The place a search was made around (`near`, lat + lng, or a place named in q), so that
   * a client can say where it looked, also when nothing is there: the place's label (null
   * for lat + lng), the radius in miles, and the text searched for beside it ('chiropractor'
   * of 'chiropractor near Miami'; null when none). Absent for a search without a place.
   */
  near: z
    .object({
      label: z.string().nullable(),
      radiusMiles: z.number().positive(),
      q: z.string().nullable(),
    })
    .optional(),
});
export type TProvidersList = z.infer<typeof ZProvidersListResponseSchema>;

export const ZSuggestQuerySchema = z.object({ q: ZSearchTextSchema.optional() });
export const ZSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: ZProviderCategorySchema,
});
export type TSuggestion = z.infer<typeof ZSuggestionSchema>;
export const ZSuggestResponseSchema = dataEnvelope(z.array(ZSuggestionSchema).max(MAX_SUGGESTIONS));

/** The sponsored 'You Might Consider' cards: a provider plus its specialties and a quote. */
export const ZSponsoredProviderSchema = ZProviderListItemSchema.extend({
  quote: z.string(),
  /** Always true: the entry is an ad (a paid campaign, or a sample-data demo entry). */
  sponsored: z.literal(true),
  /** The paid campaign shown (impressions and clicks count against it); null: a demo entry. */
  campaignId: z.string().uuid().nullable().optional(),
});
export type TSponsoredProvider = z.infer<typeof ZSponsoredProviderSchema>;
/** Which placement asks (decision 0031): main (home carousel), search, provider, user. */
export const ZSponsoredQuerySchema = z.object({
  placement: z.enum(AD_PLACEMENTS).optional(),
  /** A provider not to show (its own page). */
  exclude: z.string().min(1).max(64).optional(),
});
export type TSponsoredQuery = z.infer<typeof ZSponsoredQuerySchema>;

export const ZSponsoredResponseSchema = dataEnvelope(z.array(ZSponsoredProviderSchema));

export const ZDayHoursSchema = z.object({
  enabled: z.boolean(),
  startTime: z.string().max(20),
  endTime: z.string().max(20),
});
export const ZWorkingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, ZDayHoursSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof ZDayHoursSchema
  >,
);
export type TWorkingHours = z.infer<typeof ZWorkingHoursSchema>;

export const ZSocialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string().nullable()])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    z.ZodNullable<z.ZodString>
  >,
);

export const ZAmenitiesSchema = z.object(
  Object.fromEntries(AMENITIES.map((a) => [a, z.boolean()])) as Record<
    (typeof AMENITIES)[number],
    z.ZodBoolean
  >,
);

export const ZLeadFormSchema = z.object({
  formName: z.string(),
  formDescription: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string(), checked: z.boolean() })),
  emailAddress: z.string(),
  /**
   * Owner and admins only: whether leads are mailed to emailAddress (its recipient clicked
   * the confirmation link, or it is the owner's own account email). Absent for visitors.
   */
  emailConfirmed: z.boolean().optional(),
});

export const ZProviderLocationSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

/** Average, total and counts per star (spec 3, Rating summary). */
export const ZRatingSummarySchema = z.object({
  average: z.number().min(0).max(5),
  total: z.number().int().nonnegative(),
  counts: z.object({
    1: z.number().int().nonnegative(),
    2: z.number().int().nonnegative(),
    3: z.number().int().nonnegative(),
    4: z.number().int().nonnegative(),
    5: z.number().int().nonnegative(),
  }),
});
export type TRatingSummary = z.infer<typeof ZRatingSummarySchema>;

/** A provider's public profile (GET /providers/{id}), keys as in spec section 3. */
export const ZProviderProfileSchema = z.object({
  id: z.string(),
  profileName: z.string(),
  category: ZProviderCategorySchema,
  providerType: z.string(),
  profileTags: z.array(z.string()),
  description: z.string(),
  /** The language the description is written in, where known; null: unknown (issue 19). */
  descriptionLanguage: z.enum(['en', 'es']).nullable().optional(),
  phoneNumber: z.string().nullable(),
  websiteLink: z.string().nullable(),
  location: ZProviderLocationSchema.nullable(),
  workingHours: ZWorkingHoursSchema.nullable(),
  social: ZSocialLinksSchema,
  amenities: ZAmenitiesSchema,
  leadForm: ZLeadFormSchema.nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  showBanner: z.boolean(),
  plan: ZPlanTypeSchema,
  badges: z.array(z.string()),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  ratingSummary: ZRatingSummarySchema,
  /** Open at this moment in the provider's own time zone (null: hours unknown). */
  openNow: z.boolean().nullable(),
  /** Where the provider is, from its ZIP (or city + state); null when it cannot be placed. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string().nullable(),
  facts: ZInjuryFactsSchema,
  /** Miles from the place of `near` or lat + lng (one decimal); null when either has no point. */
  distanceMiles: z.number().nonnegative().nullable().optional(),
  /** That place's city as shown ('Miami, FL' for near=33101 too); null for lat + lng. */
  distanceFrom: z.string().nullable().optional(),
  /** Loaded from the sample data set: the web shows its demo plan banner only then. */
  isSample: z.boolean(),
  /**
   * The NPPES number of a health provider (issue 47); null otherwise. Optional here until
   * h47-lifecycle's payload (the same fields, required) is merged: take that version.
   */
  npi: z.string().nullable().optional(),
  /** Where the listing's facts come from (provider_sources), with each licence's attribution. */
  sources: z
    .array(
      z.object({
        source: z.enum(Object.keys(LISTING_SOURCES) as [ListingSource, ...ListingSource[]]),
        name: z.string(),
        licence: z.string(),
        attribution: z.string().nullable(),
        release: z.string().nullable(),
      }),
    )
    .optional(),
  createdAt: z.string(),
});
export type TProviderProfile = z.infer<typeof ZProviderProfileSchema>;
export const ZProviderProfileResponseSchema = dataEnvelope(ZProviderProfileSchema);
