import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing belongs to the person who owns the profile, not to the profile (issue 43,
 * decision 0056). The Stripe customer, the subscription, each payment and each lead name
 * the owner they belong to (filled from the profile's owner of today); reads take only the
 * current owner's. `stripe_detached` keeps the Stripe customers and subscriptions that an
 * owner change or an account deletion closed, so that their later events are refused.
 */
export class BillingBelongsToThePerson1798100000000 implements MigrationInterface {
  name = 'BillingBelongsToThePerson1798100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['stripe_customers', 'subscriptions', 'payments']) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "owner_id" uuid
           CONSTRAINT "FK_${table}_owner" REFERENCES "users"("id") ON DELETE SET NULL`,
      );
      await queryRunner.query(
        `UPDATE "${table}" t SET "owner_id" = p."owner_id" FROM "providers" p
         WHERE p."id" = t."provider_id"`,
      );
    }
    // A lead is the owner's: it goes with the owner's account (privacy), never to the next owner.
    await queryRunner.query(
      `ALTER TABLE "leads" ADD "owner_id" uuid
         CONSTRAINT "FK_leads_owner" REFERENCES "users"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `UPDATE "leads" l SET "owner_id" = p."owner_id" FROM "providers" p WHERE p."id" = l."provider_id"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_leads_provider_owner_created" ON "leads" ("provider_id", "owner_id", "created_at")`,
    );
    // Whatever writes a lead, it is the profile's owner's of that moment.
    await queryRunner.query(`
      CREATE FUNCTION "leads_owner_of_now"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.owner_id IS NULL THEN
          SELECT owner_id INTO NEW.owner_id FROM providers WHERE id = NEW.provider_id;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "TRG_leads_owner" BEFORE INSERT ON "leads"
         FOR EACH ROW EXECUTE FUNCTION "leads_owner_of_now"()`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_leads_owner" ON "leads" ("owner_id") WHERE owner_id IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "stripe_detached" (
        "stripe_id" text PRIMARY KEY,
        "object" varchar(20) NOT NULL,
        "provider_id" text REFERENCES "providers"("id") ON DELETE SET NULL,
        "reason" varchar(20) NOT NULL,
        "detached_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // One successful payment per campaign (a late duplicate is refunded, never recorded paid).
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_campaign" ON "payments" ("campaign_id") WHERE "campaign_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_payments_campaign"`);
    await queryRunner.query(`DROP TABLE "stripe_detached"`);
    await queryRunner.query(`DROP TRIGGER "TRG_leads_owner" ON "leads"`);
    await queryRunner.query(`DROP FUNCTION "leads_owner_of_now"()`);
    await queryRunner.query(`DROP INDEX "IDX_leads_owner"`);
    await queryRunner.query(`DROP INDEX "IDX_leads_provider_owner_created"`);
    await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "owner_id"`);
    for (const table of ['payments', 'subscriptions', 'stripe_customers'])
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "owner_id"`);
  }
}
