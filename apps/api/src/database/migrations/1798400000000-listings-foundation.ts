import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listings that come and go (issue 47): a provider is open, temporarily or permanently closed,
 * or merged into another (`merged_into`, whose URL the old one redirects to). `npi` is the
 * NPPES number of a health provider. `provider_sources` records where each listing's facts
 * come from (dataset, its record id, release or file date, licence): one row per source
 * record, so a re-import of the same record finds its listing and a merged listing keeps
 * every source id.
 */
export class ListingsFoundation1798400000000 implements MigrationInterface {
  name = 'ListingsFoundation1798400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "providers"
         ADD COLUMN "status" text NOT NULL DEFAULT 'open',
         ADD COLUMN "closed_reason" text,
         ADD COLUMN "closed_at" timestamptz,
         ADD COLUMN "merged_into" text,
         ADD COLUMN "npi" varchar(10),
         ADD COLUMN "updated_at" timestamptz NOT NULL DEFAULT now(),
         ADD CONSTRAINT "CHK_providers_status"
           CHECK ("status" IN ('open', 'temporarily_closed', 'permanently_closed')),
         ADD CONSTRAINT "FK_providers_merged_into" FOREIGN KEY ("merged_into")
           REFERENCES "providers" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_providers_npi" ON "providers" ("npi") WHERE "npi" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_merged_into" ON "providers" ("merged_into") WHERE "merged_into" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "provider_sources" (
         "source" text NOT NULL,
         "record_id" text NOT NULL,
         "provider_id" text NOT NULL REFERENCES "providers" ("id") ON DELETE CASCADE,
         "release" text,
         "licence" text NOT NULL,
         "attribution" text,
         "imported_at" timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY ("source", "record_id")
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_provider_sources_provider" ON "provider_sources" ("provider_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "provider_sources"`);
    await queryRunner.query(`DROP INDEX "IDX_providers_merged_into"`);
    await queryRunner.query(`DROP INDEX "IDX_providers_npi"`);
    await queryRunner.query(
      `ALTER TABLE "providers" DROP CONSTRAINT "FK_providers_merged_into",
         DROP CONSTRAINT "CHK_providers_status", DROP COLUMN "status", DROP COLUMN "closed_reason",
         DROP COLUMN "closed_at", DROP COLUMN "merged_into", DROP COLUMN "npi",
         DROP COLUMN "updated_at"`,
    );
  }
}
