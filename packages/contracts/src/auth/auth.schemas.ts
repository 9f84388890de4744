import { z } from 'zod';
import { ROLES } from '../constants.js';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { zEmail } from '../rules/email.js';
import { identifierText, singleLineText } from '../rules/text.js';
import { zUrlText } from '../rules/urls.js';
import { zLoginPassword, zNewPassword, zResetPassword } from '../rules/password.js';
import { zConfirmationCode, zFirstName, zLastName, zResetToken } from '../rules/person.js';
import { MESSAGES } from '../rules/messages.js';
import { API_PREFIX } from '../router-options.js';
import { ZLocaleSchema } from '../i18n/locale.schema.js';

export const BADGES = ['pro_reviewer', 'veteran'] as const;
export type Badge = (typeof BADGES)[number];

/** The signed-in person as GET /auth/session and GET /users/me describe them (DESIGN 7). */
export const ZSessionUserSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  bannerPicUrl: z.string().nullable(),
  isEmailConfirmed: z.boolean(),
  createdAt: z.string(),
  reviewCount: z.number().int().nonnegative(),
  badges: z.array(z.enum(BADGES)),
  roles: z.array(z.enum(ROLES)),
  providerIds: z.array(z.string()),
  /**
   * The provider type of the first owned provider ('Law Firm', 'Towing Service'…), shown by
   * the header's provider entry; null (or absent) when the person owns none or it is not set.
   */
  providerType: z.string().nullable().optional(),
  /** The language the person chose ('en' | 'es'); null until they choose (issue 19). */
  language: ZLocaleSchema.nullable().optional(),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

export const ZAuthResponseSchema = dataEnvelope(
  z.object({ token: z.string(), user: ZSessionUserSchema }),
);
export type TAuthResponse = z.infer<typeof ZAuthResponseSchema>;
export const ZSessionResponseSchema = dataEnvelope(z.object({ user: ZSessionUserSchema }));

export const ZRegisterBodySchema = z.object({
  email: zEmail,
  password: zNewPassword,
  /** The language of the page the person registered from: their mails are in it (issue 19). */
  language: ZLocaleSchema.optional(),
});
export type TRegisterBody = z.infer<typeof ZRegisterBodySchema>;

export const ZLoginBodySchema = z.object({
  email: zEmail,
  password: zLoginPassword,
  rememberMe: z.boolean().optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBodySchema>;

/** `{ code }` with the registration token, or `{ email, code }` without one. */
export const ZEmailVerifyBodySchema = z.object({
  code: zConfirmationCode,
  email: zEmail.optional(),
});
export type TEmailVerifyBody = z.infer<typeof ZEmailVerifyBodySchema>;

/** No body with the registration token, or `{ email }` without one. */
export const ZResendCodeBodySchema = z.object({ email: zEmail.optional() }).optional();

export const ZResetPasswordBodySchema = z.object({ token: zResetToken, password: zResetPassword });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBodySchema>;

/** Only provided fields are sent (spec 3); `null` removes a picture. */
export const ZProfileUpdateBodySchema = z
  .object({
    firstName: zFirstName.optional(),
    lastName: zLastName.optional(),
    profilePicture: zUrlText.nullable().optional(),
    bannerPicture: zUrlText.nullable().optional(),
  })
  .strict();
export type TProfileUpdateBody = z.infer<typeof ZProfileUpdateBodySchema>;

/**
 * Social sign-in for clients holding a Google identity: accepted only with the short-lived
 * ticket this server's own Google callback minted (a client cannot name any email).
 */
export const ZSocialBodySchema = z.object({
  ticket: singleLineText(z.string().min(1, 'A sign-in ticket is required').max(4096), {
    verbatim: true,
  }),
  email: zEmail.optional(),
  name: singleLineText(z.string().max(200)).optional(),
  avatar: zUrlText.optional(),
  provider: z.literal('google').optional(),
  providerAccountId: singleLineText(z.string().max(255)).optional(),
});
export type TSocialBody = z.infer<typeof ZSocialBodySchema>;

/**
 * The one-time code our Google callback hands the web page (decision 0015): redeemed once,
 * within 2 minutes, and only with the HttpOnly cookie of the browser that started sign-in.
 */
export const ZGoogleExchangeBodySchema = z
  .object({
    code: identifierText(z.string().min(1, MESSAGES.googleSignInNotThisBrowser).max(4096)),
  })
  .strict();
export type TGoogleExchangeBody = z.infer<typeof ZGoogleExchangeBodySchema>;

export const ZSendResetLinkParamsSchema = z.object({ email: zEmail });

/**
 * The Google sign-in redirects: browser navigations, not JSON calls, so they are served by a
 * plain controller outside the contract; their paths are written here once, for the API and
 * the web.
 */
export const GOOGLE_AUTH_PATHS = {
  start: `${API_PREFIX}/auth/google`,
  callback: `${API_PREFIX}/auth/google/callback`,
} as const;
