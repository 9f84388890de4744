import { MigrationInterface, QueryRunner } from 'typeorm';
import { loadZipRows } from '../../places/places-data';

/**
 * US places (issue 15, decision 0022): every ZIP code of the 50 states, DC and Puerto Rico
 * with its city, state, centre and time zone, plus one row per city (its ZIP codes' centre).
 * Loaded here from the installed `zipcodes` and `tz-lookup` packages in one statement.
 * Prefix indexes answer GET /places/suggest ('331', 'mia') without a scan; cube +
 * earthdistance measure distances (no PostGIS needed).
 */
export class CreatePlaces1796700000000 implements MigrationInterface {
  name = 'CreatePlaces1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS cube`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS earthdistance`);
    await queryRunner.query(`
      CREATE TABLE "places" (
        "id" text PRIMARY KEY,
        "kind" text NOT NULL CHECK ("kind" IN ('zip', 'city')),
        "zip" varchar(5),
        "city" text NOT NULL,
        "state" char(2) NOT NULL,
        "latitude" double precision NOT NULL,
        "longitude" double precision NOT NULL,
        "time_zone" text NOT NULL,
        "key" text NOT NULL,
        "weight" integer NOT NULL
      )`);
    // A place's search key, as contracts' placeKey: 'Miami, FL' → 'miami fl'.
    await queryRunner.query(`
      CREATE FUNCTION "place_key"(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT trim(regexp_replace(lower(t), '[^[:alnum:]]+', ' ', 'g'))
      $$`);
    await queryRunner.query(
      `INSERT INTO places (id, kind, zip, city, state, latitude, longitude, time_zone, key, weight)
       SELECT z.zip, 'zip', z.zip, z.city, z.state, z.lat, z.lng, z.tz, z.zip, 1
       FROM json_to_recordset($1::json) AS z(zip text, city text, state text, lat float8, lng float8, tz text)`,
      [JSON.stringify(loadZipRows())],
    );
    // A city: its ZIP codes' mean centre and most common zone; weighed by their number.
    await queryRunner.query(
      `INSERT INTO places (id, kind, zip, city, state, latitude, longitude, time_zone, key, weight)
       SELECT replace(place_key(min(city)), ' ', '-') || '-' || lower(state), 'city', NULL,
              min(city), state, round(avg(latitude)::numeric, 4), round(avg(longitude)::numeric, 4),
              mode() WITHIN GROUP (ORDER BY time_zone), place_key(min(city)) || ' ' || lower(state),
              count(*)
       FROM places GROUP BY place_key(city), state`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_places_key_prefix" ON "places" ("kind", "key" text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_places_state_weight" ON "places" ("state", "weight" DESC) WHERE "kind" = 'city'`,
    );
    await queryRunner.query(`ANALYZE "places"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "places"`);
    await queryRunner.query(`DROP FUNCTION "place_key"(text)`);
  }
}
