import { MigrationInterface, QueryRunner } from 'typeorm';

const RATING_ORDER = '"rating" DESC, "review_count" DESC, "id"';

/**
 * Filter-only searches (category, state or both) sorted Highest to Lowest read the first
 * page straight off one of these indexes, in order, instead of collecting every match and
 * sorting it; the capped count reads them index-only. They replace the single-column
 * category and state indexes and the (category, state) index, which they cover.
 */
export class ProvidersFilterSortIndexes1795440000000 implements MigrationInterface {
  name = 'ProvidersFilterSortIndexes1795440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_category_rating" ON "providers" ("category", ${RATING_ORDER})`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_state_rating" ON "providers" ("state", ${RATING_ORDER})`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_category_state_rating" ON "providers" ("category", "state", ${RATING_ORDER})`,
    );
    await queryRunner.query(`DROP INDEX "IDX_providers_category_state"`);
    await queryRunner.query(`DROP INDEX "IDX_providers_category"`);
    await queryRunner.query(`DROP INDEX "IDX_providers_state"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_providers_state" ON "providers" ("state")`);
    await queryRunner.query(`CREATE INDEX "IDX_providers_category" ON "providers" ("category")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_category_state" ON "providers" ("category", "state")`,
    );
    await queryRunner.query(`DROP INDEX "IDX_providers_category_state_rating"`);
    await queryRunner.query(`DROP INDEX "IDX_providers_state_rating"`);
    await queryRunner.query(`DROP INDEX "IDX_providers_category_rating"`);
  }
}
