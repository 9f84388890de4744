import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts: users, their email confirmation codes and password reset links. */

export class CreateAccounts1795381592676 implements MigrationInterface {
  name = 'CreateAccounts1795381592676';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "email" character varying(254) NOT NULL,
                "password_hash" character varying(255),
                "first_name" character varying(50),
                "last_name" character varying(50),
                "profile_pic_url" character varying(2048),
                "banner_pic_url" character varying(2048),
                "is_email_confirmed" boolean NOT NULL DEFAULT false,
                "is_blocked" boolean NOT NULL DEFAULT false,
                "roles" text array NOT NULL DEFAULT '{user}',
                "google_id" character varying(255),
                "token_version" integer NOT NULL DEFAULT '0',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_google_id" ON "users" ("google_id")
            WHERE google_id IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE TABLE "email_codes" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "purpose" character varying(32) NOT NULL,
                "code_hash" character varying(128) NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "attempts" integer NOT NULL DEFAULT '0',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6ed15013da989317f69306da6e3" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_email_codes_user_purpose" ON "email_codes" ("user_id", "purpose")
        `);
    await queryRunner.query(`
            CREATE TABLE "password_resets" (
                "id" uuid NOT NULL,
                "user_id" uuid NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_4816377aa98211c1de34469e742" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "email_codes"
            ADD CONSTRAINT "FK_60a2fdb525cba0453b3f5a342d4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "password_resets"
            ADD CONSTRAINT "FK_f7a4c3bc48f24df007936d217be" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "password_resets" DROP CONSTRAINT "FK_f7a4c3bc48f24df007936d217be"
        `);
    await queryRunner.query(`
            ALTER TABLE "email_codes" DROP CONSTRAINT "FK_60a2fdb525cba0453b3f5a342d4"
        `);
    await queryRunner.query(`
            DROP TABLE "password_resets"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_email_codes_user_purpose"
        `);
    await queryRunner.query(`
            DROP TABLE "email_codes"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_users_google_id"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_users_email"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
  }
}
