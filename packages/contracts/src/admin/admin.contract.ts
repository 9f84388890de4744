import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZAuthResponseSchema } from '../auth/auth.schemas.js';
import { ZSuccessSchema } from '../common/envelope.schemas.js';
import { routeMeta } from '../common/route-meta.js';
import { ZProviderIdParamsSchema } from '../providers/providers.schemas.js';
import {
  ZAdminAppealsQuerySchema,
  ZAdminAppealsResponseSchema,
  ZAdminClaimDecisionResponseSchema,
  ZAdminClaimDetailResponseSchema,
  ZAdminClaimEmailBodySchema,
  ZAdminClaimsQuerySchema,
  ZAdminClaimsResponseSchema,
  ZAdminFinishSetupBodySchema,
  ZAdminIdParamsSchema,
  ZAdminInviteBodySchema,
  ZAdminInviteResponseSchema,
  ZAdminProvidersQuerySchema,
  ZAdminProvidersResponseSchema,
  ZAdminsResponseSchema,
  ZAdminUserResponseSchema,
  ZAdminUsersQuerySchema,
  ZAdminUsersResponseSchema,
  ZAuditLogQuerySchema,
  ZAuditLogResponseSchema,
} from './admin.schemas.js';
import {
  ZAdminReportsQuerySchema,
  ZAdminReportsResponseSchema,
  ZAppealDecisionBodySchema,
  ZReportDecisionBodySchema,
} from '../trust/trust.schemas.js';

const c = initContract();
const admin = routeMeta({ access: 'admin' });

/**
 * The admin console (spec 2 Admin area, spec 7, DESIGN 7). Every route here is admin-only
 * except `finishSetup`, which the invited person calls before they can sign in; a test walks
 * this router and proves 401/403 for each admin route.
 */
export const adminContract = c.router({
  // Users
  users: {
    method: 'GET',
    path: '/admin/users',
    query: ZAdminUsersQuerySchema,
    responses: { 200: ZAdminUsersResponseSchema },
    metadata: admin,
    summary: 'Users, searched over email and names (offset 0, limit 10 by default)',
  },
  toggleBlockUser: {
    method: 'POST',
    path: '/admin/users/:id/block',
    pathParams: ZAdminIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZAdminUserResponseSchema },
    metadata: routeMeta({ ...admin, errors: { 409: 'An admin cannot block themselves' } }),
    summary:
      'Block or unblock a user (toggles); a blocked user cannot sign in and loses their sessions',
  },
  deleteUser: {
    method: 'DELETE',
    path: '/admin/users/:id',
    pathParams: ZAdminIdParamsSchema,
    body: c.noBody(),
    responses: { 204: z.undefined() },
    metadata: routeMeta({ ...admin, errors: { 409: 'An admin cannot delete themselves' } }),
    summary: "Delete an account, its reviews, and recompute the affected providers' ratings",
  },

  // Providers
  providers: {
    method: 'GET',
    path: '/admin/providers',
    query: ZAdminProvidersQuerySchema,
    responses: { 200: ZAdminProvidersResponseSchema },
    metadata: admin,
    summary: 'Providers by name, newest first, with their owner',
  },
  deleteProvider: {
    method: 'DELETE',
    path: '/providers/:id',
    pathParams: ZProviderIdParamsSchema,
    body: c.noBody(),
    responses: { 204: z.undefined() },
    metadata: admin,
    summary: 'Delete a provider profile with its reviews, posts, bookmarks and claims',
  },
  sendProviderPasswordLink: {
    method: 'POST',
    path: '/admin/providers/:id/send-password-link',
    pathParams: ZProviderIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZSuccessSchema },
    metadata: routeMeta({
      ...admin,
      errors: {
        409: 'The provider has no owner, the owner is blocked, or the mail could not be sent',
      },
    }),
    summary: "Mail a password reset link to the provider's owner (409 when it has none)",
  },

  // Profile claims
  claims: {
    method: 'GET',
    path: '/admin/profile-claims',
    query: ZAdminClaimsQuerySchema,
    responses: { 200: ZAdminClaimsResponseSchema },
    metadata: admin,
    summary: 'Pending profile claims, oldest first (page 1, pageSize 10 by default)',
  },
  claim: {
    method: 'GET',
    path: '/admin/profile-claims/:id',
    pathParams: ZAdminIdParamsSchema,
    responses: { 200: ZAdminClaimDetailResponseSchema },
    metadata: admin,
    summary: 'A claim with 5-minute signed links to its documents',
  },
  approveClaim: {
    method: 'POST',
    path: '/admin/profile-claims/:id/approve',
    pathParams: ZAdminIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZAdminClaimDecisionResponseSchema },
    metadata: routeMeta({
      ...admin,
      errors: {
        409: 'The claim is not pending, the provider already has an owner, or the claimant reviewed it',
      },
    }),
    summary:
      'Approve: the claimant owns the provider (plan basic, role provider), other pending claims on it are cancelled',
  },
  cancelClaim: {
    method: 'POST',
    path: '/admin/profile-claims/:id/cancel',
    pathParams: ZAdminIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZAdminClaimDecisionResponseSchema },
    metadata: routeMeta({ ...admin, errors: { 409: 'The claim is not pending' } }),
    summary: 'Cancel a pending claim; the claimant is told by email',
  },
  sendClaimEmail: {
    method: 'POST',
    path: '/admin/profile-claims/:id/send-email',
    pathParams: ZAdminIdParamsSchema,
    body: ZAdminClaimEmailBodySchema,
    responses: { 200: ZSuccessSchema },
    metadata: admin,
    summary: "Mail the claimant's work email (optional message)",
  },

  // Review appeals
  appeals: {
    method: 'GET',
    path: '/admin/appeals',
    query: ZAdminAppealsQuerySchema,
    responses: { 200: ZAdminAppealsResponseSchema },
    metadata: admin,
    summary: 'Reviews whose appeal is under review, oldest first (10 per page)',
  },
  confirmAppeal: {
    method: 'POST',
    path: '/admin/appeals/:id/confirm',
    pathParams: ZAdminIdParamsSchema,
    body: ZAppealDecisionBodySchema,
    responses: { 200: ZSuccessSchema },
    metadata: routeMeta({ ...admin, errors: { 409: 'The review is not under appeal' } }),
    summary: 'Keep the review and close its appeal, with a keep reason from the published list',
  },
  deleteAppealedReview: {
    method: 'POST',
    path: '/admin/appeals/:id/delete-review',
    pathParams: ZAdminIdParamsSchema,
    body: ZAppealDecisionBodySchema,
    responses: { 200: ZSuccessSchema },
    metadata: routeMeta({ ...admin, errors: { 409: 'The review is not under appeal' } }),
    summary:
      "Remove the appealed review with a remove reason from the published list (a public line stays in its place); the provider's rating follows",
  },

  // Review reports (issue 17)
  reviewReports: {
    method: 'GET',
    path: '/admin/review-reports',
    query: ZAdminReportsQuerySchema,
    responses: { 200: ZAdminReportsResponseSchema },
    metadata: admin,
    summary: 'Reports of reviews, open (oldest first) or decided (newest first)',
  },
  decideReviewReport: {
    method: 'POST',
    path: '/admin/review-reports/:id/decision',
    pathParams: ZAdminIdParamsSchema,
    body: ZReportDecisionBodySchema,
    responses: { 200: ZSuccessSchema },
    metadata: routeMeta({ ...admin, errors: { 409: 'The report is already decided' } }),
    summary:
      'Decide every open report of the reported review: keep or remove, with a reason from the published list; the reporters and the author are mailed',
  },

  // Admins
  admins: {
    method: 'GET',
    path: '/admin/admins',
    responses: { 200: ZAdminsResponseSchema },
    metadata: admin,
    summary: 'Active admins, then pending invitations',
  },
  inviteAdmin: {
    method: 'POST',
    path: '/admin/admins/invite',
    body: ZAdminInviteBodySchema,
    responses: { 201: ZAdminInviteResponseSchema },
    metadata: routeMeta({
      ...admin,
      errors: { 409: 'Already an admin, a blocked account, or the invitation could not be sent' },
    }),
    summary: 'Mail an invitation (valid 7 days) with a link to finish admin setup',
  },
  finishSetup: {
    method: 'POST',
    path: '/admin/admins/finish-setup',
    body: ZAdminFinishSetupBodySchema,
    responses: { 200: ZAuthResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'reset' }),
    summary:
      'Accept an invitation: email, password and the invitation token; answers a session for the new admin',
  },
  deleteAdmin: {
    method: 'DELETE',
    path: '/admin/admins/:id',
    pathParams: ZAdminIdParamsSchema,
    body: c.noBody(),
    responses: { 204: z.undefined() },
    metadata: routeMeta({
      ...admin,
      errors: { 409: 'An admin cannot remove themselves or the last admin' },
    }),
    summary: 'Remove the admin role (not yourself, not the last admin), or withdraw an invitation',
  },
  restoreAdminPassword: {
    method: 'POST',
    path: '/admin/admins/:id/restore-password',
    pathParams: ZAdminIdParamsSchema,
    body: c.noBody(),
    responses: { 200: ZSuccessSchema },
    metadata: routeMeta({
      ...admin,
      errors: { 409: 'The admin is blocked or the mail could not be sent' },
    }),
    summary: "Mail a password reset link to this admin's email",
  },

  // Audit log
  auditLog: {
    method: 'GET',
    path: '/admin/audit-log',
    query: ZAuditLogQuerySchema,
    responses: { 200: ZAuditLogResponseSchema },
    metadata: admin,
    summary: 'Every admin action, newest first',
  },
});
