import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who uploaded which stored file and when (issue 16 items 7 and 8): an account's files go
 * with it, an appeal may cite only its author's own uploads, and the sweep removes uploads
 * that no row references once their grace period is over.
 */
export class CreateUploads1796200000000 implements MigrationInterface {
  name = 'CreateUploads1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "uploads" (
        "key" character varying(512) NOT NULL,
        "owner_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_uploads" PRIMARY KEY ("key")
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_uploads_owner" ON "uploads" ("owner_id") WHERE owner_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_uploads_created" ON "uploads" ("created_at")`);
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "FK_uploads_owner" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "uploads"`);
  }
}
