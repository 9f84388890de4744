import { describe, expect, it } from 'vitest';
import {
  adCampaignTotal,
  CATEGORIES,
  defaultWorkingHours,
  errorBody,
  isNegativeRating,
  overallOf,
  scoreLabel,
  starSlots,
  ZErrorBodySchema,
  offsetPagination,
  pagePagination,
  dataEnvelope,
  pagedEnvelope,
  contract,
  MAX_LIST_OFFSET,
  MESSAGES,
} from './index.js';
import { z } from 'zod';

describe('spec section 9 constants', () => {
  it('has the eight categories in spec order', () => {
    expect(CATEGORIES).toEqual([
      'Law Firms',
      'Medical Facilities',
      'Auto Body Shops',
      'Towing Services',
      'Chiropractors',
      'Insurance Agents',
      'MRI/Imaging Centers',
      'Case Funding Loans',
    ]);
  });
  it.each([
    [5, 'Excellent'],
    [4.5, 'Excellent'],
    [4.49, 'Good'],
    [2.5, 'Good'],
    [2.49, 'Fair'],
    [1.5, 'Fair'],
    [1.49, 'Poor'],
    [0, 'Poor'],
  ] as const)('labels %s as %s', (rating, label) => expect(scoreLabel(rating)).toBe(label));
  it('shows negative stars at 2 or below', () => {
    expect(isNegativeRating(2)).toBe(true);
    expect(isNegativeRating(2.1)).toBe(false);
  });
  it('draws a half star when the fraction is at least 0.5', () => {
    expect(starSlots(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starSlots(3.49)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starSlots(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starSlots(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
  it('computes overall as the mean of the five scores to one decimal', () => {
    expect(overallOf([5, 4, 4, 3, 5])).toBe(4.2);
    expect(overallOf([1, 2, 2, 2, 2])).toBe(1.8);
    expect(overallOf([])).toBe(0);
  });
  it('prices ads at $25 per placement whatever the duration', () => {
    expect(adCampaignTotal(['main', 'search'])).toBe(50);
    expect(adCampaignTotal(['main', 'search', 'provider', 'user'])).toBe(100);
    expect(adCampaignTotal(['main', 'main'])).toBe(25);
    expect(adCampaignTotal([])).toBe(0);
  });
  it('defaults owner hours to weekdays on and weekend off', () => {
    const hours = defaultWorkingHours();
    expect(Object.keys(hours)).toHaveLength(7);
    expect(hours.monday.enabled).toBe(true);
    expect(hours.friday.enabled).toBe(true);
    expect(hours.saturday.enabled).toBe(false);
    expect(hours.sunday.enabled).toBe(false);
  });
});

describe('envelopes, errors and paging', () => {
  it('builds error bodies with the reason phrase', () => {
    expect(errorBody(403, 'Access denied. Admin permissions required.')).toEqual({
      statusCode: 403,
      message: 'Access denied. Admin permissions required.',
      error: 'Forbidden',
    });
    expect(ZErrorBodySchema.safeParse({ statusCode: 400, message: 'x' }).success).toBe(false);
  });
  it('wraps payloads in data', () => {
    expect(dataEnvelope(z.object({ url: z.string() })).parse({ data: { url: 'u' } })).toEqual({
      data: { url: 'u' },
    });
    expect(pagedEnvelope(z.number()).safeParse({ data: [1], total: 1, offset: 0 }).success).toBe(
      false,
    );
  });
  it('parses offset paging from query strings with defaults and bounds', () => {
    const q = offsetPagination(10, 50);
    expect(q.parse({})).toEqual({ offset: 0, limit: 10 });
    expect(q.parse({ offset: '20', limit: '' })).toEqual({ offset: 20, limit: 10 });
    expect(q.safeParse({ limit: '51' }).success).toBe(false);
    expect(q.safeParse({ offset: '-1' }).success).toBe(false);
    expect(q.parse({ offset: String(MAX_LIST_OFFSET) }).offset).toBe(MAX_LIST_OFFSET);
    expect(q.safeParse({ offset: String(MAX_LIST_OFFSET + 1) }).error?.issues[0]?.message).toBe(
      MESSAGES.offsetTooDeep,
    );
    expect(q.safeParse({ limit: 'ten' }).success).toBe(false);
    expect(pagePagination(10, 50).parse({ page: '2' })).toEqual({ page: 2, pageSize: 10 });
  });
  it('puts every route under /api', () => {
    expect(contract.health.check.path).toBe('/api/health');
  });
});

describe('the package entry (module load order)', () => {
  it('builds the text rules after the constants they read (no import cycle through constants)', async () => {
    const entry = await import('./index.js');
    const review = 'x'.repeat(entry.MIN_LONG_TEXT);
    expect(entry.zReviewText.safeParse(review).success).toBe(true);
    expect(entry.zReviewText.safeParse(review.slice(1)).success).toBe(false);
    expect(entry.LOCATION_OPTIONS).toHaveLength(52);
  });
});
