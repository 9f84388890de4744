import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search vocabulary's completions (a query's last word as a prefix: 'gar' → garcia,
 * garden…) were read through the trigram index, ~1.5 ms at the 15,000 words of a million
 * providers: the word comes from the query inside one statement, so PostgreSQL cannot turn
 * `LIKE q.w || '%'` into an index range. A bytewise (C collation) index answers the range
 * `word >= q.w AND word < q.w || U+10FFFF` at any size (0.02 ms, bench/results).
 */
export class SearchWordsPrefixIndex1797500000000 implements MigrationInterface {
  name = 'SearchWordsPrefixIndex1797500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_search_words_prefix" ON "search_words" ("word" COLLATE "C")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_search_words_prefix"`);
  }
}
