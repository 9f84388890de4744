import type { Badge } from '@app/contracts';

/**
 * The badge rules, in one place (decision 0006):
 * - `pro_reviewer`: the person has written 5 or more reviews;
 * - `veteran`: the account is at least one year old.
 * Badges are computed when asked for, never stored, so they follow deletions at once.
 */
export const PRO_REVIEWER_MIN_REVIEWS = 5;
export const VETERAN_MIN_AGE_YEARS = 1;

export function badgesFor(
  account: { reviewCount: number; createdAt: Date },
  now: Date = new Date(),
): Badge[] {
  const badges: Badge[] = [];
  if (account.reviewCount >= PRO_REVIEWER_MIN_REVIEWS) badges.push('pro_reviewer');
  const anniversary = new Date(account.createdAt);
  anniversary.setUTCFullYear(anniversary.getUTCFullYear() + VETERAN_MIN_AGE_YEARS);
  if (anniversary.getTime() <= now.getTime()) badges.push('veteran');
  return badges;
}
