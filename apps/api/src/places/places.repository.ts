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

/** Every place with its key and weight (place-table.ts holds them in memory). */
export function allPlaces(db: Querier): Promise<Array<PlaceRow & { key: string; weight: number }>> {
  return db.query(`SELECT ${COLUMNS}, key, weight FROM places`, []);
}
