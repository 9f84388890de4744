import {
  CATEGORIES,
  EXTRA_CATEGORIES,
  INJURY_FACTS,
  injuryFactsFor,
  ZProviderProfileResponseSchema,
} from '@app/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import { SAMPLE_PROVIDERS, SAMPLE_REVIEWERS } from '../src/providers/sample-data';
import { brandColours } from '../src/providers/sample-art';
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
    const [row] = await t.query<{ imported: number }>(
      'SELECT count(*)::int AS imported FROM providers WHERE NOT is_sample',
    );
    const imported = row!.imported;
    expect(c).toMatchObject({
      providers: 10 + imported,
      sample_providers: 10,
      users: SAMPLE_REVIEWERS.length,
    });
    expect(c.posts).toBeGreaterThanOrEqual(6);
    const rows = await t.query<{
      category: string;
      state: string;
      plan: string;
      description: string;
    }>('SELECT category, state, plan, description FROM providers WHERE is_sample');
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
    // Written as of past days: reviews a day before their response, posts and reviewer
    // accounts spread over months (some reviewers over a year old).
    const [dates] = await t.query<{
      days: number;
      oldest: number;
      late: number;
      veterans: number;
    }>(`
      SELECT (SELECT count(DISTINCT created_at::date)::int FROM reviews) AS days,
             (SELECT extract(day FROM now() - min(created_at))::int FROM posts) AS oldest,
             (SELECT count(*)::int FROM reviews WHERE response_text IS NOT NULL
                AND response_at - created_at <> interval '1 day') AS late,
             (SELECT count(*)::int FROM users WHERE created_at < now() - interval '1 year'
                AND is_email_confirmed) AS veterans`);
    expect(dates!.days).toBeGreaterThan(5);
    expect(dates!.oldest).toBeGreaterThan(7);
    expect(dates!.late).toBe(0);
    expect(dates!.veterans).toBeGreaterThan(0);
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

  it('gives every provider facts that fit its category, and the towing company 24-hour service', async () => {
    const profiles = await Promise.all(
      SAMPLE_PROVIDERS.map(
        async (p) =>
          ZProviderProfileResponseSchema.parse(
            (await request(t.http).get(`/api/providers/${p.id}`).expect(200)).body,
          ).data,
      ),
    );
    for (const p of profiles) {
      // Every fact set applies to the category (the editor offers only those).
      const set = INJURY_FACTS.filter((f) => p.facts[f]);
      expect(set.filter((f) => !injuryFactsFor(p.category).includes(f))).toEqual([]);
      expect(p.facts.languages.length).toBeGreaterThan(0);
    }
    const towing = profiles.find((p) => p.category === 'Towing Services')!;
    expect(towing.facts.open24Hours).toBe(true);
    expect(towing.openNow).toBe(true);
    // In Miami ('tow truck near 33101 open now', issue 15): its zone comes from its ZIP.
    expect(towing.timeZone).toBe('America/New_York');
    for (const law of profiles.filter((p) => p.category === 'Law Firms'))
      expect(law.facts).toMatchObject({ freeConsultation: true, noFeeUnlessWin: true });
    const spanish = profiles.filter((p) => p.facts.languages.includes('es'));
    expect(new Set(spanish.map((p) => p.location?.state))).toEqual(new Set(['FL', 'CA', 'NY']));
    // A provider outside the 24-hour case keeps the sample hours of the spec.
    expect(profiles.filter((p) => p.facts.open24Hours)).toHaveLength(1);
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
      // The banner (a wide gradient) is served as its WebP copy: a tenth of the PNG's bytes.
      expect(file.headers['content-type']).toBe(
        url === data.bannerUrl ? 'image/webp' : 'image/png',
      );
    }
    const bannerBytes = (await request(t.http).get(data.bannerUrl)).body as Buffer;
    const banner = await sharp(bannerBytes).metadata();
    expect([banner.format, banner.width, banner.height]).toEqual(['webp', 1610, 320]);
    expect(bannerBytes.length).toBeLessThan(30_000);
  });

  it('looks like a product: initials logos in brand colours, neutral photo placeholders, initials portraits', async () => {
    /** Raw RGB pixels of a served picture, with its size and type. */
    const pixelsOf = async (url: string) => {
      const bytes = (await request(t.http).get(url).expect(200)).body as Buffer;
      const meta = await sharp(bytes).metadata();
      const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const px = (x: number, y: number) => {
        const i = (y * meta.width! + x) * 3;
        return [data[i]!, data[i + 1]!, data[i + 2]!];
      };
      const share = (test: (rgb: number[]) => boolean) => {
        let n = 0;
        for (let i = 0; i < data.length; i += 3)
          if (test([data[i]!, data[i + 1]!, data[i + 2]!])) n++;
        return n / (data.length / 3);
      };
      return { meta, px, share };
    };
    const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    const white = ([r, g, b]: number[]) => r! > 235 && g! > 235 && b! > 235;
    const neutral = ([r, g, b]: number[]) => Math.max(r!, g!, b!) - Math.min(r!, g!, b!) < 40;

    const provider = (await request(t.http).get('/api/providers/demo-1').expect(200)).body.data;
    const logo = await pixelsOf(provider.logoUrl);
    expect([logo.meta.format, logo.meta.width, logo.meta.height]).toEqual(['png', 300, 300]);
    // A solid brand colour behind white initials ('SP'): the corner is the provider's colour,
    // and a fair share of the picture is the white lettering.
    expect(hex(logo.px(2, 2))).toBe(brandColours('demo-1')[0]);
    expect(logo.share(white)).toBeGreaterThan(0.03);
    expect(logo.share(white)).toBeLessThan(0.4);
    // Another provider has other colours.
    const other = (await request(t.http).get('/api/providers/demo-3').expect(200)).body.data;
    expect(hex((await pixelsOf(other.logoUrl)).px(2, 2))).toBe(brandColours('demo-3')[0]);

    const posts = (await request(t.http).get('/api/providers/demo-1/posts').expect(200)).body.data;
    const photo = await pixelsOf(posts[0].imageUrls[0]);
    expect([photo.meta.format, photo.meta.width, photo.meta.height]).toEqual(['png', 600, 400]);
    // A neutral placeholder: nearly all of it grey, not a colourful abstract.
    expect(photo.share(neutral)).toBeGreaterThan(0.9);
    expect(photo.share(white)).toBeLessThan(0.5);

    const reviewer = SAMPLE_REVIEWERS[0]!;
    const page = (await request(t.http).get(`/api/users/${reviewer.id}`).expect(200)).body.data;
    const avatar = await pixelsOf(page.avatar);
    expect([avatar.meta.format, avatar.meta.width, avatar.meta.height]).toEqual(['png', 150, 150]);
    expect(avatar.share(white)).toBeGreaterThan(0.03);
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
    expect(profile.facts).toMatchObject({ open24Hours: true, languages: ['en', 'es'] });
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

  it('imports the shipped Overture and NPPES sample files through the importer, as finished jobs', async () => {
    const jobs = await t.query<{
      source: string;
      file: string;
      state: string;
      started_by: string;
      read: string;
      created: string;
      skipped_by_reason: Record<string, number>;
    }>(
      `SELECT source, file, state, started_by, read, created, skipped_by_reason
       FROM import_jobs ORDER BY created_at`,
    );
    expect(jobs.map((j) => [j.source, j.file, j.state, j.started_by])).toEqual([
      ['overture', 'overture-places-2025-11-19.0-sample.parquet', 'done', 'sample'],
      ['nppes', 'npidata_pfile_20050523-20251109.csv', 'done', 'sample'],
    ]);
    expect(jobs.map((j) => Number(j.read))).toEqual([280, 210]);
    expect(jobs[0]!.skipped_by_reason).toMatchObject({ 'unmapped_category:coffee_shop': 28 });
    expect(jobs[1]!.skipped_by_reason).toMatchObject({ 'unmapped_taxonomy:1223G0001X': 21 });
    expect(jobs.every((j) => Number(j.created) > 150)).toBe(true);

    // A few hundred providers in seven cities, each with its source; the NPPES ones with their NPI.
    const cities = await t.query<{ city: string; n: number }>(
      `SELECT city, count(*)::int AS n FROM providers WHERE NOT is_sample GROUP BY city ORDER BY city`,
    );
    expect(cities.map((c) => c.city)).toEqual([
      'Dallas',
      'Houston',
      'Los Angeles',
      'Miami',
      'New York',
      'Orlando',
      'Tampa',
    ]);
    expect(cities.reduce((sum, c) => sum + c.n, 0)).toBeGreaterThan(400);
    const [sources] = await t.query<{
      overture: number;
      nppes: number;
      npis: number;
      orphans: number;
    }>(
      `SELECT (SELECT count(*)::int FROM provider_sources WHERE source = 'overture') AS overture,
              (SELECT count(*)::int FROM provider_sources WHERE source = 'nppes') AS nppes,
              (SELECT count(*)::int FROM providers WHERE npi IS NOT NULL) AS npis,
              (SELECT count(*)::int FROM providers p WHERE NOT is_sample
                 AND NOT EXISTS (SELECT 1 FROM provider_sources s WHERE s.provider_id = p.id)) AS orphans`,
    );
    // Two fictional practices of one ZIP with like names wait in the review queue (NPPES gives
    // no point: both stand at the ZIP's centre).
    expect(jobs[1]!.skipped_by_reason).toMatchObject({ in_review_queue: 1 });
    expect(sources).toEqual({ overture: 252, nppes: 188, npis: 188, orphans: 0 });

    // Found by search like any listing.
    const res = await request(t.http)
      .get('/api/providers')
      .query({ q: 'Fictional Harbor Towing', near: '33130' })
      .expect(200);
    expect(res.body.data[0]).toMatchObject({ name: 'Fictional Harbor Towing 1', city: 'Miami' });
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
