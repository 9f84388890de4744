import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { once } from 'node:events';

/**
 * Test and sample files in the published formats, made up and plainly fictional
 * ('Fictional ...' names, 555-01xx phones, example.com websites): Overture places as
 * GeoParquet (the real nested schema, written by DuckDB's COPY ... TO, ZSTD, row groups),
 * GeoJSON and GeoJSON lines as `overturemaps download` writes them, and the NPPES NPI CSV
 * under its published header. Used by the tests, the shipped sample files and bench:import.
 * DuckDB is a development dependency: this module is never loaded by the running server.
 */

export interface FixturePlace {
  id: string;
  lng: number | null;
  lat: number | null;
  name: string | null;
  category: string | null;
  alternates?: string[] | null;
  basicCategory?: string | null;
  confidence?: number | null;
  status?: string | null;
  websites?: string[] | null;
  phones?: string[] | null;
  emails?: string[] | null;
  socials?: string[] | null;
  address?: {
    freeform?: string | null;
    locality?: string | null;
    postcode?: string | null;
    region?: string | null;
    country?: string | null;
  } | null;
  sources?: { dataset: string; record_id: string; license?: string | null }[];
}

/** The row as the Overture schema has it (GeoJSON properties, Parquet columns). */
function placeRecord(p: FixturePlace): Record<string, unknown> {
  return {
    id: p.id,
    version: 0,
    sources: (p.sources ?? [{ dataset: 'meta', record_id: `${p.id}-m` }]).map((s) => ({
      property: '',
      dataset: s.dataset,
      license: s.license ?? null,
      record_id: s.record_id,
      update_time: '2025-08-01T00:00:00.000Z',
      confidence: null,
      between: null,
    })),
    names: { primary: p.name, common: null, rules: null },
    categories:
      p.category === null ? null : { primary: p.category, alternate: p.alternates ?? null },
    basic_category: p.basicCategory ?? null,
    confidence: p.confidence ?? null,
    websites: p.websites ?? null,
    socials: p.socials ?? null,
    emails: p.emails ?? null,
    phones: p.phones ?? null,
    brand: null,
    addresses: p.address ? [p.address] : null,
    operating_status: p.status ?? 'open',
  };
}

export function wkbPoint(lng: number, lat: number): Buffer {
  const b = Buffer.alloc(21);
  b.writeUInt8(1, 0);
  b.writeUInt32LE(1, 1);
  b.writeDoubleLE(lng, 5);
  b.writeDoubleLE(lat, 13);
  return b;
}

async function writeLines(path: string, lines: AsyncIterable<string> | Iterable<string>) {
  await mkdir(dirname(path), { recursive: true });
  const out = createWriteStream(path);
  for await (const line of lines) {
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
}

const PARQUET_TYPES = {
  id: 'VARCHAR',
  geometry: 'VARCHAR',
  bbox: 'STRUCT(xmin FLOAT, xmax FLOAT, ymin FLOAT, ymax FLOAT)',
  version: 'INTEGER',
  sources:
    'STRUCT(property VARCHAR, dataset VARCHAR, license VARCHAR, record_id VARCHAR, update_time VARCHAR, confidence DOUBLE, "between" DOUBLE[])[]',
  names:
    'STRUCT("primary" VARCHAR, common MAP(VARCHAR, VARCHAR), rules STRUCT(variant VARCHAR, language VARCHAR, value VARCHAR, side VARCHAR)[])',
  categories: 'STRUCT("primary" VARCHAR, alternate VARCHAR[])',
  basic_category: 'VARCHAR',
  confidence: 'DOUBLE',
  websites: 'VARCHAR[]',
  socials: 'VARCHAR[]',
  emails: 'VARCHAR[]',
  phones: 'VARCHAR[]',
  brand: 'STRUCT(wikidata VARCHAR, names STRUCT("primary" VARCHAR))',
  addresses:
    'STRUCT(freeform VARCHAR, locality VARCHAR, postcode VARCHAR, region VARCHAR, country VARCHAR)[]',
  operating_status: 'VARCHAR',
} as const;

const GEO_METADATA = JSON.stringify({
  version: '1.1.0',
  primary_column: 'geometry',
  columns: { geometry: { encoding: 'WKB', geometry_types: ['Point'], crs: null } },
});

export interface ParquetOptions {
  rowGroupSize?: number;
  /** Leave these columns out (a file that lacks required columns). */
  omit?: string[];
}

/**
 * Overture GeoParquet: the rows go through a JSON-lines file into DuckDB, which writes them
 * with the schema's types (structs, lists, a WKB geometry) and the GeoParquet `geo` metadata.
 */
export async function writeOvertureParquet(
  path: string,
  places: AsyncIterable<FixturePlace> | Iterable<FixturePlace>,
  options: ParquetOptions = {},
): Promise<void> {
  const tmp = join(tmpdir(), `overture-${randomUUID()}.jsonl`);
  await writeLines(tmp, jsonLines(places));
  try {
    await mkdir(dirname(path), { recursive: true });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { DuckDBInstance } = require('@duckdb/node-api') as typeof import('@duckdb/node-api');
    const db = await DuckDBInstance.create(':memory:', { threads: '2' });
    const c = await db.connect();
    const omit = new Set(options.omit ?? []);
    const cols = Object.keys(PARQUET_TYPES).filter((k) => !omit.has(k));
    const types = Object.entries(PARQUET_TYPES)
      .map(([k, t]) => `"${k}": '${t}'`)
      .join(', ');
    const select = cols
      .map((k) => (k === 'geometry' ? 'from_hex(geometry) AS geometry' : `"${k}"`))
      .join(', ');
    const q = (s: string) => s.replace(/'/g, "''");
    await c.run(
      `COPY (SELECT ${select} FROM read_json('${q(tmp)}', format = 'newline_delimited', columns = {${types}}))
       TO '${q(path)}' (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE ${options.rowGroupSize ?? 10_000},
       KV_METADATA {geo: '${q(GEO_METADATA)}'})`,
    );
    c.closeSync();
    db.closeSync();
  } finally {
    await rm(tmp, { force: true });
  }
}

async function* jsonLines(
  places: AsyncIterable<FixturePlace> | Iterable<FixturePlace>,
): AsyncGenerator<string> {
  for await (const p of places) {
    const geometry =
      p.lng === null || p.lat === null ? null : wkbPoint(p.lng, p.lat).toString('hex');
    const bbox =
      p.lng === null || p.lat === null
        ? null
        : { xmin: p.lng, xmax: p.lng, ymin: p.lat, ymax: p.lat };
    yield `${JSON.stringify({ ...placeRecord(p), geometry, bbox })}\n`;
  }
}

/** A Feature as `overturemaps download` writes it: the id on top, nulls left out. */
function featureJson(p: FixturePlace): string {
  const { id, ...props } = placeRecord(p);
  const properties = Object.fromEntries(Object.entries(props).filter(([, v]) => v !== null));
  const geometry =
    p.lng === null || p.lat === null ? null : { type: 'Point', coordinates: [p.lng, p.lat] };
  return JSON.stringify({ id, type: 'Feature', geometry, properties });
}

export async function writeOvertureGeoJsonSeq(
  path: string,
  places: Iterable<FixturePlace> | AsyncIterable<FixturePlace>,
): Promise<void> {
  await writeLines(
    path,
    (async function* () {
      for await (const p of places) yield `${featureJson(p)}\n`;
    })(),
  );
}

export async function writeOvertureGeoJson(
  path: string,
  places: Iterable<FixturePlace> | AsyncIterable<FixturePlace>,
): Promise<void> {
  await writeLines(
    path,
    (async function* () {
      yield '{"type": "FeatureCollection", "features": [\n';
      let first = true;
      for await (const p of places) {
        yield `${first ? '' : ',\n'}${featureJson(p)}`;
        first = false;
      }
      yield ']}';
    })(),
  );
}

// ---------------------------------------------------------------- NPPES

export interface FixtureProvider {
  npi: string;
  entity: '1' | '2' | '';
  organization?: string;
  lastName?: string;
  firstName?: string;
  credential?: string;
  address1?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
  /** The mailing address (never the one imported). */
  mailingCity?: string;
  taxonomies?: { code: string; primary?: boolean }[];
  deactivated?: string;
  reactivated?: string;
}

/** The published header of the NPI file (its first columns and the taxonomy slots). */
export function nppesHeader(): string[] {
  const h = [
    'NPI',
    'Entity Type Code',
    'Replacement NPI',
    'Employer Identification Number (EIN)',
    'Provider Organization Name (Legal Business Name)',
    'Provider Last Name (Legal Name)',
    'Provider First Name',
    'Provider Middle Name',
    'Provider Name Prefix Text',
    'Provider Name Suffix Text',
    'Provider Credential Text',
    'Provider First Line Business Mailing Address',
    'Provider Second Line Business Mailing Address',
    'Provider Business Mailing Address City Name',
    'Provider Business Mailing Address State Name',
    'Provider Business Mailing Address Postal Code',
    'Provider Business Mailing Address Country Code (If outside U.S.)',
    'Provider Business Mailing Address Telephone Number',
    'Provider First Line Business Practice Location Address',
    'Provider Second Line Business Practice Location Address',
    'Provider Business Practice Location Address City Name',
    'Provider Business Practice Location Address State Name',
    'Provider Business Practice Location Address Postal Code',
    'Provider Business Practice Location Address Country Code (If outside U.S.)',
    'Provider Business Practice Location Address Telephone Number',
    'Provider Enumeration Date',
    'Last Update Date',
    'NPI Deactivation Reason Code',
    'NPI Deactivation Date',
    'NPI Reactivation Date',
    'Provider Sex Code',
  ];
  for (let n = 1; n <= 15; n++) {
    h.push(
      `Healthcare Provider Taxonomy Code_${n}`,
      `Provider License Number_${n}`,
      `Provider License Number State Code_${n}`,
      `Healthcare Provider Primary Taxonomy Switch_${n}`,
    );
  }
  h.push('Is Sole Proprietor', 'Is Organization Subpart', 'Certification Date');
  return h;
}

function providerRecord(p: FixtureProvider): string[] {
  const values: Record<string, string> = {
    NPI: p.npi,
    'Entity Type Code': p.entity,
    'Provider Organization Name (Legal Business Name)': p.organization ?? '',
    'Provider Last Name (Legal Name)': p.lastName ?? '',
    'Provider First Name': p.firstName ?? '',
    'Provider Credential Text': p.credential ?? '',
    'Provider First Line Business Mailing Address': p.address1 ? 'PO Box 555' : '',
    'Provider Business Mailing Address City Name': p.mailingCity ?? (p.city ? 'MAILTOWN' : ''),
    'Provider Business Mailing Address State Name': p.state ? 'DE' : '',
    'Provider Business Mailing Address Postal Code': p.zip ? '19801' : '',
    'Provider First Line Business Practice Location Address': p.address1 ?? '',
    'Provider Business Practice Location Address City Name': p.city ?? '',
    'Provider Business Practice Location Address State Name': p.state ?? '',
    'Provider Business Practice Location Address Postal Code': p.zip ?? '',
    'Provider Business Practice Location Address Country Code (If outside U.S.)':
      p.country ?? (p.city ? 'US' : ''),
    'Provider Business Practice Location Address Telephone Number': p.phone ?? '',
    'Provider Enumeration Date': p.entity ? '05/23/2007' : '',
    'Last Update Date': p.entity ? '07/08/2024' : '',
    'NPI Deactivation Date': p.deactivated ?? '',
    'NPI Reactivation Date': p.reactivated ?? '',
  };
  (p.taxonomies ?? []).forEach((t, i) => {
    values[`Healthcare Provider Taxonomy Code_${i + 1}`] = t.code;
    values[`Healthcare Provider Primary Taxonomy Switch_${i + 1}`] = t.primary ? 'Y' : 'N';
  });
  return nppesHeader().map((h) => values[h] ?? '');
}

/** Every field quoted, CRLF line ends, as CMS publishes the file. */
export function csvLine(fields: string[]): string {
  return `${fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',')}\r\n`;
}

export async function writeNppesCsv(
  path: string,
  providers: Iterable<FixtureProvider> | AsyncIterable<FixtureProvider>,
  header: string[] = nppesHeader(),
): Promise<void> {
  await writeLines(
    path,
    (async function* () {
      yield csvLine(header);
      for await (const p of providers) yield csvLine(providerRecord(p));
    })(),
  );
}

// ---------------------------------------------------------------- generated directories

/** Real ZIP codes of several cities (in the places data), with a centre to scatter around. */
export const SAMPLE_CITIES = [
  {
    city: 'Miami',
    state: 'FL',
    zips: ['33130', '33131', '33125', '33135', '33145'],
    lat: 25.77,
    lng: -80.2,
    areas: ['305', '786'],
  },
  {
    city: 'Tampa',
    state: 'FL',
    zips: ['33602', '33606', '33609', '33611'],
    lat: 27.95,
    lng: -82.46,
    areas: ['813', '656'],
  },
  {
    city: 'Orlando',
    state: 'FL',
    zips: ['32801', '32803', '32806', '32804'],
    lat: 28.54,
    lng: -81.38,
    areas: ['407', '689'],
  },
  {
    city: 'Houston',
    state: 'TX',
    zips: ['77002', '77004', '77006', '77019'],
    lat: 29.76,
    lng: -95.37,
    areas: ['713', '832'],
  },
  {
    city: 'Dallas',
    state: 'TX',
    zips: ['75201', '75204', '75206', '75219'],
    lat: 32.78,
    lng: -96.8,
    areas: ['214', '469'],
  },
  {
    city: 'Los Angeles',
    state: 'CA',
    zips: ['90012', '90017', '90005', '90026'],
    lat: 34.05,
    lng: -118.25,
    areas: ['213', '323'],
  },
  {
    city: 'New York',
    state: 'NY',
    zips: ['10001', '10016', '10018', '10036'],
    lat: 40.75,
    lng: -73.99,
    areas: ['212', '646'],
  },
] as const;

const OVERTURE_KINDS = [
  {
    category: 'personal_injury_law',
    word: 'Injury Law Group',
    alternates: ['lawyer', 'car_accident_lawyer'],
  },
  { category: 'lawyer', word: 'Law Offices', alternates: ['workers_compensation_law'] },
  { category: 'chiropractor', word: 'Chiropractic Center', alternates: ['physical_therapy'] },
  { category: 'towing_service', word: 'Towing', alternates: ['emergency_roadside_service'] },
  { category: 'auto_body_shop', word: 'Collision & Body', alternates: ['auto_glass_service'] },
  { category: 'insurance_agency', word: 'Insurance Agency', alternates: ['auto_insurance'] },
  { category: 'diagnostic_imaging', word: 'Imaging Center', alternates: ['radiologist'] },
  { category: 'urgent_care_clinic', word: 'Urgent Care', alternates: ['medical_center'] },
  { category: 'physical_therapy', word: 'Physical Therapy', alternates: [] },
  { category: 'coffee_shop', word: 'Coffee', alternates: [] },
] as const;

const NAMES = [
  'Harbor',
  'Sunrise',
  'Bayview',
  'Pinecrest',
  'Lakeside',
  'Summit',
  'Riverside',
  'Cypress',
  'Magnolia',
  'Redwood',
  'Meadow',
  'Granite',
];
const STREETS = ['Example Ave', 'Sample St', 'Placeholder Blvd', 'Fiction Rd', 'Testing Way'];

/** `count` fictional places spread over the sample cities; every tenth not one of ours. */
export function* fictionalPlaces(count: number, prefix = 'fict'): Generator<FixturePlace> {
  for (let i = 0; i < count; i++) {
    const c = SAMPLE_CITIES[i % SAMPLE_CITIES.length]!;
    const k = OVERTURE_KINDS[Math.floor(i / SAMPLE_CITIES.length) % OVERTURE_KINDS.length]!;
    const zip = c.zips[i % c.zips.length]!;
    const n = NAMES[Math.floor(i / 70) % NAMES.length]!;
    // 555-0100..0199 (the numbers kept for fiction), unique per city for 100 places each.
    const nth = Math.floor(i / SAMPLE_CITIES.length);
    const phoneTail = String(100 + (nth % 100)).padStart(4, '0');
    const area = c.areas[0];
    yield {
      id: `${prefix}-${i.toString(16).padStart(8, '0')}`,
      lng: c.lng + ((i * 37) % 200) / 2000 - 0.05,
      lat: c.lat + ((i * 53) % 200) / 2000 - 0.05,
      name: `Fictional ${n} ${k.word} ${Math.floor(i / 840) + 1}`,
      category: k.category,
      alternates: [...k.alternates],
      confidence: 0.55 + (i % 40) / 100,
      status: i % 97 === 5 ? 'temporarily_closed' : 'open',
      websites: [`https://${n.toLowerCase()}-${i}.example.com`],
      phones: [`+1${area}555${phoneTail}`],
      emails: i % 3 === 0 ? [`office${i}@example.com`] : null,
      address: {
        freeform: `${100 + (i % 800)} ${STREETS[i % STREETS.length]}`,
        locality: c.city,
        postcode: zip,
        region: i % 2 ? `US-${c.state}` : c.state,
        country: 'US',
      },
      sources: [{ dataset: 'meta', record_id: `${1e12 + i}`, license: 'CDLA-Permissive-2.0' }],
    };
  }
}

const NPPES_KINDS = [
  { code: '111N00000X', word: 'Chiropractic' },
  { code: '261QM1200X', word: 'MRI Center' },
  { code: '261QU0200X', word: 'Urgent Care' },
  { code: '225100000X', word: 'Physical Therapy' },
  { code: '207X00000X', word: 'Orthopaedic Associates' },
  { code: '208VP0014X', word: 'Pain Management' },
  { code: '282N00000X', word: 'Community Hospital' },
  { code: '1223G0001X', word: 'Dental' }, // not ours: skipped
] as const;
const FIRST = ['Alex', 'Jordan', 'Sam', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie'];
const LAST = ['Example', 'Sample', 'Placeholder', 'Testperson', 'Fictional', 'Madeup'];

/** A valid-looking NPI (10 digits starting with 1, Luhn check digit with the 80840 prefix). */
export function fictionalNpi(i: number): string {
  const base = `1${String(900_000_00 + i).padStart(8, '0')}`.slice(0, 9);
  const digits = `80840${base}`.split('').map(Number);
  let sum = 0;
  for (let k = digits.length - 1, dbl = true; k >= 0; k--, dbl = !dbl) {
    let d = digits[k]!;
    if (dbl) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** `count` fictional providers over the sample cities; a third are individuals. */
export function* fictionalProviders(count: number, offset = 0): Generator<FixtureProvider> {
  for (let j = 0; j < count; j++) {
    const i = j + offset;
    const c = SAMPLE_CITIES[i % SAMPLE_CITIES.length]!;
    const k = NPPES_KINDS[Math.floor(i / SAMPLE_CITIES.length) % NPPES_KINDS.length]!;
    const area = c.areas[1];
    const nth = Math.floor(i / SAMPLE_CITIES.length);
    const individual = i % 3 === 0 && k.code !== '282N00000X';
    yield {
      npi: fictionalNpi(i),
      entity: individual ? '1' : '2',
      organization: individual
        ? ''
        : `Fictional ${NAMES[i % NAMES.length]} ${k.word}`.toUpperCase(),
      firstName: individual ? FIRST[i % FIRST.length]!.toUpperCase() : '',
      lastName: individual ? LAST[i % LAST.length]!.toUpperCase() : '',
      credential: individual ? (k.code === '111N00000X' ? 'D.C.' : 'M.D.') : '',
      address1: `${200 + (i % 700)} ${STREETS[(i + 2) % STREETS.length]!.toUpperCase()}`,
      city: c.city.toUpperCase(),
      state: c.state,
      zip: `${c.zips[i % c.zips.length]}${String(1000 + (i % 9000))}`,
      phone: `${area}555${String(100 + (nth % 100)).padStart(4, '0')}`,
      taxonomies: [
        { code: k.code, primary: true },
        ...(i % 4 === 0 ? [{ code: '2081P2900X' }] : []),
      ],
    };
  }
}
