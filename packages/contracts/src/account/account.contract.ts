import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ZSessionResponseSchema } from '../auth/auth.schemas.js';
import { ZSuccessSchema } from '../common/envelope.schemas.js';
import { routeMeta } from '../common/route-meta.js';
import {
  ZAccountExportSchema,
  ZAccountProfileBodySchema,
  ZAccountProfileResponseSchema,
  ZAccountSettingsResponseSchema,
  ZChangeEmailBodySchema,
  ZChangeEmailResponseSchema,
  ZChangePasswordBodySchema,
  ZChangePasswordResponseSchema,
  ZConfirmEmailBodySchema,
  ZDeleteAccountBodySchema,
  ZLanguageBodySchema,
  ZLanguageResponseSchema,
  ZNotificationPrefsSchema,
} from './account.schemas.js';

const c = initContract();

/**
 * Account settings of the signed-in person (/settings). Routes that check the current
 * password use the login limit; the code confirmation the verify limit; mails the resend
 * limit; the others the per-user account limit.
 */
export const accountContract = c.router({
  settings: {
    method: 'GET',
    path: '/users/me/account',
    responses: { 200: ZAccountSettingsResponseSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'account' }),
    summary: 'Profile, email, sign-in methods and notification preferences',
  },
  updateProfile: {
    method: 'PATCH',
    path: '/users/me/profile',
    body: ZAccountProfileBodySchema,
    responses: { 200: ZAccountProfileResponseSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'account' }),
    summary: 'First and last name, city and state, photo',
  },
  changeEmail: {
    method: 'POST',
    path: '/users/me/email',
    body: ZChangeEmailBodySchema,
    responses: { 200: ZChangeEmailResponseSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'resend' }),
    summary: 'Mail a 5-digit code to a new address (current password or a recent Google sign-in)',
  },
  confirmEmail: {
    method: 'POST',
    path: '/users/me/email/confirm',
    body: ZConfirmEmailBodySchema,
    responses: { 200: ZSessionResponseSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'verify' }),
    summary: 'Confirm the new address with its code; the old address is told',
  },
  changePassword: {
    method: 'PUT',
    path: '/users/me/password',
    body: ZChangePasswordBodySchema,
    responses: { 200: ZChangePasswordResponseSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'login' }),
    summary: 'Change (or first set) the password; every other session is signed out',
  },
  unlinkGoogle: {
    method: 'DELETE',
    path: '/users/me/google',
    body: c.noBody(),
    responses: { 200: ZAccountSettingsResponseSchema },
    metadata: routeMeta({
      access: 'user',
      rateLimit: 'login',
      errors: {
        409: 'Google is not linked, or the account has no password to sign in with instead',
      },
    }),
    summary: 'Unlink Google (only when the account has a password)',
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/users/me/sign-out-everywhere',
    body: c.noBody(),
    responses: { 200: ZSuccessSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'login' }),
    summary: 'Make every existing token of the account invalid at once (this one too)',
  },
  updateNotifications: {
    method: 'PUT',
    path: '/users/me/notifications',
    body: ZNotificationPrefsSchema,
    responses: { 200: z.object({ data: ZNotificationPrefsSchema }) },
    metadata: routeMeta({ access: 'user', rateLimit: 'account' }),
    summary: 'Which mails the person wants',
  },
  setLanguage: {
    method: 'PUT',
    path: '/users/me/language',
    body: ZLanguageBodySchema,
    responses: { 200: ZLanguageResponseSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'account' }),
    summary: 'The language of my pages and mails (en or es)',
  },
  exportData: {
    method: 'GET',
    path: '/users/me/export',
    responses: { 200: ZAccountExportSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'account', download: true }),
    summary: 'Download my data: a JSON file (attachment)',
  },
  deleteAccount: {
    method: 'POST',
    path: '/users/me/delete',
    body: ZDeleteAccountBodySchema,
    responses: { 204: c.noBody() },
    metadata: routeMeta({ access: 'user', rateLimit: 'login' }),
    summary: 'Delete the account for good (password, or typed email for Google-only accounts)',
  },
});
