import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open now without reading the hours at search time (decision 0039). `open_week` is a
 * stored generated column: the local minutes of the week (Monday 00:00 = 0, a week is
 * 10,080) at which the provider is open, by the same rule as `provider_open_at` (and
 * contracts' openAt): a day's hours [start, end) on that day, or, when the end is not after
 * the start, [start, midnight) and [that day's midnight, end); clock texts that cannot be
 * read close the day; 24 hours is the whole week; no hours, NULL. Open now is then one
 * range containment with the local minute of the week of the provider's time zone
 * (`week_minute_at`), where `provider_open_at` parsed two clock texts out of the JSON for
 * every row it looked at (16 µs each: a count of the 1,000 open providers nearest Miami took
 * 16 ms).
 *
 * TypeORM compares generated expressions through `typeorm_metadata`, so the expression is
 * recorded there too, as for `tsv` (migration 1795420000000).
 */
export const OPEN_WEEK_EXPRESSION = 'provider_open_week(working_hours, open_24_hours)';

export class ProvidersOpenWeek1797700010000 implements MigrationInterface {
  name = 'ProvidersOpenWeek1797700010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "provider_open_week"(hours jsonb, open24 boolean)
      RETURNS int4multirange LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE
        days constant text[] := ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
        week int4multirange := '{}';
        d jsonb;
        s int;
        e int;
        base int;
      BEGIN
        IF open24 THEN RETURN int4multirange(int4range(0, 10080)); END IF;
        IF hours IS NULL THEN RETURN NULL; END IF;
        FOR i IN 1..7 LOOP
          d := hours -> days[i];
          CONTINUE WHEN NOT coalesce((d ->> 'enabled')::boolean, false);
          s := clock_minutes(d ->> 'startTime');
          e := clock_minutes(d ->> 'endTime');
          CONTINUE WHEN s IS NULL OR e IS NULL;
          base := (i - 1) * 1440;
          -- A clock reads up to 24:59: what lies past midnight belongs to no minute of the day.
          IF e > s THEN
            week := week + int4multirange(int4range(base + least(s, 1440), base + least(e, 1440)));
          ELSE
            week := week + int4multirange(int4range(base + least(s, 1440), base + 1440),
                                          int4range(base, base + least(e, 1440)));
          END IF;
        END LOOP;
        RETURN week;
      END $$`);
    // The local minute of the week (Monday 00:00 = 0) of an instant in a time zone.
    await queryRunner.query(`
      CREATE FUNCTION "week_minute_at"(tz text, at timestamptz) RETURNS integer
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT floor(extract(epoch FROM (at AT TIME ZONE tz) - date_trunc('week', at AT TIME ZONE tz)) / 60)::int
      $$`);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'providers', 'GENERATED_COLUMN', 'open_week', $1)`,
      [OPEN_WEEK_EXPRESSION],
    );
    await queryRunner.query(
      `ALTER TABLE "providers" ADD "open_week" int4multirange GENERATED ALWAYS AS (${OPEN_WEEK_EXPRESSION}) STORED`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "open_week"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'providers' AND "name" = 'open_week' AND "database" = current_database() AND "schema" = current_schema()`,
    );
    await queryRunner.query(`DROP FUNCTION "week_minute_at"(text, timestamptz)`);
    await queryRunner.query(`DROP FUNCTION "provider_open_week"(jsonb, boolean)`);
  }
}
