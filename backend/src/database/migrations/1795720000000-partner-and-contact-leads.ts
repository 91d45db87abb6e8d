import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27: a partner's referral and a contact-form message about a home become leads of the
 * office's desk (one per e-mail, with an owner at once); their submissions are kinds of their own.
 */
export class PartnerAndContactLeads1795720000000 implements MigrationInterface {
  name = 'PartnerAndContactLeads1795720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "public"."lead_submission_kind" ADD VALUE IF NOT EXISTS 'partner'`);
    await queryRunner.query(`ALTER TYPE "public"."lead_submission_kind" ADD VALUE IF NOT EXISTS 'contact'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop an enum value: the type is rebuilt without them; such submissions go (their leads stay).
    await queryRunner.query(`DELETE FROM "lead_submissions" WHERE "kind" IN ('partner', 'contact')`);
    await queryRunner.query(`ALTER TYPE "public"."lead_submission_kind" RENAME TO "lead_submission_kind_old"`);
    await queryRunner.query(`CREATE TYPE "public"."lead_submission_kind" AS ENUM('quiz', 'discovery')`);
    await queryRunner.query(`ALTER TABLE "lead_submissions" ALTER COLUMN "kind" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "lead_submissions" ALTER COLUMN "kind" TYPE "public"."lead_submission_kind" USING "kind"::text::"public"."lead_submission_kind"`,
    );
    await queryRunner.query(`ALTER TABLE "lead_submissions" ALTER COLUMN "kind" SET DEFAULT 'quiz'`);
    await queryRunner.query(`DROP TYPE "public"."lead_submission_kind_old"`);
  }
}
