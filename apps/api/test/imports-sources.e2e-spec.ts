import path from 'node:path';
import { runImport } from '../src/imports/import-runner';
import {
  fictionalNpi,
  writeNppesCsv,
  writeOvertureParquet,
  type FixtureProvider,
} from '../src/imports/sources/fixtures';
import { createTestApp, type TestApp } from './test-app';

/**
 * The readers through the importer on real files (issue 47): an NPPES file and the next
 * month's, where a provider's NPI is deactivated as the registry publishes it (the number
 * and the date, nothing else), then reactivated; an Overture GeoParquet with a place that
 * closed. The listing closes and reopens, and keeps its name, category and address.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const chiro: FixtureProvider = {
  npi: fictionalNpi(4242),
  entity: '1',
  firstName: 'MORGAN',
  lastName: 'PLACEHOLDER',
  credential: 'D.C.',
  address1: '300 FICTION RD',
  city: 'TAMPA',
  state: 'FL',
  zip: '336021234',
  phone: '8135550142',
  taxonomies: [{ code: '111N00000X', primary: true }, { code: '225100000X' }],
};

async function importFile(source: 'overture' | 'nppes', file: string) {
  const { outcome, job } = await runImport({ databaseUrl: t.databaseUrl, source, file });
  expect(outcome).toBe('done');
  return job!;
}

async function listingOf(npi: string) {
  const rows = await t.query<{
    name: string;
    category: string;
    specialties: string[];
    city: string;
    zip: string;
    phone: string;
    status: string;
    npi: string;
  }>(
    'SELECT name, category, specialties, city, zip, phone, status, npi FROM providers WHERE npi = $1',
    [npi],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

it('closes the listing of a deactivated NPI published without its details, and reopens it when reactivated', async () => {
  const dir = path.join(t.dataDir, 'imports');
  const first = path.join(dir, 'npidata_pfile_20050523-20251012.csv');
  await writeNppesCsv(first, [chiro]);
  expect((await importFile('nppes', first)).counts.created).toBe(1);
  const listed = {
    name: 'Morgan Placeholder, D.C.',
    category: 'Chiropractors',
    specialties: ['Physical Therapy'],
    city: 'Tampa',
    zip: '33602',
    phone: '(813) 555-0142',
    npi: chiro.npi,
  };
  expect(await listingOf(chiro.npi)).toEqual({ ...listed, status: 'open' });

  const next = path.join(dir, 'npidata_pfile_20050523-20251109.csv');
  await writeNppesCsv(next, [{ npi: chiro.npi, entity: '', deactivated: '10/20/2025' }]);
  const closing = await importFile('nppes', next);
  expect(closing.counts).toMatchObject({ read: 1, created: 0, updated: 1 });
  expect(await listingOf(chiro.npi)).toEqual({ ...listed, status: 'permanently_closed' });

  const again = path.join(dir, 'npidata_pfile_20050523-20251207.csv');
  await writeNppesCsv(again, [{ ...chiro, deactivated: '10/20/2025', reactivated: '11/30/2025' }]);
  await importFile('nppes', again);
  expect(await listingOf(chiro.npi)).toEqual({ ...listed, status: 'open' });

  // A deactivated NPI never listed makes no listing.
  const unknown = path.join(dir, 'npidata_pfile_20050523-20260104.csv');
  await writeNppesCsv(unknown, [
    { npi: fictionalNpi(4343), entity: '', deactivated: '12/01/2025' },
  ]);
  const job = await importFile('nppes', unknown);
  expect(job.counts.created).toBe(0);
  expect(job.skippedByReason).toEqual({ closed_not_listed: 1 });
});

it('imports a GeoParquet release: US places of our categories, a closed place closes its listing', async () => {
  const dir = path.join(t.dataDir, 'imports', 'release=2025-11-19.0');
  const base = {
    lng: -95.37,
    lat: 29.76,
    name: 'Fictional Granite Towing',
    category: 'towing_service',
    alternates: ['emergency_roadside_service'],
    confidence: 0.9,
    phones: ['+17135550177'],
    websites: ['https://granite-towing.example.com'],
    address: {
      freeform: '9 Sample St',
      locality: 'Houston',
      postcode: '77002',
      region: 'TX',
      country: 'US',
    },
  };
  const file = path.join(dir, 'part-00000.zstd.parquet');
  await writeOvertureParquet(file, [
    { id: 'ovt-granite', ...base },
    { id: 'ovt-cafe', ...base, name: 'Fictional Cafe', category: 'coffee_shop', phones: null },
    {
      id: 'ovt-toronto',
      ...base,
      phones: null,
      address: { locality: 'Toronto', postcode: 'M5V', region: 'ON', country: 'CA' },
    },
  ]);
  const job = await importFile('overture', file);
  expect(job.counts).toMatchObject({ read: 3, created: 1, skipped: 2 });
  expect(job.skippedByReason).toEqual({ 'unmapped_category:coffee_shop': 1, outside_us: 1 });
  const [p] = await t.query<Record<string, unknown>>(
    `SELECT p.name, p.category, p.specialties, p.phone, p.website, p.city, p.state, p.zip, p.latitude,
       p.longitude, p.status, s.release, s.attribution
     FROM providers p JOIN provider_sources s ON s.provider_id = p.id WHERE s.record_id = 'ovt-granite'`,
  );
  expect(p).toMatchObject({
    name: 'Fictional Granite Towing',
    category: 'Towing Services',
    specialties: ['Roadside Assistance'],
    phone: '(713) 555-0177',
    website: 'https://granite-towing.example.com',
    city: 'Houston',
    state: 'TX',
    zip: '77002',
    latitude: 29.76,
    longitude: -95.37,
    status: 'open',
    release: '2025-11-19.0',
    attribution: 'meta',
  });

  const later = path.join(t.dataDir, 'imports', 'release=2025-12-17.0', 'part-00000.zstd.parquet');
  await writeOvertureParquet(later, [
    { id: 'ovt-granite', ...base, status: 'permanently_closed', confidence: 0 },
  ]);
  await importFile('overture', later);
  const [closed] = await t.query<{ status: string; name: string }>(
    `SELECT p.status, p.name FROM providers p JOIN provider_sources s ON s.provider_id = p.id
     WHERE s.record_id = 'ovt-granite'`,
  );
  expect(closed).toEqual({ status: 'permanently_closed', name: 'Fictional Granite Towing' });
});
