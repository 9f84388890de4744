import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ZImportJobSchema, type TImportJob } from '@app/contracts';
import request from 'supertest';
import {
  writeNppesCsv,
  writeOvertureGeoJsonSeq,
  type FixturePlace,
} from '../src/imports/sources/fixtures';
import { createUser, insertReview, type TestUser } from './factories/directory';
import { createTestApp, type TestApp } from './test-app';

/**
 * /api/admin/imports on the real database with the job queue on (issue 47): files named in
 * DATA_DIR/imports/ or uploaded, run as jobs of the queue, their progress, report and the
 * owners' side (suggestions on a claimed listing, fields an owner edited left alone).
 */

let t: TestApp;
let admin: TestUser;
let someone: TestUser;

function place(i: number, fields: Partial<FixturePlace> = {}): FixturePlace {
  return {
    id: `api-${i.toString(16).padStart(8, '0')}`,
    lng: -80.19 + i * 0.01,
    lat: 25.77 + i * 0.01,
    name: `Fictional Api${i.toString(36)} Chiropractic`,
    category: 'chiropractor',
    alternates: ['physical_therapy'],
    confidence: 0.9,
    status: 'open',
    phones: [`+1305555${String(100 + i).padStart(4, '0')}`],
    websites: [`https://api${i}.example.com`],
    address: {
      freeform: `${i} Example Ave`,
      locality: 'Miami',
      postcode: '33131',
      region: 'US-FL',
      country: 'US',
    },
    sources: [{ dataset: 'meta', record_id: `m-${i}`, license: 'CDLA-Permissive-2.0' }],
    ...fields,
  };
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls the job until it has ended. */
async function finished(id: string): Promise<TImportJob> {
  return until(`import ${id}`, async () => {
    const res = await request(t.http).get(`/api/admin/imports/${id}`).set(admin.auth).expect(200);
    const job = ZImportJobSchema.parse(res.body.data);
    return job.state === 'done' || job.state === 'failed' ? job : undefined;
  });
}

async function importFile(source: string, file: string, confidence?: number): Promise<TImportJob> {
  const res = await request(t.http)
    .post('/api/admin/imports')
    .set(admin.auth)
    .send({ source, file, ...(confidence === undefined ? {} : { confidence }) })
    .expect(202);
  expect(res.body.data).toMatchObject({ source, file, state: 'queued' });
  return finished(res.body.data.id);
}

const importsDir = () => path.join(t.dataDir, 'imports');

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_QUEUE: 'on', JOB_POLL_SECONDS: '0.5' } });
  admin = await createUser(t, { roles: ['user', 'admin'] });
  someone = await createUser(t);
  await mkdir(importsDir(), { recursive: true });
});

afterAll(async () => {
  await t?.close();
});

describe('access', () => {
  it('is for admins only', async () => {
    await request(t.http).get('/api/admin/imports').expect(401);
    const res = await request(t.http).get('/api/admin/imports').set(someone.auth).expect(403);
    expect(res.body.message).toBe('Access denied. Admin permissions required.');
    await request(t.http)
      .post('/api/admin/imports')
      .set(someone.auth)
      .send({ source: 'overture', file: 'x.geojsonl' })
      .expect(403);
  });
});

describe('a file of DATA_DIR/imports/', () => {
  it('imports an Overture file as a job: counts, skipped by reason, report of rejected rows, search', async () => {
    await writeOvertureGeoJsonSeq(path.join(importsDir(), 'miami.geojsonl'), [
      place(1),
      place(2, { confidence: 0.2 }),
      place(3, { category: 'coffee_shop' }),
      place(4, { name: null }),
      place(5, { status: 'temporarily_closed' }),
    ]);
    const job = await importFile('overture', 'miami.geojsonl');
    expect(job).toMatchObject({
      state: 'done',
      error: null,
      total: 5,
      etaSeconds: 0,
      counts: { read: 5, created: 2, updated: 0, merged: 0, skipped: 2, rejected: 1 },
      skippedByReason: { below_confidence: 1, 'unmapped_category:coffee_shop': 1 },
      startedBy: 'admin',
    });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();

    const list = await request(t.http).get('/api/admin/imports').set(admin.auth).expect(200);
    expect(list.body.data.map((j: TImportJob) => j.id)).toContain(job.id);

    const report = await request(t.http)
      .get(`/api/admin/imports/${job.id}/report`)
      .set(admin.auth)
      .expect(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.headers['content-disposition']).toMatch(
      /^attachment; filename="import-overture-/,
    );
    const lines = report.text.trim().split('\r\n');
    expect(lines[0]).toBe('index,reason,raw');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^3,empty_name,"\{.*""id"":""api-00000004""/);

    // The imported listing is found by search (the index takes it in).
    const search = await request(t.http)
      .get('/api/providers?q=Fictional%20Api1%20Chiropractic')
      .expect(200);
    expect(search.body.data.map((p: { name: string }) => p.name)).toContain(
      'Fictional Api1 Chiropractic',
    );

    const files = await request(t.http).get('/api/admin/imports/files').set(admin.auth).expect(200);
    expect(files.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'miami.geojsonl', source: 'overture' }),
      ]),
    );
  });

  it('refuses names that escape the folder, and answers 404 for a missing file', async () => {
    for (const file of ['../secret.csv', '/etc/passwd', 'a/../../b.csv', '..']) {
      const res = await request(t.http)
        .post('/api/admin/imports')
        .set(admin.auth)
        .send({ source: 'nppes', file })
        .expect(400);
      expect(res.body.message).toBe('The file must be a name inside the imports folder');
    }
    await symlink('/etc/hostname', path.join(importsDir(), 'link.csv'));
    const link = await request(t.http)
      .post('/api/admin/imports')
      .set(admin.auth)
      .send({ source: 'nppes', file: 'link.csv' })
      .expect(400);
    expect(link.body.message).toBe('The file must be a name inside the imports folder');
    const missing = await request(t.http)
      .post('/api/admin/imports')
      .set(admin.auth)
      .send({ source: 'nppes', file: 'nope.csv' })
      .expect(404);
    expect(missing.body.message).toBe('No such file in the imports folder');
    const bad = await request(t.http)
      .post('/api/admin/imports')
      .set(admin.auth)
      .send({ source: 'yelp', file: 'x.csv', confidence: 2 })
      .expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'source', message: 'Choose the source: overture or nppes' },
        { path: 'confidence', message: 'The confidence floor goes from 0 to 1' },
      ]),
    );
  });

  it('fails a file that cannot be read at once, with the reader message', async () => {
    await writeFile(path.join(importsDir(), 'not-places.geojsonl'), 'id,name\n1,Acme\n');
    const job = await importFile('overture', 'not-places.geojsonl');
    expect(job.state).toBe('failed');
    expect(job.error).toBe(
      'not-places.geojsonl: not an Overture places file (expected GeoParquet, GeoJSON or GeoJSON lines)',
    );
    expect(job.counts.read).toBe(0);
  });
});

describe('an uploaded file', () => {
  it('stores a multipart upload under imports/uploads and imports it (NPPES: NPI, practice address)', async () => {
    const csv = path.join(t.dataDir, 'upload.csv');
    await writeNppesCsv(csv, [
      {
        npi: '1234567893',
        entity: '2',
        organization: 'FICTIONAL UPLOAD CHIROPRACTIC',
        address1: '12 EXAMPLE AVE',
        city: 'MIAMI',
        state: 'FL',
        zip: '331311234',
        phone: '3055550177',
        mailingCity: 'ORLANDO',
        taxonomies: [{ code: '111N00000X', primary: true }],
      },
    ]);
    const res = await request(t.http)
      .post('/api/admin/imports')
      .set(admin.auth)
      .field('source', 'nppes')
      .attach('file', csv, { filename: 'npi file.csv', contentType: 'text/csv' })
      .expect(202);
    expect(res.body.data.file).toMatch(/^uploads\/\d+-[0-9a-f]{8}-npi_file\.csv$/);
    const job = await finished(res.body.data.id);
    expect(job).toMatchObject({ state: 'done', counts: { created: 1 } });
    const [row] = await t.query<{ npi: string; city: string; zip: string; phone: string }>(
      `SELECT p.npi, p.city, p.zip, p.phone FROM providers p JOIN provider_sources s ON s.provider_id = p.id
       WHERE s.source = 'nppes' AND s.record_id = '1234567893'`,
    );
    expect(row).toMatchObject({ npi: '1234567893', zip: '33131' });
    expect(row!.city.toLowerCase()).toBe('miami');
  });

  it('answers 400 without a source and keeps no file', async () => {
    const before = await readdir(path.join(importsDir(), 'uploads'));
    const res = await request(t.http)
      .post('/api/admin/imports')
      .set(admin.auth)
      .attach('file', Buffer.from('NPI\n'), { filename: 'x.csv', contentType: 'text/csv' })
      .expect(400);
    expect(res.body.message).toBe('Choose the source: overture or nppes');
    expect(await readdir(path.join(importsDir(), 'uploads'))).toEqual(before);
  });
});

describe('owners win', () => {
  it('suggests a change on a claimed listing; the owner accepts one and dismisses another', async () => {
    const owner = await createUser(t, { roles: ['user', 'provider'] });
    await writeOvertureGeoJsonSeq(path.join(importsDir(), 'claimed-1.geojsonl'), [place(40)]);
    await importFile('overture', 'claimed-1.geojsonl');
    const [{ provider_id: id }] = (await t.query<{ provider_id: string }>(
      `SELECT provider_id FROM provider_sources WHERE record_id = 'api-00000028'`,
    )) as [{ provider_id: string }];
    await t.query(`UPDATE providers SET owner_id = $2, plan = 'basic' WHERE id = $1`, [
      id,
      owner.id,
    ]);

    await writeOvertureGeoJsonSeq(path.join(importsDir(), 'claimed-2.geojsonl'), [
      place(40, {
        name: 'Fictional Api14 Chiropractic & Rehab',
        phones: ['+13055550999'],
      }),
    ]);
    expect((await importFile('overture', 'claimed-2.geojsonl')).counts.updated).toBe(1);
    const [unchanged] = await t.query<{ name: string; phone: string }>(
      'SELECT name, phone FROM providers WHERE id = $1',
      [id],
    );
    expect(unchanged!.name).toBe('Fictional Api14 Chiropractic');

    await request(t.http).get(`/api/providers/${id}/suggestions`).set(someone.auth).expect(403);
    const res = await request(t.http)
      .get(`/api/providers/${id}/suggestions`)
      .set(owner.auth)
      .expect(200);
    const byField = Object.fromEntries(res.body.data.map((s: { field: string }) => [s.field, s]));
    expect(Object.keys(byField).sort()).toEqual(['name', 'phone']);
    expect(byField.name).toMatchObject({
      current: 'Fictional Api14 Chiropractic',
      suggested: 'Fictional Api14 Chiropractic & Rehab',
      source: 'overture',
      sourceName: 'Overture Maps Foundation',
    });

    await request(t.http)
      .post(`/api/providers/${id}/suggestions/${byField.name.id}`)
      .set(owner.auth)
      .send({ action: 'accept' })
      .expect(200, { data: { id: byField.name.id, status: 'accepted' } });
    await request(t.http)
      .post(`/api/providers/${id}/suggestions/${byField.phone.id}`)
      .set(owner.auth)
      .send({ action: 'dismiss' })
      .expect(200);
    await request(t.http)
      .post(`/api/providers/${id}/suggestions/${byField.phone.id}`)
      .set(owner.auth)
      .send({ action: 'accept' })
      .expect(404);
    const [after] = await t.query<{ name: string; phone: string; name_normalized: string }>(
      'SELECT name, phone, name_normalized FROM providers WHERE id = $1',
      [id],
    );
    expect(after!.name).toBe('Fictional Api14 Chiropractic & Rehab');
    expect(after!.phone).toBe(unchanged!.phone);
    expect(
      (await request(t.http).get(`/api/providers/${id}/suggestions`).set(owner.auth)).body.data,
    ).toEqual([]);

    // The same file again: nothing new to suggest (the source has not changed).
    await importFile('overture', 'claimed-2.geojsonl');
    expect(
      (await request(t.http).get(`/api/providers/${id}/suggestions`).set(owner.auth)).body.data,
    ).toEqual([]);
  });

  it('leaves a field an admin edited alone, and changes the others', async () => {
    await writeOvertureGeoJsonSeq(path.join(importsDir(), 'edited-1.geojsonl'), [place(50)]);
    await importFile('overture', 'edited-1.geojsonl');
    const [{ provider_id: id }] = (await t.query<{ provider_id: string }>(
      `SELECT provider_id FROM provider_sources WHERE record_id = 'api-00000032'`,
    )) as [{ provider_id: string }];
    await request(t.http)
      .patch(`/api/providers/${id}`)
      .set(admin.auth)
      .send({ profileName: 'Edited By Admin Chiropractic' })
      .expect(200);
    const edits = await t.query(
      'SELECT field, edited_by FROM provider_field_edits WHERE provider_id = $1',
      [id],
    );
    expect(edits).toEqual([{ field: 'name', edited_by: admin.id }]);

    await writeOvertureGeoJsonSeq(path.join(importsDir(), 'edited-2.geojsonl'), [
      place(50, {
        name: 'Fictional Source Rename Chiropractic',
        websites: ['https://renamed.example.com'],
      }),
    ]);
    await importFile('overture', 'edited-2.geojsonl');
    const [row] = await t.query<{ name: string; website: string }>(
      'SELECT name, website FROM providers WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      name: 'Edited By Admin Chiropractic',
      website: 'https://renamed.example.com',
    });
  });

  it('never removes a review of a listing it updates or closes', async () => {
    await writeOvertureGeoJsonSeq(path.join(importsDir(), 'reviewed-1.geojsonl'), [place(60)]);
    await importFile('overture', 'reviewed-1.geojsonl');
    const [{ provider_id: id }] = (await t.query<{ provider_id: string }>(
      `SELECT provider_id FROM provider_sources WHERE record_id = 'api-0000003c'`,
    )) as [{ provider_id: string }];
    const author = await createUser(t);
    await insertReview(t, id, author.id, 5);
    await writeOvertureGeoJsonSeq(path.join(importsDir(), 'reviewed-2.geojsonl'), [
      place(60, { status: 'permanently_closed', confidence: 0 }),
    ]);
    await importFile('overture', 'reviewed-2.geojsonl');
    const [row] = await t.query<{ status: string; reviews: number }>(
      `SELECT status, (SELECT count(*)::int FROM reviews WHERE provider_id = $1) AS reviews FROM providers WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ status: 'permanently_closed', reviews: 1 });
  });
});
