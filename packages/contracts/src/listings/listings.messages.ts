import { LISTING_LIMITS } from './listing-limits.js';

/** The messages of a listing's life (issue 47): adding, merging, closing (API answers). */
export const LISTING_MESSAGES = {
  likelyDuplicates:
    'This business may already be listed. If it is yours, claim it; if it is a different business, save it anyway.',
  perPersonPerDay: `You can add at most ${LISTING_LIMITS.perPersonPerDay} businesses a day. Please try again tomorrow.`,
  perAddressPerDay: `At most ${LISTING_LIMITS.perAddressPerDay} businesses can be added at one address in a day. Please try again tomorrow.`,
  categoryInvalid: 'Please choose a category',
  closedNoLeads: 'This business is closed and does not take requests.',
  merged: 'This listing was merged into another one.',
  mergeIntoSelf: 'A listing cannot be merged into itself.',
  mergeTargetMerged:
    'The listing to keep was itself merged into another one. Choose the one it was merged into.',
  notClosed: 'This listing is not closed.',
  closedStatusInvalid: "Choose 'permanently_closed' or 'temporarily_closed'",
  reasonMax: `The reason can be at most ${LISTING_LIMITS.reasonMax} characters`,
} as const;
