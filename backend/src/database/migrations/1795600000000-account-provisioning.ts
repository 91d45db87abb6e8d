import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25 item 1: no approval, start-up or promotion hands a role to an account as it is.
 * - `password_reset_tokens.purpose` tells a forgotten-password link from a set-password link
 *   (partner or contractor approval), an admin enrolment link and an e-mail confirmation link;
 *   `grantsRole` is the role the link attaches when it is used.
 * - `users.emailConfirmedAt`: when the owner proved the address with an e-mailed link. Accounts
 *   that exist before this migration are marked confirmed (as of now): they were made under the
 *   old rules, deposits already placed by them stand, and asking every existing buyer to confirm
 *   before their next deposit would block real customers for a risk that concerns new sign-ups.
 */
export class AccountProvisioning1795600000000 implements MigrationInterface {
  name = 'AccountProvisioning1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" ADD "purpose" character varying(20) NOT NULL DEFAULT 'reset'`);
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" ADD "grantsRole" "public"."user_role"`);
    await queryRunner.query(`ALTER TABLE "users" ADD "emailConfirmedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "users" SET "emailConfirmedAt" = now()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailConfirmedAt"`);
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" DROP COLUMN "grantsRole"`);
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" DROP COLUMN "purpose"`);
  }
}
