import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search index (providers/search-index) holds the directory's search columns in the
 * API's memory and must see every write to `providers`, from any process, before a search
 * that starts after the write's commit (decision 0040). Each insert, update or delete of a
 * provider records the provider's id and the writing transaction's id here (one row per
 * provider, the latest write). The index reads the rows whose transaction is not older than
 * the oldest one running when it last read (`pg_snapshot_xmin`): a write that commits later
 * than another with a higher id is not lost.
 */
export class ProviderChanges1797800000000 implements MigrationInterface {
  name = 'ProviderChanges1797800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "provider_changes" (
         "provider_id" text PRIMARY KEY,
         "xid" xid8 NOT NULL
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_provider_changes_xid" ON "provider_changes" ("xid")`,
    );
    await queryRunner.query(
      `CREATE FUNCTION provider_changed() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO provider_changes (provider_id, xid)
         VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END, pg_current_xact_id())
         ON CONFLICT (provider_id) DO UPDATE SET xid = EXCLUDED.xid;
         IF TG_OP = 'UPDATE' AND OLD.id <> NEW.id THEN
           INSERT INTO provider_changes (provider_id, xid) VALUES (OLD.id, pg_current_xact_id())
           ON CONFLICT (provider_id) DO UPDATE SET xid = EXCLUDED.xid;
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER providers_changed AFTER INSERT OR UPDATE OR DELETE ON "providers"
       FOR EACH ROW EXECUTE FUNCTION provider_changed()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER providers_changed ON "providers"`);
    await queryRunner.query(`DROP FUNCTION provider_changed()`);
    await queryRunner.query(`DROP TABLE "provider_changes"`);
  }
}
