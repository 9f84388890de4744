import { MESSAGES } from '@app/contracts';

/** The reviews' own messages (the contract's are MESSAGES in @app/contracts). */
export const REVIEW_MESSAGES = {
  providerNotFound: MESSAGES.providerNotFound,
  reviewNotFound: MESSAGES.reviewNotFound,
  ownBusiness: 'You cannot review your own business',
  alreadyReviewed: 'You have already reviewed this provider',
  notYours: 'You can only delete your own reviews',
  notYoursToEdit: 'You can only edit your own reviews',
  invalidCursor: 'Invalid cursor',
  photoNotIssued: 'Photos must be uploaded to this site first',
} as const;
