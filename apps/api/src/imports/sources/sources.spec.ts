import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fictionalNpi,
  fictionalPlaces,
  nppesHeader,
  writeNppesCsv,
  writeOvertureGeoJson,
  writeOvertureGeoJsonSeq,
  writeOvertureParquet,
  type FixturePlace,
  type FixtureProvider,
} from './fixtures';
import { ImportFileError, readSource, type SourceRow } from './source';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sources-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function all(source: 'overture' | 'nppes', file: string, startAt?: number) {
  const rows: SourceRow[] = [];
  for await (const r of readSource(source, file, { startAt })) rows.push(r);
  return rows;
}

async function fileError(source: 'overture' | 'nppes', file: string): Promise<ImportFileError> {
  let yielded = 0;
  try {
    for await (const _ of readSource(source, file)) yielded++;
  } catch (e) {
    expect(e).toBeInstanceOf(ImportFileError);
    // Thrown before any row.
    expect(yielded).toBe(0);
    return e as ImportFileError;
  }
  throw new Error(`no ImportFileError for ${file} (${yielded} rows)`);
}

const place = (over: Partial<FixturePlace> = {}): FixturePlace => ({
  id: 'ovt-1',
  lng: -80.1937,
  lat: 25.7743,
  name: 'Fictional Harbor Injury Law Group',
  category: 'personal_injury_law',
  alternates: ['car_accident_lawyer', 'coffee_shop'],
  confidence: 0.87,
  status: 'open',
  websites: ['harbor-law.example.com'],
  phones: ['+13055550142'],
  emails: ['Office@Example.com'],
  address: {
    freeform: '100 Example Ave',
    locality: 'Miami',
    postcode: '33130',
    region: 'US-FL',
    country: 'US',
  },
  sources: [
    { dataset: 'meta', record_id: 'm1', license: 'CDLA-Permissive-2.0' },
    { dataset: 'Foursquare', record_id: 'f1', license: 'Apache-2.0' },
  ],
  ...over,
});

/** One of each case, in this order. */
const CASES: FixturePlace[] = [
  place(),
  place({
    id: 'ovt-ca',
    address: { locality: 'Toronto', postcode: 'M5V', region: 'ON', country: 'CA' },
  }),
  place({ id: 'ovt-coffee', category: 'coffee_shop', alternates: [] }),
  place({ id: 'ovt-nul', name: 'Fictional\u0000Towing' }),
  place({ id: 'ovt-big', name: 'x'.repeat(1024 * 1024 + 10) }),
  place({ id: 'ovt-paris', lng: 2.35, lat: 48.85 }),
  place({
    id: 'ovt-state',
    address: { locality: 'Miami', postcode: '33130', region: 'ZZ', country: 'US' },
  }),
  place({
    id: 'ovt-zip',
    address: { locality: 'Miami', postcode: '00000', region: 'FL', country: 'US' },
  }),
  place({ id: 'ovt-noname', name: '  ' }),
  place({
    id: 'ovt-closed',
    category: 'towing_service',
    alternates: null,
    status: 'permanently_closed',
    confidence: 0,
    phones: ['not a phone'],
    websites: ['ftp://nope'],
    emails: null,
    address: {
      freeform: '7 Sample St',
      locality: 'Tampa',
      postcode: '33602',
      region: 'FL',
      country: 'US',
    },
  }),
  place({
    id: 'ovt-temp',
    category: 'chiropractor',
    status: 'temporarily_closed',
    confidence: null,
  }),
];

function expectCases(rows: SourceRow[]) {
  expect(rows.map((r) => r.index)).toEqual(CASES.map((_, i) => i));
  const [law, ca, coffee, nul, big, paris, state, zip, noname, closed, temp] = rows;
  expect(law).toEqual({
    kind: 'listing',
    index: 0,
    listing: {
      source: 'overture',
      recordId: 'ovt-1',
      release: '2025-09-24.0',
      name: 'Fictional Harbor Injury Law Group',
      category: 'Law Firms',
      specialties: ['Personal Injury', 'Car Accidents'],
      phone: '(305) 555-0142',
      website: 'https://harbor-law.example.com',
      email: 'office@example.com',
      addressLine1: '100 Example Ave',
      city: 'Miami',
      state: 'FL',
      zip: '33130',
      latitude: 25.7743,
      longitude: -80.1937,
      status: 'open',
      confidence: 0.87,
      npi: null,
      attribution: 'meta (CDLA-Permissive-2.0), Foursquare (Apache-2.0)',
    },
  });
  expect(ca).toEqual({ kind: 'skipped', index: 1, reason: 'outside_us' });
  expect(coffee).toEqual({ kind: 'skipped', index: 2, reason: 'unmapped_category:coffee_shop' });
  expect(nul).toMatchObject({ kind: 'rejected', reason: 'nul_byte' });
  expect(big).toMatchObject({ kind: 'rejected', reason: 'field_too_large' });
  expect(big?.kind === 'rejected' && big.raw.length).toBe(2000);
  expect(paris).toMatchObject({ kind: 'rejected', reason: 'coordinates_outside_us' });
  expect(state).toMatchObject({ kind: 'rejected', reason: 'unknown_state:ZZ' });
  expect(zip).toMatchObject({ kind: 'rejected', reason: 'unknown_zip:00000' });
  expect(noname).toMatchObject({ kind: 'rejected', reason: 'empty_name' });
  expect(closed).toMatchObject({
    kind: 'listing',
    listing: {
      category: 'Towing Services',
      specialties: [],
      status: 'permanently_closed',
      confidence: 0,
      phone: null,
      website: null,
      email: null,
      city: 'Tampa',
    },
  });
  expect(temp).toMatchObject({
    kind: 'listing',
    listing: { category: 'Chiropractors', status: 'temporarily_closed', confidence: null },
  });
}

describe('Overture reader', () => {
  const release = () => join(dir, 'release=2025-09-24.0', 'theme=places', 'type=place');

  it('maps GeoParquet rows: categories, specialties, US only, skip and reject reasons', async () => {
    const file = join(release(), 'part-00000.zstd.parquet');
    await writeOvertureParquet(file, CASES, { rowGroupSize: 3 });
    expectCases(await all('overture', file));
  });

  it('reads the GeoJSON and GeoJSON lines of overturemaps download the same way', async () => {
    const seq = join(release(), 'places.geojsonseq');
    const fc = join(release(), 'places.geojson');
    await writeOvertureGeoJsonSeq(seq, CASES);
    await writeOvertureGeoJson(fc, CASES);
    expectCases(await all('overture', seq));
    expectCases(await all('overture', fc));
    // A pretty-printed collection (not one feature per line) and an RS-prefixed sequence.
    const pretty = join(release(), 'pretty.geojson');
    await writeFile(pretty, JSON.stringify(JSON.parse(await readFile(fc, 'utf8')), null, 2));
    expectCases(await all('overture', pretty));
    const rs = join(release(), 'rs.geojsonseq');
    const lines = (await readFile(seq, 'utf8')).trim().split('\n');
    await writeFile(rs, lines.map((l) => `\u001e${l}\n`).join(''));
    expectCases(await all('overture', rs));
  });

  it('resumes at startAt: the same rows as a full read, whole row groups skipped', async () => {
    const file = join(dir, 'resume.parquet');
    const places = [...fictionalPlaces(2500)];
    await writeOvertureParquet(file, places, { rowGroupSize: 1000 });
    const full = await all('overture', file);
    expect(full).toHaveLength(2500);
    expect(full.filter((r) => r.kind === 'listing').length).toBeGreaterThan(2000);
    expect(
      full.filter((r) => r.kind === 'skipped' && r.reason === 'unmapped_category:coffee_shop')
        .length,
    ).toBe(places.filter((p) => p.category === 'coffee_shop').length);
    for (const startAt of [0, 999, 1000, 1777, 2499, 2500]) {
      const tail = await all('overture', file, startAt);
      expect(tail).toEqual(full.slice(startAt));
    }
    const seq = join(dir, 'resume.geojsonseq');
    await writeOvertureGeoJsonSeq(seq, places);
    expect(await all('overture', seq, 1234)).toEqual(full.slice(1234));
  });

  it('refuses files it cannot read, before any row, naming the problem', async () => {
    const good = join(dir, 'good.parquet');
    await writeOvertureParquet(good, fictionalPlaces(3000), { rowGroupSize: 1000 });
    const bytes = await readFile(good);

    const truncated = join(dir, 'truncated.parquet');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect((await fileError('overture', truncated)).message).toMatch(
      /truncated\.parquet: the Parquet file is truncated/,
    );

    const corrupt = join(dir, 'corrupt.parquet');
    const broken = Buffer.from(bytes);
    // Garbage over the footer (its length and magic kept).
    broken.fill(0xab, broken.length - 400, broken.length - 8);
    await writeFile(corrupt, broken);
    expect((await fileError('overture', corrupt)).message).toMatch(
      /corrupt\.parquet: the Parquet file is corrupt/,
    );

    const noNames = join(dir, 'no-names.parquet');
    await writeOvertureParquet(noNames, [place()], { omit: ['names', 'addresses'] });
    expect((await fileError('overture', noNames)).message).toBe(
      'no-names.parquet: not an Overture places file (missing columns: names, addresses)',
    );

    const csv = join(dir, 'places.csv');
    await writeFile(csv, 'id,name\n1,Fictional\n');
    expect((await fileError('overture', csv)).message).toMatch(
      /places\.csv: not an Overture places file/,
    );

    const empty = join(dir, 'empty.geojson');
    await writeFile(empty, '');
    expect((await fileError('overture', empty)).message).toBe('empty.geojson: the file is empty');

    const latin1 = join(dir, 'latin1.geojsonseq');
    const seq = join(dir, 'ok.geojsonseq');
    await writeOvertureGeoJsonSeq(seq, [place({ name: 'Fictional Peña Towing' })]);
    await writeFile(latin1, Buffer.from(await readFile(seq, 'utf8'), 'latin1'));
    expect((await fileError('overture', latin1)).message).toMatch(
      /latin1\.geojsonseq: the file is not UTF-8/,
    );

    const cutSeq = join(dir, 'cut.geojsonseq');
    await writeOvertureGeoJsonSeq(cutSeq, fictionalPlaces(20));
    await truncate(cutSeq, (await stat(cutSeq)).size - 30);
    expect((await fileError('overture', cutSeq)).message).toMatch(
      /cut\.geojsonseq: the GeoJSON-lines file is truncated/,
    );

    const cutFc = join(dir, 'cut.geojson');
    await writeOvertureGeoJson(cutFc, fictionalPlaces(20));
    await truncate(cutFc, (await stat(cutFc)).size - 30);
    expect((await fileError('overture', cutFc)).message).toMatch(
      /cut\.geojson: the GeoJSON file is truncated/,
    );

    const missing = join(dir, 'nowhere.parquet');
    expect((await fileError('overture', missing)).message).toMatch(
      /nowhere\.parquet: cannot be opened \(ENOENT\)/,
    );
  });

  it('rejects a corrupt line of GeoJSON lines and goes on', async () => {
    const file = join(dir, 'bad-line.geojsonseq');
    await writeOvertureGeoJsonSeq(file, [place(), place({ id: 'ovt-2' })]);
    const text = (await readFile(file, 'utf8')).split('\n');
    await writeFile(file, [text[0], '{"type":"Feature","geometry":', text[1], ''].join('\n'));
    const rows = await all('overture', file);
    expect(rows.map((r) => [r.index, r.kind])).toEqual([
      [0, 'listing'],
      [1, 'rejected'],
      [2, 'listing'],
    ]);
    expect(rows[1]).toMatchObject({ reason: 'invalid_json', raw: '{"type":"Feature","geometry":' });
  });
});

const provider = (over: Partial<FixtureProvider> = {}): FixtureProvider => ({
  npi: fictionalNpi(1),
  entity: '2',
  organization: 'FICTIONAL BAYVIEW MRI CENTER LLC',
  address1: '200 SAMPLE ST',
  city: 'MIAMI BEACH',
  state: 'FL',
  zip: '331391234',
  phone: '3055550111',
  mailingCity: 'WILMINGTON',
  taxonomies: [
    { code: '2085R0202X' },
    { code: '261QM1200X', primary: true },
    { code: '1223G0001X' },
  ],
  ...over,
});

const NPPES_CASES: FixtureProvider[] = [
  provider(),
  provider({
    npi: fictionalNpi(2),
    entity: '1',
    organization: '',
    firstName: 'JORDAN',
    lastName: 'EXAMPLE',
    credential: 'D.C.',
    city: 'ORLANDO',
    zip: '32801',
    taxonomies: [{ code: '111N00000X', primary: true }, { code: '225100000X' }],
  }),
  provider({ npi: fictionalNpi(3), taxonomies: [{ code: '1223G0001X', primary: true }] }),
  provider({ npi: fictionalNpi(4), deactivated: '03/01/2023' }),
  provider({ npi: fictionalNpi(5), deactivated: '03/01/2021', reactivated: '06/15/2022' }),
  // A deactivated NPI as the file publishes it: the number and the date only.
  { npi: fictionalNpi(6), entity: '', deactivated: '01/10/2024' },
  provider({ npi: fictionalNpi(7), organization: 'FICTIONAL\u0000CLINIC' }),
  provider({ npi: fictionalNpi(8), address1: 'y'.repeat(1024 * 1024 + 1) }),
  provider({ npi: fictionalNpi(9), state: 'XX' }),
  provider({ npi: fictionalNpi(10), zip: '00000' }),
  provider({ npi: fictionalNpi(11), organization: '' }),
  provider({ npi: fictionalNpi(12), country: 'MX', state: '', zip: '' }),
];

function expectNppesCases(rows: SourceRow[], release: string | null) {
  expect(rows.map((r) => r.index)).toEqual(NPPES_CASES.map((_, i) => i));
  const [org, person, dental, deact, react, closure, nul, big, state, zip, noname, mx] = rows;
  expect(org).toEqual({
    kind: 'listing',
    index: 0,
    listing: {
      source: 'nppes',
      recordId: fictionalNpi(1),
      release,
      name: 'FICTIONAL BAYVIEW MRI CENTER LLC',
      category: 'MRI/Imaging Centers',
      specialties: ['MRI', 'Diagnostic Radiology'],
      phone: '(305) 555-0111',
      website: null,
      email: null,
      addressLine1: '200 SAMPLE ST',
      city: 'Miami Beach',
      state: 'FL',
      zip: '33139',
      latitude: null,
      longitude: null,
      status: 'open',
      confidence: null,
      npi: fictionalNpi(1),
      attribution: null,
    },
  });
  expect(person).toMatchObject({
    kind: 'listing',
    listing: {
      name: 'JORDAN EXAMPLE, D.C.',
      category: 'Chiropractors',
      specialties: ['Physical Therapy'],
      city: 'Orlando',
      zip: '32801',
    },
  });
  expect(dental).toEqual({ kind: 'skipped', index: 2, reason: 'unmapped_taxonomy:1223G0001X' });
  expect(deact).toMatchObject({ kind: 'listing', listing: { status: 'permanently_closed' } });
  expect(react).toMatchObject({ kind: 'listing', listing: { status: 'open' } });
  expect(closure).toMatchObject({
    kind: 'listing',
    listing: {
      recordId: fictionalNpi(6),
      npi: fictionalNpi(6),
      status: 'permanently_closed',
      name: '',
    },
  });
  expect(nul).toMatchObject({ kind: 'rejected', reason: 'nul_byte' });
  expect(big).toMatchObject({ kind: 'rejected', reason: 'field_too_large' });
  expect(state).toMatchObject({ kind: 'rejected', reason: 'unknown_state:XX' });
  expect(zip).toMatchObject({ kind: 'rejected', reason: 'unknown_zip:00000' });
  expect(noname).toMatchObject({ kind: 'rejected', reason: 'empty_name' });
  expect(mx).toEqual({ kind: 'skipped', index: 11, reason: 'outside_us' });
}

describe('NPPES reader', () => {
  it('maps the NPI file: primary taxonomy, practice address, deactivation, reasons', async () => {
    const file = join(dir, 'npidata_pfile_20050523-20241110.csv');
    await writeNppesCsv(file, NPPES_CASES);
    expectNppesCases(await all('nppes', file), '2024-11-10');
  });

  it('tolerates the header variants of other vintages', async () => {
    const file = join(dir, 'nppes-variant.csv');
    const header = nppesHeader().map((h) =>
      h === 'Provider Organization Name (Legal Business Name)'
        ? 'Provider_Organization_Name'
        : h.toLowerCase().replace(/[ ()]+/g, '_'),
    );
    await writeNppesCsv(file, NPPES_CASES, header);
    expectNppesCases(await all('nppes', file), null);
  });

  it('resumes at startAt', async () => {
    const file = join(dir, 'npidata_pfile_20050523-20250101.csv');
    await writeNppesCsv(file, NPPES_CASES);
    const full = await all('nppes', file);
    expect(await all('nppes', file, 5)).toEqual(full.slice(5));
    expect(await all('nppes', file, 100)).toEqual([]);
  });

  it('refuses files it cannot read, before any row, naming the problem', async () => {
    const missing = join(dir, 'missing-columns.csv');
    await writeFile(
      missing,
      '"NPI","Entity Type Code","Provider First Name"\r\n"1234567893","1","A"\r\n',
    );
    expect((await fileError('nppes', missing)).message).toBe(
      "missing-columns.csv: not an NPPES NPI file (missing columns: 'Provider Organization Name (Legal Business Name)', 'Provider Last Name (Legal Name)', 'Provider First Line Business Practice Location Address', 'Provider Business Practice Location Address City Name', 'Provider Business Practice Location Address State Name', 'Provider Business Practice Location Address Postal Code', 'Healthcare Provider Taxonomy Code_1')",
    );

    const good = join(dir, 'good.csv');
    await writeNppesCsv(good, [provider({ organization: 'FICTIONAL PEÑA CLINIC' })]);
    const latin1 = join(dir, 'latin1.csv');
    await writeFile(latin1, Buffer.from(await readFile(good, 'utf8'), 'latin1'));
    expect((await fileError('nppes', latin1)).message).toMatch(
      /^latin1\.csv: the file is not UTF-8/,
    );

    const utf16 = join(dir, 'utf16.csv');
    await writeFile(
      utf16,
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(await readFile(good, 'utf8'), 'utf16le'),
      ]),
    );
    expect((await fileError('nppes', utf16)).message).toMatch(/^utf16\.csv: /);

    const parquet = join(dir, 'not-a-csv.csv');
    await writeOvertureParquet(parquet, [place()]);
    expect((await fileError('nppes', parquet)).message).toBe(
      'not-a-csv.csv: not a CSV file (binary content)',
    );

    const empty = join(dir, 'empty.csv');
    await writeFile(empty, '');
    expect((await fileError('nppes', empty)).message).toBe('empty.csv: the file is empty');
  });

  it('fails on another encoding deep in the file, and on a record over 8 MB', async () => {
    const file = join(dir, 'late-latin1.csv');
    await writeNppesCsv(file, [
      ...[...Array(3000)].map((_, i) => provider({ npi: fictionalNpi(100 + i) })),
      provider({ organization: 'FICTIONAL PEÑA CLINIC' }),
      ...[...Array(3000)].map((_, i) => provider({ npi: fictionalNpi(9000 + i) })),
    ]);
    const text = await readFile(file, 'utf8');
    await writeFile(file, Buffer.from(text, 'latin1'));
    const rows: SourceRow[] = [];
    await expect(
      (async () => {
        for await (const r of readSource('nppes', file)) rows.push(r);
      })(),
    ).rejects.toThrow(/late-latin1\.csv: the file is not UTF-8 \(invalid bytes after byte \d+/);
    expect(rows.length).toBeLessThan(3001);

    const huge = join(dir, 'huge.csv');
    await writeNppesCsv(huge, [provider({ organization: 'z'.repeat(9 * 1024 * 1024) })]);
    await expect(all('nppes', huge)).rejects.toThrow(
      /huge\.csv: a record near line \d+ is over 8 MB/,
    );
  });
});
