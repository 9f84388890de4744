import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console and profile claims (decision 0008): profile_claims (one pending claim
 * per person per provider, private document keys), admin_invites (only a hash of the
 * invitation token, one open invitation per email) and audit_log (every admin action).
 */
export class CreateAdminAndClaims1795510000000 implements MigrationInterface {
  name = 'CreateAdminAndClaims1795510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "admin_invites" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254) NOT NULL, "token_hash" character varying(64) NOT NULL, "invited_by" uuid, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "accepted_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_79953c0faab15cd60084dc26486" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_admin_invites_open_email" ON "admin_invites" ("email") WHERE "accepted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "actor_id" uuid, "actor_email" character varying(254) NOT NULL, "action" character varying(64) NOT NULL, "target_type" character varying(32) NOT NULL, "target_id" character varying(64) NOT NULL, "details" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("created_at")`);
    await queryRunner.query(
      `CREATE TABLE "profile_claims" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider_id" text NOT NULL, "claimant_id" uuid NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "registration_key" character varying(512) NOT NULL, "address_proof_key" character varying(512) NOT NULL, "website_url" character varying(2048) NOT NULL, "work_email" character varying(254) NOT NULL, "full_name" character varying(200) NOT NULL, "job_title" character varying(200) NOT NULL, "phone_number" character varying(200) NOT NULL, "decided_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_profile_claims_status" CHECK ("status" IN ('pending', 'approved', 'cancelled')), CONSTRAINT "PK_b6e27ed3ba2176a639ff8ab535a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profile_claims_claimant" ON "profile_claims" ("claimant_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profile_claims_status_created" ON "profile_claims" ("status", "created_at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_profile_claims_pending" ON "profile_claims" ("provider_id", "claimant_id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_invites" ADD CONSTRAINT "FK_aecdb5f9e54af0fe7f9c02f75af" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "FK_15a6f5aad57db494c17986ed2e2" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "profile_claims" ADD CONSTRAINT "FK_550b6b273babe2955957ecf8653" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "profile_claims" ADD CONSTRAINT "FK_413cf9a5d50b90331b22e329f58" FOREIGN KEY ("claimant_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "profile_claims" DROP CONSTRAINT "FK_413cf9a5d50b90331b22e329f58"`,
    );
    await queryRunner.query(
      `ALTER TABLE "profile_claims" DROP CONSTRAINT "FK_550b6b273babe2955957ecf8653"`,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" DROP CONSTRAINT "FK_15a6f5aad57db494c17986ed2e2"`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_invites" DROP CONSTRAINT "FK_aecdb5f9e54af0fe7f9c02f75af"`,
    );
    await queryRunner.query(`DROP INDEX "public"."UQ_profile_claims_pending"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_profile_claims_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_profile_claims_claimant"`);
    await queryRunner.query(`DROP TABLE "profile_claims"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_created"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_admin_invites_open_email"`);
    await queryRunner.query(`DROP TABLE "admin_invites"`);
  }
}
