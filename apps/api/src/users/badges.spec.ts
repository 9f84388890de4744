import { badgesFor } from './badges';

describe('badgesFor', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('gives none to a new account with few reviews', () => {
    expect(badgesFor({ reviewCount: 4, createdAt: new Date('2026-01-01T00:00:00Z') }, now)).toEqual(
      [],
    );
  });

  it('gives pro_reviewer from 5 reviews', () => {
    expect(badgesFor({ reviewCount: 5, createdAt: now }, now)).toEqual(['pro_reviewer']);
  });

  it('gives veteran from the first anniversary of the account', () => {
    expect(badgesFor({ reviewCount: 0, createdAt: new Date('2025-06-01T12:00:00Z') }, now)).toEqual(
      ['veteran'],
    );
    expect(badgesFor({ reviewCount: 0, createdAt: new Date('2025-06-01T12:00:01Z') }, now)).toEqual(
      [],
    );
  });
});
