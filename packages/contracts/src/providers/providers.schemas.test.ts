import { describe, expect, it } from 'vitest';
import { ZCreateReviewBodySchema, ZReviewsQuerySchema } from '../reviews/reviews.schemas.js';
import { ZProviderIdSchema, ZProvidersQuerySchema } from './providers.schemas.js';

describe('GET /providers query', () => {
  it('defaults: no sort (the API picks rating_desc, or distance for a place), offset 0, limit 20, no filters', () => {
    expect(ZProvidersQuerySchema.parse({})).toEqual({ offset: 0, limit: 20 });
  });

  it('reads All, All States and empty values as no filter (spec 2)', () => {
    const q = ZProvidersQuerySchema.parse({ category: 'All', state: 'All States', sort: '' });
    expect(q.category).toBeUndefined();
    expect(q.state).toBeUndefined();
    expect(q.sort).toBeUndefined();
    expect(ZProvidersQuerySchema.parse({ category: '', state: '' }).category).toBeUndefined();
  });

  it('normalises the text like the web does, and upper-cases the state', () => {
    const q = ZProvidersQuerySchema.parse({ q: '  law   firm ', state: 'fl' });
    expect(q.q).toBe('law firm');
    expect(q.state).toBe('FL');
  });

  it('refuses an unknown category, a bad state, a bad sort and a limit over 50', () => {
    for (const bad of [
      { category: 'Bakeries' },
      { state: 'Florida' },
      { sort: 'random' },
      { limit: '51' },
      { offset: '-1' },
    ])
      expect(ZProvidersQuerySchema.safeParse(bad).success).toBe(false);
  });

  it('reads the place, radius, open-now and injury filters', () => {
    const q = ZProvidersQuerySchema.parse({
      near: ' Miami, FL ',
      radius: '10',
      openNow: 'true',
      languages: 'es,EN',
      freeConsultation: 'true',
      pipAccepted: 'false',
      sort: 'distance',
    });
    expect(q).toMatchObject({
      near: 'Miami, FL',
      radius: 10,
      openNow: true,
      languages: ['es', 'en'],
    });
    expect(q.freeConsultation).toBe(true);
    expect(q.pipAccepted).toBeUndefined();
    expect(ZProvidersQuerySchema.parse({ lat: '25.77', lng: '-80.19' })).toMatchObject({
      lat: 25.77,
      lng: -80.19,
    });
    for (const bad of [
      { radius: '0' },
      { radius: '101' },
      { lat: '25' },
      { lat: '91', lng: '0' },
      { openNow: 'yes' },
      { languages: 'xx' },
      { sort: 'distance' },
    ])
      expect(ZProvidersQuerySchema.safeParse(bad).success).toBe(false);
  });

  it('accepts the sample ids and uuids as provider ids, nothing with slashes or dots', () => {
    expect(ZProviderIdSchema.safeParse('demo-1').success).toBe(true);
    expect(ZProviderIdSchema.safeParse('3f1c7a3e-9a7b-4c1e-8f55-0c3c2b1a9e10').success).toBe(true);
    expect(ZProviderIdSchema.safeParse('../etc').success).toBe(false);
  });
});

describe('new review body', () => {
  const ratings = { respectful: 5, explained: 4, onTime: 3, costs: 4, overall: 5 };
  const text = 'x'.repeat(100);

  it('accepts five ratings, 100 characters and up to 5 photos', () => {
    expect(ZCreateReviewBodySchema.parse({ ratings, text }).photoUrls).toEqual([]);
  });

  it('says Review needs to be at least 100 characters, not counting surrounding space', () => {
    const result = ZCreateReviewBodySchema.safeParse({ ratings, text: ` ${'x'.repeat(99)} ` });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Review needs to be at least 100 characters');
  });

  it('needs every rating between 1 and 5', () => {
    const missing = ZCreateReviewBodySchema.safeParse({ ratings: { ...ratings, costs: 0 }, text });
    expect(missing.error?.issues[0]?.message).toBe('Please rate all five questions');
    expect(
      ZCreateReviewBodySchema.safeParse({ ratings: { ...ratings, costs: 6 }, text }).success,
    ).toBe(false);
  });

  it('refuses a sixth photo', () => {
    const photoUrls = Array.from({ length: 6 }, (_, i) => `/api/files/${i}.webp`);
    expect(ZCreateReviewBodySchema.safeParse({ ratings, text, photoUrls }).success).toBe(false);
  });

  it('sorts reviews Highest to Lowest by default, 10 at a time', () => {
    expect(ZReviewsQuerySchema.parse({})).toEqual({ sort: 'rating_desc', limit: 10 });
  });
});
