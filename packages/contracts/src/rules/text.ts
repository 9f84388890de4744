import { z } from 'zod';
import { MIN_LONG_TEXT, POST_TEXT_MAX } from '../constants.js';
import { MESSAGES } from './messages.js';

/** Upper bound for long free text, so no field can carry megabytes. */
export const LONG_TEXT_MAX = 5000;

/** Length as a person counts it: surrounding space does not count toward a minimum. */
export function countedLength(text: string): number {
  return text.trim().length;
}

export function longText(minMessage: string, min: number = MIN_LONG_TEXT) {
  return z
    .string({ required_error: minMessage })
    .refine((v) => countedLength(v) >= min, minMessage)
    .refine((v) => v.length <= LONG_TEXT_MAX, `Must be at most ${LONG_TEXT_MAX} characters`);
}

export const zReviewText = longText(MESSAGES.reviewMin);
export const zResponseText = longText(MESSAGES.responseMin);
export const zAppealText = longText(MESSAGES.appealMin);
export const zDescription = z
  .string({ required_error: MESSAGES.descriptionRequired })
  .min(1, MESSAGES.descriptionRequired)
  .pipe(longText(MESSAGES.descriptionMin));

export const zPostText = z.string().max(POST_TEXT_MAX, MESSAGES.postMax);
