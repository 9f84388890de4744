import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: the language a person chose for their pages and mails (null until they choose),
 * and the language content was written in where it is known (null: unknown), so pages can
 * mark it with `lang`.
 */
export class Languages1797400000000 implements MigrationInterface {
  name = 'Languages1797400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "language" varchar(2) CONSTRAINT "CHK_users_language" CHECK ("language" IN ('en', 'es'))`,
    );
    await queryRunner.query(`ALTER TABLE "reviews" ADD "language" varchar(2)`);
    await queryRunner.query(`ALTER TABLE "posts" ADD "language" varchar(2)`);
    await queryRunner.query(`ALTER TABLE "providers" ADD "description_language" varchar(2)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "description_language"`);
    await queryRunner.query(`ALTER TABLE "posts" DROP COLUMN "language"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "language"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
