import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Provider tools (issue #7): leads, mini-sites and their daily clicks, ad campaigns, and
 * the evidence of a review appeal (files and when it was sent).
 */
export class CreateProviderTools1795520000000 implements MigrationInterface {
  name = 'CreateProviderTools1795520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "leads" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider_id" text NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "phone" character varying(32),
        "message" text,
        "options" text array NOT NULL DEFAULT '{}',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_cd102ed7a9a4ca7d4d8bfeba406" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_leads_provider_created" ON "leads" ("provider_id", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "mini_sites" (
        "provider_id" text NOT NULL,
        "slug" character varying(40),
        "heading" text NOT NULL DEFAULT '',
        "description" text NOT NULL DEFAULT '',
        "logo_url" character varying(2048),
        "buttons" jsonb NOT NULL DEFAULT '[]',
        "lead_form_enabled" boolean NOT NULL DEFAULT true,
        "lead_button_name" text NOT NULL DEFAULT '',
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "published" jsonb,
        "published_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "UQ_mini_sites_slug" UNIQUE ("slug"),
        CONSTRAINT "PK_644ee587596013e5e8dbd7741b9" PRIMARY KEY ("provider_id")
      )
    `);
    await queryRunner.query(`
      CREATE TABLE "mini_site_clicks" (
        "provider_id" text NOT NULL,
        "day" date NOT NULL,
        "count" integer NOT NULL DEFAULT '0',
        CONSTRAINT "PK_f9a228c05003111fad4c8a8b140" PRIMARY KEY ("provider_id", "day")
      )
    `);
    await queryRunner.query(`
      CREATE TABLE "ad_campaigns" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider_id" text NOT NULL,
        "duration_days" smallint NOT NULL,
        "placements" text array NOT NULL,
        "total_usd" integer NOT NULL,
        "status" character varying(20) NOT NULL DEFAULT 'pending_payment',
        "created_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_7877713eb87f782dd190eed85a7" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_ad_campaigns_provider_created" ON "ad_campaigns" ("provider_id", "created_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD "appeal_files" text array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(`ALTER TABLE "reviews" ADD "appealed_at" TIMESTAMP WITH TIME ZONE`);

    await queryRunner.query(
      `ALTER TABLE "leads" ADD CONSTRAINT "FK_74a12b87ea6908b531e115f2b1b" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mini_sites" ADD CONSTRAINT "FK_644ee587596013e5e8dbd7741b9" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mini_site_clicks" ADD CONSTRAINT "FK_b7db29526d70ed84da0d0366665" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "ad_campaigns" ADD CONSTRAINT "FK_ff253deadb2e01ca248ea8d9d55" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "appealed_at"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "appeal_files"`);
    await queryRunner.query(`DROP TABLE "ad_campaigns"`);
    await queryRunner.query(`DROP TABLE "mini_site_clicks"`);
    await queryRunner.query(`DROP TABLE "mini_sites"`);
    await queryRunner.query(`DROP TABLE "leads"`);
  }
}
