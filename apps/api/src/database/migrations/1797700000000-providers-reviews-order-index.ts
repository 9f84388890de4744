import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Most reviews first (`sort=reviews_desc`) read off an index in its order, as the rating
 * sorts are (decision 0039): without it a text search so sorted fetched and sorted every
 * match (16,136 rows for 'harbor' at a million providers).
 */
export class ProvidersReviewsOrderIndex1797700000000 implements MigrationInterface {
  name = 'ProvidersReviewsOrderIndex1797700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_reviews_order" ON "providers" ("review_count" DESC, "rating" DESC, "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_providers_reviews_order"`);
  }
}
