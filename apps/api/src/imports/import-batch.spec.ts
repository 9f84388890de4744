import { changedFields, verdictOf, type SourceFields } from './import-batch';

/** The duplicate rule and the owners-win field rule, as a table of examples. */

const c = (
  id: string,
  fields: Partial<{ sim: number; dist: number | null; phone_eq: boolean }>,
) => ({
  i: 0,
  id,
  sim: 0,
  dist: null,
  phone_eq: false,
  ...fields,
});

describe('verdictOf (the duplicate rule)', () => {
  it.each([
    ['no candidate', [], 'none'],
    ['the same phone, far away', [c('a', { phone_eq: true, dist: 9000, sim: 0.1 })], 'same'],
    ['a similar name at 100 m', [c('a', { sim: 0.6, dist: 100 })], 'same'],
    ['a similar name at exactly 150 m', [c('a', { sim: 0.5, dist: 150 })], 'same'],
    ['a similar name at 300 m', [c('a', { sim: 0.8, dist: 300 })], 'similar_name_nearby'],
    [
      'two candidates',
      [c('a', { phone_eq: true }), c('b', { sim: 0.9, dist: 20 })],
      'several_candidates',
    ],
    [
      'one listing found twice (phone and name)',
      [c('a', { phone_eq: true }), c('a', { sim: 0.9, dist: 20 })],
      'same',
    ],
  ])('%s', (_label, candidates, expected) => {
    const verdict = verdictOf(candidates);
    expect(verdict.kind === 'ambiguous' ? verdict.reason : verdict.kind).toBe(expected);
  });
});

const now: SourceFields = {
  name: 'Harbor Clinic',
  category: 'Medical Facilities',
  specialties: [],
  phone: null,
  website: 'https://harbor.example',
  location: {
    addressLine1: '1 Main St',
    city: 'Miami',
    state: 'FL',
    zip: '33131',
    latitude: 25.77,
    longitude: -80.19,
  },
  status: 'open',
};

describe('changedFields (which fields a record changes on its listing)', () => {
  it('a record joining a listing fills its blanks only, and closes it if the place closed', () => {
    expect(changedFields(now, { ...now, name: 'Other', phone: '(305) 555-0100' }, null)).toEqual([
      'phone',
    ]);
    expect(changedFields(now, { ...now, status: 'permanently_closed' }, null)).toEqual(['status']);
    expect(changedFields({ ...now, status: 'permanently_closed' }, now, null)).toEqual([]);
  });

  it('a record of the listing changes what its source changed since it last said it', () => {
    const said = { ...now };
    expect(changedFields(now, { ...now, name: 'Harbor Clinic North' }, said)).toEqual(['name']);
    // The listing's name is another source's: this source said the same as before.
    expect(changedFields({ ...now, name: 'From NPPES' }, now, said)).toEqual([]);
    // A blank from the source never erases.
    expect(changedFields(now, { ...now, website: null }, said)).toEqual([]);
    // Closed, then open again by the same source: reopened.
    expect(
      changedFields({ ...now, status: 'permanently_closed' }, now, {
        ...said,
        status: 'permanently_closed',
      }),
    ).toEqual(['status']);
  });
});
