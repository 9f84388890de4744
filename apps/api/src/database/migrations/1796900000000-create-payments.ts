import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments (issue 18, decision 0028): the Stripe customer of each provider, its Premium
 * subscription, checkout sessions we started (with the server's price), payments in
 * integer cents, processed webhook event ids, and when a paid campaign runs.
 */
export class CreatePayments1796900000000 implements MigrationInterface {
  name = 'CreatePayments1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "stripe_customers" (
        "provider_id" text PRIMARY KEY REFERENCES "providers"("id") ON DELETE CASCADE,
        "customer_id" text NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "subscriptions" (
        "provider_id" text PRIMARY KEY REFERENCES "providers"("id") ON DELETE CASCADE,
        "subscription_id" text UNIQUE,
        "status" varchar(30) NOT NULL,
        "cancel_at_period_end" boolean NOT NULL DEFAULT false,
        "current_period_end" timestamptz,
        "last_event_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "checkout_sessions" (
        "id" text PRIMARY KEY,
        "provider_id" text NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
        "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "kind" varchar(10) NOT NULL,
        "campaign_id" uuid REFERENCES "ad_campaigns"("id") ON DELETE CASCADE,
        "amount_cents" integer NOT NULL CHECK ("amount_cents" >= 0),
        "currency" char(3) NOT NULL DEFAULT 'usd',
        "test_mode" boolean NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'open',
        "url" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "completed_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_checkout_sessions_provider" ON "checkout_sessions" ("provider_id", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "provider_id" text NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
        "kind" varchar(10) NOT NULL,
        "campaign_id" uuid REFERENCES "ad_campaigns"("id") ON DELETE SET NULL,
        "amount_cents" integer NOT NULL CHECK ("amount_cents" >= 0),
        "currency" char(3) NOT NULL,
        "status" varchar(10) NOT NULL,
        "receipt_url" text,
        "card_brand" varchar(20),
        "card_last4" char(4),
        "stripe_ref" text NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_provider_created" ON "payments" ("provider_id", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "stripe_events" (
        "id" text PRIMARY KEY,
        "type" text NOT NULL,
        "created" timestamptz NOT NULL,
        "processed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `ALTER TABLE "ad_campaigns" ADD "paid_at" timestamptz, ADD "starts_at" timestamptz, ADD "ends_at" timestamptz`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "ad_campaigns" DROP COLUMN "paid_at", DROP COLUMN "starts_at", DROP COLUMN "ends_at"`,
    );
    await queryRunner.query(`DROP TABLE "stripe_events"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP TABLE "checkout_sessions"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
    await queryRunner.query(`DROP TABLE "stripe_customers"`);
  }
}
