import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lead form addresses confirmed by their recipient (issue 16 item 10): one row per provider
 * and address, holding only the SHA-256 of the single-use link token while it is pending.
 */
export class CreateLeadAddressConfirmations1796200010000 implements MigrationInterface {
  name = 'CreateLeadAddressConfirmations1796200010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "lead_address_confirmations" (
        "provider_id" text NOT NULL,
        "email" character varying(254) NOT NULL,
        "token_hash" character(64),
        "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "confirmed_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_lead_address_confirmations" PRIMARY KEY ("provider_id", "email")
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_lead_address_token" ON "lead_address_confirmations" ("token_hash") WHERE token_hash IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "lead_address_confirmations" ADD CONSTRAINT "FK_lead_address_provider" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lead_address_confirmations"`);
  }
}
