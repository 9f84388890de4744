/** The reviews' own messages (the contract's are MESSAGES in @app/contracts). */
export const REVIEW_MESSAGES = {
  providerNotFound: 'Provider not found',
  reviewNotFound: 'Review not found',
  ownBusiness: 'You cannot review your own business',
  alreadyReviewed: 'You have already reviewed this provider',
  notYours: 'You can only delete your own reviews',
  notYoursToEdit: 'You can only edit your own reviews',
  invalidCursor: 'Invalid cursor',
  photoNotIssued: 'Photos must be uploaded to this site first',
} as const;
