export type ScoreLabel = 'Excellent' | 'Good' | 'Fair' | 'Poor';

/** 4.5 and up Excellent, 2.5 to 4.5 Good, 1.5 to 2.5 Fair, below 1.5 Poor (spec 9). */
export function scoreLabel(rating: number): ScoreLabel {
  if (rating >= 4.5) return 'Excellent';
  if (rating >= 2.5) return 'Good';
  if (rating >= 1.5) return 'Fair';
  return 'Poor';
}

/** Ratings of 2 or below show red 'negative' stars. */
export const NEGATIVE_STARS_AT_OR_BELOW = 2;
export function isNegativeRating(rating: number): boolean {
  return rating <= NEGATIVE_STARS_AT_OR_BELOW;
}

/** Five star slots: full, half (fraction at least 0.5) or empty. */
export function starSlots(rating: number): Array<'full' | 'half' | 'empty'> {
  const clamped = Math.max(0, Math.min(5, rating));
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5;
  return Array.from({ length: 5 }, (_, i) =>
    i < full ? 'full' : i === full && half ? 'half' : 'empty',
  );
}

/** Overall = mean of the five sub-scores, rounded to one decimal. */
export function overallOf(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  return Math.round(mean * 10) / 10;
}
