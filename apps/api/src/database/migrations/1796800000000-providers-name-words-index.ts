import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of a provider's name, for the relevance tier "a word of the query is in the
 * name" (decision 0024): a broad search reads that tier's first page through this index
 * when the word is rare among names, and the planner's statistics on the expression tell
 * it when it is not (then it walks the rating index instead).
 */
export class ProvidersNameWordsIndex1796800000000 implements MigrationInterface {
  name = 'ProvidersNameWordsIndex1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_name_words" ON "providers" USING GIN (to_tsvector('simple', "name_normalized"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_providers_name_words"`);
  }
}
