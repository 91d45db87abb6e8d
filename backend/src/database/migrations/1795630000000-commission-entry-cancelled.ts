import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25 item 6: a commission reversed before it was ever earned or paid is cancelled (no
 * clawback row), so the ledger's entry status gains 'cancelled'.
 */
export class CommissionEntryCancelled1795630000000 implements MigrationInterface {
  name = 'CommissionEntryCancelled1795630000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "public"."commission_entry_status" ADD VALUE IF NOT EXISTS 'cancelled'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop an enum value: the type is rebuilt without it, cancelled rows kept as their reversal (a clawback row).
    await queryRunner.query(
      `INSERT INTO "commission_entries" ("affiliateId", "affiliateLeadId", "kind", "amountCents", "status", "earnedAt")
       SELECT "affiliateId", "affiliateLeadId", 'clawback', -"amountCents", 'earned', now() FROM "commission_entries" WHERE "status" = 'cancelled'`,
    );
    await queryRunner.query(`UPDATE "commission_entries" SET "status" = 'earned' WHERE "status" = 'cancelled'`);
    await queryRunner.query(`ALTER TYPE "public"."commission_entry_status" RENAME TO "commission_entry_status_old"`);
    await queryRunner.query(`CREATE TYPE "public"."commission_entry_status" AS ENUM('pending', 'earned', 'paid')`);
    await queryRunner.query(`ALTER TABLE "commission_entries" ALTER COLUMN "status" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "commission_entries" ALTER COLUMN "status" TYPE "public"."commission_entry_status" USING "status"::text::"public"."commission_entry_status"`,
    );
    await queryRunner.query(`ALTER TABLE "commission_entries" ALTER COLUMN "status" SET DEFAULT 'pending'`);
    await queryRunner.query(`DROP TYPE "public"."commission_entry_status_old"`);
  }
}
