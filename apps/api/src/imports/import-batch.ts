import { randomUUID } from 'node:crypto';
import {
  IMPORT_REPORT_MAX_ROWS,
  LISTING_SOURCES,
  NAME_SIMILARITY,
  normalizePhoneForMatch,
  POSSIBLE_DUPLICATE_METERS,
  SAME_BUSINESS_METERS,
  type ImportSource,
  type ListingStatus,
  type TrackedField,
} from '@app/contracts';
import type { ClientBase } from 'pg';
import { searchColumns } from '../providers/search-text';
import type { ImportedListing, SourceRow } from './sources/source';

/**
 * One batch of an import, written in ONE transaction with the job's progress (decision
 * 0059): a job killed at any point resumes at the first row of the batch that did not
 * commit, so no listing is lost or written twice. Every step is a statement over the whole
 * batch (arrays in, rows out), never one statement per row:
 *
 * 1. records already imported (source + record id), or an NPPES record whose NPI a listing
 *    has: that listing is the record's own (updated);
 * 2. the others look for the same business among the listings: normalised phone equal, or a
 *    similar name (pg_trgm, NAME_SIMILARITY) within SAME_BUSINESS_METERS → merged into it;
 *    a similar name within POSSIBLE_DUPLICATE_METERS, or two candidates → the review queue;
 * 3. the rest are new listings (when their confidence reaches the run's floor; a closed
 *    place makes none);
 * 4. owners win: a field an owner or admin edited is left alone; on a claimed listing a
 *    change becomes a suggestion; a field changes when its source changed it.
 */

export interface BatchJob {
  id: string;
  source: ImportSource;
  confidenceFloor: number;
  reportRows: number;
}

export interface BatchCounts {
  read: number;
  created: number;
  updated: number;
  merged: number;
  skipped: number;
  rejected: number;
  skippedByReason: Record<string, number>;
  reportRows: number;
  queued: number;
}

/** What a source says of a listing, field by field (what provider_sources.fields keeps). */
export interface SourceFields {
  name: string;
  category: string;
  specialties: string[];
  phone: string | null;
  website: string | null;
  location: {
    addressLine1: string | null;
    city: string;
    state: string;
    zip: string;
    latitude: number | null;
    longitude: number | null;
  };
  status: ListingStatus;
}

interface ProviderNow {
  id: string;
  name: string;
  category: string;
  specialties: string[];
  phone: string | null;
  website: string | null;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  status: ListingStatus;
  owner_id: string | null;
  npi: string | null;
}

interface Candidate {
  i: number;
  id: string;
  sim: number;
  dist: number | null;
  phone_eq: boolean;
}

export function fieldsOf(listing: ImportedListing): SourceFields {
  return {
    name: listing.name,
    category: listing.category,
    specialties: [...listing.specialties].sort(),
    phone: listing.phone,
    website: listing.website,
    location: {
      addressLine1: listing.addressLine1,
      city: listing.city,
      state: listing.state,
      zip: listing.zip,
      latitude: listing.latitude,
      longitude: listing.longitude,
    },
    status: listing.status,
  };
}

function currentFields(p: ProviderNow): SourceFields {
  return {
    name: p.name,
    category: p.category,
    specialties: [...p.specialties].sort(),
    phone: p.phone,
    website: p.website,
    location: {
      addressLine1: p.address_line1,
      city: p.city ?? '',
      state: p.state ?? '',
      zip: p.zip ?? '',
      latitude: p.latitude,
      longitude: p.longitude,
    },
    status: p.status,
  };
}

const FIELDS: TrackedField[] = [
  'name',
  'category',
  'specialties',
  'phone',
  'website',
  'location',
  'status',
];

/** Two values of a field the same (locations by address; points within a metre or so). */
function same(field: TrackedField, a: unknown, b: unknown): boolean {
  if (field === 'location') {
    const x = a as SourceFields['location'];
    const y = b as SourceFields['location'];
    const near = (u: number | null, v: number | null) =>
      u === null || v === null ? u === v : Math.abs(u - v) < 1e-5;
    return (
      (x.addressLine1 ?? '') === (y.addressLine1 ?? '') &&
      x.city === y.city &&
      x.state === y.state &&
      x.zip === y.zip &&
      near(x.latitude, y.latitude) &&
      near(x.longitude, y.longitude)
    );
  }
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function empty(field: TrackedField, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (field === 'specialties') return (value as string[]).length === 0;
  if (field === 'location') return !(value as SourceFields['location']).zip;
  return false;
}

/**
 * The fields a record changes on its listing: those it says something of, that differ from
 * the listing, and that its source changed since it last said them (`previous`); a record
 * that joins a listing for the first time (no `previous`) fills the listing's blanks only.
 */
export function changedFields(
  now: SourceFields,
  incoming: SourceFields,
  previous: Partial<SourceFields> | null,
): TrackedField[] {
  return FIELDS.filter((field) => {
    const value = incoming[field];
    if (field !== 'status' && empty(field, value)) return false;
    if (same(field, now[field], value)) return false;
    // A record joining a listing closes it when its source says the place closed (issue 47:
    // whatever its confidence); it reopens none.
    if (!previous && field === 'status') return now.status === 'open';
    if (!previous) return empty(field, now[field]);
    return !(field in previous) || !same(field, previous[field], value);
  });
}

/** A listing's columns for a field's value. */
function columnsOf(field: TrackedField, value: SourceFields, sourceName: string) {
  switch (field) {
    case 'name':
      return { name: value.name };
    case 'category':
      return { category: value.category };
    case 'specialties':
      return { specialties: value.specialties };
    case 'phone':
      return { phone: value.phone };
    case 'website':
      return { website: value.website };
    case 'location':
      return {
        address_line1: value.location.addressLine1,
        city: value.location.city,
        state: value.location.state,
        zip: value.location.zip,
        latitude: value.location.latitude,
        longitude: value.location.longitude,
      };
    case 'status':
      return {
        status: value.status,
        closed_reason: value.status === 'open' ? null : `Reported closed by ${sourceName}`,
      };
  }
}

function count(counts: BatchCounts, reason: string) {
  counts.skipped += 1;
  counts.skippedByReason[reason] = (counts.skippedByReason[reason] ?? 0) + 1;
}

function licenceOf(source: ImportSource) {
  return LISTING_SOURCES[source].licence;
}

/** The record as the review queue shows it. */
function recordOf(l: ImportedListing) {
  return {
    source: l.source,
    recordId: l.recordId,
    name: l.name,
    category: l.category,
    phone: l.phone,
    website: l.website,
    addressLine1: l.addressLine1,
    city: l.city,
    state: l.state,
    zip: l.zip,
    latitude: l.latitude,
    longitude: l.longitude,
    // Kept whole for a later decision (merge or keep apart writes it as an import would).
    listing: l,
  };
}

/** Listings to insert, as column arrays (one INSERT … SELECT FROM unnest). */
export async function insertListings(
  client: ClientBase,
  rows: Array<{ id: string; listing: ImportedListing }>,
): Promise<void> {
  if (!rows.length) return;
  const col = <T>(f: (r: { id: string; listing: ImportedListing }) => T) => rows.map(f);
  const search = rows.map((r) => searchColumns(r.listing));
  await client.query(
    `INSERT INTO providers (id, name, name_normalized, search_text, category, specialties, phone,
       website, address_line1, city, state, zip, latitude, longitude, status, closed_reason,
       closed_at, npi)
     SELECT u.id, u.name, u.nn, u.st, u.category, string_to_array(u.specialties, chr(31)),
       u.phone, u.website, u.address_line1, u.city, u.state, u.zip, u.lat, u.lng, u.status,
       CASE WHEN u.status = 'open' THEN NULL ELSE u.reason END,
       CASE WHEN u.status = 'open' THEN NULL ELSE now() END, u.npi
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[],
       $13::float8[], $14::float8[], $15::text[], $16::text[], $17::text[])
       AS u(id, name, nn, st, category, specialties, phone, website, address_line1, city,
         state, zip, lat, lng, status, reason, npi)`,
    [
      col((r) => r.id),
      col((r) => r.listing.name),
      search.map((s) => s.nameNormalized),
      search.map((s) => s.searchText),
      col((r) => r.listing.category),
      col((r) => r.listing.specialties.join('\u001f')),
      col((r) => r.listing.phone),
      col((r) => r.listing.website),
      col((r) => r.listing.addressLine1),
      col((r) => r.listing.city),
      col((r) => r.listing.state),
      col((r) => r.listing.zip),
      col((r) => r.listing.latitude),
      col((r) => r.listing.longitude),
      col((r) => r.listing.status),
      col((r) => `Reported closed by ${LISTING_SOURCES[r.listing.source].name}`),
      col((r) => r.listing.npi),
    ],
  );
}

/** provider_sources rows (insert or move), with what the source said (`fields`). */
export async function upsertSources(
  client: ClientBase,
  rows: Array<{ providerId: string; listing: ImportedListing }>,
): Promise<void> {
  if (!rows.length) return;
  await client.query(
    `INSERT INTO provider_sources (source, record_id, provider_id, release, licence, attribution, fields, imported_at)
     SELECT u.source, u.record_id, u.provider_id, u.release, u.licence, u.attribution, u.fields::jsonb, now()
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       AS u(source, record_id, provider_id, release, licence, attribution, fields)
     ON CONFLICT (source, record_id) DO UPDATE SET provider_id = EXCLUDED.provider_id,
       release = EXCLUDED.release, licence = EXCLUDED.licence,
       attribution = EXCLUDED.attribution, fields = EXCLUDED.fields, imported_at = now()`,
    [
      rows.map((r) => r.listing.source),
      rows.map((r) => r.listing.recordId),
      rows.map((r) => r.providerId),
      rows.map((r) => r.listing.release),
      rows.map((r) => licenceOf(r.listing.source)),
      rows.map((r) => r.listing.attribution ?? LISTING_SOURCES[r.listing.source].attribution),
      rows.map((r) => JSON.stringify(fieldsOf(r.listing))),
    ],
  );
}

/**
 * Applies records to listings they belong to (their own, or one they merge into): owners
 * win, claimed listings get suggestions. `previous` is what the record's source said last
 * time (null: the record joins this listing now).
 */
export async function applyToListings(
  client: ClientBase,
  items: Array<{
    providerId: string;
    listing: ImportedListing;
    previous: Partial<SourceFields> | null;
  }>,
): Promise<void> {
  if (!items.length) return;
  const ids = [...new Set(items.map((i) => i.providerId))];
  const { rows: providers } = await client.query<ProviderNow>(
    `SELECT id, name, category, specialties, phone, website, address_line1, city, state, zip,
       latitude, longitude, status, owner_id, npi
     FROM providers WHERE id = ANY($1::text[]) FOR UPDATE`,
    [ids],
  );
  const { rows: edits } = await client.query<{ provider_id: string; field: string }>(
    `SELECT provider_id, field FROM provider_field_edits WHERE provider_id = ANY($1::text[])`,
    [ids],
  );
  const edited = new Set(edits.map((e) => `${e.provider_id}\u0000${e.field}`));
  const byId = new Map(providers.map((p) => [p.id, p]));
  const updates = new Map<string, Record<string, unknown>>();
  const npis = new Map<string, string>();
  // One pending suggestion per listing and field: the batch's last record says it.
  const suggested = new Map<
    string,
    { providerId: string; field: TrackedField; value: unknown; source: string; recordId: string }
  >();
  for (const { providerId, listing, previous } of items) {
    const p = byId.get(providerId);
    if (!p) continue;
    const incoming = fieldsOf(listing);
    const sourceName = LISTING_SOURCES[listing.source].name;
    for (const field of changedFields(currentFields(p), incoming, previous)) {
      if (edited.has(`${providerId}\u0000${field}`)) continue;
      if (p.owner_id) {
        suggested.set(`${providerId}\u0000${field}`, {
          providerId,
          field,
          value: incoming[field],
          source: listing.source,
          recordId: listing.recordId,
        });
        continue;
      }
      const columns = columnsOf(field, incoming, sourceName);
      Object.assign(p, columns);
      updates.set(providerId, { ...(updates.get(providerId) ?? {}), ...columns });
    }
    if (listing.npi && !p.npi) {
      p.npi = listing.npi;
      npis.set(providerId, listing.npi);
    }
  }
  const changed = [...new Set([...updates.keys(), ...npis.keys()])].map((id) => byId.get(id)!);
  if (changed.length) await writeProviders(client, changed, updates);
  const suggestions = [...suggested.values()];
  if (suggestions.length) {
    await client.query(
      `INSERT INTO provider_suggestions (provider_id, field, value, source, record_id)
       SELECT u.provider_id, u.field, u.value::jsonb, u.source, u.record_id
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
         AS u(provider_id, field, value, source, record_id)
       ON CONFLICT (provider_id, field) WHERE status = 'pending'
       DO UPDATE SET value = EXCLUDED.value, source = EXCLUDED.source,
         record_id = EXCLUDED.record_id, created_at = now()`,
      [
        suggestions.map((s) => s.providerId),
        suggestions.map((s) => s.field),
        suggestions.map((s) => JSON.stringify(s.value)),
        suggestions.map((s) => s.source),
        suggestions.map((s) => s.recordId),
      ],
    );
  }
}

/**
 * Writes listings' tracked columns as they now are (one UPDATE … FROM unnest); the place
 * columns only where the location changed, so the trigger keeps the point otherwise.
 */
async function writeProviders(
  client: ClientBase,
  rows: ProviderNow[],
  updates: Map<string, Record<string, unknown>>,
): Promise<void> {
  const search = rows.map((p) => searchColumns(p));
  await client.query(
    `UPDATE providers p SET name = u.name, name_normalized = u.nn, search_text = u.st,
       category = u.category, specialties = string_to_array(u.specialties, chr(31)),
       phone = u.phone, website = u.website, address_line1 = u.address_line1,
       city = u.city, state = u.state, zip = u.zip, latitude = u.lat, longitude = u.lng,
       status = u.status,
       closed_reason = CASE WHEN u.status_changed THEN u.closed_reason ELSE p.closed_reason END,
       closed_at = CASE WHEN NOT u.status_changed THEN p.closed_at
                        WHEN u.status = 'open' THEN NULL ELSE now() END,
       npi = u.npi, updated_at = now()
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[],
       $13::float8[], $14::float8[], $15::text[], $16::text[], $17::boolean[], $18::text[])
       AS u(id, name, nn, st, category, specialties, phone, website, address_line1, city,
         state, zip, lat, lng, status, closed_reason, status_changed, npi)
     WHERE p.id = u.id`,
    [
      rows.map((p) => p.id),
      rows.map((p) => p.name),
      search.map((s) => s.nameNormalized),
      search.map((s) => s.searchText),
      rows.map((p) => p.category),
      rows.map((p) => p.specialties.join('\u001f')),
      rows.map((p) => p.phone),
      rows.map((p) => p.website),
      rows.map((p) => p.address_line1),
      rows.map((p) => p.city),
      rows.map((p) => p.state),
      rows.map((p) => p.zip),
      rows.map((p) => p.latitude),
      rows.map((p) => p.longitude),
      rows.map((p) => p.status),
      rows.map((p) => (updates.get(p.id)?.closed_reason as string | null | undefined) ?? null),
      rows.map((p) => 'status' in (updates.get(p.id) ?? {})),
      rows.map((p) => p.npi),
    ],
  );
}

/**
 * Candidates of each record among the listings (the duplicate rule, issue 47): same
 * normalised phone, or a similar name within POSSIBLE_DUPLICATE_METERS of the record's point
 * (its own, else its ZIP's). One statement for the whole batch.
 */
async function candidatesOf(
  client: ClientBase,
  records: Array<{ i: number; listing: ImportedListing }>,
): Promise<Candidate[]> {
  if (!records.length) return [];
  const { rows } = await client.query<Candidate>(
    `WITH b AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::text[])
         AS b(i, name_key, phone_key, lat, lng, zip)
     ), pts AS (
       SELECT b.i, b.name_key, b.phone_key, coalesce(b.lat, z.latitude) AS lat,
              coalesce(b.lng, z.longitude) AS lng
       FROM b LEFT JOIN places z ON b.lat IS NULL AND z.kind = 'zip' AND z.key = b.zip
     )
     SELECT pts.i, c.id, c.sim::float8 AS sim, c.dist, c.phone_eq
     FROM pts CROSS JOIN LATERAL (
       SELECT p.id, similarity(p.name_normalized, pts.name_key) AS sim,
              CASE WHEN pts.lat IS NULL OR p.latitude IS NULL THEN NULL
                   ELSE earth_distance(ll_to_earth(pts.lat, pts.lng), ll_to_earth(p.latitude, p.longitude)) END AS dist,
              true AS phone_eq
       FROM providers p
       WHERE pts.phone_key IS NOT NULL AND provider_phone_key(p.phone) = pts.phone_key
         AND p.merged_into IS NULL
       UNION
       SELECT p.id, similarity(p.name_normalized, pts.name_key),
              earth_distance(ll_to_earth(pts.lat, pts.lng), ll_to_earth(p.latitude, p.longitude)),
              coalesce(provider_phone_key(p.phone) = pts.phone_key, false)
       FROM providers p
       WHERE pts.lat IS NOT NULL
         AND earth_box(ll_to_earth(pts.lat, pts.lng), $7) @> ll_to_earth(p.latitude, p.longitude)
         AND earth_distance(ll_to_earth(pts.lat, pts.lng), ll_to_earth(p.latitude, p.longitude)) <= $7
         AND similarity(p.name_normalized, pts.name_key) >= $8
         AND p.merged_into IS NULL
     ) c`,
    [
      records.map((r) => r.i),
      records.map((r) => searchColumns(r.listing).nameNormalized),
      records.map((r) => normalizePhoneForMatch(r.listing.phone)),
      records.map((r) => r.listing.latitude),
      records.map((r) => r.listing.longitude),
      records.map((r) => r.listing.zip),
      POSSIBLE_DUPLICATE_METERS,
      NAME_SIMILARITY,
    ],
  );
  return rows;
}

export type MatchVerdict =
  | { kind: 'none' }
  | { kind: 'same'; providerId: string }
  | {
      kind: 'ambiguous';
      reason: 'similar_name_nearby' | 'several_candidates';
      candidates: Candidate[];
    };

/** The duplicate rule on one record's candidates. */
export function verdictOf(candidates: Candidate[]): MatchVerdict {
  const byId = new Map<string, Candidate>();
  for (const c of candidates) {
    const seen = byId.get(c.id);
    if (!seen || c.phone_eq || (seen.dist ?? Infinity) > (c.dist ?? Infinity)) byId.set(c.id, c);
  }
  const all = [...byId.values()];
  if (!all.length) return { kind: 'none' };
  const strong = all.filter(
    (c) =>
      c.phone_eq || (c.sim >= NAME_SIMILARITY && c.dist !== null && c.dist <= SAME_BUSINESS_METERS),
  );
  if (strong.length === 1 && all.length === 1) return { kind: 'same', providerId: strong[0]!.id };
  const ordered = all.sort(
    (a, b) =>
      Number(b.phone_eq) - Number(a.phone_eq) || b.sim - a.sim || (a.dist ?? 0) - (b.dist ?? 0),
  );
  return {
    kind: 'ambiguous',
    reason: all.length > 1 ? 'several_candidates' : 'similar_name_nearby',
    candidates: ordered.slice(0, 5),
  };
}

/** Writes one batch and the job's progress in one transaction; the batch's counts. */
export async function writeBatch(
  client: ClientBase,
  job: BatchJob,
  rows: SourceRow[],
  nextIndex: number,
): Promise<BatchCounts> {
  const counts: BatchCounts = {
    read: rows.length,
    created: 0,
    updated: 0,
    merged: 0,
    skipped: 0,
    rejected: 0,
    skippedByReason: {},
    reportRows: job.reportRows,
    queued: 0,
  };
  // The same record twice in a batch: the later row is what the file says last.
  const latest = new Map<string, { i: number; listing: ImportedListing }>();
  const rejects: Array<{ index: number; reason: string; raw: string }> = [];
  for (const row of rows) {
    if (row.kind === 'skipped') count(counts, row.reason);
    else if (row.kind === 'rejected') {
      counts.rejected += 1;
      rejects.push(row);
    } else {
      const key = row.listing.recordId;
      if (latest.has(key)) count(counts, 'repeated_in_file');
      latest.set(key, { i: row.index, listing: row.listing });
    }
  }
  const records = [...latest.values()];

  await client.query('BEGIN');
  try {
    // 1. Records already imported, and NPIs already listed.
    const { rows: own } = await client.query<{
      record_id: string;
      provider_id: string;
      fields: Partial<SourceFields> | null;
    }>(
      `SELECT ps.record_id, coalesce(p.merged_into, ps.provider_id) AS provider_id, ps.fields
       FROM provider_sources ps JOIN providers p ON p.id = ps.provider_id
       WHERE ps.source = $1 AND ps.record_id = ANY($2::text[])`,
      [job.source, records.map((r) => r.listing.recordId)],
    );
    const ownOf = new Map(own.map((o) => [o.record_id, o]));
    const npiWanted = records
      .filter((r) => !ownOf.has(r.listing.recordId) && r.listing.npi)
      .map((r) => r.listing.npi!);
    const { rows: npiRows } = npiWanted.length
      ? await client.query<{ id: string; npi: string }>(
          `SELECT coalesce(merged_into, id) AS id, npi FROM providers WHERE npi = ANY($1::text[])`,
          [npiWanted],
        )
      : { rows: [] };
    const npiOf = new Map(npiRows.map((r) => [r.npi, r.id]));

    const apply: Array<{
      providerId: string;
      listing: ImportedListing;
      previous: Partial<SourceFields> | null;
    }> = [];
    const rest: Array<{ i: number; listing: ImportedListing }> = [];
    for (const r of records) {
      const mine = ownOf.get(r.listing.recordId);
      if (mine) {
        counts.updated += 1;
        apply.push({
          providerId: mine.provider_id,
          listing: r.listing,
          previous: mine.fields ?? {},
        });
        continue;
      }
      const byNpi = r.listing.npi ? npiOf.get(r.listing.npi) : undefined;
      if (byNpi) {
        counts.merged += 1;
        apply.push({ providerId: byNpi, listing: r.listing, previous: null });
        continue;
      }
      rest.push(r);
    }

    // 2. The same business among the listings.
    const candidates = await candidatesOf(client, rest);
    const candidatesOfRecord = new Map<number, Candidate[]>();
    for (const c of candidates) {
      const list = candidatesOfRecord.get(c.i) ?? [];
      list.push(c);
      candidatesOfRecord.set(c.i, list);
    }
    const creates: Array<{ id: string; listing: ImportedListing }> = [];
    const queued: Array<{
      listing: ImportedListing;
      verdict: MatchVerdict & { kind: 'ambiguous' };
    }> = [];
    // New listings of this batch by phone: a second record of one business joins the first.
    const newByPhone = new Map<string, string>();
    for (const r of rest) {
      const verdict = verdictOf(candidatesOfRecord.get(r.i) ?? []);
      if (verdict.kind === 'same') {
        counts.merged += 1;
        apply.push({ providerId: verdict.providerId, listing: r.listing, previous: null });
        continue;
      }
      if (verdict.kind === 'ambiguous') {
        queued.push({ listing: r.listing, verdict });
        count(counts, 'in_review_queue');
        continue;
      }
      // 3. A new listing.
      if (r.listing.status === 'permanently_closed') {
        count(counts, 'closed_not_listed');
        continue;
      }
      if (r.listing.confidence !== null && r.listing.confidence < job.confidenceFloor) {
        count(counts, 'below_confidence');
        continue;
      }
      const phoneKey = normalizePhoneForMatch(r.listing.phone);
      const twin = phoneKey ? newByPhone.get(phoneKey) : undefined;
      if (twin) {
        counts.merged += 1;
        // Written as a source row of the twin; its fields wait for the next import.
        apply.push({ providerId: twin, listing: r.listing, previous: null });
        continue;
      }
      const id = randomUUID();
      if (phoneKey) newByPhone.set(phoneKey, id);
      creates.push({ id, listing: r.listing });
      counts.created += 1;
    }

    await insertListings(client, creates);
    await applyToListings(client, apply);
    await upsertSources(client, [
      ...creates.map((c) => ({ providerId: c.id, listing: c.listing })),
      ...apply.map((a) => ({ providerId: a.providerId, listing: a.listing })),
    ]);
    if (queued.length) {
      await client.query(
        `INSERT INTO import_matches (import_id, source, record_id, reason, record, candidates)
         SELECT $1, u.source, u.record_id, u.reason, u.record::jsonb, u.candidates::jsonb
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
           AS u(source, record_id, reason, record, candidates)
         ON CONFLICT (source, record_id) WHERE status = 'pending'
         DO UPDATE SET import_id = EXCLUDED.import_id, reason = EXCLUDED.reason,
           record = EXCLUDED.record, candidates = EXCLUDED.candidates, created_at = now()`,
        [
          job.id,
          queued.map((q) => q.listing.source),
          queued.map((q) => q.listing.recordId),
          queued.map((q) => q.verdict.reason),
          queued.map((q) => JSON.stringify(recordOf(q.listing))),
          queued.map((q) =>
            JSON.stringify(
              q.verdict.candidates.map((c) => ({
                id: c.id,
                similarity: c.sim,
                distanceMeters: c.dist,
              })),
            ),
          ),
        ],
      );
      counts.queued = queued.length;
    }
    const room = Math.max(0, IMPORT_REPORT_MAX_ROWS - job.reportRows);
    const kept = rejects.slice(0, room);
    if (kept.length) {
      await client.query(
        `INSERT INTO import_rejects (import_id, row_index, reason, raw)
         SELECT $1, u.i, u.reason, u.raw FROM unnest($2::int8[], $3::text[], $4::text[]) AS u(i, reason, raw)
         ON CONFLICT DO NOTHING`,
        [job.id, kept.map((r) => r.index), kept.map((r) => r.reason), kept.map((r) => r.raw)],
      );
      counts.reportRows += kept.length;
    }
    await client.query(
      `UPDATE import_jobs SET next_index = $2, read = read + $3, created = created + $4,
         updated = updated + $5, merged = merged + $6, skipped = skipped + $7,
         rejected = rejected + $8, report_rows = $9, progress_at = now(),
         skipped_by_reason = (
           SELECT coalesce(jsonb_object_agg(k, v), '{}'::jsonb) FROM (
             SELECT k, sum(v)::int8 AS v FROM (
               SELECT key AS k, value::int8 AS v FROM jsonb_each_text(skipped_by_reason)
               UNION ALL SELECT key, value::int8 FROM jsonb_each_text($10::jsonb)
             ) a GROUP BY k
           ) s)
       WHERE id = $1`,
      [
        job.id,
        nextIndex,
        counts.read,
        counts.created,
        counts.updated,
        counts.merged,
        counts.skipped,
        counts.rejected,
        counts.reportRows,
        JSON.stringify(counts.skippedByReason),
      ],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return counts;
}

/** Sets one tracked field of a listing to a source's value (an accepted suggestion). */
export async function setField(
  client: ClientBase,
  providerId: string,
  field: TrackedField,
  value: unknown,
  source: ImportSource,
): Promise<void> {
  const { rows } = await client.query<ProviderNow>(
    `SELECT id, name, category, specialties, phone, website, address_line1, city, state, zip,
       latitude, longitude, status, owner_id, npi
     FROM providers WHERE id = $1 FOR UPDATE`,
    [providerId],
  );
  const p = rows[0];
  if (!p) return;
  const incoming = { ...currentFields(p), [field]: value } as SourceFields;
  const columns = columnsOf(field, incoming, LISTING_SOURCES[source].name);
  Object.assign(p, columns);
  await writeProviders(client, [p], new Map([[p.id, columns]]));
}

/** A field's value as text for the owner (null: none). */
export function fieldText(field: TrackedField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (field === 'specialties') return (value as string[]).join(', ');
  if (field === 'location') {
    const l = value as SourceFields['location'];
    return [l.addressLine1, l.city, `${l.state} ${l.zip}`.trim()].filter(Boolean).join(', ');
  }
  if (field === 'status')
    return (
      (
        {
          open: 'Open',
          temporarily_closed: 'Temporarily closed',
          permanently_closed: 'Permanently closed',
        } as Record<string, string>
      )[String(value)] ?? String(value)
    );
  return String(value);
}

/** A listing's current value of a field (for the owner's suggestion list). */
export async function currentValues(
  client: ClientBase,
  providerId: string,
): Promise<SourceFields | null> {
  const { rows } = await client.query<ProviderNow>(
    `SELECT id, name, category, specialties, phone, website, address_line1, city, state, zip,
       latitude, longitude, status, owner_id, npi FROM providers WHERE id = $1`,
    [providerId],
  );
  return rows[0] ? currentFields(rows[0]) : null;
}
