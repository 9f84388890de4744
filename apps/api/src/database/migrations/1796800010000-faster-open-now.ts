import { MigrationInterface, QueryRunner } from 'typeorm';

const WHITESPACE = `E' \\t\\n\\r\\f\\v'`;

/**
 * The same open-now rule (contracts' openAt / parseClock), without the regular expression:
 * PostgreSQL's regex engine took ~3 ms per call of `regexp_match` with that pattern's
 * capture groups (two per provider: opening and closing time), so `openNow=true` over a
 * few thousand providers took seconds and a count of them minutes. PL/pgSQL with string
 * functions reads the same clock texts in microseconds (decision 0024). The old bodies
 * come back on down().
 */
export class FasterOpenNow1796800010000 implements MigrationInterface {
  name = 'FasterOpenNow1796800010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // '9:00am', '9 am', '21:30', '12:00 AM': 1-2 digits, optionally ':' and two digits,
    // optionally am/pm, spaces around; the minute of the day, or NULL when not a time.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "clock_minutes"(t text) RETURNS integer
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
      DECLARE
        s text := btrim(lower(t), ${WHITESPACE});
        meridiem text;
        h text;
        mi text := '0';
        hh int;
        mm int;
      BEGIN
        IF s IS NULL THEN RETURN NULL; END IF;
        IF right(s, 2) IN ('am', 'pm') THEN
          meridiem := right(s, 2);
          s := rtrim(left(s, -2), ${WHITESPACE});
        END IF;
        h := split_part(s, ':', 1);
        IF position(':' IN s) > 0 THEN
          mi := substr(s, position(':' IN s) + 1);
          IF length(mi) <> 2 OR translate(mi, '0123456789', '') <> '' THEN RETURN NULL; END IF;
        END IF;
        IF length(h) NOT BETWEEN 1 AND 2 OR translate(h, '0123456789', '') <> '' THEN
          RETURN NULL;
        END IF;
        hh := h::int;
        mm := mi::int;
        IF mm > 59 OR hh > 24 OR (meridiem IS NOT NULL AND (hh < 1 OR hh > 12)) THEN
          RETURN NULL;
        END IF;
        RETURN (CASE WHEN meridiem = 'pm' AND hh <> 12 THEN hh + 12
                     WHEN meridiem = 'am' AND hh = 12 THEN 0
                     ELSE hh END) * 60 + mm;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "provider_open_at"(hours jsonb, tz text, open24 boolean, at timestamptz)
      RETURNS boolean LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      DECLARE
        l timestamp;
        d jsonb;
        s int;
        e int;
        m int;
      BEGIN
        IF open24 THEN RETURN true; END IF;
        IF hours IS NULL OR tz IS NULL THEN RETURN NULL; END IF;
        l := at AT TIME ZONE tz;
        d := hours -> to_char(l, 'fmday');
        IF NOT coalesce((d ->> 'enabled')::boolean, false) THEN RETURN false; END IF;
        s := clock_minutes(d ->> 'startTime');
        e := clock_minutes(d ->> 'endTime');
        IF s IS NULL OR e IS NULL THEN RETURN false; END IF;
        m := extract(hour FROM l)::int * 60 + extract(minute FROM l)::int;
        IF e > s THEN RETURN m >= s AND m < e; END IF;
        RETURN m >= s OR m < e;
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "clock_minutes"(t text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
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
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "provider_open_at"(hours jsonb, tz text, open24 boolean, at timestamptz)
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
  }
}
