import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The directory: providers (with their search columns and indexes), reviews, bookmarks,
 * posts and daily profile views.
 *
 * `providers.tsv` is a stored generated column. TypeORM compares generated expressions
 * through its `typeorm_metadata` table, so the expression is recorded there too (for the
 * current database and schema), exactly as `migration:generate` would.
 */
const TSV_EXPRESSION = `to_tsvector('simple'::regconfig, search_text || ' ' || description)`;

export class CreateDirectory1795420000000 implements MigrationInterface {
  name = 'CreateDirectory1795420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "typeorm_metadata" (
        "type" character varying NOT NULL,
        "database" character varying,
        "schema" character varying,
        "table" character varying,
        "name" character varying,
        "value" text
      )
    `);
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value")
       VALUES (current_database(), current_schema(), 'providers', 'GENERATED_COLUMN', 'tsv', $1)`,
      [TSV_EXPRESSION],
    );
    await queryRunner.query(`
      CREATE TABLE "providers" (
        "id" text NOT NULL DEFAULT gen_random_uuid()::text,
        "name" text NOT NULL,
        "name_normalized" text NOT NULL,
        "search_text" text NOT NULL,
        "tsv" tsvector GENERATED ALWAYS AS (${TSV_EXPRESSION}) STORED,
        "category" text NOT NULL,
        "provider_type" text NOT NULL DEFAULT '',
        "specialties" text array NOT NULL DEFAULT '{}',
        "description" text NOT NULL DEFAULT '',
        "badges" text array NOT NULL DEFAULT '{}',
        "plan" character varying(16) NOT NULL DEFAULT 'unclaimed',
        "logo_url" character varying(2048),
        "banner_url" character varying(2048),
        "show_banner" boolean NOT NULL DEFAULT false,
        "address_line1" text,
        "address_line2" text,
        "city" text,
        "state" character(2),
        "zip" character varying(10),
        "phone" character varying(32),
        "website" character varying(2048),
        "working_hours" jsonb,
        "social" jsonb NOT NULL DEFAULT '{}',
        "amenities" jsonb NOT NULL DEFAULT '{}',
        "lead_form" jsonb,
        "owner_id" uuid,
        "sponsored" boolean NOT NULL DEFAULT false,
        "quote" text,
        "is_sample" boolean NOT NULL DEFAULT false,
        "rating" numeric(2,1) NOT NULL DEFAULT '0',
        "review_count" integer NOT NULL DEFAULT '0',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_af13fc2ebf382fe0dad2e4793aa" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(`CREATE INDEX "IDX_providers_category" ON "providers" ("category")`);
    await queryRunner.query(`CREATE INDEX "IDX_providers_state" ON "providers" ("state")`);
    // Search indexes TypeORM cannot describe (synchronize: false on the entity).
    await queryRunner.query(`CREATE INDEX "IDX_providers_tsv" ON "providers" USING GIN ("tsv")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_name_trgm" ON "providers" USING GIN ("name_normalized" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_search_text_trgm" ON "providers" USING GIN ("search_text" gin_trgm_ops)`,
    );
    // LIKE 'x%' for one- and two-character queries (trigrams need three).
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_name_prefix" ON "providers" ("name_normalized" text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_rating_order" ON "providers" ("rating" DESC, "review_count" DESC, "id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "reviews" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider_id" text NOT NULL,
        "author_id" uuid NOT NULL,
        "respectful" smallint NOT NULL,
        "explained" smallint NOT NULL,
        "on_time" smallint NOT NULL,
        "costs" smallint NOT NULL,
        "overall" smallint NOT NULL,
        "rating" numeric(2,1) NOT NULL,
        "text" text NOT NULL,
        "photo_urls" text array NOT NULL DEFAULT '{}',
        "response_text" text,
        "response_at" TIMESTAMP WITH TIME ZONE,
        "appeal_under_review" boolean NOT NULL DEFAULT false,
        "appeal_text" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_reviews_provider_author" UNIQUE ("provider_id", "author_id"),
        CONSTRAINT "CHK_reviews_scores" CHECK ("respectful" BETWEEN 1 AND 5 AND "explained" BETWEEN 1 AND 5 AND "on_time" BETWEEN 1 AND 5 AND "costs" BETWEEN 1 AND 5 AND "overall" BETWEEN 1 AND 5),
        CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(`CREATE INDEX "IDX_reviews_author" ON "reviews" ("author_id")`);

    await queryRunner.query(`
      CREATE TABLE "bookmarks" (
        "user_id" uuid NOT NULL,
        "provider_id" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_68b16e9a0f53d61cdb058244beb" PRIMARY KEY ("user_id", "provider_id")
      )
    `);
    await queryRunner.query(`
      CREATE TABLE "posts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider_id" text NOT NULL,
        "text" text NOT NULL,
        "image_urls" text array NOT NULL DEFAULT '{}',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_2829ac61eff60fcec60d7274b9e" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(`CREATE INDEX "IDX_posts_created" ON "posts" ("created_at")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_posts_provider_created" ON "posts" ("provider_id", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "provider_views" (
        "provider_id" text NOT NULL,
        "day" date NOT NULL,
        "count" integer NOT NULL DEFAULT '0',
        CONSTRAINT "PK_10efaa48b0672ccc81916670fbf" PRIMARY KEY ("provider_id", "day")
      )
    `);

    await queryRunner.query(
      `ALTER TABLE "providers" ADD CONSTRAINT "FK_4e0c6919c49842d63038ee19317" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookmarks" ADD CONSTRAINT "FK_58a0fbaee65cd8959a870ee678c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "bookmarks" ADD CONSTRAINT "FK_eff5d92f69c900d5952584fbfd8" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "posts" ADD CONSTRAINT "FK_33c5b6377fbbbbdcb3703283af9" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "provider_views" ADD CONSTRAINT "FK_f58a4be2d7f963b168ea125a692" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_ba7ceb19946b8b23bf5939c930f" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_7efc8ac1a6389e4e9317435ad2b" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "provider_views"`);
    await queryRunner.query(`DROP TABLE "posts"`);
    await queryRunner.query(`DROP TABLE "bookmarks"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
    await queryRunner.query(`DROP TABLE "providers"`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'providers' AND "name" = 'tsv' AND "database" = current_database() AND "schema" = current_schema()`,
    );
  }
}
