import { z } from 'zod';

/**
 * How a review's author is known to have dealt with the provider, set when it is written:
 * 'contact' = they sent this provider a lead or appointment request through this site at
 * least a day before; 'invited' = it came through the provider's invitation. Labels inform,
 * they never filter or weigh (docs/decisions/0029). Kept apart from trust/ so that the
 * public pages' client carries only this.
 */
export const REVIEW_VERIFICATIONS = ['contact', 'invited'] as const;
export type TReviewVerification = (typeof REVIEW_VERIFICATIONS)[number];
export const ZReviewVerificationSchema = z.enum(REVIEW_VERIFICATIONS).nullable();

/** The label and its short explanation, shown on the review (a disclosure). */
export const VERIFICATION_LABELS: Record<TReviewVerification, { label: string; explain: string }> =
  {
    contact: {
      label: 'Verified contact',
      explain:
        'The author sent this provider a request through our site at least a day before writing this review. It does not tell whether the review is positive or negative.',
    },
    invited: {
      label: 'Invited',
      explain:
        'The provider invited this person to write a review with our standard invitation, which asks for no rating and offers nothing in return. Providers cannot choose which reviews are published.',
    },
  };
