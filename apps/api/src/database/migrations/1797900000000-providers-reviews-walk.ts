import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Most reviews first, in an order only the SQL search's bounded walk asks for (negated
 * columns, decision 0047): a text or place search sorted by most reviews reads the first
 * few thousand providers of this order for its page instead of collecting and sorting every
 * match (16,136 rows for 'harbor' at a million providers), and an index in
 * `review_count DESC` itself, which the planner walked to the end for a page that was not
 * there (decision 0039), still does not exist.
 */
export class ProvidersReviewsWalk1797900000000 implements MigrationInterface {
  name = 'ProvidersReviewsWalk1797900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_reviews_walk" ON "providers" ((-"review_count"), (-"rating"), "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_providers_reviews_walk"`);
  }
}
