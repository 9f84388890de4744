import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The size of each stored upload (issue 43): an account's uploads of the last 24 hours are
 * summed against UPLOAD_QUOTA_BYTES_PER_DAY. Uploads recorded before have no known size (0).
 */
export class AddUploadSizes1798000000000 implements MigrationInterface {
  name = 'AddUploadSizes1798000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD "size_bytes" bigint NOT NULL DEFAULT 0 CHECK ("size_bytes" >= 0)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_uploads_owner_created" ON "uploads" ("owner_id", "created_at") WHERE owner_id IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_uploads_owner_created"`);
    await queryRunner.query(`ALTER TABLE "uploads" DROP COLUMN "size_bytes"`);
  }
}
