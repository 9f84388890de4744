import { CATEGORIES, EXTRA_CATEGORIES } from '@app/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { SAMPLE_REVIEWERS } from '../src/providers/sample-data';
import { createTestApp, TestApp } from './test-app';

/** SEED=sample loads the sample directory once; a second start-up adds nothing. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'sample' } });
});
afterAll(() => t.close());

async function counts() {
  const [row] = await t.query<Record<string, number>>(`
    SELECT (SELECT count(*)::int FROM providers) AS providers,
           (SELECT count(*)::int FROM providers WHERE is_sample) AS sample_providers,
           (SELECT count(*)::int FROM reviews) AS reviews,
           (SELECT count(*)::int FROM posts) AS posts,
           (SELECT count(*)::int FROM users) AS users`);
  return row!;
}

describe('SEED=sample', () => {
  it('loads ten sample providers over the nine categories, three states and three plans', async () => {
    const c = await counts();
    expect(c).toMatchObject({
      providers: 10,
      sample_providers: 10,
      users: SAMPLE_REVIEWERS.length,
    });
    expect(c.posts).toBeGreaterThanOrEqual(6);
    const rows = await t.query<{
      category: string;
      state: string;
      plan: string;
      description: string;
    }>('SELECT category, state, plan, description FROM providers');
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set([...CATEGORIES, ...EXTRA_CATEGORIES]),
    );
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['FL', 'NY', 'CA']));
    expect(new Set(rows.map((r) => r.plan))).toEqual(new Set(['premium', 'basic', 'unclaimed']));
    expect(rows.every((r) => r.description.length >= 100)).toBe(true);
  });

  it('sponsors demo-1..demo-5 with specialties and a quote', async () => {
    const res = await request(t.http).get('/api/providers/sponsored').expect(200);
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([
      'demo-1',
      'demo-2',
      'demo-3',
      'demo-4',
      'demo-5',
    ]);
    for (const p of res.body.data) {
      expect(p.specialties.length).toBeGreaterThan(0);
      expect(p.quote.length).toBeGreaterThan(10);
    }
  });

  it('gives every claimed provider 2 to 6 reviews, and ratings that match them', async () => {
    const rows = await t.query<{
      plan: string;
      n: number;
      rating: string;
      review_count: number;
      avg: string | null;
    }>(`
      SELECT p.plan, count(r.id)::int AS n, p.rating, p.review_count, round(avg(r.rating), 1) AS avg
      FROM providers p LEFT JOIN reviews r ON r.provider_id = p.id GROUP BY p.id`);
    for (const row of rows) {
      if (row.plan === 'unclaimed') expect(row.n).toBe(0);
      else expect(row.n).toBeGreaterThanOrEqual(2);
      expect(row.n).toBeLessThanOrEqual(6);
      expect(row.review_count).toBe(row.n);
      expect(Number(row.rating)).toBe(Number(row.avg ?? 0));
    }
    const [responses] = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reviews WHERE response_text IS NOT NULL',
    );
    expect(responses!.n).toBeGreaterThan(0);
  });

  it('serves a premium profile with banner, amenities, lead form and hours', async () => {
    const res = await request(t.http).get('/api/providers/demo-1').expect(200);
    expect(res.body.data).toMatchObject({
      plan: 'premium',
      showBanner: true,
      isSample: true,
      amenities: { freeParking: true },
      workingHours: { monday: { enabled: true, startTime: '9:00am', endTime: '7:00pm' } },
    });
    expect(res.body.data.leadForm.options.length).toBeGreaterThan(0);
    expect(res.body.data.ratingSummary.total).toBe(res.body.data.reviewCount);
  });

  it('draws its pictures and stores them here: logos, banners and post photos are served images', async () => {
    const { data } = (await request(t.http).get('/api/providers/demo-1').expect(200)).body;
    const posts = (await request(t.http).get('/api/providers/demo-1/posts').expect(200)).body.data;
    const urls: string[] = [
      data.logoUrl,
      data.bannerUrl,
      ...posts.flatMap((p: { imageUrls: string[] }) => p.imageUrls),
    ];
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/files\/public\//);
      const file = await request(t.http).get(url).expect(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    const banner = await sharp(
      (await request(t.http).get(data.bannerUrl)).body as Buffer,
    ).metadata();
    expect([banner.width, banner.height]).toEqual([1610, 320]);
  });

  it("answers 'tow truck near 33101 open now' with a towing company open 24 hours, placed on the map", async () => {
    const res = await request(t.http)
      .get('/api/providers')
      .query({ q: 'tow truck', near: '33101', openNow: 'true' })
      .expect(200);
    const tow = res.body.data.find((p: { id: string }) => p.id === 'demo-8');
    expect(tow).toMatchObject({
      name: 'Biscayne Wrecker & Towing',
      category: 'Towing Services',
      openNow: true,
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(tow.distanceMiles).toBeGreaterThan(0);
    expect(tow.distanceMiles).toBeLessThan(5);
    const profile = (await request(t.http).get('/api/providers/demo-8').expect(200)).body.data;
    expect(profile.facts).toMatchObject({ open24Hours: true, languages: ['es', 'en'] });
  });

  it('makes sample reviewers verified accounts nobody can sign in to', async () => {
    const [reviewer] = SAMPLE_REVIEWERS;
    const page = await request(t.http).get(`/api/users/${reviewer.id}`).expect(200);
    expect(page.body.data.reviewCount).toBeGreaterThan(0);
    const rows = await t.query<{
      email: string;
      is_email_confirmed: boolean;
      password_hash: string;
    }>('SELECT email, is_email_confirmed, password_hash FROM users WHERE id = $1', [reviewer.id]);
    expect(rows[0]!.is_email_confirmed).toBe(true);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('does not load twice when the app starts again on the same database', async () => {
    const before = await counts();
    const config = await AppConfig.load({
      LOG_LEVEL: 'silent',
      SEED: 'sample',
      WEB_DIST_DIR: `${t.dataDir}/no-web-build`,
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.dataDir,
    });
    const second = await createApp(config, t.databaseUrl);
    await second.close();
    expect(await counts()).toEqual(before);
  });
});
