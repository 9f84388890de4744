import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved cards of test mode (issue 18, decision 0031): brand, last 4 and expiry of the test
 * cards that paid, never the number. With Stripe, saved cards are the customer's payment
 * methods at Stripe and nothing is stored here.
 */
export class SavedCards1797200010000 implements MigrationInterface {
  name = 'SavedCards1797200010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "saved_cards" (
        "id" text PRIMARY KEY,
        "provider_id" text NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
        "brand" varchar(20) NOT NULL,
        "last4" char(4) NOT NULL,
        "exp_month" smallint NOT NULL,
        "exp_year" smallint NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_saved_cards_card" UNIQUE ("provider_id", "brand", "last4", "exp_month", "exp_year")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "saved_cards"`);
  }
}
