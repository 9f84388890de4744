import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { singleLineText } from './text.js';

/** Every US state, DC and Puerto Rico: two-letter code and the name shown. */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type UsStateCode = (typeof US_STATES)[number]['code'];
export const US_STATE_CODES: readonly UsStateCode[] = US_STATES.map((s) => s.code);

/** The name shown for a state code ('FL' → 'Florida'), or the code itself when unknown. */
export function stateName(code: string): string {
  return US_STATES.find((s) => s.code === code.toUpperCase())?.name ?? code;
}

/** 5 digits, or 5+4 written 12345-6789. */
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
