import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search vocabulary (decision 0006): every word (tsvector lexeme) of the providers'
 * `tsv` with the number of providers that have it, kept exact by statement triggers on
 * providers. A query's words are matched against this small table (exact, as a prefix, or
 * misspelt by trigram similarity) instead of against a million provider rows, and the
 * counts tell the search how many providers a query can match before it reads any.
 */
export class CreateSearchWords1795560000000 implements MigrationInterface {
  name = 'CreateSearchWords1795560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "search_words" ("word" text PRIMARY KEY, "providers" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_search_words_trgm" ON "search_words" USING GIN ("word" gin_trgm_ops)`,
    );
    // Rows whose tsv did not change (a rating update on every review) touch nothing, so
    // review writes never wait on the vocabulary.
    await queryRunner.query(`
      CREATE FUNCTION "search_words_count"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(
      `CREATE TRIGGER "providers_search_words_insert" AFTER INSERT ON "providers"
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_count"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "providers_search_words_update" AFTER UPDATE ON "providers"
       REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_count"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "providers_search_words_delete" AFTER DELETE ON "providers"
       REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_count"()`,
    );
    await queryRunner.query(
      `INSERT INTO "search_words" (word, providers)
       SELECT l.lexeme, count(*) FROM providers p, unnest(p.tsv) l GROUP BY 1`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "providers_search_words_delete" ON "providers"`);
    await queryRunner.query(`DROP TRIGGER "providers_search_words_update" ON "providers"`);
    await queryRunner.query(`DROP TRIGGER "providers_search_words_insert" ON "providers"`);
    await queryRunner.query(`DROP FUNCTION "search_words_count"()`);
    await queryRunner.query(`DROP TABLE "search_words"`);
  }
}
