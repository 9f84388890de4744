import { mapOvertureCategories, type ListingStatus } from '@app/contracts';
import { tableFromIPC } from 'apache-arrow';
import { createReadStream } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { assertUtf8, headAndTail } from './file-checks';
import {
  checkedListing,
  cleanLine,
  fieldProblem,
  normalizeEmailOrNull,
  normalizePhone,
  normalizeWebsite,
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
 * Overture Maps Places (theme `places`, type `place`) as published: GeoParquet with the
 * nested columns of the schema, or the GeoJSON / GeoJSON-lines that Overture's own
 * `overturemaps download` writes (the row's columns as the feature's properties, nested
 * values kept nested, nulls left out, the id at the feature's top level or, in older
 * versions of the tool, among the properties). Decision 0060: Parquet is read with
 * parquet-wasm, one row group at a time in batches, into Arrow (apache-arrow).
 */

/** One place as the schema has it (the fields the directory uses). */
export interface OverturePlace {
  id?: unknown;
  geometry?: unknown;
  names?: { primary?: unknown } | null;
  categories?: { primary?: unknown; alternate?: unknown } | null;
  taxonomy?: { primary?: unknown; alternates?: unknown } | null;
  basic_category?: unknown;
  confidence?: unknown;
  operating_status?: unknown;
  websites?: unknown;
  socials?: unknown;
  emails?: unknown;
  phones?: unknown;
  addresses?: unknown;
  sources?: unknown;
}

const PARQUET_MAGIC = Buffer.from('PAR1');
/** The record separator RFC 8142 puts before each GeoJSON text of a sequence. */
// eslint-disable-next-line no-control-regex
const RS = /^\u001e/;
// eslint-disable-next-line no-control-regex
const RS_OR_SPACE = /^[\s\u001e]+/;
const PARQUET_COLUMNS = [
  'id',
  'geometry',
  'names',
  'categories',
  'taxonomy',
  'basic_category',
  'confidence',
  'operating_status',
  'websites',
  'emails',
  'phones',
  'addresses',
  'sources',
];
const REQUIRED_COLUMNS = ['id', 'geometry', 'names', 'addresses'];
const BATCH_ROWS = 4096;
/** A whole GeoJSON file parsed at once when it is not written one feature per line. */
const MAX_WHOLE_GEOJSON_BYTES = 64 * 1024 * 1024;

type Format = 'parquet' | 'geojson' | 'geojsonseq';

export async function* readOverture(
  file: string,
  options: ReadOptions = {},
): AsyncGenerator<SourceRow> {
  const startAt = Math.max(0, Math.floor(options.startAt ?? 0));
  const release = releaseOf(file);
  const { head, tail, length } = await headAndTail(file, 64 * 1024);
  if (length === 0) throw new ImportFileError(`${basename(file)}: the file is empty`);
  const format = detectFormat(file, head, tail);
  const rows =
    format === 'parquet'
      ? parquetPlaces(file, startAt)
      : format === 'geojsonseq'
        ? geojsonSeqPlaces(file, startAt)
        : geojsonPlaces(file, length, startAt);
  for await (const { index, place } of rows) {
    yield placeRow(index, place, release);
  }
}

/** The release named in the path (Overture's `release=2025-09-24.0/...` layout), or null. */
export function releaseOf(file: string): string | null {
  const m = /(\d{4}-\d{2}-\d{2}(?:\.\d+)?(?:-beta\.\d+|-alpha\.\d+)?)/.exec(file);
  return m?.[1] ?? null;
}

function detectFormat(file: string, head: Buffer, tail: Buffer): Format {
  const name = basename(file);
  if (head.subarray(0, 4).equals(PARQUET_MAGIC)) {
    if (!tail.subarray(tail.length - 4).equals(PARQUET_MAGIC)) {
      throw new ImportFileError(
        `${name}: the Parquet file is truncated (no footer at its end); download it again`,
      );
    }
    return 'parquet';
  }
  assertUtf8(name, head, 'start');
  assertUtf8(name, tail, 'end');
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const first = text.replace(RS_OR_SPACE, '');
  if (!first.startsWith('{')) {
    throw new ImportFileError(
      `${name}: not an Overture places file (expected GeoParquet, GeoJSON or GeoJSON lines)`,
    );
  }
  const firstLine = (first.split('\n', 1)[0] ?? '').trim();
  const tailText = tail.toString('utf8').trimEnd();
  const parsedLine = tryJson(firstLine);
  if (isObject(parsedLine) && parsedLine.type === 'Feature') {
    const lastLine = tailText.slice(tailText.lastIndexOf('\n') + 1).replace(RS, '');
    if (!isObject(tryJson(lastLine))) {
      throw new ImportFileError(
        `${name}: the GeoJSON-lines file is truncated (its last line is cut)`,
      );
    }
    return 'geojsonseq';
  }
  if (/^\{\s*"type"\s*:\s*"FeatureCollection"/.test(first) || /"features"\s*:\s*\[/.test(first)) {
    if (!/\]\s*\}$/.test(tailText)) {
      throw new ImportFileError(
        `${name}: the GeoJSON file is truncated (it does not end with "]}")`,
      );
    }
    return 'geojson';
  }
  throw new ImportFileError(
    `${name}: not an Overture places file (JSON, but neither a FeatureCollection nor one Feature per line)`,
  );
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

interface IndexedPlace {
  index: number;
  place: OverturePlace | { unreadable: string };
}

// ---------------------------------------------------------------- Parquet

interface ParquetWasm {
  ParquetFile: {
    fromFile(blob: Blob): Promise<{
      metadata(): {
        numRowGroups(): number;
        rowGroup(i: number): { numRows(): number; free(): void };
        free(): void;
      };
      schema(): { intoIPCStream(): Uint8Array };
      stream(options: {
        rowGroups: number[];
        batchSize: number;
        columns: string[];
      }): Promise<ReadableStream<{ intoIPCStream(): Uint8Array }>>;
      free(): void;
    }>;
  };
}

let wasm: ParquetWasm | null = null;
function parquetWasm(): ParquetWasm {
  // The Node build (CommonJS, loads its .wasm from the package folder synchronously).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  wasm ??= require('parquet-wasm/node') as ParquetWasm;
  return wasm;
}

async function* parquetPlaces(file: string, startAt: number): AsyncGenerator<IndexedPlace> {
  const name = basename(file);
  const { ParquetFile } = parquetWasm();
  let pf: Awaited<ReturnType<ParquetWasm['ParquetFile']['fromFile']>>;
  let columns: string[];
  const groups: number[] = [];
  try {
    pf = await ParquetFile.fromFile(await openAsBlob(file));
    const schema = tableFromIPC(pf.schema().intoIPCStream()).schema;
    const names = new Set(schema.fields.map((f) => f.name));
    const missing = REQUIRED_COLUMNS.filter((c) => !names.has(c));
    if (!names.has('categories') && !names.has('taxonomy') && !names.has('basic_category')) {
      missing.push('categories');
    }
    if (missing.length) {
      throw new ImportFileError(
        `${name}: not an Overture places file (missing columns: ${missing.join(', ')})`,
      );
    }
    columns = PARQUET_COLUMNS.filter((c) => names.has(c));
    const md = pf.metadata();
    for (let i = 0; i < md.numRowGroups(); i++) {
      const rg = md.rowGroup(i);
      groups.push(rg.numRows());
      rg.free();
    }
    md.free();
  } catch (e) {
    if (e instanceof ImportFileError) throw e;
    throw new ImportFileError(`${name}: the Parquet file is corrupt (${errorText(e)})`);
  }
  try {
    let first = 0;
    for (const [g, rows] of groups.entries()) {
      const end = first + rows;
      if (end <= startAt) {
        // Resuming: a row group before the resume point is not even decoded.
        first = end;
        continue;
      }
      let index = first;
      let stream: ReadableStream<{ intoIPCStream(): Uint8Array }>;
      try {
        stream = await pf.stream({ rowGroups: [g], batchSize: BATCH_ROWS, columns });
      } catch (e) {
        throw new ImportFileError(`${name}: row group ${g} cannot be read (${errorText(e)})`);
      }
      for await (const batch of readable(stream, name, g)) {
        const table = tableFromIPC(batch.intoIPCStream());
        if (index + table.numRows <= startAt) {
          index += table.numRows;
          continue;
        }
        const cols = columns.map((c) => [c, table.getChild(c)] as const);
        for (let r = 0; r < table.numRows; r++, index++) {
          if (index < startAt) continue;
          const place: Record<string, unknown> = {};
          for (const [c, vector] of cols) place[c] = plain(vector?.get(r));
          yield { index, place: place as OverturePlace };
        }
      }
      first = end;
    }
  } finally {
    pf.free();
  }
}

async function* readable<T>(
  stream: ReadableStream<T>,
  name: string,
  group: number,
): AsyncGenerator<T> {
  const reader = stream.getReader();
  try {
    while (true) {
      let step: Awaited<ReturnType<typeof reader.read>>;
      try {
        step = await reader.read();
      } catch (e) {
        throw new ImportFileError(
          `${name}: the Parquet file is corrupt in row group ${group} (${errorText(e)})`,
        );
      }
      if (step.done) return;
      yield step.value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Arrow values (struct rows, list vectors, maps) as plain JSON-like values. */
function plain(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object') return typeof v === 'bigint' ? Number(v) : v;
  if (v instanceof Uint8Array) return v;
  const o = v as { toJSON?: () => unknown; toArray?: () => unknown };
  if (typeof o.toJSON === 'function') return plainJson(o.toJSON());
  return v;
}

function plainJson(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.map(plain);
  if (typeof v === 'object' && !(v instanceof Uint8Array)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = plain(x);
    return out;
  }
  return plain(v);
}

function errorText(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.length > 200 ? `${m.slice(0, 200)}…` : m;
}

// ---------------------------------------------------------------- GeoJSON

/** One Feature per line, as `overturemaps download -f geojsonseq` writes (RS prefix allowed). */
async function* geojsonSeqPlaces(file: string, startAt: number): AsyncGenerator<IndexedPlace> {
  let index = 0;
  for await (const line of lines(file)) {
    const text = line.replace(RS, '').trim();
    if (!text) continue;
    const i = index++;
    if (i < startAt) continue;
    yield { index: i, place: featureToPlace(text) };
  }
}

/**
 * A FeatureCollection. `overturemaps download -f geojson` writes the header, then one
 * feature per line separated by ',\n', then ']}': read line by line. Another layout
 * (pretty-printed) is parsed whole when small enough.
 */
async function* geojsonPlaces(
  file: string,
  length: number,
  startAt: number,
): AsyncGenerator<IndexedPlace> {
  const name = basename(file);
  let index = 0;
  let header = true;
  let lineByLine = false;
  for await (const line of lines(file)) {
    let text = line.trim();
    if (header) {
      // '{"type": "FeatureCollection", "features": [' and maybe the first feature after it.
      const m = /^\{\s*"type"\s*:\s*"FeatureCollection"\s*,\s*"features"\s*:\s*\[/.exec(text);
      if (!m) break;
      header = false;
      text = text.slice(m[0].length).trim();
    }
    if (text.startsWith(',')) text = text.slice(1).trim();
    if (text.endsWith(',')) text = text.slice(0, -1).trim();
    let last = false;
    if (/\]\s*\}$/.test(text)) {
      text = text.replace(/\]\s*\}$/, '').trim();
      last = true;
    }
    if (text) {
      // The first feature tells whether the file has one feature per line.
      if (!lineByLine && !isObject(tryJson(text))) break;
      lineByLine = true;
      const i = index++;
      if (i >= startAt) yield { index: i, place: featureToPlace(text) };
    }
    if (last) return;
  }
  if (lineByLine) return;
  // Not one feature per line: parse the whole collection when it is small enough.
  if (length > MAX_WHOLE_GEOJSON_BYTES) {
    throw new ImportFileError(
      `${name}: a GeoJSON file over 64 MB must have one feature per line (as overturemaps download writes it); use GeoJSON lines or GeoParquet`,
    );
  }
  const { readFile } = await import('node:fs/promises');
  const doc = tryJson(await readFile(file, 'utf8'));
  if (!isObject(doc) || !Array.isArray(doc.features)) {
    throw new ImportFileError(`${name}: not valid GeoJSON (a FeatureCollection with features)`);
  }
  for (const [i, f] of doc.features.entries()) {
    if (i >= startAt) yield { index: i, place: featureToPlace(f) };
  }
}

async function* lines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file, { encoding: 'utf8', highWaterMark: 1024 * 1024 });
  const rl = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of rl) yield line;
  } finally {
    rl.close();
    input.destroy();
  }
}

function featureToPlace(feature: unknown): OverturePlace | { unreadable: string } {
  const raw = typeof feature === 'string' ? feature : null;
  const f = raw !== null ? tryJson(raw) : feature;
  if (!isObject(f) || f.type !== 'Feature') {
    return { unreadable: rawText(raw ?? feature) };
  }
  const props = isObject(f.properties) ? f.properties : {};
  return { ...props, id: f.id ?? props.id, geometry: f.geometry } as OverturePlace;
}

// ---------------------------------------------------------------- one place → one row

const STATUSES: Record<string, ListingStatus> = {
  open: 'open',
  temporarily_closed: 'temporarily_closed',
  permanently_closed: 'permanently_closed',
  closed: 'permanently_closed',
};

function placeRow(
  index: number,
  p: OverturePlace | { unreadable: string },
  release: string | null,
): SourceRow {
  if ('unreadable' in p) {
    return { kind: 'rejected', index, reason: 'invalid_json', raw: p.unreadable };
  }
  const reject = (reason: string): SourceRow => ({
    kind: 'rejected',
    index,
    reason,
    raw: rawText(p),
  });
  const id = str(p.id);
  const name = str(p.names?.primary);
  const addresses = list(p.addresses).filter(isObject);
  const address =
    addresses.find((a) => str(a.country)?.toUpperCase() === 'US') ?? addresses[0] ?? null;
  const country = str(address?.country)?.toUpperCase() ?? null;
  const texts = [
    id,
    name,
    ...addresses.flatMap((a) => [str(a.freeform), str(a.locality), str(a.postcode), str(a.region)]),
    ...list(p.websites).map(str),
    ...list(p.phones).map(str),
    ...list(p.emails).map(str),
  ];
  const problem = fieldProblem(texts);
  if (problem) return reject(problem);
  if (!id) return reject('missing_id');
  if (country !== 'US') return { kind: 'skipped', index, reason: 'outside_us' };

  const primary =
    str(p.categories?.primary) ?? str(p.taxonomy?.primary) ?? str(p.basic_category) ?? null;
  const alternates = [
    ...list(p.categories?.alternate).map(str),
    ...list(p.taxonomy?.alternates).map(str),
  ];
  let mapped = mapOvertureCategories(primary, alternates);
  // A newer release's basic category may be ours when the detailed one is not.
  if (!mapped && str(p.basic_category))
    mapped = mapOvertureCategories(str(p.basic_category), alternates);
  if (!mapped) {
    return { kind: 'skipped', index, reason: `unmapped_category:${primary ?? '(none)'}` };
  }
  const point = pointOf(p.geometry);
  if (point === 'invalid') return reject('invalid_geometry');
  const status = STATUSES[str(p.operating_status) ?? 'open'] ?? 'open';
  const confidence =
    typeof p.confidence === 'number' && Number.isFinite(p.confidence) ? p.confidence : null;
  const listing: ImportedListing = {
    source: 'overture',
    recordId: id,
    release,
    name: cleanLine(name).slice(0, 200),
    category: mapped.category,
    specialties: mapped.specialties,
    phone: firstOf(list(p.phones).map((v) => normalizePhone(str(v)))),
    website: firstOf(list(p.websites).map((v) => normalizeWebsite(str(v)))),
    email: firstOf(list(p.emails).map((v) => normalizeEmailOrNull(str(v)))),
    addressLine1: cleanLine(str(address?.freeform)).slice(0, 200) || null,
    city: cleanLine(str(address?.locality)).slice(0, 100),
    state: stateCode(str(address?.region)) ?? (str(address?.region) ?? '').toUpperCase(),
    zip: (str(address?.postcode) ?? '').trim().slice(0, 5),
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
    status,
    confidence,
    npi: null,
    attribution: attributionOf(p.sources),
  };
  return checkedListing(index, listing, p);
}

function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  return null;
}

function list(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  return [];
}

function firstOf<T>(values: (T | null)[]): T | null {
  for (const v of values) if (v !== null) return v;
  return null;
}

/** The datasets of a place's sources, each with its licence when the release names it. */
function attributionOf(sources: unknown): string | null {
  const seen = new Map<string, string | null>();
  for (const s of list(sources)) {
    if (!isObject(s)) continue;
    const dataset = str(s.dataset);
    if (!dataset) continue;
    const licence = str(s.license);
    if (!seen.has(dataset) || (licence && !seen.get(dataset))) seen.set(dataset, licence);
  }
  if (!seen.size) return null;
  return [...seen.entries()].map(([d, l]) => (l ? `${d} (${l})` : d)).join(', ');
}

/** A WKB point (Parquet), a GeoJSON Point, or a {x, y} struct; null when absent. */
function pointOf(g: unknown): { lat: number; lng: number } | null | 'invalid' {
  if (g === null || g === undefined) return null;
  let x: number | undefined;
  let y: number | undefined;
  if (g instanceof Uint8Array) {
    if (g.length < 21) return 'invalid';
    const view = new DataView(g.buffer, g.byteOffset, g.byteLength);
    const little = g[0] === 1;
    const type = view.getUint32(1, little);
    // 1 = Point (ISO WKB adds 1000/2000/3000 for Z/M/ZM; EWKB sets high bits).
    if ((type & 0xffff) % 1000 !== 1) return 'invalid';
    const offset = type & 0x20000000 ? 9 : 5;
    if (g.length < offset + 16) return 'invalid';
    x = view.getFloat64(offset, little);
    y = view.getFloat64(offset + 8, little);
  } else if (isObject(g)) {
    if (g.type === 'Point' && Array.isArray(g.coordinates)) {
      [x, y] = g.coordinates as number[];
    } else if (typeof g.x === 'number' && typeof g.y === 'number') {
      x = g.x;
      y = g.y;
    } else {
      return 'invalid';
    }
  } else {
    return 'invalid';
  }
  if (
    typeof x !== 'number' ||
    typeof y !== 'number' ||
    !Number.isFinite(x) ||
    !Number.isFinite(y)
  ) {
    return 'invalid';
  }
  if (Math.abs(y) > 90 || Math.abs(x) > 180) return 'invalid';
  return { lat: y, lng: x };
}
