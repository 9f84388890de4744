import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account settings (issue #9): the reviewer's city and state, notification preferences,
 * the new address of an email change on its code, and the signed-in sender of a lead.
 */
export class AccountSettings1795530000000 implements MigrationInterface {
  name = 'AccountSettings1795530000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "city" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "state" character varying(2)`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD "notify_review_response" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD "notify_decisions" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "notify_leads" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "email_codes" ADD "new_email" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "leads" ADD "user_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "IDX_leads_user" ON "leads" ("user_id") WHERE user_id IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "leads" ADD CONSTRAINT "FK_leads_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" DROP CONSTRAINT "FK_leads_user"`);
    await queryRunner.query(`DROP INDEX "IDX_leads_user"`);
    await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "user_id"`);
    await queryRunner.query(`ALTER TABLE "email_codes" DROP COLUMN "new_email"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "notify_leads"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "notify_decisions"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "notify_review_response"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "state"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "city"`);
  }
}
