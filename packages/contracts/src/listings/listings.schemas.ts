import { z } from 'zod';
import { CATEGORIES } from '../constants.js';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { ZErrorBodySchema } from '../common/errors.schemas.js';
import {
  ZLanguageSchema,
  ZProviderIdSchema,
  ZProviderProfileSchema,
} from '../providers/providers.schemas.js';
import {
  ZProfileLocationInputSchema,
  ZUpdateProviderBodySchema,
  ZWorkingHoursInputSchema,
} from '../provider-tools/provider-tools.schemas.js';
import { zProfileName, zProfilePhone, zProfileWebsite } from '../rules/provider-tools.js';
import { multiLineText } from '../rules/text.js';
import { LANGUAGES } from '../rules/facts.js';
import { CLOSED_STATUSES } from './listing-status.js';
import { LISTING_LIMITS } from './listing-limits.js';
import { LISTING_MESSAGES } from './listings.messages.js';

/**
 * POST /providers ('Add your business') and POST /admin/providers: a new listing, with the
 * names and rules of the owner's profile edit (PATCH /providers/{id}). `websiteLink` may be
 * left empty (a tow truck may have none); `languages` may come at the top or in `facts`.
 * `notADuplicate`: the person saw the likely duplicates (the 409's candidates) and says it
 * is another business.
 */
export const ZCreateListingBodySchema = z.object({
  category: z.enum(CATEGORIES, { errorMap: () => ({ message: LISTING_MESSAGES.categoryInvalid }) }),
  profileName: zProfileName,
  phoneNumber: zProfilePhone,
  websiteLink: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    zProfileWebsite.optional(),
  ),
  location: ZProfileLocationInputSchema,
  workingHours: ZWorkingHoursInputSchema.optional(),
  facts: ZUpdateProviderBodySchema.shape.facts,
  languages: z
    .array(ZLanguageSchema)
    .max(LANGUAGES.length)
    .transform((l) => [...new Set(l)])
    .optional(),
  notADuplicate: z.boolean().optional(),
});
export type TCreateListingBody = z.infer<typeof ZCreateListingBodySchema>;
export type TCreateListingInput = z.input<typeof ZCreateListingBodySchema>;

/** A listing that is likely the same business (same phone, or a similar name nearby). */
export const ZDuplicateCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'line 1, City, ST 12345' as far as it is known. */
  address: z.string(),
  phone: z.string().nullable(),
  /** Metres from the new listing's place; null when either has no point. */
  distanceMeters: z.number().nonnegative().nullable(),
  /** Why it is a candidate. */
  match: z.enum(['phone', 'name']),
});
export type TDuplicateCandidate = z.infer<typeof ZDuplicateCandidateSchema>;

/** 409 of POST /providers: the likely duplicates (the web shows them, decided on `candidates`). */
export const ZLikelyDuplicatesErrorSchema = ZErrorBodySchema.extend({
  candidates: z.array(ZDuplicateCandidateSchema),
});
export type TLikelyDuplicatesError = z.infer<typeof ZLikelyDuplicatesErrorSchema>;

/**
 * `ownership`: 'owner' when the person became the owner at once (their confirmed email's
 * domain is the website's), 'claim' when they may claim it through the claim review.
 */
export const ZCreateListingResponseSchema = dataEnvelope(ZProviderProfileSchema).extend({
  ownership: z.enum(['owner', 'claim', 'none']),
});

/** POST /providers/duplicates: the check the form makes before saving. */
export const ZDuplicatesBodySchema = ZCreateListingBodySchema.pick({
  profileName: true,
  phoneNumber: true,
}).extend({
  location: ZProfileLocationInputSchema.pick({ zipCode: true }).extend(
    ZProfileLocationInputSchema.pick({ city: true, state: true }).partial().shape,
  ),
});
export type TDuplicatesBody = z.infer<typeof ZDuplicatesBodySchema>;
export const ZDuplicatesResponseSchema = dataEnvelope(z.array(ZDuplicateCandidateSchema));

const zReason = multiLineText(
  z.string().trim().max(LISTING_LIMITS.reasonMax, LISTING_MESSAGES.reasonMax),
);

export const ZMergeListingBodySchema = z.object({ into: ZProviderIdSchema });
export const ZCloseListingBodySchema = z.object({
  status: z.enum(CLOSED_STATUSES, {
    errorMap: () => ({ message: LISTING_MESSAGES.closedStatusInvalid }),
  }),
  reason: z.preprocess((v) => (v === null ? undefined : v), zReason.optional()),
});
export type TCloseListingBody = z.infer<typeof ZCloseListingBodySchema>;

/** The listing after a merge (the kept one), a close or a reopen. */
export const ZListingResponseSchema = dataEnvelope(ZProviderProfileSchema);
