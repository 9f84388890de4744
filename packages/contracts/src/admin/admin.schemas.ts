import { z } from 'zod';
import { LISTING_STATUSES } from '../listings/listing-status.js';
import { ADMIN_PAGE_SIZE, APPEALS_PAGE_SIZE, ROLES } from '../constants.js';
import { dataEnvelope, pagedEnvelope } from '../common/envelope.schemas.js';
import { offsetPagination, pagePagination } from '../common/pagination.schemas.js';
import { ZClaimStatusSchema } from '../claims/claims.schemas.js';
import { ZProviderListItemSchema } from '../providers/providers.schemas.js';
import { zEmail } from '../rules/email.js';
import { zNewPassword } from '../rules/password.js';
import { normalizeSearchText, SEARCH_TEXT_MAX } from '../rules/search.js';
import { multiLineText, singleLineText, zUuid } from '../rules/text.js';
import { FIELD_MESSAGES, FIELD_MESSAGE_TEMPLATES } from '../rules/api-messages.js';

/** The largest page an admin list serves. */
export const ADMIN_MAX_LIMIT = 100;

/** Search text of the admin lists: normalised like the directory search; empty means all. */
const zAdminSearch = singleLineText(
  z
    .string()
    .max(SEARCH_TEXT_MAX * 4)
    .transform(normalizeSearchText),
).optional();

export const ZAdminIdParamsSchema = z.object({ id: zUuid(FIELD_MESSAGES.invalidId) });

// ---- Users -------------------------------------------------------------------------------

export const ZAdminUsersQuerySchema = z
  .object({ query: zAdminSearch })
  .merge(offsetPagination(ADMIN_PAGE_SIZE, ADMIN_MAX_LIMIT));
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuerySchema>;

/**
 * A row of the admin users list (spec 3: id, username, email, isBlocked). `username` is the
 * display name ("First Last") when the person has one, otherwise the local part of the email
 * (docs/decisions/0008).
 */
export const ZAdminUserSchema = z.object({
  id: z.string().uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isBlocked: z.boolean(),
  isEmailConfirmed: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUsersResponseSchema = dataEnvelope(
  z.object({
    users: z.array(ZAdminUserSchema),
    total: z.number().int().nonnegative(),
    offset: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
  }),
);
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponseSchema>;
export const ZAdminUserResponseSchema = dataEnvelope(ZAdminUserSchema);

// ---- Providers ---------------------------------------------------------------------------

export const ZAdminProvidersQuerySchema = z
  .object({ query: zAdminSearch })
  .merge(offsetPagination(ADMIN_PAGE_SIZE, ADMIN_MAX_LIMIT));
export type TAdminProvidersQuery = z.infer<typeof ZAdminProvidersQuerySchema>;

/** The directory's list item plus who owns it (send-password-link needs an owner). */
export const ZAdminProviderSchema = ZProviderListItemSchema.extend({
  ownerId: z.string().uuid().nullable(),
  ownerEmail: z.string().nullable(),
  /** Open or closed (issue 47); `mergedInto`: merged into that listing (its URL answers 301). */
  status: z.enum(LISTING_STATUSES),
  mergedInto: z.string().nullable(),
});
export type TAdminProvider = z.infer<typeof ZAdminProviderSchema>;
export const ZAdminProvidersResponseSchema = pagedEnvelope(ZAdminProviderSchema);

// ---- Profile claims ----------------------------------------------------------------------

export const ZAdminClaimsQuerySchema = z
  .object({ q: zAdminSearch })
  .merge(pagePagination(ADMIN_PAGE_SIZE, ADMIN_MAX_LIMIT));
export type TAdminClaimsQuery = z.infer<typeof ZAdminClaimsQuerySchema>;

/** A pending claim in the admin list (spec 3, Claim list item). */
export const ZAdminClaimListItemSchema = z.object({
  id: z.string().uuid(),
  /** The provider profile being claimed. */
  profileName: z.string(),
  providerId: z.string(),
  /** The claimant's contact name from the form. */
  userName: z.string(),
  /** The claimant's work email from the form. */
  email: z.string(),
  createdAt: z.string(),
});
export type TAdminClaimListItem = z.infer<typeof ZAdminClaimListItemSchema>;

/** `{ data: [...], nextPage }`, nextPage null on the last page (DESIGN 3). */
export const ZAdminClaimsResponseSchema = z.object({
  data: z.array(ZAdminClaimListItemSchema),
  nextPage: z.number().int().positive().nullable(),
});
export type TAdminClaimsResponse = z.infer<typeof ZAdminClaimsResponseSchema>;

/** Claim detail (spec 3): documents are 5-minute signed links. */
export const ZAdminClaimDetailSchema = z.object({
  id: z.string().uuid(),
  status: ZClaimStatusSchema,
  createdAt: z.string(),
  provider: z.object({ id: z.string(), name: z.string() }),
  claimant: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }),
  documents: z.object({ registration: z.string(), addressProof: z.string() }),
  onlinePresence: z.object({ website: z.string(), workEmail: z.string() }),
  contactPerson: z.object({
    fullName: z.string(),
    jobTitle: z.string(),
    phoneNumber: z.string(),
    workEmail: z.string(),
  }),
});
export type TAdminClaimDetail = z.infer<typeof ZAdminClaimDetailSchema>;
export const ZAdminClaimDetailResponseSchema = dataEnvelope(ZAdminClaimDetailSchema);

export const ZAdminClaimDecisionResponseSchema = dataEnvelope(
  z.object({ id: z.string().uuid(), status: ZClaimStatusSchema }),
);

export const CLAIM_EMAIL_MESSAGE_MAX = 5000;
/** Optional message for POST /admin/profile-claims/{id}/send-email. */
export const ZAdminClaimEmailBodySchema = z
  .object({
    message: multiLineText(
      z
        .string()
        .trim()
        .max(
          CLAIM_EMAIL_MESSAGE_MAX,
          FIELD_MESSAGE_TEMPLATES.atMostCharacters(CLAIM_EMAIL_MESSAGE_MAX),
        ),
    ).optional(),
  })
  .optional();
export type TAdminClaimEmailBody = z.infer<typeof ZAdminClaimEmailBodySchema>;

// ---- Review appeals ----------------------------------------------------------------------

export const ZAdminAppealsQuerySchema = offsetPagination(APPEALS_PAGE_SIZE, ADMIN_MAX_LIMIT);
export type TAdminAppealsQuery = z.infer<typeof ZAdminAppealsQuerySchema>;

/** Appeal item (spec 3): `id` is the review's id. */
export const ZAppealItemSchema = z.object({
  id: z.string().uuid(),
  providerId: z.string(),
  providerName: z.string(),
  reviewerId: z.string().uuid(),
  reviewerName: z.string(),
  reviewerEmail: z.string(),
  appealText: z.string(),
  appealFiles: z.array(z.string()),
  originalReview: z.object({
    text: z.string(),
    rating: z.number().min(0).max(5),
    createdAt: z.string(),
  }),
});
export type TAppealItem = z.infer<typeof ZAppealItemSchema>;
/** `{ data: AppealItem[], total, offset, limit }` (DESIGN 7 names data and total). */
export const ZAdminAppealsResponseSchema = pagedEnvelope(ZAppealItemSchema);

// ---- Admins ------------------------------------------------------------------------------

export const ADMIN_STATUSES = ['active', 'invited'] as const;
/**
 * An admin (spec 3: id, name, email). Pending invitations are listed too with
 * `status: 'invited'` (their id is the invitation's; DELETE on it withdraws the invitation).
 */
export const ZAdminSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ADMIN_STATUSES),
});
export type TAdmin = z.infer<typeof ZAdminSchema>;
export const ZAdminsResponseSchema = dataEnvelope(z.array(ZAdminSchema));

export const ZAdminInviteBodySchema = z.object({ email: zEmail });
export type TAdminInviteBody = z.infer<typeof ZAdminInviteBodySchema>;
export const ZAdminInviteResponseSchema = dataEnvelope(
  z.object({ email: z.string(), expiresAt: z.string() }),
);

/** Query parameters of the invitation link to the web's finish-setup dialog. */
export const ADMIN_INVITE_LINK_PARAMS = { token: 'invite', email: 'email' } as const;

/**
 * Finish admin setup (spec 7: email, password). `token` is the invitation token from the
 * mailed link: without it anyone who knew an invited address could become admin
 * (docs/decisions/0008).
 */
export const ZAdminFinishSetupBodySchema = z.object({
  email: zEmail,
  password: zNewPassword,
  token: singleLineText(z.string().min(1, FIELD_MESSAGES.invitationLinkInvalid).max(512), {
    verbatim: true,
  }),
});
export type TAdminFinishSetupBody = z.infer<typeof ZAdminFinishSetupBodySchema>;

// ---- Audit log ---------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'user.block',
  'user.unblock',
  'user.delete',
  'provider.update',
  'provider.delete',
  'provider.send_password_link',
  'claim.approve',
  'claim.cancel',
  'claim.send_email',
  'appeal.confirm',
  'appeal.delete_review',
  'report.keep_review',
  'report.remove_review',
  'alert.open',
  'alert.confirm',
  'alert.dismiss',
  'admin.invite',
  'admin.delete',
  'admin.invite_revoke',
  'admin.restore_password',
  'admin.finish_setup',
  'provider.plan',
  'campaign.activate',
  'campaign.cancel',
  'billing.close',
  'payment.refund',
  'provider.create',
  'provider.merge',
  'provider.close',
  'provider.reopen',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [
  'user',
  'provider',
  'claim',
  'review',
  'admin_invite',
  'campaign',
] as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const ZAuditLogQuerySchema = offsetPagination(20, ADMIN_MAX_LIMIT);
export const ZAuditEntrySchema = z.object({
  id: z.string().uuid(),
  /** Null when the acting admin's account has since been deleted. */
  actor: z.object({ id: z.string().uuid(), email: z.string() }).nullable(),
  /** The actor's email at the time: kept after the account is deleted. */
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  details: z.record(z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditLogResponseSchema = pagedEnvelope(ZAuditEntrySchema);
