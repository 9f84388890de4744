import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { singleLineText } from './text.js';

/** Spec 5: "something@something with no spaces". 254 is the longest address SMTP carries. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isEmailShaped(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Builds an email field with the message a given screen uses for a bad shape. */
export function emailField(
  formatMessage: string = MESSAGES.emailFormat,
  requiredMessage: string = MESSAGES.emailRequired,
) {
  return singleLineText(
    z
      .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .refine(isEmailShaped, formatMessage),
  );
}

/**
 * An address mail can be sent to: the spec's shape plus a domain with a dot and a suffix of
 * two or more letters ('intake@pacificaccident' is refused). Used where this site mails the
 * address: the lead form's address and the lead sender's.
 */
export const MAILABLE_EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function isMailableEmail(value: string): boolean {
  return isEmailShaped(value) && MAILABLE_EMAIL_PATTERN.test(value);
}

/** emailField for addresses this site mails (see MAILABLE_EMAIL_PATTERN). */
export function mailableEmailField(formatMessage: string, requiredMessage?: string) {
  return emailField(formatMessage, requiredMessage).refine(
    (v) => !isEmailShaped(v) || isMailableEmail(v),
    formatMessage,
  );
}

/** The email of login, register and forgot-password. */
export const zEmail = emailField();

/** Addresses are compared without case and surrounding space. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
