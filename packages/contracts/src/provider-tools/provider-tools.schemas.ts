import { z } from 'zod';
import { AD_PLACEMENTS, PLAN_TYPES, WEEKDAYS } from '../constants.js';
import { dataEnvelope, pagedEnvelope } from '../common/envelope.schemas.js';
import { offsetPagination } from '../common/pagination.schemas.js';
import { MESSAGES } from '../rules/messages.js';
import {
  zCampaignDuration,
  zLeadFormInput,
  zLeadRequest,
  zMiniSiteButtons,
  zMiniSiteSlug,
  zProfileDescription,
  zProfileName,
  zProfilePhone,
  zProfileTags,
  zProfileWebsite,
  zProviderType,
  zStateCode,
} from '../rules/provider-tools.js';
import { identifierText, multiLineText, singleLineText, zUuid } from '../rules/text.js';
import { zSocialLinks, zUrlText } from '../rules/urls.js';
import { requiredLine, zZip } from '../rules/address.js';
import {
  AMENITIES,
  LANGUAGES,
  ZInjuryFactsSchema,
  ZLeadFormSchema,
  ZProviderIdParamsSchema,
} from '../providers/providers.schemas.js';
import { FIELD_MESSAGES } from '../rules/api-messages.js';

// ---------- PATCH /providers/{id} ----------

/** Location of the profile edit (spec 5): line 2 optional, ZIP 5 or 5+4, state as a code. */
export const ZProfileLocationInputSchema = z.object({
  addressLine1: requiredLine(MESSAGES.addressLine1Required),
  addressLine2: singleLineText(z.preprocess((v) => v ?? '', z.string().trim().max(200))),
  city: requiredLine(MESSAGES.cityRequired),
  state: zStateCode,
  zipCode: zZip,
});

const zDay = z.object({
  enabled: z.boolean(),
  startTime: singleLineText(z.string().trim().max(20)),
  endTime: singleLineText(z.string().trim().max(20)),
});
/** Working hours: every weekday, no validation of the times (spec 5). */
export const ZWorkingHoursInputSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, zDay])) as Record<
    (typeof WEEKDAYS)[number],
    typeof zDay
  >,
);

/** Amenity flags; the ones left out keep their value. */
export const ZAmenitiesInputSchema = z.object(
  Object.fromEntries(AMENITIES.map((a) => [a, z.boolean().optional()])) as Record<
    (typeof AMENITIES)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);

/** A picture: a URL this server issued (`/api/files/public/...`), or null to remove it. */
const zImageUrl = zUrlText.nullable();

/**
 * A partial profile: only the keys present change (DESIGN 7). `profileTags` is written
 * comma-separated and read back as a list. `providerType`: the owner types of spec 3 for
 * owners, the admin editor types as well for admins; it also files the profile under the
 * matching category (PROVIDER_TYPE_CATEGORY). `bannerUrl` needs the premium plan; images
 * must be uploads of this site. `social` links are optional ('' or null removes one).
 */
export const ZUpdateProviderBodySchema = z.object({
  profileName: zProfileName.optional(),
  profileTags: zProfileTags.optional(),
  providerType: zProviderType.optional(),
  description: zProfileDescription.optional(),
  phoneNumber: zProfilePhone.optional(),
  websiteLink: zProfileWebsite.optional(),
  location: ZProfileLocationInputSchema.optional(),
  workingHours: ZWorkingHoursInputSchema.optional(),
  social: z
    .preprocess(
      (v) =>
        v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === null ? '' : x]))
          : v,
      zSocialLinks.partial(),
    )
    .optional(),
  amenities: ZAmenitiesInputSchema.optional(),
  /** Injury facts (issue 15): only the keys present change; languages replace the list. */
  facts: ZInjuryFactsSchema.partial()
    .extend({
      languages: ZInjuryFactsSchema.shape.languages
        .max(LANGUAGES.length)
        .transform((l) => [...new Set(l)])
        .optional(),
    })
    .strict()
    .optional(),
  leadForm: zLeadFormInput.optional(),
  logoUrl: zImageUrl.optional(),
  bannerUrl: zImageUrl.optional(),
  showBanner: z.boolean().optional(),
});
export type TUpdateProviderBody = z.infer<typeof ZUpdateProviderBodySchema>;
export type TUpdateProviderInput = z.input<typeof ZUpdateProviderBodySchema>;

// ---------- POST /providers/{id}/plan (sample data only) ----------

export const ZSwitchPlanBodySchema = z.object({ plan: z.enum(PLAN_TYPES) });
export type TSwitchPlanBody = z.infer<typeof ZSwitchPlanBodySchema>;

// ---------- lead address confirmation (issue 16 item 10) ----------

/** Texts of the lead address confirmation: the editor's state and the confirm page. */
export const LEAD_ADDRESS_MESSAGES = {
  pending:
    'Waiting for confirmation: we emailed a link to this address. Until it is confirmed, new leads are kept in your dashboard and mailed to your account email.',
  confirmed: 'Confirmed: new leads are mailed to this address.',
  willConfirm: 'A new address receives a confirmation link before any lead is mailed to it.',
  pageTitle: 'Confirm lead address',
  pageIntro: 'Confirm that requests sent through this provider’s lead form may be emailed to you.',
  confirmButton: 'Confirm this address',
  confirmedTitle: 'Address confirmed',
  invalidLink: 'This confirmation link is invalid, expired or already used',
} as const;

export const ZConfirmLeadAddressBodySchema = z.object({
  token: singleLineText(
    z
      .string({ required_error: LEAD_ADDRESS_MESSAGES.invalidLink })
      .trim()
      .min(1, LEAD_ADDRESS_MESSAGES.invalidLink)
      .max(200, LEAD_ADDRESS_MESSAGES.invalidLink),
  ),
});
export type TConfirmLeadAddressBody = z.infer<typeof ZConfirmLeadAddressBodySchema>;
export const ZConfirmLeadAddressResponseSchema = dataEnvelope(
  z.object({ providerName: z.string(), email: z.string() }),
);
export type TConfirmLeadAddressResponse = z.infer<typeof ZConfirmLeadAddressResponseSchema>;

// ---------- leads ----------

export const ZCreateLeadBodySchema = zLeadRequest;
export type TCreateLeadBody = z.infer<typeof ZCreateLeadBodySchema>;

export const ZLeadSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  /** The texts of the options chosen, as the form read when the lead was sent. */
  options: z.array(z.string()),
  createdAt: z.string(),
});
export type TLead = z.infer<typeof ZLeadSchema>;
export const ZCreateLeadResponseSchema = dataEnvelope(z.object({ id: z.string() }));
export const ZLeadsQuerySchema = offsetPagination(20, 100);
/** A lead as its provider's owner sees it: with when they marked it handled (null: new). */
export const ZOwnerLeadSchema = ZLeadSchema.extend({ handledAt: z.string().nullable() });
export type TOwnerLead = z.infer<typeof ZOwnerLeadSchema>;
export const ZLeadsResponseSchema = pagedEnvelope(ZOwnerLeadSchema);
export const ZLeadResponseSchema = dataEnvelope(ZOwnerLeadSchema);
export const ZLeadParamsSchema = z.object({
  id: ZProviderIdParamsSchema.shape.id,
  leadId: zUuid(FIELD_MESSAGES.invalidLeadId),
});
/** PATCH /providers/{id}/leads/{leadId}: mark a lead handled (true) or new again (false). */
export const ZUpdateLeadBodySchema = z.object({ handled: z.boolean() });
export type TUpdateLeadBody = z.infer<typeof ZUpdateLeadBodySchema>;
/** The columns of the leads CSV export, in order. */
export const LEAD_CSV_COLUMNS = [
  'Date',
  'Name',
  'Email',
  'Phone',
  'Options',
  'Message',
  'Status',
] as const;
export const LEAD_STATUS_LABELS = { new: 'New', handled: 'Handled' } as const;

// ---------- dashboard ----------

export const DASHBOARD_PERIODS = ['week', '30d'] as const;
export type TDashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_DAYS: Record<TDashboardPeriod, number> = { week: 7, '30d': 30 };
export const DASHBOARD_PERIOD_LABELS: Record<TDashboardPeriod, string> = {
  week: 'This Week',
  '30d': 'Last 30 Days',
};
export const ZDashboardQuerySchema = z.object({
  period: z.enum(DASHBOARD_PERIODS).default('week'),
});

/**
 * One KPI tile: the figure for the period and for the previous period of equal length.
 * `change` = value - previous (null when either is null). `higherIsBetter` tells which
 * direction is good (false for the ranking, where 1 is best).
 */
export const ZKpiSchema = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
  higherIsBetter: z.boolean(),
});
export type TKpi = z.infer<typeof ZKpiSchema>;

export const ZDashboardSchema = z.object({
  providerId: z.string(),
  period: z.enum(DASHBOARD_PERIODS),
  /** Days of the period and of the previous one, inclusive, as YYYY-MM-DD (server's day). */
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  tiles: z.object({
    /** Profile views within the period. */
    profileViews: ZKpiSchema,
    /** Position by profile views among providers of the same category and state (1 = most). */
    rankingByVisits: ZKpiSchema.extend({ outOf: z.number().int().nonnegative() }),
    /** Mean rating of all reviews written up to the end of the period (0-5, one decimal). */
    averageReview: ZKpiSchema,
    /** All reviews written up to the end of the period. */
    totalReviews: ZKpiSchema,
    /** All leads received up to the end of the period. */
    totalLeads: ZKpiSchema,
    /** Visits of the published mini-site within the period. */
    miniSiteClicks: ZKpiSchema,
  }),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
export const ZDashboardResponseSchema = dataEnvelope(ZDashboardSchema);

// ---------- mini-site ----------

export const ZMiniSiteButtonSchema = z.object({ name: z.string(), url: z.string() });

/**
 * The draft the builder saves (spec 2/3, Mini-site form): url (the slug), heading,
 * description, logo, custom buttons, lead form switch and its button name.
 * Blank button rows are dropped.
 */
export const ZSaveMiniSiteBodySchema = z.object({
  url: z.preprocess((v) => (v === null ? '' : v), z.literal('').or(zMiniSiteSlug)),
  heading: singleLineText(z.string().trim().max(120, FIELD_MESSAGES.headingMax)).default(''),
  description: multiLineText(
    z.string().trim().max(1000, FIELD_MESSAGES.miniSiteDescriptionMax),
  ).default(''),
  logoUrl: zImageUrl.default(null),
  buttons: zMiniSiteButtons.default([]),
  leadFormEnabled: z.boolean().default(true),
  leadButtonName: singleLineText(z.string().trim().max(60)).default(''),
});
export type TSaveMiniSiteBody = z.infer<typeof ZSaveMiniSiteBodySchema>;

export const ZMiniSiteSchema = z.object({
  providerId: z.string(),
  /** The slug ('' when none is chosen yet). */
  url: z.string(),
  heading: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  buttons: z.array(ZMiniSiteButtonSchema),
  leadFormEnabled: z.boolean(),
  leadButtonName: z.string(),
  updatedAt: z.string().nullable(),
  /** When the draft was last published; null while never published. */
  publishedAt: z.string().nullable(),
  /** Whether the draft differs from what is published. */
  hasUnpublishedChanges: z.boolean(),
});
export type TMiniSite = z.infer<typeof ZMiniSiteSchema>;
export const ZMiniSiteResponseSchema = dataEnvelope(ZMiniSiteSchema);

export const ZCheckMiniSiteUrlQuerySchema = z.object({ url: zMiniSiteSlug });
export const ZCheckMiniSiteUrlResponseSchema = dataEnvelope(z.object({ available: z.boolean() }));

export const ZMiniSiteSlugParamsSchema = z.object({
  slug: identifierText(
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9-]+$/, MESSAGES.miniSiteUrlFormat),
  ),
});

/** A published mini-site as visitors see it. */
export const ZPublicMiniSiteSchema = z.object({
  url: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  heading: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  buttons: z.array(ZMiniSiteButtonSchema),
  /** The provider's lead form when the switch is on and the form is set up, else null. */
  leadForm: ZLeadFormSchema.nullable(),
  leadButtonName: z.string(),
  publishedAt: z.string(),
});
export type TPublicMiniSite = z.infer<typeof ZPublicMiniSiteSchema>;
export const ZPublicMiniSiteResponseSchema = dataEnvelope(ZPublicMiniSiteSchema);

// ---------- advertisement ----------

export const ZCreateCampaignBodySchema = z.object({
  durationDays: zCampaignDuration,
  placements: z
    .array(z.enum(AD_PLACEMENTS), { required_error: MESSAGES.placementsRequired })
    .min(1, MESSAGES.placementsRequired)
    .max(AD_PLACEMENTS.length * 2)
    .transform((list) => AD_PLACEMENTS.filter((p) => list.includes(p))),
});
export type TCreateCampaignBody = z.infer<typeof ZCreateCampaignBodySchema>;

export const CAMPAIGN_STATUSES = ['pending_payment', 'active', 'ended', 'cancelled'] as const;
export const ZCampaignSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  durationDays: z.number().int(),
  placements: z.array(z.enum(AD_PLACEMENTS)),
  /** US dollars, computed by the server: $25 per placement (spec 9). */
  total: z.number().int().nonnegative(),
  status: z.enum(CAMPAIGN_STATUSES),
  createdAt: z.string(),
  /** When a paid campaign runs (null until paid). */
  startsAt: z.string().nullable().optional(),
  endsAt: z.string().nullable().optional(),
  /** Times its sponsored entry was shown and followed (decision 0031). */
  impressions: z.number().int().nonnegative().optional(),
  clicks: z.number().int().nonnegative().optional(),
  /** Why an admin cancelled it (null otherwise). */
  cancelReason: z.string().nullable().optional(),
});
export type TCampaign = z.infer<typeof ZCampaignSchema>;
export const ZCampaignResponseSchema = dataEnvelope(ZCampaignSchema);
export const ZCampaignsResponseSchema = dataEnvelope(z.array(ZCampaignSchema));
