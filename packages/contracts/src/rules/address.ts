import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { singleLineText } from './text.js';

export { US_STATES, US_STATE_CODES, stateName, type UsStateCode } from './states.js';

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** Digits, spaces, dashes, parentheses and an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value.trim());
}

export function isValidPhone(value: string): boolean {
  const v = value.trim();
  if (!PHONE_PATTERN.test(v)) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

export const zZip = singleLineText(
  z
    .string({ required_error: MESSAGES.zipRequired })
    .trim()
    .min(1, MESSAGES.zipRequired)
    .refine(isValidZip, MESSAGES.zipInvalid),
);

export const zPhone = singleLineText(
  z
    .string({ required_error: MESSAGES.phoneRequired })
    .trim()
    .min(1, MESSAGES.phoneRequired)
    .refine(isValidPhone, MESSAGES.phoneInvalid),
);

/** A required line of an address (line 1, city...): at most 200 characters. */
export const requiredLine = (message: string) =>
  singleLineText(z.string({ required_error: message }).trim().min(1, message).max(200));

export const zLocation = z.object({
  addressLine1: requiredLine(MESSAGES.addressLine1Required),
  addressLine2: singleLineText(z.string().trim().max(200)).optional().default(''),
  city: requiredLine(MESSAGES.cityRequired),
  state: requiredLine(MESSAGES.stateRequired),
  zipCode: zZip,
});
export type TLocation = z.infer<typeof zLocation>;
