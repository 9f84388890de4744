import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sponsored placements (issue 18, decision 0031): impressions and clicks counted per
 * campaign, why and when an admin cancelled one, and an index for the running campaigns
 * each placement reads.
 */
export class SponsoredCampaignStats1797200000000 implements MigrationInterface {
  name = 'SponsoredCampaignStats1797200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "ad_campaigns"
         ADD "impressions" bigint NOT NULL DEFAULT 0,
         ADD "clicks" bigint NOT NULL DEFAULT 0,
         ADD "cancel_reason" text,
         ADD "cancelled_at" timestamptz`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_ad_campaigns_running" ON "ad_campaigns" ("ends_at") WHERE "status" = 'active'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_ad_campaigns_running"`);
    await queryRunner.query(
      `ALTER TABLE "ad_campaigns" DROP COLUMN "impressions", DROP COLUMN "clicks",
         DROP COLUMN "cancel_reason", DROP COLUMN "cancelled_at"`,
    );
  }
}
