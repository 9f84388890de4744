import { z } from 'zod';
import { dataEnvelope, pagedEnvelope } from '../common/envelope.schemas.js';
import { offsetPagination } from '../common/pagination.schemas.js';
import { isMailableEmail } from '../rules/email.js';
import { multiLineText, singleLineText } from '../rules/text.js';

/**
 * Reviews people can trust (issue 17, docs/decisions/0029): labels, invitations, reports
 * and the published moderation reasons. Every user-visible string of the area is here.
 */

// ---- Labels ------------------------------------------------------------------------------

/** The minimum time between a lead and a review for the 'contact' label, in hours. */
export const CONTACT_LABEL_MIN_HOURS = 24;

// ---- Invitations -------------------------------------------------------------------------

export const INVITATIONS_PER_REQUEST = 50;
export const INVITATIONS_PER_DAY = 200;
/** An address is invited at most once in this many days by one provider. */
export const INVITATION_REPEAT_DAYS = 90;
/**
 * A profile that sent review invitations within this many days may be renamed by its owner
 * once in this many days (issue 43, decision 0058): a name is what an invitation shows.
 */
export const RENAME_AFTER_INVITATIONS_DAYS = 30;

export const TRUST_MESSAGES = {
  invitationsRequired: 'Enter at least one email address',
  invitationsMax: `You can invite up to ${INVITATIONS_PER_REQUEST} people at a time`,
  invitationEmail: 'Enter valid email addresses, one per line',
  invitationsPerDay: `You can invite up to ${INVITATIONS_PER_DAY} people a day. Please try again later.`,
  renameLimited: `The name of a profile that sends review invitations can change once every ${RENAME_AFTER_INVITATIONS_DAYS} days.`,
  invitationInvalid: 'This invitation link is invalid. You can still write a review without it.',
  invitationUsed: 'This invitation has already been used for a review.',
  invitationOtherEmail:
    'This invitation was sent to another email address. Sign in with that address, or write your review without the invitation.',
  invitationOtherProvider: 'This invitation is for another provider.',
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
  reportReasonRequired: 'Choose a reason for your report',
  reportDetailsMax: 'Details can be at most 1000 characters',
  reportOwnReview: 'You cannot report your own review.',
  reportDuplicate: 'You have already reported this review.',
  decisionReasonRequired: 'Choose a reason from the published list',
  decisionReasonMismatch: 'This reason does not fit that decision',
  reportAlreadyDecided: 'These reports have already been decided.',
  reportNotFound: 'Report not found',
} as const;

/** Skipped addresses and why. */
export const INVITATION_SKIP_REASONS = ['recently_invited', 'unsubscribed', 'owner'] as const;
export type TInvitationSkipReason = (typeof INVITATION_SKIP_REASONS)[number];
export const INVITATION_SKIP_LABELS: Record<TInvitationSkipReason, string> = {
  recently_invited: `Already invited in the last ${INVITATION_REPEAT_DAYS} days`,
  unsubscribed: 'Asked not to receive review invitations',
  owner: "That is your own account's address",
};

const zInvitationEmail = singleLineText(
  z
    .string({ invalid_type_error: TRUST_MESSAGES.invitationEmail })
    .trim()
    .min(1, TRUST_MESSAGES.invitationEmail)
    .refine(isMailableEmail, TRUST_MESSAGES.invitationEmail),
);

export const ZReviewInvitationsBodySchema = z.object({
  emails: z
    .array(zInvitationEmail, {
      required_error: TRUST_MESSAGES.invitationsRequired,
      invalid_type_error: TRUST_MESSAGES.invitationsRequired,
    })
    .min(1, TRUST_MESSAGES.invitationsRequired)
    .max(INVITATIONS_PER_REQUEST, TRUST_MESSAGES.invitationsMax),
});
export type TReviewInvitationsBody = z.infer<typeof ZReviewInvitationsBodySchema>;

export const ZReviewInvitationsResultSchema = z.object({
  sent: z.array(z.string()),
  skipped: z.array(z.object({ email: z.string(), reason: z.enum(INVITATION_SKIP_REASONS) })),
  /** Invitations still allowed today (rolling 24 hours). */
  remainingToday: z.number().int().nonnegative(),
});
export type TReviewInvitationsResult = z.infer<typeof ZReviewInvitationsResultSchema>;
export const ZReviewInvitationsResponseSchema = dataEnvelope(ZReviewInvitationsResultSchema);

/** Splits a textarea of addresses (lines, commas, semicolons, spaces) into addresses. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const ZInvitationTokenSchema = singleLineText(
  z.string().min(20, TRUST_MESSAGES.unsubscribeInvalid).max(200, TRUST_MESSAGES.unsubscribeInvalid),
);
export const ZUnsubscribeQuerySchema = z.object({ token: ZInvitationTokenSchema });
export const ZUnsubscribeBodySchema = z.object({ token: ZInvitationTokenSchema });
export const ZUnsubscribeStateSchema = dataEnvelope(
  z.object({ email: z.string(), unsubscribed: z.boolean() }),
);

export const UNSUBSCRIBE_TEXT = {
  title: 'Review invitations',
  question: (email: string) =>
    `Stop review invitations to ${email}? You will not receive them from any provider on our site.`,
  button: 'Unsubscribe from all review invitations',
  done: (email: string) =>
    `Done: ${email} will not receive review invitations from any provider on our site.`,
  loading: 'Loading…',
} as const;

// ---- Reports -----------------------------------------------------------------------------

export const REPORT_REASONS = [
  'fake_or_conflict',
  'offensive',
  'private_information',
  'threat_or_harassment',
  'not_real_experience',
  'other',
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  fake_or_conflict: 'Fake or conflict of interest',
  offensive: 'Offensive',
  private_information: 'Private or medical information',
  threat_or_harassment: 'Threat or harassment',
  not_real_experience: 'Not about a real experience',
  other: 'Other',
};
export const REPORT_DETAILS_MAX = 1000;

export const ZReportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, {
    errorMap: () => ({ message: TRUST_MESSAGES.reportReasonRequired }),
  }),
  details: multiLineText(
    z.string().trim().max(REPORT_DETAILS_MAX, TRUST_MESSAGES.reportDetailsMax),
  ).optional(),
});
export type TReportBody = z.infer<typeof ZReportBodySchema>;
export const ZReportResponseSchema = dataEnvelope(
  z.object({ id: z.string().uuid(), reason: z.enum(REPORT_REASONS), createdAt: z.string() }),
);

// ---- Moderation decisions (the published list) -------------------------------------------

export const DECISION_OUTCOMES = ['keep', 'remove'] as const;
export type TDecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** Why a review stays or goes. Published on /transparency; the same for 1★ and 5★ reviews. */
export const MODERATION_REASONS = {
  real_experience: { outcome: 'keep', label: 'It describes a real experience within our rules' },
  disputed_facts: {
    outcome: 'keep',
    label: 'A disagreement about facts that moderators cannot settle',
  },
  no_breach_shown: { outcome: 'keep', label: 'The evidence does not show a breach of our rules' },
  fake_or_conflict: { outcome: 'remove', label: 'Fake or written with a conflict of interest' },
  offensive: { outcome: 'remove', label: 'Offensive language' },
  private_information: { outcome: 'remove', label: 'Private or medical information' },
  threat_or_harassment: { outcome: 'remove', label: 'A threat or harassment' },
  not_real_experience: { outcome: 'remove', label: 'Not about a real experience' },
  wrong_provider: { outcome: 'remove', label: 'About another provider' },
} as const satisfies Record<string, { outcome: TDecisionOutcome; label: string }>;
export type TModerationReason = keyof typeof MODERATION_REASONS;
export const MODERATION_REASON_KEYS = Object.keys(MODERATION_REASONS) as [
  TModerationReason,
  ...TModerationReason[],
];
export function reasonsFor(outcome: TDecisionOutcome): TModerationReason[] {
  return MODERATION_REASON_KEYS.filter((k) => MODERATION_REASONS[k].outcome === outcome);
}

const zReason = z.enum(MODERATION_REASON_KEYS, {
  errorMap: () => ({ message: TRUST_MESSAGES.decisionReasonRequired }),
});

/** An appeal decision: the outcome is the route (confirm / delete-review), the reason here. */
export const ZAppealDecisionBodySchema = z.object({ reason: zReason });
export type TAppealDecisionBody = z.infer<typeof ZAppealDecisionBodySchema>;

export const ZReportDecisionBodySchema = z
  .object({ outcome: z.enum(DECISION_OUTCOMES), reason: zReason })
  .refine((b) => MODERATION_REASONS[b.reason].outcome === b.outcome, {
    message: TRUST_MESSAGES.decisionReasonMismatch,
    path: ['reason'],
  });
export type TReportDecisionBody = z.infer<typeof ZReportDecisionBodySchema>;

/** The public line left where a removed review was. */
export function removedReviewLine(reason: TModerationReason): string {
  return `A review was removed by moderators: ${MODERATION_REASONS[reason].label}`;
}

export const REPORT_STATUSES = ['open', 'decided'] as const;
export const ZAdminReportsQuerySchema = z
  .object({ status: z.enum(REPORT_STATUSES).default('open') })
  .merge(offsetPagination(10, 100));
export type TAdminReportsQuery = z.infer<typeof ZAdminReportsQuerySchema>;

export const ZAdminReportSchema = z.object({
  id: z.string().uuid(),
  reviewId: z.string().uuid().nullable(),
  providerId: z.string(),
  providerName: z.string(),
  reporterName: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
  /** The reported review as it is now; null once removed. */
  review: z
    .object({
      authorName: z.string(),
      text: z.string(),
      rating: z.number(),
      createdAt: z.string(),
      appealUnderReview: z.boolean(),
    })
    .nullable(),
  decision: z
    .object({
      outcome: z.enum(DECISION_OUTCOMES),
      reason: z.enum(MODERATION_REASON_KEYS),
      decidedAt: z.string(),
    })
    .nullable(),
});
export type TAdminReport = z.infer<typeof ZAdminReportSchema>;
export const ZAdminReportsResponseSchema = pagedEnvelope(ZAdminReportSchema);

// ---- A provider's public moderation record -----------------------------------------------

export const ZReviewRecordSchema = z.object({
  /** Appeals this provider filed in the last 12 months, and how many removed a review. */
  appealsFiled: z.number().int().nonnegative(),
  appealsUpheld: z.number().int().nonnegative(),
  /** Reviews removed by moderators, newest first: the public line in their place. */
  removed: z.array(
    z.object({
      id: z.string().uuid(),
      reason: z.enum(MODERATION_REASON_KEYS),
      line: z.string(),
      removedAt: z.string(),
    }),
  ),
});
export type TReviewRecord = z.infer<typeof ZReviewRecordSchema>;
export const ZReviewRecordResponseSchema = dataEnvelope(ZReviewRecordSchema);

export const APPEALS_RECORD_TEXT = (filed: number, upheld: number) =>
  `Appeals in the last 12 months: ${filed} filed, ${upheld} upheld`;
