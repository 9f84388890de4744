import { MESSAGES, type TRateLimit } from '@app/contracts';

export interface RateLimitPolicy {
  /** Requests allowed per window from one client (IP) or one signed-in user. */
  limit: number;
  windowSeconds: number;
  by: 'ip' | 'user';
  /**
   * A much smaller allowance for signed-in accounts whose email is not confirmed yet
   * (counted on top of the one above), refused with `message`.
   */
  unverified?: { limit: number; windowSeconds: number; message: string };
}

/** Per-route limits (the contract names the policy; the numbers live here). */
export const RATE_LIMIT_POLICIES: Record<TRateLimit, RateLimitPolicy> = {
  login: { limit: 20, windowSeconds: 60, by: 'ip' },
  register: { limit: 30, windowSeconds: 600, by: 'ip' },
  verify: { limit: 20, windowSeconds: 60, by: 'ip' },
  resend: { limit: 10, windowSeconds: 60, by: 'ip' },
  reset: { limit: 10, windowSeconds: 60, by: 'ip' },
  upload: {
    limit: 30,
    windowSeconds: 60,
    by: 'user',
    // Enough to set a profile photo and banner a few times; not a free image host.
    unverified: { limit: 5, windowSeconds: 3600, message: MESSAGES.uploadQuotaUnverified },
  },
  review: { limit: 10, windowSeconds: 3600, by: 'user' },
  /** Lead form / appointment requests from one IP (anyone may send them: spam guard). */
  lead: { limit: 5, windowSeconds: 600, by: 'ip' },
  /** Account settings that check no password (profile, preferences, export), per user. */
  account: { limit: 30, windowSeconds: 60, by: 'user' },
  /**
   * Directory search and suggestions, per client address (IPv6 /64) when anonymous, per
   * account when signed in: a browsing person stays far below it (a keystroke suggestion is
   * debounced, a page of results is cached); a scraper or a flood does not.
   */
  search: { limit: 300, windowSeconds: 60, by: 'user' },
  /** Sponsored impression / click batches per client address (decision 0031). */
  sponsored: { limit: 60, windowSeconds: 60, by: 'ip' },
  /**
   * 'Add your business' attempts per account (the duplicate check's 409s count too); the
   * listings a person may add in a day are counted by the service (LISTING_LIMITS).
   */
  listing: { limit: 20, windowSeconds: 3600, by: 'user' },
};

/**
 * Per-account limits, counted by the services. Failed sign-ins of an account are counted from
 * anywhere (10 a minute, 100 an hour); beyond either, a client that has failed against the
 * account in the last hour is refused without a password check, while a client that has not
 * (the owner on their own device) still signs in with the right password: a flood of wrong
 * passwords cannot lock the owner out (decision 0057). The owner is mailed when an hour's
 * failures reach `loginFailureAlertAt` (once an hour at most).
 */
export const ACCOUNT_LIMITS = {
  loginFailuresPerMinute: { limit: 10, windowSeconds: 60 },
  loginFailuresPerHour: { limit: 100, windowSeconds: 3600 },
  /** How long a client's failure against an account marks it as failing there. */
  loginClientFailureWindowSeconds: 3600,
  loginFailureAlertAt: 10,
  /** 'An account with this email already exists' answers per client (IPv6 /64) and hour. */
  registerExistingPerClientPerHour: { limit: 10, windowSeconds: 3600 },
  /** Code mails (sign-up, email change) per target address, whoever asks. */
  codeMailsPerAddressPerHour: { limit: 3, windowSeconds: 3600 },
  codeMailsPerAddressPerDay: { limit: 6, windowSeconds: 24 * 3600 },
  resetMailsPerHour: { limit: 5, windowSeconds: 3600 },
  /** Current-password checks in the settings count like login attempts, per account. */
  passwordChecksPerMinute: { limit: 10, windowSeconds: 60 },
  passwordChecksPerHour: { limit: 100, windowSeconds: 3600 },
} as const;
