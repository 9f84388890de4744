import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The injury facts belong to categories (no fee unless you win: law firms; letters of
 * protection and PIP: medical, imaging, chiropractic; 24 hours and mobile service: towing
 * and body shops). The planner took a category and a fact as independent, expected
 * thousands of towing companies with "no fee unless you win" where there are none, and
 * walked the sort's index to the end looking for a page of them (3.5 s at a million
 * providers for `sort=newest`, cut by the statement timeout). Multivariate statistics (the
 * most common combinations of the category and the six facts, 8 × 64 at most) tell it the
 * combination is empty, and it reads the category's rows instead (decision 0039).
 */
export class ProvidersFactsStatistics1797700040000 implements MigrationInterface {
  name = 'ProvidersFactsStatistics1797700040000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE STATISTICS "providers_category_facts" (mcv) ON "category", "free_consultation",
         "no_fee_unless_win", "accepts_letters_of_protection", "pip_accepted", "open_24_hours",
         "mobile_service" FROM "providers"`,
    );
    await queryRunner.query(`ANALYZE "providers"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP STATISTICS "providers_category_facts"`);
  }
}
