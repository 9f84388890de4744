import { initContract } from '@ts-rest/core';
import { ZSuccessSchema } from '../common/envelope.schemas.js';
import { routeMeta } from '../common/route-meta.js';
import {
  ZAuthResponseSchema,
  ZEmailVerifyBodySchema,
  ZGoogleExchangeBodySchema,
  ZLoginBodySchema,
  ZProfileUpdateBodySchema,
  ZRegisterBodySchema,
  ZResendCodeBodySchema,
  ZResetPasswordBodySchema,
  ZSendResetLinkParamsSchema,
  ZSessionResponseSchema,
  ZSocialBodySchema,
} from './auth.schemas.js';

const c = initContract();

export const authContract = c.router({
  register: {
    method: 'POST',
    path: '/auth/register',
    body: ZRegisterBodySchema,
    responses: { 201: ZAuthResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'register' }),
    summary: 'Create an account; a 5-digit code is mailed to confirm the email',
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    body: ZLoginBodySchema,
    responses: { 200: ZAuthResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'login' }),
    summary: 'Sign in; 401 on wrong credentials, 403 when the email is not verified',
  },
  emailVerify: {
    method: 'POST',
    path: '/auth/email-verify',
    body: ZEmailVerifyBodySchema,
    responses: { 200: ZAuthResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'verify' }),
    summary: 'Confirm the email with the 5-digit code (token, or email + code)',
  },
  resendVerificationCode: {
    method: 'POST',
    path: '/auth/resend-verification-code',
    body: ZResendCodeBodySchema,
    responses: { 200: ZSuccessSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'resend' }),
    summary: 'Mail a new code (at most one per 20 seconds per account)',
  },
  session: {
    method: 'GET',
    path: '/auth/session',
    responses: { 200: ZSessionResponseSchema },
    metadata: routeMeta({ access: 'user' }),
    summary: 'The signed-in user',
  },
  sendResetPasswordLink: {
    method: 'GET',
    path: '/auth/send-reset-password-link/:email',
    pathParams: ZSendResetLinkParamsSchema,
    responses: { 200: ZSuccessSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'reset' }),
    summary: 'Mail a password reset link; always answers success',
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    body: ZResetPasswordBodySchema,
    responses: { 200: ZSuccessSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'reset' }),
    summary: 'Set a new password with a reset token (single use, 1 hour)',
  },
  profileUpdate: {
    method: 'PATCH',
    path: '/auth/profile-update',
    body: ZProfileUpdateBodySchema,
    responses: { 200: ZSessionResponseSchema },
    metadata: routeMeta({ access: 'user' }),
    summary: 'Update names and pictures of the signed-in user',
  },
  googleExchange: {
    method: 'POST',
    path: '/auth/google/exchange',
    body: ZGoogleExchangeBodySchema,
    responses: { 200: ZAuthResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'login' }),
    summary:
      'Redeem the one-time code of a Google sign-in (once, 2 minutes, only from the browser that started it)',
  },
  socialRegister: {
    method: 'POST',
    path: '/auth/social-register',
    body: ZSocialBodySchema,
    responses: { 201: ZAuthResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'login' }),
  },
  socialLogin: {
    method: 'POST',
    path: '/auth/social-login',
    body: ZSocialBodySchema,
    responses: { 200: ZAuthResponseSchema },
    metadata: routeMeta({ access: 'public', rateLimit: 'login' }),
  },
});
