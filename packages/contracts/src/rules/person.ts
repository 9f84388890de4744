import { z } from 'zod';
import { CONFIRMATION_CODE_LENGTH } from '../constants.js';
import { MESSAGES } from './messages.js';
import { singleLineText } from './text.js';
import { isThreePartToken } from './tokens.js';
import { FIELD_MESSAGE_TEMPLATES } from './api-messages.js';

export const NAME_MAX_LENGTH = 50;

export const zFirstName = singleLineText(
  z
    .string({ required_error: MESSAGES.firstNameRequired })
    .trim()
    .min(1, MESSAGES.firstNameRequired)
    .max(NAME_MAX_LENGTH, FIELD_MESSAGE_TEMPLATES.firstNameMax(NAME_MAX_LENGTH)),
);

export const zLastName = singleLineText(
  z
    .string({ required_error: MESSAGES.lastNameRequired })
    .trim()
    .min(1, MESSAGES.lastNameRequired)
    .max(NAME_MAX_LENGTH, FIELD_MESSAGE_TEMPLATES.lastNameMax(NAME_MAX_LENGTH)),
);

export { isProfileComplete } from './profile.js';

export const CODE_PATTERN = new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`);
export const zConfirmationCode = singleLineText(
  z.string().trim().regex(CODE_PATTERN, MESSAGES.codeDigits),
);

export const zResetToken = singleLineText(
  z
    .string({ required_error: MESSAGES.invalidToken })
    .refine(isThreePartToken, MESSAGES.invalidToken),
  { verbatim: true },
);
