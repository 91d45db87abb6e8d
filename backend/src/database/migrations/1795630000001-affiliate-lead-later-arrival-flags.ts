import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25 item 5: a partner-form referral whose customer later arrives on their own, or through
 * another partner's link, is flagged for the office: the lead flag gains two reasons.
 */
export class AffiliateLeadLaterArrivalFlags1795630000001 implements MigrationInterface {
  name = 'AffiliateLeadLaterArrivalFlags1795630000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "public"."affiliate_lead_flag" ADD VALUE IF NOT EXISTS 'customer_came_directly'`);
    await queryRunner.query(`ALTER TYPE "public"."affiliate_lead_flag" ADD VALUE IF NOT EXISTS 'other_partner_link'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop an enum value: the type is rebuilt without them, and leads holding them are flagged as a duplicate partner lead (kept for review).
    await queryRunner.query(`UPDATE "affiliate_leads" SET "flag" = 'duplicate_partner_lead' WHERE "flag" IN ('customer_came_directly', 'other_partner_link')`);
    await queryRunner.query(`ALTER TYPE "public"."affiliate_lead_flag" RENAME TO "affiliate_lead_flag_old"`);
    await queryRunner.query(`CREATE TYPE "public"."affiliate_lead_flag" AS ENUM('self_referral', 'duplicate_site_lead', 'duplicate_partner_lead')`);
    await queryRunner.query(
      `ALTER TABLE "affiliate_leads" ALTER COLUMN "flag" TYPE "public"."affiliate_lead_flag" USING "flag"::text::"public"."affiliate_lead_flag"`,
    );
    await queryRunner.query(`DROP TYPE "public"."affiliate_lead_flag_old"`);
  }
}
