import { MigrationInterface, QueryRunner } from 'typeorm';

/** When a review's author last edited it (PATCH /reviews/{id}); null for unedited reviews. */
export class ReviewEditedAt1796600000000 implements MigrationInterface {
  name = 'ReviewEditedAt1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" ADD "edited_at" timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "edited_at"`);
  }
}
