import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One live password-reset link per account (issue 16, decision 0015): older outstanding
 * links are dropped, keeping each account's newest, and a partial unique index keeps it so.
 */
export class OneLiveResetLinkPerAccount1796000000000 implements MigrationInterface {
  name = 'OneLiveResetLinkPerAccount1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "password_resets" r
        WHERE r.used_at IS NULL AND EXISTS (
          SELECT 1 FROM "password_resets" n
           WHERE n.user_id = r.user_id AND n.used_at IS NULL
             AND (n.created_at, n.id) > (r.created_at, r.id))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_password_resets_live" ON "password_resets" ("user_id") WHERE used_at IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_password_resets_live"`);
  }
}
