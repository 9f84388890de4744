import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Category + state filters (GET /providers?category=…&state=…): the count of a filter-only
 * search reads this index alone (index-only scan) instead of AND-ing the two single-column
 * bitmaps and visiting every matching row. At 1M providers the count of Law Firms in FL
 * went from ~86 ms to a few ms (bench/results/search-plans-1m.txt).
 */
export class ProvidersCategoryStateIndex1795430000000 implements MigrationInterface {
  name = 'ProvidersCategoryStateIndex1795430000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_category_state" ON "providers" ("category", "state")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_providers_category_state"`);
  }
}
