import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NEAR_ZIP_PATTERN, PLACE_SUGGEST_MAX, placeKey, type TPlace } from '@app/contracts';
import { DataSource } from 'typeorm';
import { escapeLike } from '../providers/search-text';

interface PlaceDbRow {
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

function toPlace(row: PlaceDbRow): TPlace {
  const cityState = `${row.city}, ${row.state.trim()}`;
  return {
    id: row.id,
    kind: row.kind,
    label: row.zip ? `${row.zip} ${cityState}` : cityState,
    zip: row.zip,
    city: row.city,
    state: row.state.trim(),
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.time_zone,
  };
}

/** The `places` table (decision 0022): suggestions and the places `near` names. */
@Injectable()
export class PlacesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * At most 8 places: ZIP codes for digits ('331' → '33101 Miami, FL', ...), else cities
   * whose name (and state) begins with q, the biggest first ('mia' → 'Miami, FL').
   * Both read the (kind, key) prefix index.
   */
  async suggest(q: string | undefined): Promise<TPlace[]> {
    const digits = q?.trim() ?? '';
    const zip = /^\d{1,5}$/.test(digits);
    const key = zip ? digits : placeKey(q ?? '');
    if (!key) return [];
    const rows: PlaceDbRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM places WHERE kind = $1 AND key LIKE $2
       ORDER BY weight DESC, key LIMIT ${PLACE_SUGGEST_MAX}`,
      [zip ? 'zip' : 'city', `${escapeLike(key)}%`],
    );
    return rows.map(toPlace);
  }

  /** The place `near` names: a ZIP, a place id, 'City, ST' or 'City ST', or a city alone. */
  async resolve(near: string): Promise<TPlace | null> {
    const text = near.trim();
    const zip = NEAR_ZIP_PATTERN.exec(text);
    const key = placeKey(text);
    if (!key) return null;
    const [row]: PlaceDbRow[] = await this.db.query(
      zip
        ? `SELECT ${COLUMNS} FROM places WHERE kind = 'zip' AND key = $1`
        : `SELECT ${COLUMNS} FROM places
           WHERE id = $2 OR (kind = 'city' AND (key = $1 OR key LIKE $3))
           ORDER BY (id = $2) DESC, (key = $1) DESC, weight DESC LIMIT 1`,
      zip ? [zip[1]] : [key, text.toLowerCase(), `${escapeLike(key)} __`],
    );
    return row ? toPlace(row) : null;
  }
}
