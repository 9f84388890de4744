import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ADMIN_EMAIL, ADMIN_PASSWORD, accounts, storeSession } from '../accounts.mjs';
import { assert, screenshot, WIDTHS } from '../harness.mjs';

/** Miami ZIP codes and their points: rows of the file land on real places. */
const PLACES = [
  { zip: '33130', lat: 25.7673, lng: -80.2059 },
  { zip: '33131', lat: 25.7634, lng: -80.1887 },
  { zip: '33132', lat: 25.7781, lng: -80.1873 },
  { zip: '33125', lat: 25.7823, lng: -80.2341 },
];
const CATEGORIES = ['chiropractor', 'personal_injury_lawyer', 'towing_service'];

/**
 * A small Overture places file as `overturemaps download -f geojson` writes it: a
 * FeatureCollection of Points whose properties follow the places schema (names.primary,
 * categories, confidence, operating_status, phones, websites, addresses[], sources[]).
 * Made up and plainly fictional; one row has no name (rejected with its reason) and one an
 * unmapped category (skipped and counted by its name). `area` (the phones' area code) and
 * `north` (degrees) keep two files' places apart: the same phone or a similar name close by
 * is the same business.
 */
export function overtureGeoJson(count, tag, { phones = {}, area = '305', north = 0 } = {}) {
  const features = Array.from({ length: count }, (_, i) => {
    const place = /** @type {(typeof PLACES)[number]} */ (PLACES[i % PLACES.length]);
    const category = CATEGORIES[i % CATEGORIES.length];
    return {
      id: `e2e-${tag}-${i}`,
      type: 'Feature',
      geometry: {
        type: 'Point',
        // Spread out by ~2 km steps: no two rows are the same business by distance.
        coordinates: [place.lng + (i % 7) * 0.02, place.lat + north + Math.floor(i / 7) * 0.02],
      },
      properties: {
        version: 0,
        sources: [
          {
            property: '',
            dataset: 'meta',
            record_id: `e2e-${tag}-${i}-m`,
            update_time: '2025-08-01T00:00:00.000Z',
          },
        ],
        names: { primary: i === 1 ? '' : `Fictional ${tag} ${category} ${i}` },
        categories: { primary: i === 2 ? 'bakery' : category, alternate: [] },
        confidence: 0.9,
        operating_status: 'open',
        phones: [phones[i] ?? `+1${area}555${String(1000 + i).slice(-4)}`],
        websites: [`https://fictional-${tag}-${i}.example.com`],
        addresses: [
          {
            freeform: `${100 + i} Fictional Ave`,
            locality: 'Miami',
            postcode: place.zip,
            region: 'FL',
            country: 'US',
          },
        ],
      },
    };
  });
  return JSON.stringify({ type: 'FeatureCollection', features });
}

/** The admin imports page (issue 47) against the real API and job queue. */
export function importsTests(ctx) {
  const { api, verifiedUser, submitClaim, approveClaim } = accounts(ctx);
  const tests = [];

  async function adminToken() {
    const { data } = await api('POST', '/auth/login', {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    return data.token;
  }

  tests.push({
    name: 'imports: an admin uploads an Overture file on /admin/imports and watches the progress bar reach done',
    fn: async () => {
      const token = await adminToken();
      const tag = randomBytes(3).toString('hex');
      const page = await ctx.newPage(1280);
      await storeSession(page, token);
      await page.goto(`${ctx.baseUrl}/admin/users`);
      // From the admin menu, as an admin finds it.
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Imports' })
        .click();
      await page.waitForURL(`${ctx.baseUrl}/admin/imports`);
      await page.getByRole('heading', { level: 1, name: 'Imports' }).waitFor();

      await page.getByRole('combobox', { name: 'Source' }).selectOption('overture');
      await page.getByLabel('File to upload').setInputFiles({
        name: `miami-${tag}.geojson`,
        mimeType: 'application/geo+json',
        buffer: Buffer.from(overtureGeoJson(60, tag)),
      });
      await page.getByRole('button', { name: 'Start import' }).click();
      await page.getByText(/^Import queued: /).waitFor();

      // The job's own panel, polled by the page: its bar reaches 100 and the state says Done.
      const panel = page.getByRole('group', { name: new RegExp(`miami-${tag}\\.geojson`) });
      const bar = panel.getByRole('progressbar', { name: 'Import progress' });
      await bar.waitFor();
      const deadline = Date.now() + 120_000;
      let last = '';
      for (;;) {
        const state = await panel.locator('[aria-live=polite]').innerText();
        last = `${state} ${await bar.getAttribute('aria-valuenow')}`;
        if (/Done/.test(state)) break;
        assert(!/Failed/.test(state), `the import failed: ${await panel.innerText()}`);
        assert(Date.now() < deadline, `the import did not finish: ${last}`);
        await page.waitForTimeout(250);
      }
      assert((await bar.getAttribute('aria-valuenow')) === '100', 'the bar is full when done');
      const count = async (label) =>
        Number(
          (
            await panel
              .locator('dt', { hasText: new RegExp(`^${label}$`) })
              .locator('+ dd')
              .innerText()
          ).replace(/[^\d]/g, ''),
        );
      assert((await count('Rows read')) === 60, 'all 60 rows read');
      assert((await count('Rejected')) === 1, 'the row without a name is rejected');
      assert((await count('Skipped')) >= 1, 'the bakery is skipped');
      assert((await count('Created')) >= 50, 'the other rows made listings');
      await panel.getByText('Category not in the directory: bakery').waitFor();
      // The report: the rejected row (index 1, the one without a name) with its reason.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Download report' }).click(),
      ]);
      const report = await readFile(/** @type {string} */ (await download.path()), 'utf8');
      const lines = report.trim().split(/\r?\n/);
      assert(
        /index/.test(lines[0] ?? '') && /reason/.test(lines[0] ?? ''),
        `report header: ${lines[0]}`,
      );
      assert(
        lines.length === 2 && /^"?1"?,/.test(lines[1] ?? ''),
        `the report holds the one rejected row: ${report.slice(0, 500)}`,
      );
      await screenshot(page, 'admin-imports-done-1280');

      // The job is in the list, and the API says the same.
      const { data: jobs } = await api('GET', '/admin/imports', undefined, token);
      const job = jobs.find((j) => j.file.endsWith(`miami-${tag}.geojson`));
      assert(job && job.state === 'done', `the API lists the job as done: ${JSON.stringify(job)}`);
      await page.close();

      for (const width of WIDTHS.filter((w) => w !== 1280)) {
        const small = await ctx.newPage(width);
        await storeSession(small, token);
        await small.goto(`${ctx.baseUrl}/admin/imports`);
        await small.getByRole('progressbar', { name: 'Import progress' }).waitFor();
        await screenshot(small, `admin-imports-${width}`);
        await small.close();
      }
    },
  });

  /** POST /admin/imports as multipart (as the page sends it), then polls until the job ends. */
  async function importFile(token, name, content) {
    const form = new FormData();
    form.set('source', 'overture');
    form.set('file', new Blob([content], { type: 'application/geo+json' }), name);
    const res = await fetch(`${ctx.baseUrl}/api/admin/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await res.text();
    assert(res.status === 202, `the upload answered ${res.status}: ${text}`);
    const { data: queued } = JSON.parse(text);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { data: job } = await api('GET', `/admin/imports/${queued.id}`, undefined, token);
      if (job.state === 'done') return job;
      assert(job.state !== 'failed', `the import failed: ${job.error}`);
      assert(Date.now() < deadline, `the import did not finish: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  tests.push({
    name: "imports: a re-import's change to a claimed listing waits on /my-profile as a suggestion; the owner accepts it",
    fn: async () => {
      const token = await adminToken();
      const tag = randomBytes(3).toString('hex');
      const apart = { area: '786', north: 0.3 };
      await importFile(token, `first-${tag}.geojson`, overtureGeoJson(3, tag, apart));
      const name = `Fictional ${tag} chiropractor 0`;
      const { data: found } = await api(
        'GET',
        `/admin/providers?query=${encodeURIComponent(name)}`,
        undefined,
        token,
      );
      const listing = found.find((p) => p.name === name);
      assert(listing, `the imported listing is there: ${JSON.stringify(found)}`);

      const email = `importowner-${tag}@example.com`;
      const owner = await verifiedUser(email, 'Irene', 'Importer');
      await submitClaim(owner, listing.id, {
        websiteUrl: `https://fictional-${tag}-0.example.com`,
        workEmail: email,
        fullName: 'Irene Importer',
        jobTitle: 'Owner',
        phoneNumber: '+1 (305) 555-0101',
      });
      await approveClaim(listing.id, email);
      // The source's next release gives the place another phone: on a claimed listing it
      // becomes a suggestion, not a change.
      await importFile(
        token,
        `second-${tag}.geojson`,
        overtureGeoJson(3, tag, { ...apart, phones: { 0: '+17865552000' } }),
      );
      const before = await api('GET', `/providers/${listing.id}`);
      assert(
        !String(before.data.phoneNumber).replace(/\D/g, '').endsWith('7865552000'),
        `the claimed listing kept its phone: ${before.data.phoneNumber}`,
      );

      const small = await ctx.newPage(360);
      await storeSession(small, owner, 'provider');
      await small.goto(`${ctx.baseUrl}/my-profile`);
      await small.getByRole('list', { name: 'Suggested updates' }).waitFor();
      await screenshot(small, 'my-profile-suggestions-360');
      await small.close();
      const page = await ctx.newPage(1280);
      await storeSession(page, owner, 'provider');
      await page.goto(`${ctx.baseUrl}/my-profile`);
      await page.getByRole('list', { name: 'Suggested updates' }).waitFor();
      await screenshot(page, 'my-profile-suggestions-1280');
      const item = page
        .getByRole('list', { name: 'Suggested updates' })
        .getByRole('listitem')
        .filter({ hasText: 'Phone' });
      await item.getByText('Suggested by Overture Maps Foundation').waitFor();
      await item.getByRole('button', { name: 'Accept the suggested Phone' }).click();
      const done = page.getByText('Phone updated.');
      await done.or(item.getByRole('alert')).first().waitFor();
      if (!(await done.isVisible()))
        throw new Error(`accepting answered: ${await item.getByRole('alert').innerText()}`);
      const after = await api('GET', `/providers/${listing.id}`);
      assert(
        String(after.data.phoneNumber).replace(/\D/g, '').endsWith('7865552000'),
        `the accepted phone is the listing's: ${after.data.phoneNumber}`,
      );
      await page.close();
    },
  });

  return tests;
}
