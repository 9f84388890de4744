import {
  US_STATE_CODES,
  isHttpUrl,
  isMailableEmail,
  isValidPhone,
  isWebsiteUrl,
  normalizeEmail,
} from '@app/contracts';
import { usZipCodes } from '../../places/places-data';
import type { ImportedListing, SourceRow } from './source-types';

/**
 * What both readers share: the checks a row passes before it becomes a listing (issue 47:
 * NUL bytes, 1 MB fields, points outside the US, unknown states, ZIP codes that do not
 * exist, empty names are rejected with a reason) and the normalising of phones, websites
 * and e-mail addresses.
 */
export const MAX_FIELD_BYTES = 1024 * 1024;
/** The raw text kept with a rejected row (the report shows it). */
export const MAX_RAW_CHARS = 2000;

let zips: Map<string, string> | null = null;
/** ZIP code → its state, from the places data (loaded once per process, ~40k entries). */
export function zipStates(): Map<string, string> {
  if (!zips) zips = new Map(usZipCodes().map((z) => [z.zip, z.state]));
  return zips;
}

const STATES = new Set<string>(US_STATE_CODES);

/** A 2-letter state code from 'FL', 'fl' or 'US-FL' (ISO 3166-2, as Overture writes it). */
export function stateCode(region: string | null | undefined): string | null {
  const r = (region ?? '').trim().toUpperCase();
  const code = /^US-[A-Z]{2}$/.test(r) ? r.slice(3) : r;
  return STATES.has(code) ? code : null;
}

/** The boxes of the 50 states, DC, Puerto Rico (Alaska on both sides of the 180th meridian). */
const US_BOXES: readonly [number, number, number, number][] = [
  // [south, west, north, east]
  [24.3, -125.0, 49.5, -66.8], // the 48 states and DC
  [51.0, -180.0, 71.6, -129.9], // Alaska
  [51.0, 172.0, 53.1, 180.0], // the western Aleutians
  [18.8, -160.6, 22.4, -154.7], // Hawaii
  [17.8, -67.4, 18.6, -65.2], // Puerto Rico
];

export function isInsideUs(lat: number, lng: number): boolean {
  return US_BOXES.some(([s, w, n, e]) => lat >= s && lat <= n && lng >= w && lng <= e);
}

/** '(305) 555-0142' for a US number (with or without +1), else the contracts' rule or null. */
export function normalizePhone(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v || !isValidPhone(v)) return null;
  let digits = v.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length === 10) {
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return v.length <= 32 ? v : null;
}

/** An http(s) website with a dotted host ('example.com' gains https://), else null. */
export function normalizeWebsite(value: string | null | undefined): string | null {
  let v = (value ?? '').trim();
  if (!v) return null;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(v)) v = `https://${v}`;
  return isWebsiteUrl(v) && isHttpUrl(v) ? v : null;
}

export function normalizeEmailOrNull(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return v && v.length <= 254 && isMailableEmail(v) ? normalizeEmail(v) : null;
}

/** The first 2,000 characters of a row, for the report. */
export function rawText(raw: unknown): string {
  let text: string;
  try {
    text = typeof raw === 'string' ? raw : JSON.stringify(raw, bigintSafe);
  } catch {
    text = String(raw);
  }
  return (text ?? '').slice(0, MAX_RAW_CHARS);
}

function bigintSafe(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  return value;
}

/**
 * The reason a row's text fields make it unusable, or null: a NUL byte (PostgreSQL refuses
 * it in text) or a field over 1 MB.
 */
export function fieldProblem(fields: Iterable<string | null | undefined>): string | null {
  for (const f of fields) {
    if (!f) continue;
    if (f.includes('\u0000')) return 'nul_byte';
    // A UTF-8 character is at most 4 bytes: measure only when the field could be too long.
    if (f.length * 4 > MAX_FIELD_BYTES && Buffer.byteLength(f, 'utf8') > MAX_FIELD_BYTES) {
      return 'field_too_large';
    }
  }
  return null;
}

/** Whitespace runs and control characters become one space (names, addresses, cities). */
export function cleanLine(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\s]+/g, ' ').trim();
}

/**
 * The last checks of a mapped listing (name, state, ZIP, point): the row it becomes.
 * A closure-only row (a deactivated NPI without its details) is let through as it is.
 */
export function checkedListing(index: number, listing: ImportedListing, raw: unknown): SourceRow {
  const reject = (reason: string): SourceRow => ({
    kind: 'rejected',
    index,
    reason,
    raw: rawText(raw),
  });
  if (!listing.name) return reject('empty_name');
  if (!STATES.has(listing.state)) return reject(`unknown_state:${listing.state || '(empty)'}`);
  if (!/^\d{5}$/.test(listing.zip) || !zipStates().has(listing.zip)) {
    return reject(`unknown_zip:${listing.zip || '(empty)'}`);
  }
  if (
    listing.latitude !== null &&
    listing.longitude !== null &&
    !isInsideUs(listing.latitude, listing.longitude)
  ) {
    return reject('coordinates_outside_us');
  }
  if (!listing.city) return reject('empty_city');
  return { kind: 'listing', index, listing };
}
