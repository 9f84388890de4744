import type { Querier } from '../database/querier';

/** A row of the `places` table (decision 0022; no entity: a read-only table the migration loads). */
export interface PlaceRow {
  id: string;
  kind: 'zip' | 'city';
  zip: string | null;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  time_zone: string;
}

const COLUMNS = 'id, kind, zip, city, state, latitude, longitude, time_zone';

/** Places of `kind` whose key begins with the LIKE prefix `prefix%`, the biggest first. */
export function placesByPrefix(
  db: Querier,
  kind: 'zip' | 'city',
  likePrefix: string,
  limit: number,
): Promise<PlaceRow[]> {
  return db.query(
    `SELECT ${COLUMNS} FROM places WHERE kind = $1 AND key LIKE $2
     ORDER BY weight DESC, key LIMIT $3`,
    [kind, likePrefix, limit],
  );
}

/** The ZIP code's place (while the table is not in memory yet: place-table.ts). */
export async function placeOfZip(db: Querier, zip: string): Promise<PlaceRow | undefined> {
  const [row] = await db.query<PlaceRow[]>(
    `SELECT ${COLUMNS} FROM places WHERE kind = 'zip' AND key = $1`,
    [zip],
  );
  return row;
}

/**
 * The place with this id, else the city whose key is `key`, else the biggest city whose key
 * is `key` followed by a two-letter state (`likeWithState`: the escaped key and ' __'), ties
 * by id: what `PlaceTable.city` answers, while the table is not in memory yet.
 */
export async function placeOfCity(
  db: Querier,
  key: string,
  id: string,
  likeWithState: string,
): Promise<PlaceRow | undefined> {
  const [row] = await db.query<PlaceRow[]>(
    `SELECT ${COLUMNS} FROM places
     WHERE id = $2 OR (kind = 'city' AND (key = $1 OR key LIKE $3))
     ORDER BY (id = $2) DESC, (key = $1) DESC, weight DESC, id LIMIT 1`,
    [key, id, likeWithState],
  );
  return row;
}

/** Every place with its key and weight (place-table.ts holds them in memory). */
export function allPlaces(db: Querier): Promise<Array<PlaceRow & { key: string; weight: number }>> {
  return db.query(`SELECT ${COLUMNS}, key, weight FROM places`, []);
}
