import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sample data's demo sponsored entries (decision 0031) are read by every placement when
 * no campaign runs there: the search, provider and user pages. A partial index keeps that a
 * read of the few flagged rows instead of a scan of every provider.
 */
export class ProvidersSponsoredIndex1797300000000 implements MigrationInterface {
  name = 'ProvidersSponsoredIndex1797300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_sponsored" ON "providers" ("id") WHERE "sponsored"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_providers_sponsored"`);
  }
}
