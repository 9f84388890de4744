import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The misspellings a query word may stand for (trigram similarity, `%`), read through the
 * vocabulary's trigram index. Written inline, PostgreSQL costed the `%` test as cheap and
 * read every word instead: 15,235 similarity computations, 11–30 ms at a million providers,
 * against ~1.5 ms through the index (docs/decisions/0037). A function with its own
 * `enable_seqscan = off` is planned apart from the statement that calls it, so the index
 * is the only way it has; the caller's trigram threshold applies.
 */
export class SearchWordMisspellings1797500010000 implements MigrationInterface {
  name = 'SearchWordMisspellings1797500010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "search_word_misspellings"(w text, n int)
      RETURNS TABLE (word text, providers int)
      LANGUAGE sql STABLE PARALLEL SAFE
      SET enable_seqscan = off
      AS $$
        SELECT s.word, s.providers FROM search_words s
        WHERE s.word % w
        ORDER BY similarity(s.word, w) DESC, s.word
        LIMIT n
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "search_word_misspellings"(text, int)`);
  }
}
