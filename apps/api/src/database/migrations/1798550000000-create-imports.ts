import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imports of open data (issue 47, decision 0059):
 * - `import_jobs`: one row per import, its progress committed with each batch (the next row
 *   index to read and the counts), so that a job killed mid-file resumes where its last
 *   batch ended; `lock_key` names the advisory lock its runner holds while it runs (a
 *   running job whose lock is free has lost its process).
 * - `import_rejects`: the first 1,000 rejected rows of a job (its report).
 * - `import_matches`: the review queue (records that may be a listing already here).
 * - `provider_field_edits`: which fields of a listing an owner or admin has edited (an import
 *   leaves those alone); `provider_suggestions`: what an import would change on a claimed
 *   listing, for its owner to accept or dismiss.
 * - `provider_sources.fields`: what the source said of the listing last time (a field changes
 *   when the source changes it, not back and forth between two sources).
 * - the `providers_place` trigger keeps a point given with the row (imported listings carry
 *   exact points) and still derives the time zone; `provider_phone_key` (the duplicate rule's
 *   normalised phone: last 10 digits) with its index for matching by phone.
 */
export class CreateImports1798550000000 implements MigrationInterface {
  name = 'CreateImports1798550000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "import_jobs" (
         "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         "lock_key" serial NOT NULL UNIQUE,
         "source" text NOT NULL,
         "file" text NOT NULL,
         "path" text NOT NULL,
         "file_size" bigint,
         "file_modified_at" timestamptz,
         "state" text NOT NULL DEFAULT 'queued',
         "confidence_floor" real NOT NULL DEFAULT 0.5,
         "started_by" text NOT NULL DEFAULT 'admin',
         "created_by" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
         "queue_job_id" uuid,
         "next_index" bigint NOT NULL DEFAULT 0,
         "total" bigint,
         "read" bigint NOT NULL DEFAULT 0,
         "created" bigint NOT NULL DEFAULT 0,
         "updated" bigint NOT NULL DEFAULT 0,
         "merged" bigint NOT NULL DEFAULT 0,
         "skipped" bigint NOT NULL DEFAULT 0,
         "rejected" bigint NOT NULL DEFAULT 0,
         "skipped_by_reason" jsonb NOT NULL DEFAULT '{}',
         "report_rows" integer NOT NULL DEFAULT 0,
         "error" text,
         "run_started_at" timestamptz,
         "run_start_read" bigint NOT NULL DEFAULT 0,
         "progress_at" timestamptz,
         "created_at" timestamptz NOT NULL DEFAULT now(),
         "started_at" timestamptz,
         "finished_at" timestamptz,
         CONSTRAINT "CHK_import_jobs_state" CHECK ("state" IN ('queued', 'running', 'done', 'failed')),
         CONSTRAINT "CHK_import_jobs_source" CHECK ("source" IN ('overture', 'nppes'))
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_import_jobs_created" ON "import_jobs" ("created_at" DESC, "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_import_jobs_unfinished" ON "import_jobs" ("state") WHERE "state" IN ('queued', 'running')`,
    );
    await queryRunner.query(
      `CREATE TABLE "import_rejects" (
         "import_id" uuid NOT NULL REFERENCES "import_jobs" ("id") ON DELETE CASCADE,
         "row_index" bigint NOT NULL,
         "reason" text NOT NULL,
         "raw" text NOT NULL,
         PRIMARY KEY ("import_id", "row_index")
       )`,
    );
    await queryRunner.query(
      `CREATE TABLE "import_matches" (
         "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         "import_id" uuid NOT NULL REFERENCES "import_jobs" ("id") ON DELETE CASCADE,
         "source" text NOT NULL,
         "record_id" text NOT NULL,
         "reason" text NOT NULL,
         "status" text NOT NULL DEFAULT 'pending',
         "record" jsonb NOT NULL,
         "candidates" jsonb NOT NULL,
         "provider_id" text REFERENCES "providers" ("id") ON DELETE SET NULL,
         "decided_by" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
         "created_at" timestamptz NOT NULL DEFAULT now(),
         "decided_at" timestamptz,
         CONSTRAINT "CHK_import_matches_status" CHECK ("status" IN ('pending', 'merged', 'kept_apart'))
       )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_import_matches_pending" ON "import_matches" ("source", "record_id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_import_matches_queue" ON "import_matches" ("status", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "provider_field_edits" (
         "provider_id" text NOT NULL REFERENCES "providers" ("id") ON DELETE CASCADE,
         "field" text NOT NULL,
         "edited_by" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
         "edited_at" timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY ("provider_id", "field")
       )`,
    );
    await queryRunner.query(
      `CREATE TABLE "provider_suggestions" (
         "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         "provider_id" text NOT NULL REFERENCES "providers" ("id") ON DELETE CASCADE,
         "field" text NOT NULL,
         "value" jsonb,
         "source" text NOT NULL,
         "record_id" text NOT NULL,
         "status" text NOT NULL DEFAULT 'pending',
         "created_at" timestamptz NOT NULL DEFAULT now(),
         "decided_at" timestamptz,
         CONSTRAINT "CHK_provider_suggestions_status" CHECK ("status" IN ('pending', 'accepted', 'dismissed'))
       )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_provider_suggestions_pending" ON "provider_suggestions" ("provider_id", "field") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(`ALTER TABLE "provider_sources" ADD COLUMN "fields" jsonb`);
    await queryRunner.query(
      `CREATE FUNCTION "provider_phone_key"(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
         SELECT CASE WHEN length(d) >= 10 THEN right(d, 10) END
         FROM (SELECT regexp_replace(coalesce(phone, ''), '\\D', '', 'g') AS d) x
       $$`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_phone_key" ON "providers" (provider_phone_key("phone")) WHERE provider_phone_key("phone") IS NOT NULL`,
    );
    // As in 1796700010000, but a point given with the row (both coordinates) is kept: on
    // insert, on an update that sets it, or one that leaves the place alone. The time zone
    // is derived either way.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "providers_place"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        zip5 text := substring(NEW.zip FROM '^\\s*(\\d{5})');
        st char(2) := upper(trim(NEW.state));
        hit boolean := false;
        -- A point set with the row, or kept on an update that leaves the place as it was.
        given boolean := NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL AND (
          TG_OP = 'INSERT' OR NEW.latitude IS DISTINCT FROM OLD.latitude
          OR NEW.longitude IS DISTINCT FROM OLD.longitude
          OR (NEW.zip IS NOT DISTINCT FROM OLD.zip AND NEW.city IS NOT DISTINCT FROM OLD.city
              AND NEW.state IS NOT DISTINCT FROM OLD.state));
        lat float8;
        lng float8;
        tz text;
      BEGIN
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
        IF NOT given THEN
          NEW.latitude := lat;
          NEW.longitude := lng;
        END IF;
        NEW.time_zone := tz;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`DROP TRIGGER "providers_place" ON "providers"`);
    await queryRunner.query(
      `CREATE TRIGGER "providers_place" BEFORE INSERT OR UPDATE OF zip, city, state, latitude, longitude ON "providers"
       FOR EACH ROW EXECUTE FUNCTION "providers_place"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "providers_place" ON "providers"`);
    await queryRunner.query(
      `CREATE TRIGGER "providers_place" BEFORE INSERT OR UPDATE OF zip, city, state ON "providers"
       FOR EACH ROW EXECUTE FUNCTION "providers_place"()`,
    );
    await queryRunner.query(`DROP INDEX "IDX_providers_phone_key"`);
    await queryRunner.query(`DROP FUNCTION "provider_phone_key"(text)`);
    await queryRunner.query(`ALTER TABLE "provider_sources" DROP COLUMN "fields"`);
    await queryRunner.query(`DROP TABLE "provider_suggestions"`);
    await queryRunner.query(`DROP TABLE "provider_field_edits"`);
    await queryRunner.query(`DROP TABLE "import_matches"`);
    await queryRunner.query(`DROP TABLE "import_rejects"`);
    await queryRunner.query(`DROP TABLE "import_jobs"`);
  }
}
