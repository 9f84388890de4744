import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from '../common/envelope.schemas.js';
import { offsetPagination } from '../common/pagination.schemas.js';
import { REVIEW_BREAKDOWN_LABELS, REVIEW_QUESTIONS } from '../reviews/reviews.schemas.js';
import { multiLineText, singleLineText, zUuid } from '../rules/text.js';

/**
 * Consumer alerts, sub-score rankings and the transparency numbers (issue 17,
 * docs/decisions/0030). Every user-visible string of these parts is here.
 */

// ---- Consumer alerts ---------------------------------------------------------------------

/** Rule (a): at least this many reviews of one provider within BURST_WINDOW_HOURS … */
export const BURST_MIN_REVIEWS = 3;
export const BURST_WINDOW_HOURS = 72;
/** … each from an account created less than this many days before its review. */
export const BURST_ACCOUNT_MAX_AGE_DAYS = 7;
/** Rule (b): at least this many reviews of one provider from one network (IPv4, IPv6 /64) … */
export const SHARED_NETWORK_MIN_REVIEWS = 3;
/** … within this many days. */
export const SHARED_NETWORK_WINDOW_DAYS = 30;
/** A confirmed alert shows on the profile this many days. */
export const ALERT_PUBLIC_DAYS = 90;

/** Mail domains anyone can have: never a sign of a tie to the owner (rule c). */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'comcast.net',
  'att.net',
  'verizon.net',
  'example.com',
] as const;

export const ALERT_RULES = [
  'new_accounts_burst',
  'shared_network',
  'owner_linked',
  'incentive',
  'threat',
] as const;
export type TAlertRule = (typeof ALERT_RULES)[number];
/** Rules an admin opens by hand (a finding, not a pattern in the rows). */
export const MANUAL_ALERT_RULES = ['incentive', 'threat'] as const;
export type TManualAlertRule = (typeof MANUAL_ALERT_RULES)[number];

export const ALERT_RULE_TEXT: Record<TAlertRule, { short: string; admin: string; public: string }> =
  {
    new_accounts_burst: {
      short: 'Burst from new accounts',
      admin: `${BURST_MIN_REVIEWS} or more reviews within ${BURST_WINDOW_HOURS} hours from accounts created less than ${BURST_ACCOUNT_MAX_AGE_DAYS} days before`,
      public: 'we found a burst of reviews of this provider from accounts created shortly before.',
    },
    shared_network: {
      short: 'One network address',
      admin: `${SHARED_NETWORK_MIN_REVIEWS} or more reviews within ${SHARED_NETWORK_WINDOW_DAYS} days from one network address`,
      public: 'we found several reviews of this provider sent from the same network address.',
    },
    owner_linked: {
      short: 'Tied to the owner',
      admin:
        "A review from an account tied to the owner (the website's email domain, the owner's or a claimant's)",
      public: 'we found reviews of this provider written from accounts tied to the business.',
    },
    incentive: {
      short: 'Incentive for reviews',
      admin: 'Moderators found that reviewers were offered something in return for a review',
      public: 'we found that this provider offered something in return for reviews.',
    },
    threat: {
      short: 'Threat against a reviewer',
      admin: 'Moderators found a threat against a reviewer',
      public: 'we found that this provider threatened a reviewer over a review.',
    },
  };

export const ALERT_STATUSES = ['open', 'confirmed', 'dismissed'] as const;
export type TAlertStatus = (typeof ALERT_STATUSES)[number];

export const ALERT_MESSAGES = {
  noteRequired: 'Write the reason for this decision',
  noteMax: 'The reason can be at most 1000 characters',
  summaryRequired: 'Describe what moderators found',
  summaryMax: 'The description can be at most 1000 characters',
  ruleRequired: 'Choose what was found',
  providerRequired: 'Enter the provider id',
  alertNotFound: 'Alert not found',
  alertDecided: 'This alert has already been decided.',
  reviewsNotOfProvider: 'Every named review must be a review of this provider',
} as const;

/** 'Consumer alert: …' as the profile shows it; `excluded` reviews stopped counting. */
export function consumerAlertLine(rule: TAlertRule, excluded: number): string {
  const tail =
    excluded > 0
      ? ` ${excluded} ${excluded === 1 ? 'review no longer counts' : 'reviews no longer count'} in the rating.`
      : '';
  return `Consumer alert: ${ALERT_RULE_TEXT[rule].public.replace(/^./, (c) => c.toUpperCase())}${tail}`;
}

const zNote = multiLineText(
  z
    .string({ required_error: ALERT_MESSAGES.noteRequired })
    .trim()
    .min(1, ALERT_MESSAGES.noteRequired)
    .max(1000, ALERT_MESSAGES.noteMax),
);

export const ZAlertDecisionBodySchema = z.object({
  outcome: z.enum(['confirm', 'dismiss']),
  note: zNote,
});
export type TAlertDecisionBody = z.infer<typeof ZAlertDecisionBodySchema>;

export const ZOpenAlertBodySchema = z.object({
  providerId: singleLineText(
    z
      .string({ required_error: ALERT_MESSAGES.providerRequired })
      .trim()
      .min(1, ALERT_MESSAGES.providerRequired)
      .max(200, ALERT_MESSAGES.providerRequired),
  ),
  rule: z.enum(MANUAL_ALERT_RULES, { errorMap: () => ({ message: ALERT_MESSAGES.ruleRequired }) }),
  summary: multiLineText(
    z
      .string({ required_error: ALERT_MESSAGES.summaryRequired })
      .trim()
      .min(1, ALERT_MESSAGES.summaryRequired)
      .max(1000, ALERT_MESSAGES.summaryMax),
  ),
  /** Reviews of this provider that stop counting when the alert is confirmed. */
  reviewIds: z.array(zUuid()).max(100).default([]),
});
export type TOpenAlertBody = z.infer<typeof ZOpenAlertBodySchema>;

export const ZAdminAlertsQuerySchema = z
  .object({ status: z.enum(ALERT_STATUSES).default('open') })
  .merge(offsetPagination(10, 100));
export type TAdminAlertsQuery = z.infer<typeof ZAdminAlertsQuerySchema>;

export const ZAdminAlertSchema = z.object({
  id: z.string().uuid(),
  providerId: z.string(),
  providerName: z.string(),
  rule: z.enum(ALERT_RULES),
  status: z.enum(ALERT_STATUSES),
  /** What the rule saw, or what the admin wrote. */
  summary: z.string(),
  reviews: z.array(
    z.object({
      id: z.string().uuid(),
      authorName: z.string(),
      rating: z.number(),
      createdAt: z.string(),
      text: z.string(),
    }),
  ),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type TAdminAlert = z.infer<typeof ZAdminAlertSchema>;
export const ZAdminAlertsResponseSchema = pagedEnvelope(ZAdminAlertSchema);
export const ZAdminAlertResponseSchema = dataEnvelope(ZAdminAlertSchema);

export const ZPublicAlertSchema = z.object({
  id: z.string().uuid(),
  rule: z.enum(ALERT_RULES),
  line: z.string(),
  confirmedAt: z.string(),
  /** Shown until then (ALERT_PUBLIC_DAYS after confirmation). */
  until: z.string(),
});
export type TPublicAlert = z.infer<typeof ZPublicAlertSchema>;

// ---- Sub-score rankings ------------------------------------------------------------------

/** A provider needs this many counted reviews in the window to be ranked on a sub-score. */
export const RANKING_MIN_REVIEWS = 10;
export const RANKING_WINDOW_MONTHS = 24;
/** The badge goes to providers at or above this share of their category and state. */
export const RANKING_TOP_SHARE = 0.1;
/** Sub-scores ranked: the four specific questions (overall is the rating itself). */
export const RANKED_SUBSCORES = REVIEW_QUESTIONS.filter((q) => q !== 'overall');
export type TRankedSubscore = (typeof RANKED_SUBSCORES)[number];

export function topRatedLine(subscore: TRankedSubscore, category: string, state: string): string {
  return `Top rated for ${REVIEW_BREAKDOWN_LABELS[subscore]} among ${category} in ${state}`;
}

export const ZTopRatedSchema = z.object({
  subscore: z.enum(['respectful', 'explained', 'onTime', 'costs']),
  line: z.string(),
  /** The basis, shown beside the badge: reviews counted, rank and group size. */
  reviews: z.number().int(),
  rank: z.number().int(),
  of: z.number().int(),
  average: z.number(),
});
export type TTopRated = z.infer<typeof ZTopRatedSchema>;

export function topRatedBasis(b: Pick<TTopRated, 'reviews' | 'rank' | 'of' | 'average'>): string {
  return `${b.average.toFixed(2)} average from ${b.reviews} reviews in the last ${RANKING_WINDOW_MONTHS} months; #${b.rank} of ${b.of} ranked providers`;
}

export const ZProviderTrustSchema = z.object({
  alerts: z.array(ZPublicAlertSchema),
  topRated: z.array(ZTopRatedSchema),
});
export type TProviderTrust = z.infer<typeof ZProviderTrustSchema>;
export const ZProviderTrustResponseSchema = dataEnvelope(ZProviderTrustSchema);

// ---- Transparency ------------------------------------------------------------------------

export const TRANSPARENCY_MONTHS = 12;

export const ZTransparencyMonthSchema = z.object({
  /** 'YYYY-MM' (UTC). */
  month: z.string(),
  reviewsPosted: z.number().int(),
  labelledContact: z.number().int(),
  labelledInvited: z.number().int(),
  reported: z.number().int(),
  removed: z.number().int(),
  /** Removals by reason (keys of MODERATION_REASONS). */
  removedByReason: z.record(z.string(), z.number().int()),
  appealsFiled: z.number().int(),
  appealsUpheld: z.number().int(),
  appealsRejected: z.number().int(),
  alertsConfirmed: z.number().int(),
});
export type TTransparencyMonth = z.infer<typeof ZTransparencyMonthSchema>;
export const ZTransparencySchema = z.object({
  /** Newest month first. */
  months: z.array(ZTransparencyMonthSchema),
  generatedAt: z.string(),
});
export type TTransparency = z.infer<typeof ZTransparencySchema>;
export const ZTransparencyResponseSchema = dataEnvelope(ZTransparencySchema);

// ---- Case timelines ----------------------------------------------------------------------

export const CASE_KINDS = ['appeal', 'report'] as const;
export const ZReviewCaseSchema = z.object({
  /** The decision's id, or the review's while the case is open. */
  id: z.string().uuid(),
  kind: z.enum(CASE_KINDS),
  /** Whose view: the review's author or the provider's owner. */
  role: z.enum(['author', 'provider']),
  reviewId: z.string().uuid().nullable(),
  providerId: z.string(),
  providerName: z.string(),
  submittedAt: z.string(),
  decision: z
    .object({
      outcome: z.enum(['keep', 'remove']),
      reason: z.string(),
      reasonLabel: z.string(),
      decidedAt: z.string(),
    })
    .nullable(),
});
export type TReviewCase = z.infer<typeof ZReviewCaseSchema>;
export const ZReviewCasesResponseSchema = dataEnvelope(z.array(ZReviewCaseSchema));

/** The words of a case's timeline (the author's /me and the provider's review lists). */
export const CASE_TEXT = {
  heading: 'Moderation cases',
  caption: (kind: 'appeal' | 'report', provider: string) =>
    kind === 'appeal'
      ? `Appeal of a review of ${provider}`
      : `Report of your review of ${provider}`,
  submitted: (kind: 'appeal' | 'report', role: 'author' | 'provider') =>
    kind === 'appeal'
      ? role === 'provider'
        ? 'You appealed the review'
        : 'The provider appealed your review'
      : 'Your review was reported',
  underReview: 'Moderators are looking at it; the review stays visible and counted meanwhile.',
  kept: 'Decided: the review stays',
  removed: 'Decided: the review was removed',
  reason: 'Reason',
  empty: 'No appeals or reports about your reviews.',
} as const;
