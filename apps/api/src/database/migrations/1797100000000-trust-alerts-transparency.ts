import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consumer alerts, sub-score rankings and the transparency numbers (issue 17,
 * docs/decisions/0030): a review keeps a keyed hash of its client's network (IPv4, IPv6 /64)
 * and whether it counts in the rating; moderation decisions keep what the monthly numbers and
 * the case timelines need after a removal deletes the review.
 */
export class TrustAlertsTransparency1797100000000 implements MigrationInterface {
  name = 'TrustAlertsTransparency1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" ADD "client_key_hash" character(64)`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD "counted" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(
      `CREATE INDEX "IDX_reviews_provider_client" ON "reviews" ("provider_id", "client_key_hash", "created_at") WHERE client_key_hash IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_reviews_provider_created" ON "reviews" ("provider_id", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reviews_created" ON "reviews" ("created_at")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_reviews_appealed" ON "reviews" ("appealed_at") WHERE appealed_at IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "moderation_decisions" ADD "author_id" uuid, ADD "review_created_at" TIMESTAMP WITH TIME ZONE, ADD "review_verification" character varying(16)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_moderation_decisions_decided" ON "moderation_decisions" ("decided_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_moderation_decisions_author" ON "moderation_decisions" ("author_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_review_reports_created" ON "review_reports" ("created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "consumer_alerts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider_id" text NOT NULL,
        "rule" character varying(32) NOT NULL,
        "status" character varying(16) NOT NULL DEFAULT 'open',
        "summary" text NOT NULL,
        "review_ids" uuid array NOT NULL DEFAULT '{}',
        "excluded_count" integer NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "created_by" uuid,
        "decided_at" TIMESTAMP WITH TIME ZONE,
        "decided_by" uuid,
        "note" text,
        CONSTRAINT "PK_consumer_alerts" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_consumer_alerts_status" CHECK ("status" IN ('open', 'confirmed', 'dismissed')),
        CONSTRAINT "FK_consumer_alerts_provider" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_consumer_alerts_creator" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_consumer_alerts_admin" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL
      )
    `);
    // One open alert per provider and rule: a rule that fires again adds its reviews to it.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_consumer_alerts_open" ON "consumer_alerts" ("provider_id", "rule") WHERE status = 'open'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_consumer_alerts_status" ON "consumer_alerts" ("status", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_consumer_alerts_provider" ON "consumer_alerts" ("provider_id", "decided_at") WHERE status = 'confirmed'`,
    );
    await queryRunner.query(`
      CREATE TABLE "provider_rankings" (
        "provider_id" text NOT NULL,
        "subscore" character varying(16) NOT NULL,
        "average" numeric(4,2) NOT NULL,
        "reviews" integer NOT NULL,
        "rank" integer NOT NULL,
        "of_count" integer NOT NULL,
        "category" character varying(64) NOT NULL,
        "state" character varying(8) NOT NULL,
        "computed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_provider_rankings" PRIMARY KEY ("provider_id", "subscore"),
        CONSTRAINT "FK_provider_rankings_provider" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE
      )
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "provider_rankings"`);
    await queryRunner.query(`DROP TABLE "consumer_alerts"`);
    await queryRunner.query(`DROP INDEX "IDX_review_reports_created"`);
    await queryRunner.query(`DROP INDEX "IDX_moderation_decisions_author"`);
    await queryRunner.query(`DROP INDEX "IDX_moderation_decisions_decided"`);
    await queryRunner.query(
      `ALTER TABLE "moderation_decisions" DROP COLUMN "author_id", DROP COLUMN "review_created_at", DROP COLUMN "review_verification"`,
    );
    await queryRunner.query(`DROP INDEX "IDX_reviews_appealed"`);
    await queryRunner.query(`DROP INDEX "IDX_reviews_created"`);
    await queryRunner.query(`DROP INDEX "IDX_reviews_provider_created"`);
    await queryRunner.query(`DROP INDEX "IDX_reviews_provider_client"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "counted"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "client_key_hash"`);
  }
}
