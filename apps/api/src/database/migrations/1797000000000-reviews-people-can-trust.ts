import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews people can trust (issue 17, docs/decisions/0029): the label of a review, review
 * invitations and the addresses that want none, reports of reviews, and every moderation
 * decision (appeal or report) with its reason from the published list. A removed review is
 * deleted; its decision row keeps the public line that stays in its place.
 */
export class ReviewsPeopleCanTrust1797000000000 implements MigrationInterface {
  name = 'ReviewsPeopleCanTrust1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" ADD "verification" character varying(16)`);
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "CHK_reviews_verification" CHECK ("verification" IN ('contact', 'invited'))`,
    );
    await queryRunner.query(`
      CREATE TABLE "review_invitations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider_id" text NOT NULL,
        "email" character varying(254) NOT NULL,
        "token_hash" character(64) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "used_at" TIMESTAMP WITH TIME ZONE,
        "review_id" uuid,
        CONSTRAINT "PK_review_invitations" PRIMARY KEY ("id"),
        CONSTRAINT "FK_review_invitations_provider" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_review_invitations_review" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE SET NULL
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_review_invitations_token" ON "review_invitations" ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_review_invitations_provider_email" ON "review_invitations" ("provider_id", "email", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_review_invitations_provider_created" ON "review_invitations" ("provider_id", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "review_invitation_opt_outs" (
        "email" character varying(254) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_review_invitation_opt_outs" PRIMARY KEY ("email")
      )
    `);
    await queryRunner.query(`
      CREATE TABLE "review_reports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "review_id" uuid,
        "provider_id" text NOT NULL,
        "reporter_id" uuid NOT NULL,
        "reason" character varying(32) NOT NULL,
        "details" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "decision_id" uuid,
        CONSTRAINT "PK_review_reports" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_review_reports_review_reporter" UNIQUE ("review_id", "reporter_id"),
        CONSTRAINT "FK_review_reports_review" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_review_reports_provider" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_review_reports_reporter" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_review_reports_open" ON "review_reports" ("created_at") WHERE decision_id IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_review_reports_reporter" ON "review_reports" ("reporter_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "moderation_decisions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider_id" text NOT NULL,
        "review_id" uuid NOT NULL,
        "kind" character varying(16) NOT NULL,
        "outcome" character varying(16) NOT NULL,
        "reason" character varying(32) NOT NULL,
        "filed_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "decided_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "decided_by" uuid,
        CONSTRAINT "PK_moderation_decisions" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_moderation_decisions_kind" CHECK ("kind" IN ('appeal', 'report')),
        CONSTRAINT "CHK_moderation_decisions_outcome" CHECK ("outcome" IN ('keep', 'remove')),
        CONSTRAINT "FK_moderation_decisions_provider" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_moderation_decisions_admin" FOREIGN KEY ("decided_by") REFERENCES "users"("id") ON DELETE SET NULL
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_moderation_decisions_provider" ON "moderation_decisions" ("provider_id", "decided_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_reports" ADD CONSTRAINT "FK_review_reports_decision" FOREIGN KEY ("decision_id") REFERENCES "moderation_decisions"("id") ON DELETE SET NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "review_reports"`);
    await queryRunner.query(`DROP TABLE "moderation_decisions"`);
    await queryRunner.query(`DROP TABLE "review_invitation_opt_outs"`);
    await queryRunner.query(`DROP TABLE "review_invitations"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "CHK_reviews_verification"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "verification"`);
  }
}
