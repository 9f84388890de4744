import {
  MESSAGES,
  ZProviderProfileResponseSchema,
  ZProvidersListResponseSchema,
} from '@app/contracts';
import request from 'supertest';
import { createProvider } from './factories/directory';
import { createTestApp, TestApp } from './test-app';

/** Issue 15: the profile's distance from the place the visitor searched from. */

let t: TestApp;
let miamiLaw: string;
let unplaced: string;

const profile = async (id: string, query: Record<string, string | number> = {}) =>
  ZProviderProfileResponseSchema.parse(
    (await request(t.http).get(`/api/providers/${id}`).query(query).expect(200)).body,
  ).data;

beforeAll(async () => {
  t = await createTestApp();
  miamiLaw = await createProvider(t, {
    name: 'Profile Distance Law',
    category: 'Law Firms',
    state: 'FL',
    city: 'Miami',
  });
  // The trigger places the provider at its ZIP's centre.
  await t.query(`UPDATE providers SET zip = '33131' WHERE id = $1`, [miamiLaw]);
  unplaced = await createProvider(t, { name: 'Nowhere Towing', state: 'FL', city: 'Nowhere' });
  await t.query(`UPDATE providers SET zip = NULL, city = NULL WHERE id = $1`, [unplaced]);
});
afterAll(() => t.close());

describe('GET /providers/:id with a place', () => {
  it('answers no distance without a place', async () => {
    const p = await profile(miamiLaw);
    expect(p.distanceMiles).toBeUndefined();
    expect(p.distanceFrom).toBeUndefined();
  });

  it('answers the miles from a ZIP, as the search measures them, and names its city', async () => {
    const p = await profile(miamiLaw, { near: '33101' });
    expect(p.distanceFrom).toBe('Miami, FL');
    expect(p.distanceMiles).toBeGreaterThan(0);
    expect(p.distanceMiles).toBeLessThan(5);
    // The same figure as the search result for the same place.
    const list = ZProvidersListResponseSchema.parse(
      (
        await request(t.http)
          .get('/api/providers')
          .query({ near: '33101', q: 'Profile Distance Law' })
          .expect(200)
      ).body,
    );
    expect(list.data.find((r) => r.id === miamiLaw)?.distanceMiles).toBe(p.distanceMiles);
  });

  it("reads 'City, ST' and lat + lng (no place name then)", async () => {
    const fromOrlando = await profile(miamiLaw, { near: 'Orlando, FL' });
    expect(fromOrlando.distanceFrom).toBe('Orlando, FL');
    // Miami to Orlando: about 200 miles by air.
    expect(fromOrlando.distanceMiles).toBeGreaterThan(180);
    expect(fromOrlando.distanceMiles).toBeLessThan(250);
    const here = await profile(miamiLaw, { lat: 25.77, lng: -80.19 });
    expect(here.distanceFrom).toBeNull();
    expect(here.distanceMiles).toBeLessThan(5);
    expect(Number.isInteger(here.distanceMiles! * 10)).toBe(true);
  });

  it('answers a null distance for a provider that has no point', async () => {
    const p = await profile(unplaced, { near: '33101' });
    expect(p.latitude).toBeNull();
    expect(p.distanceMiles).toBeNull();
    expect(p.distanceFrom).toBe('Miami, FL');
  });

  it('answers 400 for an unknown place, half a coordinate or a bad number', async () => {
    const unknown = await request(t.http)
      .get(`/api/providers/${miamiLaw}`)
      .query({ near: 'Atlantis, ZZ' })
      .expect(400);
    expect(unknown.body.message).toBe(MESSAGES.placeNotFound);
    const half = await request(t.http)
      .get(`/api/providers/${miamiLaw}`)
      .query({ lat: 25.7 })
      .expect(400);
    expect(JSON.stringify(half.body)).toContain(MESSAGES.latLngTogether);
    await request(t.http).get(`/api/providers/${miamiLaw}`).query({ lat: 95, lng: 0 }).expect(400);
  });

  it('still answers 404 for an unknown provider with a place', async () => {
    await request(t.http)
      .get('/api/providers/no-such-provider')
      .query({ near: '33101' })
      .expect(404);
  });
});
