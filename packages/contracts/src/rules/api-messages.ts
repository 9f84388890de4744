import { MESSAGES } from './messages.js';

/** Pixels an uploaded image may have before it is decoded (40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Messages the API answers that no form shows (issue 19: every user-facing message lives in
 * the contracts, so that it has its Spanish in i18n/messages-es.ts).
 */
export const API_MESSAGES = {
  fileLinkInvalid: 'This link is invalid or has expired',
  fileNotFound: 'File not found',
  campaignNotFound: 'Campaign not found',
  campaignOver: 'This campaign is already cancelled or over',
  checkoutNotFound: 'Checkout not found',
  paymentNotFound: 'Payment not found',
  savedCardNotFound: 'Saved card not found',
  miniSiteNotFound: 'Mini-site not found',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  internalError: 'Internal server error',
  bodyTooLarge: 'Request body is too large',
  malformedJson: 'Malformed JSON in request body',
  /** A body (JSON, a form, a multipart text field) whose bytes are not UTF-8. */
  invalidUtf8: 'The request is not valid UTF-8 text',
  /** An account's uploads of the last 24 hours reached UPLOAD_QUOTA_BYTES_PER_DAY (a 429). */
  uploadQuotaReached: 'You have reached the upload limit for today. Please try again tomorrow.',
  /** The upload folder's disk is below UPLOAD_MIN_FREE_BYTES: a 507 before it fills. */
  storageFull:
    'Uploads are paused because the server is running low on storage. Please try again later.',
  /** Nest's own text of a bare NotFoundException / ForbiddenException. */
  notFound: 'Not Found',
  forbidden: 'Forbidden',
} as const;

/** Messages with a number in them (their Spanish is a pattern of i18n/messages-es.ts). */
export const API_MESSAGE_TEMPLATES = {
  tooManyRequests: (seconds: number) =>
    `Too many requests. Please try again in ${seconds} seconds.`,
  waitForNewCode: (seconds: number) =>
    `Please wait ${seconds} seconds before requesting a new code.`,
} as const;

/** The reviews' own API messages (the forms' are MESSAGES). */
export const REVIEW_MESSAGES = {
  providerNotFound: MESSAGES.providerNotFound,
  reviewNotFound: MESSAGES.reviewNotFound,
  ownBusiness: 'You cannot review your own business',
  alreadyReviewed: 'You have already reviewed this provider',
  notYours: 'You can only delete your own reviews',
  /** An admin on the author's route (issue 43): removal goes through moderation, with a reason. */
  adminRemovesThroughModeration:
    'Admins remove reviews through moderation (an appeal or a report), with a reason',
  notYoursToEdit: 'You can only edit your own reviews',
  invalidCursor: 'Invalid cursor',
  photoNotIssued: 'Photos must be uploaded to this site first',
} as const;

/** The image and document uploads' own API messages. */
export const IMAGE_MESSAGES = {
  missing: 'Please choose a file to upload',
  notImage: 'Only JPEG, PNG, WebP and GIF images are allowed',
  unreadable: 'This image is damaged or incomplete and cannot be read',
  tooManyPixels: `This image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
} as const;

/** The posts' own API messages. */
export const POST_MESSAGES = {
  claimFirst: 'Claim this profile to publish posts',
} as const;

/** Fixed messages of the contracts' request schemas (ids, query values, ranges). */
export const FIELD_MESSAGES = {
  invalidId: 'Invalid id',
  invalidUserId: 'Invalid user id',
  invalidLeadId: 'Invalid lead id',
  invalidReviewId: 'Invalid review id',
  invalidProviderId: 'Invalid provider id',
  trueOrFalse: 'Must be true or false',
  closedInclude: "Must be 'include' or left out",
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  stateTwoLetters: 'State must be a two-letter code',
  ratingsRange: 'Ratings go from 1 to 5',
  invitationLinkInvalid: 'This invitation link is invalid or has expired',
  headingMax: 'Heading must be at most 120 characters',
  miniSiteDescriptionMax: 'Description must be at most 1000 characters',
} as const;

/** The schemas' messages with a limit in them (their Spanish is a pattern). */
export const FIELD_MESSAGE_TEMPLATES = {
  atLeast: (n: number) => `Must be at least ${n}`,
  atMost: (n: number) => `Must be at most ${n}`,
  atMostCharacters: (n: number) => `Must be at most ${n} characters`,
  firstNameMax: (n: number) => `First Name must be at most ${n} characters`,
  lastNameMax: (n: number) => `Last Name must be at most ${n} characters`,
  profileNameMax: (n: number) => `Profile name must be at most ${n} characters`,
  optionTextMax: (n: number) => `Options are at most ${n} characters`,
  atMostOptions: (n: number) => `At most ${n} options`,
  leadMessageMax: (n: number) => `Message must be at most ${n} characters`,
  buttonNameMax: (n: number) => `Button names are at most ${n} characters`,
  atMostButtons: (n: number) => `At most ${n} buttons`,
  atMostPhotos: (n: number) => `At most ${n} photos`,
} as const;
