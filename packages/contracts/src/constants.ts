/** Business constants and limits of spec section 9, in one place for the API and the web. */

const MB = 1024 * 1024;

export const CATEGORIES = [
  'Law Firms',
  'Medical Facilities',
  'Auto Body Shops',
  'Towing Services',
  'Chiropractors',
  'Insurance Agents',
  'MRI/Imaging Centers',
  'Case Funding Loans',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Categories that appear in data but not in the eight filters (spec section 1). */
export const EXTRA_CATEGORIES = ['Physical Therapists'] as const;

/** The Location filter: every US state, DC and Puerto Rico (rules/address.ts), FL/NY/CA included. */
export { US_STATE_CODES as LOCATION_OPTIONS } from './rules/states.js';
export const ALL_CATEGORIES_LABEL = 'All';
export const ALL_STATES_LABEL = 'All States';

export const AUTH_TOKEN_COOKIE = 'auth_token';
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';
export const TOKEN_TTL_DAYS = 7;
export const TOKEN_TTL_SECONDS = TOKEN_TTL_DAYS * 24 * 60 * 60;
/**
 * A sign-in without 'Remember me' (decision 0025): the browser keeps the token only in a
 * session cookie, and the API lets it live 12 hours instead of 7 days.
 */
export const SHORT_SESSION_TTL_SECONDS = 12 * 60 * 60;

export const STORAGE_KEYS = {
  hasVisited: 'hasVisited',
  activeRole: 'activeRole',
  /** When this browser agreed to the privacy policy (the acknowledgement page). */
  privacyAcknowledged: 'privacyAcknowledged',
} as const;

export const RESEND_CODE_COUNTDOWN_SECONDS = 20;
export const CONFIRMATION_CODE_LENGTH = 5;
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are allowed; the cap only keeps hashing cheap for hostile input. */
export const PASSWORD_MAX_LENGTH = 128;

export const PROFILE_IMAGE_MIN_SIDE_PX = 300;
export const PROFILE_IMAGE_MAX_BYTES_MODAL = 2 * MB;
export const PROFILE_IMAGE_MAX_BYTES_PAGE = 5 * MB;
export const UPLOAD_MAX_BYTES = 5 * MB;
export const BANNER_MAX_BYTES = 4 * MB;
export const BANNER_RECOMMENDED = { width: 1610, height: 320 } as const;
export const CLAIM_FILE_MAX_BYTES = 10 * MB;
/** Claims one account may have waiting for review at once, across profiles (issue 43). */
export const MAX_PENDING_CLAIMS = 3;
export const LOGO_SIZE_PX = 600;

export const MIN_LONG_TEXT = 100;
export const POST_TEXT_MAX = 500;
export const MAX_POST_PHOTOS = 5;
export const MAX_REVIEW_PHOTOS = 5;
export const MAX_APPEAL_FILES = 5;
export const REVIEW_QUESTION_COUNT = 5;

export const MAX_SUGGESTIONS = 6;
export const ADMIN_PAGE_SIZE = 10;
export const APPEALS_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 400;
export const PROVIDER_LIST_MAX_LIMIT = 50;
/**
 * The deepest offset an offset-paged list serves (every list: the directory, admin lists,
 * leads, ...). Deeper pages would make the database read and throw away most of a table; a
 * deeper offset is refused with 400 (MESSAGES.offsetTooDeep). Matches the search's count cap.
 */
export const MAX_LIST_OFFSET = 1000;

export const SEARCH_SKELETON_MS = 500;
export const PROFILE_SKELETON_MS = 600;
export const FADE_IN_DELAY_MS = 40;
export const HINT_RED_MS = 3000;

export const MOBILE_BREAKPOINT_PX = 768;

export const POSTS_CARD_COUNT = 2;
export const LATEST_POSTS_COUNT = 3;

export const LIGHTBOX = { preloadSlides: 2, fadeMs: 330, swipeMs: 500 } as const;

export const PREMIUM_PRICE_PER_MONTH_USD = 25;
export const FREE_PLAN_POSTS_PER_WEEK = 1;
export const AD_PRICE_PER_PLACEMENT_USD = 25;
export const AD_DURATIONS_DAYS = [3, 7, 30] as const;
export const AD_PLACEMENTS = ['main', 'search', 'provider', 'user'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** Total of an ad campaign: $25 per selected placement, whatever the duration. */
export function adCampaignTotal(placements: readonly AdPlacement[]): number {
  return new Set(placements).size * AD_PRICE_PER_PLACEMENT_USD;
}

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SAMPLE_HOURS = { startTime: '9:00am', endTime: '7:00pm' } as const;

/** Owner default: weekdays on, weekend off. */
export function defaultWorkingHours(): Record<
  Weekday,
  { enabled: boolean; startTime: string; endTime: string }
> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { enabled: day !== 'saturday' && day !== 'sunday', ...SAMPLE_HOURS },
    ]),
  ) as Record<Weekday, { enabled: boolean; startTime: string; endTime: string }>;
}

export const PLAN_TYPES = ['basic', 'premium', 'unclaimed'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PLAN_LABELS: Record<PlanType, string> = {
  basic: 'Basic',
  premium: 'Premium',
  unclaimed: 'Unclaimed',
};

export const ROLES = ['user', 'provider', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const OWNER_PROVIDER_TYPES = [
  'Law Firm',
  'Medical Practice',
  'Dental Practice',
  'Healthcare Provider',
  'Therapy Center',
  'Wellness Center',
  'Clinic',
  'Hospital',
  'Other',
] as const;

export const ADMIN_PROVIDER_TYPES = [
  'Law Firm',
  'Medical Facility',
  'MRI Center',
  'Chiropractor',
  'Insurance Agent',
  'Auto Repair',
  // Spec 3 lists the six above; these make every category a choice (issue 21).
  'Towing Service',
  'Case Funding',
  'Physical Therapist',
] as const;

export const COPYRIGHT_YEAR = 2025;
