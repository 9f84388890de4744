import { z } from 'zod';
import { CONFIRMATION_CODE_LENGTH } from '../constants.js';
import { MESSAGES } from './messages.js';

export const NAME_MAX_LENGTH = 50;

export const zFirstName = z
  .string({ required_error: MESSAGES.firstNameRequired })
  .trim()
  .min(1, MESSAGES.firstNameRequired)
  .max(NAME_MAX_LENGTH, `First Name must be at most ${NAME_MAX_LENGTH} characters`);

export const zLastName = z
  .string({ required_error: MESSAGES.lastNameRequired })
  .trim()
  .min(1, MESSAGES.lastNameRequired)
  .max(NAME_MAX_LENGTH, `Last Name must be at most ${NAME_MAX_LENGTH} characters`);

/** The profile is complete when both names are present (spec 3). */
export function isProfileComplete(user: {
  firstName?: string | null;
  lastName?: string | null;
}): boolean {
  return Boolean(user.firstName?.trim() && user.lastName?.trim());
}

export const CODE_PATTERN = new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`);
export const zConfirmationCode = z.string().trim().regex(CODE_PATTERN, MESSAGES.codeDigits);

/** A reset token is three dot-separated parts; links carry the dots as ___DOT___. */
export const TOKEN_DOT_PLACEHOLDER = '___DOT___';

export function encodeTokenForLink(token: string): string {
  return token.split('.').join(TOKEN_DOT_PLACEHOLDER);
}

export function decodeTokenFromLink(param: string): string {
  return param.split(TOKEN_DOT_PLACEHOLDER).join('.');
}

export function isThreePartToken(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((p) => p.length > 0);
}

export const zResetToken = z
  .string({ required_error: MESSAGES.invalidToken })
  .refine(isThreePartToken, MESSAGES.invalidToken);

/** Strips an optional 'Bearer ' prefix from a stored or received token. */
export function stripBearer(token: string): string {
  return token.replace(/^Bearer\s+/i, '').trim();
}
