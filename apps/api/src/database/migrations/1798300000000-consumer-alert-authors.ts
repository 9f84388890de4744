import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A consumer alert names reviews, and through them their authors (issue 43, decision 0058):
 * a confirmed alert's exclusion follows the author and the provider, so a review deleted and
 * written again by the same author does not count either. One row per alert and author,
 * written when the alert is raised (and when reviews join it); existing alerts get theirs
 * from the reviews they name.
 */
export class ConsumerAlertAuthors1798300000000 implements MigrationInterface {
  name = 'ConsumerAlertAuthors1798300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "consumer_alert_authors" (
         "alert_id" uuid NOT NULL REFERENCES "consumer_alerts" ("id") ON DELETE CASCADE,
         "provider_id" text NOT NULL REFERENCES "providers" ("id") ON DELETE CASCADE,
         "author_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
         PRIMARY KEY ("alert_id", "author_id")
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_consumer_alert_authors_provider_author"
         ON "consumer_alert_authors" ("provider_id", "author_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_consumer_alert_authors_author" ON "consumer_alert_authors" ("author_id")`,
    );
    await queryRunner.query(
      `INSERT INTO "consumer_alert_authors" ("alert_id", "provider_id", "author_id")
       SELECT a.id, a.provider_id, r.author_id
       FROM "consumer_alerts" a JOIN "reviews" r ON r.id = ANY (a.review_ids) AND r.provider_id = a.provider_id
       ON CONFLICT DO NOTHING`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "consumer_alert_authors"`);
  }
}
