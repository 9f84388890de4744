import { MAX_PENDING_CLAIMS } from '../constants.js';

/** The messages of profile claims (API answers). */
export const CLAIM_MESSAGES = {
  notFound: 'Claim not found',
  alreadyOwned: 'This profile has already been claimed by its owner.',
  alreadyPending:
    'You already have a claim on this profile waiting for review. We will email you when it is decided.',
  notPending: 'This claim has already been decided.',
  tooManyPending: `You already have ${MAX_PENDING_CLAIMS} claims waiting for review. Please wait for a decision before claiming another profile.`,
} as const;
