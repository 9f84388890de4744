import { ZLocaleSchema } from '../i18n/locale.schema.js';
import { z } from 'zod';
import { ZAuthResponseSchema, ZSessionUserSchema } from '../auth/auth.schemas.js';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { EMAIL_MAX_LENGTH, zEmail } from '../rules/email.js';
import { singleLineText } from '../rules/text.js';
import { zUrlText } from '../rules/urls.js';
import { zNewPassword } from '../rules/password.js';
import { zConfirmationCode, zFirstName, zLastName } from '../rules/person.js';
import { ZLeadSchema } from '../provider-tools/provider-tools.schemas.js';

/** Messages of the account settings (issue #9); spec 5 messages come from MESSAGES. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is incorrect',
  googleReauthRequired:
    'For your security, sign in with Google again, then repeat this change within 10 minutes',
  sameEmail: 'This is already your email address',
  noPendingEmail: 'There is no email change to confirm. Please start again.',
  unlinkNeedsPassword: 'Set a password before unlinking Google, so you can still sign in',
  googleNotLinked: 'No Google account is linked',
  deleteEmailMismatch: 'Type your email address exactly as shown to confirm',
  cityTooLong: 'City must be at most 100 characters',
  stateCode: 'Use the two-letter state code, e.g. FL',
  profileSaved: 'Your profile has been updated',
  emailCodeSent: 'We sent a 5-digit code to your new address. Enter it to confirm the change.',
  emailChanged: 'Your email address has been changed',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  passwordSet: 'Your password has been set. You can now sign in with your email too.',
  googleUnlinked: 'Google has been unlinked from your account',
  notificationsSaved: 'Your notification preferences have been saved',
} as const;

/** A recent Google sign-in counts as proof of identity for this long (seconds). */
export const GOOGLE_REAUTH_SECONDS = 10 * 60;
export const CITY_MAX_LENGTH = 100;

/** Blank becomes null (the field is optional and can be cleared). */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export const zCity = singleLineText(
  z.preprocess(
    blankToNull,
    z.string().trim().max(CITY_MAX_LENGTH, ACCOUNT_MESSAGES.cityTooLong).nullable(),
  ),
);
export const zUserState = singleLineText(
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, ACCOUNT_MESSAGES.stateCode)
      .transform((s) => s.toUpperCase())
      .nullable(),
  ),
);

/** The current password as typed: presence is checked by the API (Google-only accounts have none). */
const zCurrentPassword = singleLineText(z.string().max(PASSWORD_MAX_LENGTH * 4), {
  verbatim: true,
}).optional();

export const NOTIFICATION_KINDS = ['reviewResponse', 'decisions', 'leads'] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ZNotificationPrefsSchema = z
  .object({
    /** A provider responded to my review. */
    reviewResponse: z.boolean(),
    /** My appeal or my profile claim was decided. */
    decisions: z.boolean(),
    /** A new lead arrived (providers). */
    leads: z.boolean(),
  })
  .strict();
export type TNotificationPrefs = z.infer<typeof ZNotificationPrefsSchema>;

/** What /settings shows: the account as its owner sees it. */
export const ZAccountSettingsSchema = z.object({
  email: z.string(),
  /** The address waiting for its code, if a change was started. */
  pendingEmail: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  notifications: ZNotificationPrefsSchema,
});
export type TAccountSettings = z.infer<typeof ZAccountSettingsSchema>;
export const ZAccountSettingsResponseSchema = dataEnvelope(ZAccountSettingsSchema);

export const ZAccountProfileBodySchema = z
  .object({
    firstName: zFirstName,
    lastName: zLastName,
    city: zCity.optional(),
    state: zUserState.optional(),
    /** A URL this server issued (POST /images/upload); null removes the photo. */
    profilePicture: zUrlText.nullable().optional(),
  })
  .strict();
export type TAccountProfileBody = z.input<typeof ZAccountProfileBodySchema>;
export const ZAccountProfileResponseSchema = dataEnvelope(
  z.object({ user: ZSessionUserSchema, settings: ZAccountSettingsSchema }),
);

export const ZChangeEmailBodySchema = z
  .object({ newEmail: zEmail, currentPassword: zCurrentPassword })
  .strict();
export type TChangeEmailBody = z.infer<typeof ZChangeEmailBodySchema>;
export const ZChangeEmailResponseSchema = dataEnvelope(z.object({ pendingEmail: z.string() }));

/** PUT /users/me/language: the language of the person's pages and mails (issue 19). */
export const ZLanguageBodySchema = z.object({ language: ZLocaleSchema }).strict();
export type TLanguageBody = z.infer<typeof ZLanguageBodySchema>;
export const ZLanguageResponseSchema = dataEnvelope(ZLanguageBodySchema);

export const ZConfirmEmailBodySchema = z.object({ code: zConfirmationCode }).strict();
export type TConfirmEmailBody = z.infer<typeof ZConfirmEmailBodySchema>;

/** The register rule and messages for the new password. */
export const ZChangePasswordBodySchema = z
  .object({ currentPassword: zCurrentPassword, newPassword: zNewPassword })
  .strict();
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBodySchema>;
/** A fresh token for this device: every older token stops working. */
export const ZChangePasswordResponseSchema = ZAuthResponseSchema;

/** Password accounts confirm with the password; Google-only accounts type their email. */
export const ZDeleteAccountBodySchema = z
  .object({
    password: zCurrentPassword,
    email: singleLineText(z.string().max(EMAIL_MAX_LENGTH)).optional(),
  })
  .strict();
export type TDeleteAccountBody = z.infer<typeof ZDeleteAccountBodySchema>;

const zScores = z.object({
  respectful: z.number(),
  explained: z.number(),
  onTime: z.number(),
  costs: z.number(),
  overall: z.number(),
});

/** GET /users/me/export: everything the product keeps about and from the person. */
export const ZAccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    profilePicUrl: z.string().nullable(),
    bannerPicUrl: z.string().nullable(),
    isEmailConfirmed: z.boolean(),
    roles: z.array(z.string()),
    googleLinked: z.boolean(),
    hasPassword: z.boolean(),
    notifications: ZNotificationPrefsSchema,
    createdAt: z.string(),
  }),
  reviews: z.array(
    z.object({
      id: z.string(),
      providerId: z.string(),
      providerName: z.string(),
      scores: zScores,
      rating: z.number(),
      text: z.string(),
      photoUrls: z.array(z.string()),
      createdAt: z.string(),
      response: z.object({ text: z.string(), at: z.string().nullable() }).nullable(),
    }),
  ),
  /** Responses the person wrote as the owner of a provider. */
  responses: z.array(
    z.object({
      reviewId: z.string(),
      providerId: z.string(),
      providerName: z.string(),
      text: z.string(),
      at: z.string().nullable(),
    }),
  ),
  bookmarks: z.array(
    z.object({ providerId: z.string(), providerName: z.string(), createdAt: z.string() }),
  ),
  claims: z.array(
    z.object({
      id: z.string(),
      providerId: z.string(),
      providerName: z.string(),
      status: z.string(),
      websiteUrl: z.string(),
      workEmail: z.string(),
      fullName: z.string(),
      jobTitle: z.string(),
      phoneNumber: z.string(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  /** Requests the person sent to providers while signed in. */
  leads: z.array(ZLeadSchema.extend({ providerName: z.string() })),
});
export type TAccountExport = z.infer<typeof ZAccountExportSchema>;
