import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single-use Google sign-in credentials (issue 16, decision 0015): the ids of OAuth states,
 * one-time sign-in codes and social tickets already used, until they would expire anyway.
 */
export class CreateSpentTokens1796000010000 implements MigrationInterface {
  name = 'CreateSpentTokens1796000010000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "spent_tokens" (
        "jti" character varying(64) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_spent_tokens" PRIMARY KEY ("jti")
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "spent_tokens"`);
  }
}
