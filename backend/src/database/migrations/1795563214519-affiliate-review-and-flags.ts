import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 14 (referral partners: applications, review, attribution). An application has no code
 * until it is approved (affiliateCode nullable), keeps when the agreement was accepted and the
 * reason of a rejection. Affiliate leads gain `flag` (self_referral, duplicate_site_lead,
 * duplicate_partner_lead) and who cleared it when: a flagged lead earns no commission until then.
 */
export class AffiliateReviewAndFlags1795563214519 implements MigrationInterface {
  name = 'AffiliateReviewAndFlags1795563214519';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "affiliates" ADD "agreementSignedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "affiliates" ADD "rejectionReason" character varying(1000)`);
    await queryRunner.query(`CREATE TYPE "public"."affiliate_lead_flag" AS ENUM('self_referral', 'duplicate_site_lead', 'duplicate_partner_lead')`);
    await queryRunner.query(`ALTER TABLE "affiliate_leads" ADD "flag" "public"."affiliate_lead_flag"`);
    await queryRunner.query(`ALTER TABLE "affiliate_leads" ADD "flagClearedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "affiliate_leads" ADD "flagClearedById" integer`);
    await queryRunner.query(`ALTER TABLE "affiliates" ALTER COLUMN "affiliateCode" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_affiliate_leads_flag" ON "affiliate_leads" ("flag")`);
    await queryRunner.query(
      `ALTER TABLE "affiliate_leads" ADD CONSTRAINT "FK_b5517b57fe4617eec50ecf02481" FOREIGN KEY ("flagClearedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "affiliate_leads" DROP CONSTRAINT "FK_b5517b57fe4617eec50ecf02481"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_affiliate_leads_flag"`);
    // An application that was never approved has no code: give it a placeholder so NOT NULL holds.
    await queryRunner.query(`UPDATE "affiliates" SET "affiliateCode" = 'PENDING-' || "id" WHERE "affiliateCode" IS NULL`);
    await queryRunner.query(`ALTER TABLE "affiliates" ALTER COLUMN "affiliateCode" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "affiliate_leads" DROP COLUMN "flagClearedById"`);
    await queryRunner.query(`ALTER TABLE "affiliate_leads" DROP COLUMN "flagClearedAt"`);
    await queryRunner.query(`ALTER TABLE "affiliate_leads" DROP COLUMN "flag"`);
    await queryRunner.query(`DROP TYPE "public"."affiliate_lead_flag"`);
    await queryRunner.query(`ALTER TABLE "affiliates" DROP COLUMN "rejectionReason"`);
    await queryRunner.query(`ALTER TABLE "affiliates" DROP COLUMN "agreementSignedAt"`);
  }
}
