import { MigrationInterface, QueryRunner } from 'typeorm';

const EARTH = `USING gist (ll_to_earth("latitude", "longitude"))`;

/**
 * The map index carries what a search with a place reads of each provider inside the radius
 * (decision 0039): the coordinates (the exact distance), the 24-hour flag, the time zone and
 * the open week (open now). Counting the providers within 25 miles of Miami then reads the
 * index alone (an index-only scan) instead of fetching each of them from the table: at a
 * million providers, 1,001 rows counted from about 1,200 table pages.
 */
export class ProvidersEarthCovering1797700020000 implements MigrationInterface {
  name = 'ProvidersEarthCovering1797700020000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_providers_earth"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_earth" ON "providers" ${EARTH}
       INCLUDE ("latitude", "longitude", "open_24_hours", "time_zone", "open_week")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_providers_earth"`);
    await queryRunner.query(`CREATE INDEX "IDX_providers_earth" ON "providers" ${EARTH}`);
  }
}
