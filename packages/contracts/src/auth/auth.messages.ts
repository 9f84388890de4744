/** The messages of the 5-digit email codes (sign-up, email change). */
export const CODE_MESSAGES = {
  invalid: 'The code is incorrect. Please check it and try again.',
  expired: 'The code has expired. Please request a new one.',
  burned: 'Too many wrong attempts. Please request a new code.',
} as const;

/** The messages of sign-in, sign-up, verification and password reset. */
export const AUTH_MESSAGES = {
  blocked: 'This account has been blocked. Please contact support.',
  codeInvalid: CODE_MESSAGES.invalid,
  codeExpired: CODE_MESSAGES.expired,
  codeBurned: CODE_MESSAGES.burned,
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  pictureNotIssued: 'Pictures must be uploaded through this site before they can be used.',
  socialTicketInvalid: 'Google sign-in could not be confirmed. Please try again.',
  socialNoAccount: 'No account is linked to this Google account yet. Please sign up with Google.',
} as const;
