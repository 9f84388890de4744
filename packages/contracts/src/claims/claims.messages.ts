/** The messages of profile claims (API answers). */
export const CLAIM_MESSAGES = {
  notFound: 'Claim not found',
  alreadyOwned: 'This profile has already been claimed by its owner.',
  alreadyPending:
    'You already have a claim on this profile waiting for review. We will email you when it is decided.',
  notPending: 'This claim has already been decided.',
} as const;
