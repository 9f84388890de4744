import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Providers on the map (issue 15, decision 0022):
 * - latitude, longitude and time zone, derived by a trigger from the ZIP code (or city +
 *   state) whenever a provider's location is written, whoever writes it (sample data,
 *   claims, owner and admin edits, the generator); a provider whose place is unknown keeps
 *   its state and takes its state's main time zone. A GiST index on the earth point answers
 *   radius searches (earth_box) and nearest-first order (<->).
 * - the open-now rule in SQL (`provider_open_at`, the same as contracts' openAt) and the
 *   24-hours flag;
 * - the injury facts (languages, free consultation, no fee unless you win, letters of
 *   protection, PIP, mobile service).
 */
export class ProvidersPlaceHoursAndFacts1796700010000 implements MigrationInterface {
  name = 'ProvidersPlaceHoursAndFacts1796700010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "providers"
        ADD "latitude" double precision,
        ADD "longitude" double precision,
        ADD "time_zone" text,
        ADD "open_24_hours" boolean NOT NULL DEFAULT false,
        ADD "languages" text[] NOT NULL DEFAULT '{}',
        ADD "free_consultation" boolean NOT NULL DEFAULT false,
        ADD "no_fee_unless_win" boolean NOT NULL DEFAULT false,
        ADD "accepts_letters_of_protection" boolean NOT NULL DEFAULT false,
        ADD "pip_accepted" boolean NOT NULL DEFAULT false,
        ADD "mobile_service" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE FUNCTION "providers_place"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        zip5 text := substring(NEW.zip FROM '^\\s*(\\d{5})');
        -- char(2) like places.state, so that comparisons use the indexes.
        st char(2) := upper(trim(NEW.state));
        hit boolean := false;
        lat float8;
        lng float8;
        tz text;
      BEGIN
        -- The ZIP code in the provider's state, else the city in that state, else the ZIP.
        IF zip5 IS NOT NULL THEN
          SELECT latitude, longitude, time_zone INTO lat, lng, tz FROM places
          WHERE kind = 'zip' AND key = zip5 AND (st IS NULL OR state = st);
          hit := FOUND;
        END IF;
        IF NOT hit AND NEW.city IS NOT NULL AND st IS NOT NULL THEN
          SELECT latitude, longitude, time_zone INTO lat, lng, tz FROM places
          WHERE kind = 'city' AND key = place_key(NEW.city) || ' ' || lower(st);
          hit := FOUND;
        END IF;
        IF NOT hit AND zip5 IS NOT NULL THEN
          SELECT latitude, longitude, time_zone INTO lat, lng, tz FROM places
          WHERE kind = 'zip' AND key = zip5;
          hit := FOUND;
        END IF;
        IF NOT hit AND st IS NOT NULL THEN
          SELECT NULL, NULL, time_zone INTO lat, lng, tz FROM places
          WHERE kind = 'city' AND state = st ORDER BY weight DESC LIMIT 1;
        END IF;
        NEW.latitude := lat;
        NEW.longitude := lng;
        NEW.time_zone := tz;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "providers_place" BEFORE INSERT OR UPDATE OF zip, city, state ON "providers"
       FOR EACH ROW EXECUTE FUNCTION "providers_place"()`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "clock_minutes"(t text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE
          WHEN m IS NULL THEN NULL
          WHEN coalesce(m[2], '0')::int > 59 OR m[1]::int > 24
            OR (m[3] IS NOT NULL AND (m[1]::int < 1 OR m[1]::int > 12)) THEN NULL
          ELSE (CASE WHEN m[3] = 'pm' AND m[1]::int <> 12 THEN m[1]::int + 12
                     WHEN m[3] = 'am' AND m[1]::int = 12 THEN 0
                     ELSE m[1]::int END) * 60 + coalesce(m[2], '0')::int
        END
        FROM (SELECT regexp_match(lower(t), '^\\s*(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm)?\\s*$') AS m) x
      $$`);
    // Open at an instant: 24 hours, or today's hours (in the provider's zone) hold the
    // minute, closing after midnight too; null when the hours or the zone are unknown.
    await queryRunner.query(`
      CREATE FUNCTION "provider_open_at"(hours jsonb, tz text, open24 boolean, at timestamptz)
      RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT CASE
          WHEN open24 THEN true
          WHEN hours IS NULL OR tz IS NULL THEN NULL
          WHEN NOT coalesce((d ->> 'enabled')::boolean, false) THEN false
          WHEN s IS NULL OR e IS NULL THEN false
          WHEN e > s THEN m >= s AND m < e
          ELSE m >= s OR m < e
        END
        FROM (
          SELECT d, clock_minutes(d ->> 'startTime') AS s, clock_minutes(d ->> 'endTime') AS e, m
          FROM (
            SELECT hours -> to_char(l, 'fmday') AS d,
                   extract(hour FROM l)::int * 60 + extract(minute FROM l)::int AS m
            FROM (SELECT at AT TIME ZONE tz AS l) a
          ) b
        ) c
      $$`);
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_earth" ON "providers" USING gist (ll_to_earth("latitude", "longitude"))`,
    );
    // Every existing provider on the map (the trigger fires on the column being set).
    await queryRunner.query(`UPDATE "providers" SET "zip" = "zip"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_providers_earth"`);
    await queryRunner.query(`DROP FUNCTION "provider_open_at"(jsonb, text, boolean, timestamptz)`);
    await queryRunner.query(`DROP FUNCTION "clock_minutes"(text)`);
    await queryRunner.query(`DROP TRIGGER "providers_place" ON "providers"`);
    await queryRunner.query(`DROP FUNCTION "providers_place"()`);
    await queryRunner.query(`
      ALTER TABLE "providers" DROP "latitude", DROP "longitude", DROP "time_zone",
        DROP "open_24_hours", DROP "languages", DROP "free_consultation",
        DROP "no_fee_unless_win", DROP "accepts_letters_of_protection", DROP "pip_accepted",
        DROP "mobile_service"`);
  }
}
