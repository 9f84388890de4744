import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { MESSAGES } from './messages.js';
import { singleLineText } from './text.js';

export const PASSWORD_SPECIALS = '!@#$%';

export interface PasswordRequirement {
  id: 'length' | 'uppercase' | 'digit' | 'special';
  label: string;
  test: (password: string) => boolean;
}

/** The live requirements list shown under register and reset password (spec 5). */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p) => /\d/.test(p) },
  {
    id: 'special',
    label: `One special character (${PASSWORD_SPECIALS})`,
    test: (p) => /[!@#$%]/.test(p),
  },
];

export function passwordChecks(password: string): Record<PasswordRequirement['id'], boolean> {
  return Object.fromEntries(PASSWORD_REQUIREMENTS.map((r) => [r.id, r.test(password)])) as Record<
    PasswordRequirement['id'],
    boolean
  >;
}

export function meetsPasswordRule(password: string): boolean {
  return (
    password.length <= PASSWORD_MAX_LENGTH && PASSWORD_REQUIREMENTS.every((r) => r.test(password))
  );
}

function newPasswordField(message: string) {
  return singleLineText(
    z
      .string({ required_error: MESSAGES.passwordRequiredAlt })
      .min(1, MESSAGES.passwordRequiredAlt)
      .refine(meetsPasswordRule, message),
    { verbatim: true },
  );
}

/** Register: 'Please ensure your password meets all requirements'. */
export const zNewPassword = newPasswordField(MESSAGES.passwordRequirementsUnmet);
/** Reset: 'Password does not meet requirements'. */
export const zResetPassword = newPasswordField(MESSAGES.passwordResetRequirementsUnmet);

/** Login only checks presence: the rule may have changed since the account was made. */
export const zLoginPassword = singleLineText(
  z
    .string({ required_error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH * 4, MESSAGES.wrongEmailOrPassword),
  { verbatim: true },
);
