import { MigrationInterface, QueryRunner } from 'typeorm';

/** When the provider's owner marked a lead handled (the Leads page); null while it is new. */
export class LeadHandledAt1796600010000 implements MigrationInterface {
  name = 'LeadHandledAt1796600010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" ADD "handled_at" timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "handled_at"`);
  }
}
