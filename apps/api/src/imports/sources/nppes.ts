import { mapTaxonomies, type ListingStatus } from '@app/contracts';
import { parse } from 'csv-parse';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertUtf8, headAndTail } from './file-checks';
import {
  checkedListing,
  cleanLine,
  fieldProblem,
  normalizePhone,
  rawText,
  stateCode,
} from './rows';
import {
  ImportFileError,
  type ImportedListing,
  type ReadOptions,
  type SourceRow,
} from './source-types';

/**
 * The NPI Downloadable File of NPPES (npidata_pfile_YYYYMMDD-YYYYMMDD.csv): one provider per
 * row under the published header names, organizations (entity type 2) and individuals
 * (entity type 1). Headers are matched without case, spaces and punctuation, so the
 * variants of the file's vintages ('Provider Organization Name (Legal Business Name)',
 * 'Provider_Organization_Name_Legal_Business_Name', ...) are one column.
 */

/** A record larger than this fails the file: the parser never holds more than that. */
export const MAX_RECORD_BYTES = 8 * 1024 * 1024;
const TAXONOMY_SLOTS = 15;

const key = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The columns read, by published name (first) and the variants met in other vintages. */
const COLUMNS = {
  npi: ['NPI'],
  entity: ['Entity Type Code'],
  organization: ['Provider Organization Name (Legal Business Name)', 'Provider Organization Name'],
  lastName: ['Provider Last Name (Legal Name)', 'Provider Last Name'],
  firstName: ['Provider First Name'],
  credential: ['Provider Credential Text'],
  address1: ['Provider First Line Business Practice Location Address'],
  address2: ['Provider Second Line Business Practice Location Address'],
  city: ['Provider Business Practice Location Address City Name'],
  state: ['Provider Business Practice Location Address State Name'],
  zip: ['Provider Business Practice Location Address Postal Code'],
  country: [
    'Provider Business Practice Location Address Country Code (If outside U.S.)',
    'Provider Business Practice Location Address Country Code',
  ],
  phone: ['Provider Business Practice Location Address Telephone Number'],
  deactivated: ['NPI Deactivation Date'],
  reactivated: ['NPI Reactivation Date'],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: Column[] = [
  'npi',
  'entity',
  'organization',
  'lastName',
  'firstName',
  'address1',
  'city',
  'state',
  'zip',
];

interface Layout {
  at: Partial<Record<Column, number>>;
  taxonomies: { code: number; primary: number | undefined }[];
  width: number;
}

function layoutOf(name: string, header: string[]): Layout {
  const positions = new Map<string, number>();
  header.forEach((h, i) => {
    const k = key(h);
    if (!positions.has(k)) positions.set(k, i);
  });
  const at: Layout['at'] = {};
  for (const [col, names] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    for (const n of names) {
      const i = positions.get(key(n));
      if (i !== undefined) {
        at[col] = i;
        break;
      }
    }
  }
  const taxonomies: Layout['taxonomies'] = [];
  for (let n = 1; n <= TAXONOMY_SLOTS; n++) {
    const code = positions.get(key(`Healthcare Provider Taxonomy Code_${n}`));
    if (code === undefined) continue;
    taxonomies.push({
      code,
      primary: positions.get(key(`Healthcare Provider Primary Taxonomy Switch_${n}`)),
    });
  }
  const missing: string[] = REQUIRED.filter((c) => at[c] === undefined).map((c) => COLUMNS[c][0]);
  if (!taxonomies.length) missing.push('Healthcare Provider Taxonomy Code_1');
  if (missing.length) {
    throw new ImportFileError(
      `${name}: not an NPPES NPI file (missing columns: ${missing.map((m) => `'${m}'`).join(', ')})`,
    );
  }
  return { at, taxonomies, width: header.length };
}

/** The file's date from its name (npidata_pfile_20050523-20241110.csv → 2024-11-10). */
export function nppesRelease(file: string): string | null {
  const m = /(\d{4})(\d{2})(\d{2})(?:_\w+)?\.csv$/i.exec(basename(file));
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** MM/DD/YYYY (the file's form) or YYYY-MM-DD as a sortable YYYY-MM-DD, else null. */
function isoDate(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** Decodes the bytes as strict UTF-8: another encoding fails the file, naming the offset. */
function utf8Decoder(name: string): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let offset = 0;
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      try {
        const text = decoder.decode(chunk, { stream: true });
        offset += chunk.length;
        done(null, text);
      } catch {
        done(
          new ImportFileError(
            `${name}: the file is not UTF-8 (invalid bytes after byte ${offset}, another encoding such as Latin-1 or Windows-1252?); save it as UTF-8`,
          ),
        );
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(new ImportFileError(`${name}: the file ends inside a UTF-8 character (truncated?)`));
      }
    },
  });
}

export async function* readNppes(
  file: string,
  options: ReadOptions = {},
): AsyncGenerator<SourceRow> {
  const name = basename(file);
  const startAt = Math.max(0, Math.floor(options.startAt ?? 0));
  const release = nppesRelease(file);
  const { head, tail, length } = await headAndTail(file, 1024 * 1024);
  if (length === 0) throw new ImportFileError(`${name}: the file is empty`);
  const firstLine = head.subarray(0, head.indexOf(0x0a) < 0 ? head.length : head.indexOf(0x0a));
  if (head.subarray(0, 4).toString('latin1') === 'PAR1' || firstLine.includes(0x00)) {
    throw new ImportFileError(`${name}: not a CSV file (binary content)`);
  }
  // The head and the tail before any row; the rest is checked as it streams.
  assertUtf8(name, head, 'start', length > head.length);
  assertUtf8(name, tail, 'end', length > tail.length);

  const parser = parse({
    bom: true,
    relax_column_count: true,
    max_record_size: MAX_RECORD_BYTES,
    raw: true,
    skip_empty_lines: true,
  });
  const feeding = pipeline(
    createReadStream(file, { highWaterMark: 1024 * 1024 }),
    utf8Decoder(name),
    parser,
  ).catch((e: unknown) => e);
  let layout: Layout | null = null;
  let index = 0;
  try {
    for await (const { record, raw } of parser as AsyncIterable<{
      record: string[];
      raw: string;
    }>) {
      if (!layout) {
        layout = layoutOf(name, record);
        continue;
      }
      const i = index++;
      if (i < startAt) continue;
      yield providerRow(i, record, raw, layout, release);
    }
  } catch (e) {
    throw fileError(name, e);
  }
  const failure = await feeding;
  if (failure) throw fileError(name, failure);
  if (!layout) throw new ImportFileError(`${name}: the file has no header row`);
}

function fileError(name: string, e: unknown): Error {
  if (e instanceof ImportFileError) return e;
  const err = e as { code?: string; message?: string; lines?: number };
  if (err.code === 'CSV_MAX_RECORD_SIZE') {
    return new ImportFileError(
      `${name}: a record near line ${err.lines ?? '?'} is over ${MAX_RECORD_BYTES / 1024 / 1024} MB; not an NPPES file?`,
    );
  }
  if (err.code?.startsWith('CSV_')) {
    return new ImportFileError(`${name}: not a valid CSV file (${err.message ?? err.code})`);
  }
  return e instanceof Error ? e : new Error(String(e));
}

function providerRow(
  index: number,
  record: string[],
  raw: string,
  layout: Layout,
  release: string | null,
): SourceRow {
  const reject = (reason: string): SourceRow => ({
    kind: 'rejected',
    index,
    reason,
    raw: rawText(raw),
  });
  const problem = fieldProblem(record);
  if (problem) return reject(problem);
  const get = (c: Column) => {
    const i = layout.at[c];
    return i === undefined ? '' : (record[i] ?? '').trim();
  };
  const npi = get('npi');
  if (!/^\d{10}$/.test(npi)) return reject(`invalid_npi:${npi.slice(0, 20) || '(empty)'}`);

  const deactivated = isoDate(get('deactivated'));
  const reactivated = isoDate(get('reactivated'));
  const status: ListingStatus =
    deactivated && !(reactivated && reactivated >= deactivated) ? 'permanently_closed' : 'open';

  // The primary taxonomy (switch 'Y'), else the first one; the others give specialties.
  const codes = layout.taxonomies.map((t) => ({
    code: (record[t.code] ?? '').trim().toUpperCase(),
    primary: t.primary !== undefined && (record[t.primary] ?? '').trim().toUpperCase() === 'Y',
  }));
  const present = codes.filter((c) => c.code);
  const primary = present.find((c) => c.primary) ?? present[0];
  const entity = get('entity');

  if (status === 'permanently_closed' && !entity && !primary) {
    // A deactivated NPI is published with its number and dates only: a closure to apply to
    // the listing of this NPI, never a new listing.
    return {
      kind: 'listing',
      index,
      listing: {
        ...EMPTY_LISTING,
        recordId: npi,
        release,
        npi,
        status,
      },
    };
  }
  if (!primary) return { kind: 'skipped', index, reason: 'no_taxonomy' };
  const mapped = mapTaxonomies(
    primary.code,
    present.filter((c) => c !== primary).map((c) => c.code),
  );
  if (!mapped) return { kind: 'skipped', index, reason: `unmapped_taxonomy:${primary.code}` };

  let providerName: string;
  if (entity === '2') {
    providerName = cleanLine(get('organization'));
  } else if (entity === '1') {
    const person = cleanLine(`${get('firstName')} ${get('lastName')}`);
    const credential = cleanLine(get('credential'));
    providerName = person && credential ? `${person}, ${credential}` : person;
  } else {
    return reject(`invalid_entity_type:${entity.slice(0, 5) || '(empty)'}`);
  }
  const country = get('country').toUpperCase();
  if (country && country !== 'US') return { kind: 'skipped', index, reason: 'outside_us' };
  const rawState = get('state');
  const address = cleanLine([get('address1'), get('address2')].filter(Boolean).join(', '));
  const listing: ImportedListing = {
    source: 'nppes',
    recordId: npi,
    release,
    name: providerName.slice(0, 200),
    category: mapped.category,
    specialties: mapped.specialties,
    phone: normalizePhone(get('phone')),
    website: null,
    email: null,
    addressLine1: address.slice(0, 200) || null,
    city: titleCase(cleanLine(get('city'))).slice(0, 100),
    state: stateCode(rawState) ?? rawState.toUpperCase(),
    zip: get('zip').replace(/\D/g, '').slice(0, 5),
    latitude: null,
    longitude: null,
    status,
    confidence: null,
    npi,
    attribution: null,
  };
  return checkedListing(index, listing, raw);
}

const EMPTY_LISTING: Omit<ImportedListing, 'recordId' | 'release' | 'npi' | 'status'> = {
  source: 'nppes',
  name: '',
  category: 'Medical Facilities',
  specialties: [],
  phone: null,
  website: null,
  email: null,
  addressLine1: null,
  city: '',
  state: '',
  zip: '',
  latitude: null,
  longitude: null,
  confidence: null,
  attribution: null,
};

/** NPPES writes cities in capitals ('MIAMI BEACH' → 'Miami Beach'). */
function titleCase(city: string): string {
  if (city !== city.toUpperCase()) return city;
  return city
    .toLowerCase()
    .replace(/(^|[\s\-'.])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
}
