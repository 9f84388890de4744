import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transparency page's "reviews posted" per month (decision 0030) counted every review of
 * the last 12 months on each request: 1.56 million rows at 3 million reviews, ~3 s holding a
 * connection, for an anonymous GET. These counters, kept exact by statement triggers on
 * reviews (as search_words is by providers), answer it from at most 12 × 8 rows. Each month
 * has 8 shards (by review id) so that concurrent review writes, which all land in the
 * current month, do not queue on one counter row.
 */
export class ReviewMonthCounts1797600000000 implements MigrationInterface {
  name = 'ReviewMonthCounts1797600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "review_month_counts" (
        "month" date NOT NULL,
        "shard" smallint NOT NULL,
        "posted" integer NOT NULL,
        "contact" integer NOT NULL,
        "invited" integer NOT NULL,
        PRIMARY KEY ("month", "shard")
      )`);
    // Updates that change neither the date nor the label (a rating edit, a reply) touch
    // nothing.
    // The transition tables a statement has depend on the operation, so the delta is
    // chosen first and the upsert runs it as dynamic SQL (transition tables are visible to
    // EXECUTE). Updates that change neither the date nor the label (a rating edit, a
    // reply) add nothing.
    await queryRunner.query(`
      CREATE FUNCTION "review_month_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed CONSTANT text := '(o.created_at, o.verification) IS DISTINCT FROM (n.created_at, n.verification)';
        delta text;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          DELETE FROM review_month_counts;
          RETURN NULL;
        END IF;
        delta := CASE TG_OP
          WHEN 'INSERT' THEN 'SELECT created_at, id, verification, 1 AS n FROM new_rows'
          WHEN 'DELETE' THEN 'SELECT created_at, id, verification, -1 AS n FROM old_rows'
          ELSE 'SELECT n.created_at, n.id, n.verification, 1 AS n FROM new_rows n JOIN old_rows o USING (id) WHERE ' || changed
            || ' UNION ALL SELECT o.created_at, o.id, o.verification, -1 FROM old_rows o JOIN new_rows n USING (id) WHERE ' || changed
        END;
        EXECUTE format($f$
          INSERT INTO review_month_counts AS c (month, shard, posted, contact, invited)
          SELECT date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date,
                 (abs(hashtext(r.id::text)) %% 8)::smallint,
                 sum(r.n),
                 COALESCE(sum(r.n) FILTER (WHERE r.verification = 'contact'), 0),
                 COALESCE(sum(r.n) FILTER (WHERE r.verification = 'invited'), 0)
          FROM (%s) r
          GROUP BY 1, 2
          ON CONFLICT (month, shard) DO UPDATE SET
            posted = c.posted + EXCLUDED.posted,
            contact = c.contact + EXCLUDED.contact,
            invited = c.invited + EXCLUDED.invited
        $f$, delta);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      INSERT INTO review_month_counts (month, shard, posted, contact, invited)
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date,
             (abs(hashtext(id::text)) % 8)::smallint,
             count(*), count(*) FILTER (WHERE verification = 'contact'),
             count(*) FILTER (WHERE verification = 'invited')
      FROM reviews GROUP BY 1, 2`);
    for (const [op, transition] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
    ] as const)
      await queryRunner.query(
        `CREATE TRIGGER "reviews_month_counts_${op.toLowerCase()}" AFTER ${op} ON "reviews"
         REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION "review_month_counts_apply"()`,
      );
    await queryRunner.query(
      `CREATE TRIGGER "reviews_month_counts_truncate" AFTER TRUNCATE ON "reviews"
       FOR EACH STATEMENT EXECUTE FUNCTION "review_month_counts_apply"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const op of ['insert', 'delete', 'update', 'truncate'])
      await queryRunner.query(`DROP TRIGGER "reviews_month_counts_${op}" ON "reviews"`);
    await queryRunner.query(`DROP FUNCTION "review_month_counts_apply"()`);
    await queryRunner.query(`DROP TABLE "review_month_counts"`);
  }
}
