import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NEAR_ZIP_PATTERN, PLACE_SUGGEST_MAX, placeKey, type TPlace } from '@app/contracts';
import { DataSource } from 'typeorm';
import { escapeLike } from '../providers/search-text';
import { PlaceTable } from './place-table';
import { placesByPrefix, type PlaceRow } from './places.repository';

function toPlace(row: PlaceRow): TPlace {
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
  private table: Promise<PlaceTable> | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The table in memory, read on first use (outside the web requests' statement timeout:
   * on a busy machine reading every place took longer and each request that needed the
   * table answered 503).
   */
  private placeTable(): Promise<PlaceTable> {
    this.table ??= this.db
      .transaction(async (manager) => {
        await manager.query('SET LOCAL statement_timeout = 0');
        return PlaceTable.load(manager);
      })
      .catch((error: unknown) => {
        this.table = null;
        throw error;
      });
    return this.table;
  }

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
    const rows = await placesByPrefix(
      this.db,
      zip ? 'zip' : 'city',
      `${escapeLike(key)}%`,
      PLACE_SUGGEST_MAX,
    );
    return rows.map(toPlace);
  }

  /** The place `near` names: a ZIP, a place id, 'City, ST' or 'City ST', or a city alone. */
  async resolve(near: string): Promise<TPlace | null> {
    const text = near.trim();
    const zip = NEAR_ZIP_PATTERN.exec(text);
    const key = placeKey(text);
    if (!key) return null;
    const table = await this.placeTable();
    const row = zip ? table.zip(zip[1]!) : table.city(key, text.toLowerCase());
    return row ? toPlace(row) : null;
  }
}
