import { MigrationInterface, QueryRunner } from 'typeorm';

const NAME_WORDS = `to_tsvector('simple', r.name_normalized)`;

/**
 * The vocabulary also counts, for each word, the providers whose name holds it (`names`,
 * the words of `to_tsvector('simple', name_normalized)`, the expression of
 * IDX_providers_name_words), kept exact by the same statement triggers (decision 0039).
 * A broad one-word search reads the best-rated names holding the word: with thousands of
 * them a walk of the rating order finds a page after a few hundred rows, and collecting
 * them all cost 20–120 ms at a million providers ('smith' 8,330, 'summit' 15,797); with
 * none there is nothing to read, and a walk would pass over the whole table ('spine', 5 s).
 * The count tells which. The misspellings function answers the count too.
 */
export class SearchWordsNames1797700030000 implements MigrationInterface {
  name = 'SearchWordsNames1797700030000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "search_words" ADD "names" integer NOT NULL DEFAULT 0`);
    // Rows whose words did not change (a rating update on every review) touch nothing.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "search_words_count"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO search_words (word, providers, names)
          SELECT d.word, sum(d.p), sum(d.n) FROM (
            SELECT l.lexeme AS word, 1 AS p, 0 AS n FROM new_rows r, unnest(r.tsv) l
            UNION ALL
            SELECT l.lexeme, 0, 1 FROM new_rows r, unnest(${NAME_WORDS}) l
          ) d GROUP BY d.word
          ON CONFLICT (word) DO UPDATE SET providers = search_words.providers + EXCLUDED.providers,
                                           names = search_words.names + EXCLUDED.names;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE search_words w SET providers = w.providers - d.p, names = w.names - d.n
          FROM (
            SELECT e.word, sum(e.p) AS p, sum(e.n) AS n FROM (
              SELECT l.lexeme AS word, 1 AS p, 0 AS n FROM old_rows r, unnest(r.tsv) l
              UNION ALL
              SELECT l.lexeme, 0, 1 FROM old_rows r, unnest(${NAME_WORDS}) l
            ) e GROUP BY e.word
          ) d
          WHERE w.word = d.word;
        ELSE
          INSERT INTO search_words (word, providers, names)
          SELECT d.word, sum(d.p), sum(d.n) FROM (
            SELECT l.lexeme AS word, -1 AS p, 0 AS n
            FROM old_rows r JOIN new_rows c ON c.id = r.id, unnest(r.tsv) l
            WHERE c.tsv IS DISTINCT FROM r.tsv
            UNION ALL
            SELECT l.lexeme, 1, 0
            FROM old_rows o JOIN new_rows r ON r.id = o.id, unnest(r.tsv) l
            WHERE r.tsv IS DISTINCT FROM o.tsv
            UNION ALL
            SELECT l.lexeme, 0, -1
            FROM old_rows r JOIN new_rows c ON c.id = r.id, unnest(${NAME_WORDS}) l
            WHERE c.name_normalized IS DISTINCT FROM r.name_normalized
            UNION ALL
            SELECT l.lexeme, 0, 1
            FROM old_rows o JOIN new_rows r ON r.id = o.id, unnest(${NAME_WORDS}) l
            WHERE r.name_normalized IS DISTINCT FROM o.name_normalized
          ) d GROUP BY d.word HAVING sum(d.p) <> 0 OR sum(d.n) <> 0
          ON CONFLICT (word) DO UPDATE SET providers = search_words.providers + EXCLUDED.providers,
                                           names = search_words.names + EXCLUDED.names;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      UPDATE "search_words" s SET names = c.n
      FROM (SELECT l.lexeme AS word, count(*)::int AS n
            FROM providers r, unnest(${NAME_WORDS}) l GROUP BY 1) c
      WHERE s.word = c.word`);
    await queryRunner.query(`DROP FUNCTION "search_word_misspellings"(text, int)`);
    await queryRunner.query(`
      CREATE FUNCTION "search_word_misspellings"(w text, n int)
      RETURNS TABLE (word text, providers int, names int)
      LANGUAGE sql STABLE PARALLEL SAFE
      SET enable_seqscan = off
      AS $$
        SELECT s.word, s.providers, s.names FROM search_words s
        WHERE s.word % w
        ORDER BY similarity(s.word, w) DESC, s.word
        LIMIT n
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "search_word_misspellings"(text, int)`);
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
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "search_words_count"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO search_words (word, providers)
          SELECT l.lexeme, count(*) FROM new_rows n, unnest(n.tsv) l GROUP BY 1
          ON CONFLICT (word) DO UPDATE SET providers = search_words.providers + EXCLUDED.providers;
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE search_words w SET providers = w.providers - d.n
          FROM (SELECT l.lexeme AS word, count(*) AS n FROM old_rows o, unnest(o.tsv) l GROUP BY 1) d
          WHERE w.word = d.word;
        ELSE
          INSERT INTO search_words (word, providers)
          SELECT d.word, sum(d.n) FROM (
            SELECT l.lexeme AS word, -1 AS n
            FROM old_rows o JOIN new_rows r ON r.id = o.id, unnest(o.tsv) l
            WHERE r.tsv IS DISTINCT FROM o.tsv
            UNION ALL
            SELECT l.lexeme, 1
            FROM old_rows o JOIN new_rows r ON r.id = o.id, unnest(r.tsv) l
            WHERE r.tsv IS DISTINCT FROM o.tsv
          ) d GROUP BY d.word HAVING sum(d.n) <> 0
          ON CONFLICT (word) DO UPDATE SET providers = search_words.providers + EXCLUDED.providers;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`ALTER TABLE "search_words" DROP COLUMN "names"`);
  }
}
