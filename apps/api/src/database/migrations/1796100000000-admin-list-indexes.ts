import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin provider list (GET /admin/providers, docs/decisions/0016): its page walks
 * (created_at DESC, id) instead of sorting the table, and its search (name, city, owner
 * email, ILIKE '%text%') reads trigram indexes instead of scanning providers joined to
 * users. At 300k providers a page went from seconds to milliseconds.
 */
export class AdminListIndexes1796100000000 implements MigrationInterface {
  name = 'AdminListIndexes1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_created_order" ON "providers" ("created_at" DESC, "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_name_raw_trgm" ON "providers" USING GIN ("name" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_city_trgm" ON "providers" USING GIN ("city" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_providers_owner" ON "providers" ("owner_id") WHERE "owner_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_users_email_trgm" ON "users" USING GIN ("email" gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [
      'IDX_users_email_trgm',
      'IDX_providers_owner',
      'IDX_providers_city_trgm',
      'IDX_providers_name_raw_trgm',
      'IDX_providers_created_order',
    ])
      await queryRunner.query(`DROP INDEX "${name}"`);
  }
}
