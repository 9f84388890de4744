import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NEAR_ZIP_PATTERN, PLACE_SUGGEST_MAX, placeKey, type TPlace } from '@app/contracts';
import { DataSource } from 'typeorm';
import { escapeLike } from '../providers/search-text';
import { PlaceTable } from './place-table';
import { placeOfCity, placeOfZip, placesByPrefix, type PlaceRow } from './places.repository';

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

/** After a failed read of the table, how long searches answer by statement before another. */
export const PLACES_RETRY_MS = 30_000;

/** The `places` table (decision 0022): suggestions and the places `near` names. */
@Injectable()
export class PlacesService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PlacesService.name);
  /** The table in memory, once read. */
  private table: PlaceTable | null = null;
  private reading: Promise<PlaceTable | null> | null = null;
  /** When the last read failed: searches answer by statement until PLACES_RETRY_MS later. */
  private failedAt = -Infinity;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Reads the table into memory (once; again after a failure), outside the web requests'
   * statement timeout: on a busy machine reading every place takes longer than it. Resolves
   * with the table, or null when reading it failed.
   */
  loaded(): Promise<PlaceTable | null> {
    if (this.reading) return this.reading;
    const started = Date.now();
    this.reading = this.db
      .transaction(async (manager) => {
        await manager.query('SET LOCAL statement_timeout = 0');
        return PlaceTable.load(manager);
      })
      .then(
        (table) => {
          this.logger.log(
            `Places: ${table.size.toLocaleString('en-US')} in memory in ${Date.now() - started} ms`,
          );
          return (this.table = table);
        },
        (error: unknown) => {
          this.logger.warn(`Places not read into memory, answering by statement: ${String(error)}`);
          this.failedAt = Date.now();
          this.reading = null;
          return null;
        },
      );
    return this.reading;
  }

  /** A read still running finishes before the database connections close. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.reading;
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

  /**
   * The place `near` names: a ZIP, a place id, 'City, ST' or 'City ST', or a city alone.
   * From the table in memory once it is read; the first call starts reading it (most of a
   * second) and until then each name is one indexed statement, so no search waits for it.
   */
  resolve(near: string): Promise<TPlace | null> {
    // Not after every search while reading fails (a database in trouble): once a while.
    if (!this.table && Date.now() - this.failedAt >= PLACES_RETRY_MS) void this.loaded();
    return this.lookup(near, this.table);
  }

  /** `near` looked up in `table`, or by statement when it is null (both answer the same). */
  async lookup(near: string, table: PlaceTable | null): Promise<TPlace | null> {
    const text = near.trim();
    const zip = NEAR_ZIP_PATTERN.exec(text);
    const key = placeKey(text);
    if (!key) return null;
    const id = text.toLowerCase();
    const row = table
      ? zip
        ? table.zip(zip[1]!)
        : table.city(key, id)
      : zip
        ? await placeOfZip(this.db, zip[1]!)
        : await placeOfCity(this.db, key, id, `${escapeLike(key)} __`);
    return row ? toPlace(row) : null;
  }
}
