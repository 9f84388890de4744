import { MigrationInterface, QueryRunner } from 'typeorm';

/** Trigram similarity for typo- and prefix-tolerant provider search. */
export class EnablePgTrgm1763800000000 implements MigrationInterface {
  name = 'EnablePgTrgm1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP EXTENSION IF EXISTS pg_trgm');
  }
}
