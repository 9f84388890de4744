import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Add your business' (issue 47): a listing someone added is public at once but 'Not yet
 * verified' (`verified` false) until its owner is known (a claim approved, or the person's
 * confirmed email at the website's domain); `added_by` is who added it, for the limit of
 * listings per person per day. Listings already here (samples, imports) stay verified.
 * IDX_providers_phone_match finds a listing by its phone's last 10 digits (the duplicate
 * rule, contracts' normalizePhoneForMatch; providers/listings.repository.ts PHONE_MATCH).
 */
export class ListingsVerifiedAndAddedBy1798600000000 implements MigrationInterface {
  name = 'ListingsVerifiedAndAddedBy1798600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "providers"
         ADD COLUMN "verified" boolean NOT NULL DEFAULT true,
         ADD COLUMN "added_by" uuid,
         ADD CONSTRAINT "FK_providers_added_by" FOREIGN KEY ("added_by")
           REFERENCES "users" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_added_by" ON "providers" ("added_by", "created_at")
       WHERE "added_by" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_phone_match" ON "providers"
       ((right(regexp_replace(phone, '[^0-9]', '', 'g'), 10))) WHERE phone IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_providers_phone_match"`);
    await queryRunner.query(`DROP INDEX "IDX_providers_added_by"`);
    await queryRunner.query(
      `ALTER TABLE "providers" DROP CONSTRAINT "FK_providers_added_by",
         DROP COLUMN "added_by", DROP COLUMN "verified"`,
    );
  }
}
