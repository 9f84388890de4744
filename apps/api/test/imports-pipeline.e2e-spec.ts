import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createJob } from '../src/imports/import-runner';
import { writeBatch } from '../src/imports/import-batch';
import type { ImportedListing, SourceRow } from '../src/imports/sources/source';
import { SearchIndexThread } from '../src/providers/search-index-thread';
import { searchColumns } from '../src/providers/search-text';
import { createUser, type TestUser } from './factories/directory';
import { createTestApp, type TestApp } from './test-app';

/**
 * The imports pipeline's rules on the real database (issue 47): each batch is what a reader
 * yields (the interface's SourceRow), written by the pipeline's batch writer as an import
 * job does.
 */

// Brickell, Miami (ZIP 33131): two points 100 m and 300 m east of the first.
const HERE = { lat: 25.7663, lng: -80.1917 };
const metresEast = (m: number) => HERE.lng + m / (111_320 * Math.cos((HERE.lat * Math.PI) / 180));

let t: TestApp;
let db: Client;
let admin: TestUser;

function listing(fields: Partial<ImportedListing> = {}): ImportedListing {
  return {
    source: 'overture',
    recordId: `08f${randomBytes(7).toString('hex')}`,
    release: '2026-11-13.0',
    name: `Listing ${randomBytes(5).toString('hex')}`,
    category: 'Medical Facilities',
    specialties: [],
    phone: null,
    website: null,
    email: null,
    addressLine1: '100 Brickell Ave',
    city: 'Miami',
    state: 'FL',
    zip: '33131',
    latitude: HERE.lat,
    longitude: HERE.lng,
    status: 'open',
    confidence: 0.9,
    npi: null,
    attribution: 'meta (CDLA-Permissive-2.0)',
    ...fields,
  };
}

/** Imports rows as one batch of a new job; the job's row after it. */
async function importRows(rows: Array<ImportedListing | SourceRow>, floor = 0.5) {
  const job = await createJob(db, {
    source: rows.find((r): r is ImportedListing => 'recordId' in r)?.source ?? 'overture',
    file: 'test.geojsonl',
    path: '/nowhere/test.geojsonl',
    confidenceFloor: floor,
    startedBy: 'cli',
  });
  const sourceRows: SourceRow[] = rows.map((r, index) =>
    'kind' in r ? { ...r, index } : { kind: 'listing', index, listing: r },
  );
  await writeBatch(
    db,
    { id: job.id, source: job.source, confidenceFloor: floor, reportRows: 0 },
    sourceRows,
    sourceRows.length,
  );
  const [row] = await t.query<{
    id: string;
    read: string;
    created: string;
    updated: string;
    merged: string;
    skipped: string;
    rejected: string;
    skipped_by_reason: Record<string, number>;
    next_index: string;
  }>('SELECT * FROM import_jobs WHERE id = $1', [job.id]);
  return row!;
}

async function listingOf(source: string, recordId: string) {
  const [row] = await t.query<{
    provider_id: string;
    release: string | null;
    licence: string;
    attribution: string | null;
  }>(
    'SELECT provider_id, release, licence, attribution FROM provider_sources WHERE source = $1 AND record_id = $2',
    [source, recordId],
  );
  return row;
}

async function provider(id: string) {
  const [row] = await t.query<{
    id: string;
    name: string;
    phone: string | null;
    website: string | null;
    status: string;
    latitude: number;
    longitude: number;
    time_zone: string | null;
    closed_reason: string | null;
    npi: string | null;
  }>('SELECT * FROM providers WHERE id = $1', [id]);
  return row!;
}

/** A listing already in the directory (not imported). */
async function existing(fields: {
  name: string;
  phone?: string;
  lat?: number;
  lng?: number;
  ownerId?: string;
}) {
  const id = `p-${randomBytes(5).toString('hex')}`;
  const s = searchColumns({ name: fields.name, category: 'Medical Facilities', specialties: [] });
  await t.query(
    `INSERT INTO providers (id, name, name_normalized, search_text, category, phone, address_line1,
       city, state, zip, latitude, longitude, owner_id, plan)
     VALUES ($1, $2, $3, $4, 'Medical Facilities', $5, '1 Main St', 'Miami', 'FL', '33131', $6, $7, $8, $9)`,
    [
      id,
      fields.name,
      s.nameNormalized,
      s.searchText,
      fields.phone ?? null,
      fields.lat ?? HERE.lat,
      fields.lng ?? HERE.lng,
      fields.ownerId ?? null,
      fields.ownerId ? 'basic' : 'unclaimed',
    ],
  );
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
  admin = await createUser(t, { roles: ['user', 'admin'] });
});

afterAll(async () => {
  await db?.end();
  await t?.close();
});

describe('new listings', () => {
  it('creates a listing with its exact point, its time zone and its provenance', async () => {
    const l = listing({ latitude: 25.7701, longitude: -80.1899, phone: '(305) 555-0101' });
    const job = await importRows([l]);
    expect(Number(job.created)).toBe(1);
    const source = await listingOf('overture', l.recordId);
    expect(source).toMatchObject({
      release: '2026-11-13.0',
      licence: 'CDLA-Permissive-2.0, Apache-2.0 and CC0 (per source)',
      attribution: 'meta (CDLA-Permissive-2.0)',
    });
    const p = await provider(source!.provider_id);
    // The point given, not the ZIP's centroid; the zone still derived.
    expect(p.latitude).toBeCloseTo(25.7701, 6);
    expect(p.longitude).toBeCloseTo(-80.1899, 6);
    expect(p.time_zone).toBe('America/New_York');
  });

  it('applies the confidence floor to new listings only, and counts what it skips', async () => {
    const low = listing({ confidence: 0.3 });
    const job = await importRows([low, listing({ confidence: 0.8 })], 0.5);
    expect(Number(job.created)).toBe(1);
    expect(job.skipped_by_reason).toEqual({ below_confidence: 1 });
    expect(await listingOf('overture', low.recordId)).toBeUndefined();
    // The same record later, matched by its source id: the floor does not apply to updates.
    const kept = listing({ confidence: 0.9 });
    await importRows([kept]);
    const again = await importRows([
      { ...kept, confidence: 0.1, website: 'https://harbor.example' },
    ]);
    expect(Number(again.updated)).toBe(1);
    const p = await provider((await listingOf('overture', kept.recordId))!.provider_id);
    expect(p.website).toBe('https://harbor.example');
  });

  it('counts skipped and rejected rows by reason and keeps the rejected ones for the report', async () => {
    const job = await importRows([
      { kind: 'skipped', index: 0, reason: 'outside_us' },
      { kind: 'skipped', index: 0, reason: 'unmapped_category:bakery' },
      { kind: 'rejected', index: 0, reason: 'empty_name', raw: '{"id":"x"}' },
      listing(),
    ]);
    expect(Number(job.read)).toBe(4);
    expect(Number(job.rejected)).toBe(1);
    expect(job.skipped_by_reason).toEqual({ outside_us: 1, 'unmapped_category:bakery': 1 });
    const rejects = await t.query(
      'SELECT row_index, reason, raw FROM import_rejects WHERE import_id = $1',
      [job.id],
    );
    expect(rejects).toEqual([{ row_index: '2', reason: 'empty_name', raw: '{"id":"x"}' }]);
    expect(Number(job.next_index)).toBe(4);
  });
});

describe('the same business once', () => {
  it('updates its own listing on a re-import (source + record id), never a second one', async () => {
    const l = listing({ phone: '(305) 555-0102' });
    await importRows([l]);
    const job = await importRows([{ ...l, name: `${l.name} Downtown` }]);
    expect(Number(job.updated)).toBe(1);
    expect(Number(job.created)).toBe(0);
    const [counted] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM provider_sources WHERE record_id = $1`,
      [l.recordId],
    );
    expect(counted!.n).toBe(1);
    const p = await provider((await listingOf('overture', l.recordId))!.provider_id);
    expect(p.name).toBe(`${l.name} Downtown`);
  });

  it('merges a record whose phone matches a listing (another source, far away)', async () => {
    const id = await existing({
      name: 'Bayside Chiropractic',
      phone: '305-555-0199',
      lat: 25.8,
      lng: -80.2,
    });
    const l = listing({
      source: 'nppes',
      recordId: '1234567893',
      name: 'Bayside Chiro Center LLC',
      phone: '+1 (305) 555-0199',
      latitude: null,
      longitude: null,
      confidence: null,
      npi: '1234567893',
    });
    const job = await importRows([l]);
    expect(Number(job.merged)).toBe(1);
    expect((await listingOf('nppes', l.recordId))!.provider_id).toBe(id);
    // The NPI stays on the listing; its name (not blank) is left as it was.
    const p = await provider(id);
    expect(p.npi).toBe('1234567893');
    expect(p.name).toBe('Bayside Chiropractic');
  });

  it('merges a similar name within 150 m, and queues one 150–500 m away', async () => {
    const near = await existing({ name: 'Coral Way Urgent Care' });
    const l = listing({
      name: 'Coral Way Urgent Care Center',
      latitude: HERE.lat,
      longitude: metresEast(100),
    });
    expect(Number((await importRows([l])).merged)).toBe(1);
    expect((await listingOf('overture', l.recordId))!.provider_id).toBe(near);

    const far = await existing({ name: 'Little Havana Imaging', lat: HERE.lat + 0.05 });
    const m = listing({
      name: 'Little Havana Imaging Center',
      latitude: HERE.lat + 0.05,
      longitude: metresEast(300),
    });
    const job = await importRows([m]);
    expect(Number(job.created)).toBe(0);
    expect(job.skipped_by_reason).toEqual({ in_review_queue: 1 });
    expect(await listingOf('overture', m.recordId)).toBeUndefined();

    const res = await request(t.http).get('/api/admin/imports/matches').set(admin.auth).expect(200);
    const match = res.body.data.find(
      (x: { record: { recordId: string } }) => x.record.recordId === m.recordId,
    );
    expect(match).toMatchObject({ reason: 'similar_name_nearby', status: 'pending' });
    expect(match.candidates).toEqual([
      expect.objectContaining({ id: far, name: 'Little Havana Imaging' }),
    ]);
    expect(match.candidates[0].distanceMeters).toBeGreaterThan(250);

    // Merge: the record joins the candidate; a later import updates it as its own.
    const decided = await request(t.http)
      .post(`/api/admin/imports/matches/${match.id}`)
      .set(admin.auth)
      .send({ decision: 'merge' })
      .expect(200);
    expect(decided.body.data).toMatchObject({ status: 'merged', providerId: far });
    expect((await listingOf('overture', m.recordId))!.provider_id).toBe(far);
    await request(t.http)
      .post(`/api/admin/imports/matches/${match.id}`)
      .set(admin.auth)
      .send({ decision: 'keep_apart' })
      .expect(409);
    expect(Number((await importRows([m])).updated)).toBe(1);
  });

  it('queues a record with two candidates; keep apart makes it a listing of its own', async () => {
    const lat = HERE.lat + 0.1;
    const a = await existing({ name: 'Northside Towing', lat });
    const b = await existing({ name: 'Northside Towing Co', lat, lng: metresEast(50) });
    const l = listing({
      name: 'Northside Towing',
      latitude: lat,
      longitude: metresEast(20),
      category: 'Towing Services',
    });
    const job = await importRows([l]);
    expect(job.skipped_by_reason).toEqual({ in_review_queue: 1 });
    const res = await request(t.http)
      .get(`/api/admin/imports/matches?importId=${job.id}`)
      .set(admin.auth)
      .expect(200);
    expect(res.body.total).toBe(1);
    const match = res.body.data[0];
    expect(match.reason).toBe('several_candidates');
    expect(match.candidates.map((c: { id: string }) => c.id).sort()).toEqual([a, b].sort());
    const decided = await request(t.http)
      .post(`/api/admin/imports/matches/${match.id}`)
      .set(admin.auth)
      .send({ decision: 'keep_apart' })
      .expect(200);
    const own = decided.body.data.providerId as string;
    expect([a, b]).not.toContain(own);
    expect((await listingOf('overture', l.recordId))!.provider_id).toBe(own);
    expect(Number((await importRows([l])).updated)).toBe(1);
  });
});

describe('closing and reopening', () => {
  it('closes the listing a permanently_closed record matches whatever its confidence; makes none for an unknown one', async () => {
    const l = listing({ phone: '(305) 555-0110' });
    await importRows([l]);
    const closed = await importRows([{ ...l, status: 'permanently_closed', confidence: 0 }]);
    expect(Number(closed.updated)).toBe(1);
    const id = (await listingOf('overture', l.recordId))!.provider_id;
    expect(await provider(id)).toMatchObject({
      status: 'permanently_closed',
      closed_reason: 'Reported closed by Overture Maps Foundation',
    });

    const gone = listing({ status: 'permanently_closed', confidence: 0 });
    const job = await importRows([gone]);
    expect(job.skipped_by_reason).toEqual({ closed_not_listed: 1 });

    // A deactivated NPI closes its listing; reactivated, it reopens.
    const npi = listing({
      source: 'nppes',
      recordId: '1992000011',
      npi: '1992000011',
      confidence: null,
      latitude: null,
      longitude: null,
    });
    await importRows([npi]);
    const npiId = (await listingOf('nppes', npi.recordId))!.provider_id;
    await importRows([{ ...npi, status: 'permanently_closed' }]);
    expect((await provider(npiId)).status).toBe('permanently_closed');
    await importRows([{ ...npi, status: 'open' }]);
    expect(await provider(npiId)).toMatchObject({ status: 'open', closed_reason: null });
  });

  it('shows a temporarily_closed record as temporarily closed', async () => {
    const l = listing({ status: 'temporarily_closed' });
    await importRows([l]);
    expect((await provider((await listingOf('overture', l.recordId))!.provider_id)).status).toBe(
      'temporarily_closed',
    );
  });
});

describe('a server with the job queue off', () => {
  it('answers 503 to a new import, pointing to the CLI', async () => {
    await mkdir(path.join(t.dataDir, 'imports'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'imports', 'any.csv'), 'NPI\n');
    const res = await request(t.http)
      .post('/api/admin/imports')
      .set(admin.auth)
      .send({ source: 'nppes', file: 'any.csv' })
      .expect(503);
    expect(res.body.message).toBe(
      'Imports are turned off on this server (JOB_QUEUE=off); use pnpm data:import',
    );
    expect(await t.query('SELECT id FROM import_jobs WHERE file = $1', ['any.csv'])).toEqual([]);
  });
});

describe('the search index', () => {
  it('takes a batch of 5,000 imported listings in one catch-up, not one change at a time', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) =>
      listing({
        name: `Batchindex ${i.toString(36)} Imaging`,
        category: 'MRI/Imaging Centers',
        latitude: 30 + Math.floor(i / 100) * 0.01,
        longitude: -83 + (i % 100) * 0.01,
      }),
    );
    expect(Number((await importRows(rows)).created)).toBe(5000);
    const call = jest.spyOn(SearchIndexThread.prototype, 'call');
    try {
      const res = await request(t.http).get('/api/providers?q=Batchindex&limit=5').expect(200);
      // (the total is a guarded count, capped)
      expect(res.body.data).toHaveLength(5);
      const applies = call.mock.calls
        .map(([req]) => req)
        .filter((req): req is Extract<typeof req, { op: 'apply' }> => req.op === 'apply');
      expect(applies).toHaveLength(1);
      expect(applies[0]!.rows.length).toBeGreaterThanOrEqual(5000);
    } finally {
      call.mockRestore();
    }
  });
});
