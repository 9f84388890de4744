import { z } from 'zod';
import {
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
import { normalizeSearchText, SEARCH_TEXT_MAX } from '../rules/search.js';
import { singleLineText } from '../rules/text.js';
import { SOCIAL_NETWORKS } from '../rules/urls.js';

/** Every category a provider can have: the eight filters plus those seen only in data. */
export const PROVIDER_CATEGORIES = [...CATEGORIES, ...EXTRA_CATEGORIES] as const;
export const ZProviderCategorySchema = z.enum(PROVIDER_CATEGORIES);

/** Provider ids are uuids, or the short ids of sample data such as `demo-1`. */
export const ZProviderIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid provider id');
export const ZProviderIdParamsSchema = z.object({ id: ZProviderIdSchema });

export const PROVIDER_SORTS = ['rating_desc', 'rating_asc', 'reviews_desc', 'newest'] as const;
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

export const ZProvidersQuerySchema = z
  .object({
    q: ZSearchTextSchema.optional(),
    category: z.preprocess(noFilter(ALL_CATEGORIES_LABEL), ZProviderCategorySchema.optional()),
    /** A US state code (FL, NY, CA, ...). */
    state: z.preprocess(
      noFilter(ALL_STATES_LABEL),
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code')
        .transform((s) => s.toUpperCase())
        .optional(),
    ),
    sort: z.preprocess(noFilter(), z.enum(PROVIDER_SORTS).default('rating_desc')),
  })
  .merge(offsetPagination(20, PROVIDER_LIST_MAX_LIMIT));
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
});
export type TProviderListItem = z.infer<typeof ZProviderListItemSchema>;

/**
 * `total` is exact when `totalExact`; a broad search counts its matches only up to 1,000
 * (or the end of the page asked for) and then answers that figure with `totalExact: false`.
 */
export const ZProvidersListResponseSchema = pagedEnvelope(ZProviderListItemSchema).extend({
  totalExact: z.boolean(),
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
export const ZSponsoredProviderSchema = ZProviderListItemSchema.extend({ quote: z.string() });
export type TSponsoredProvider = z.infer<typeof ZSponsoredProviderSchema>;
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

export const AMENITIES = [
  'freeParking',
  'wheelchairAccessibility',
  'multilingualStaff',
  'paymentPlansAvailable',
  'acceptsInsurance',
  'telehealthVirtualConsultations',
  'wifiAvailable',
] as const;
export const AMENITY_LABELS: Record<(typeof AMENITIES)[number], string> = {
  freeParking: 'Free Parking',
  wheelchairAccessibility: 'Wheelchair Accessibility',
  multilingualStaff: 'Multilingual Staff',
  paymentPlansAvailable: 'Payment Plans Available',
  acceptsInsurance: 'Accepts Insurance',
  telehealthVirtualConsultations: 'Telehealth / Virtual Consultations',
  wifiAvailable: 'Wi-Fi Available',
};
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
  /** Loaded from the sample data set: the web shows its demo plan banner only then. */
  isSample: z.boolean(),
  createdAt: z.string(),
});
export type TProviderProfile = z.infer<typeof ZProviderProfileSchema>;
export const ZProviderProfileResponseSchema = dataEnvelope(ZProviderProfileSchema);
