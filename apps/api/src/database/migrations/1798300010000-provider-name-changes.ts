import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change of a provider's name, with the name before and after, who made it and when
 * (issue 43, decision 0058): a profile that sends review invitations may be renamed by its
 * owner once in 30 days, and moderators can see what a profile was called.
 */
export class ProviderNameChanges1798300010000 implements MigrationInterface {
  name = 'ProviderNameChanges1798300010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "provider_name_changes" (
         "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
         "provider_id" text NOT NULL REFERENCES "providers" ("id") ON DELETE CASCADE,
         "old_name" text NOT NULL,
         "new_name" text NOT NULL,
         "changed_by" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
         "changed_at" timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_provider_name_changes_provider" ON "provider_name_changes" ("provider_id", "changed_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "provider_name_changes"`);
  }
}
