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

/** The email of login, register and forgot-password. */
export const zEmail = emailField();

/** Addresses are compared without case and surrounding space. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
