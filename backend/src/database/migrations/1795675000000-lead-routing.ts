import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27: lead routing. Each staff member's availability ("out of office until"), counties and
 * round-robin turn; the office's default owner; and owner events on the lead's timeline (the
 * assignment at creation with its reason, and every reassignment).
 */
export class LeadRouting1795675000000 implements MigrationInterface {
  name = 'LeadRouting1795675000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "staff_availability" ("userId" integer NOT NULL, "pausedUntil" TIMESTAMP WITH TIME ZONE, "counties" text array NOT NULL DEFAULT '{}', "lastAssignedAt" TIMESTAMP WITH TIME ZONE, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_staff_availability" PRIMARY KEY ("userId"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "staff_availability" ADD CONSTRAINT "FK_staff_availability_userId" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "lead_routing_settings" ("id" smallint NOT NULL, "defaultOwnerId" integer, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_lead_routing_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_lead_routing_settings" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "lead_routing_settings" ADD CONSTRAINT "FK_lead_routing_settings_defaultOwnerId" FOREIGN KEY ("defaultOwnerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TYPE "public"."lead_event_type" ADD VALUE IF NOT EXISTS 'owner_assigned'`);
    await queryRunner.query(`ALTER TYPE "public"."lead_event_type" ADD VALUE IF NOT EXISTS 'owner_changed'`);
    await queryRunner.query(`ALTER TABLE "lead_events" ADD "fromOwnerId" integer, ADD "toOwnerId" integer`);
    await queryRunner.query(
      `ALTER TABLE "lead_events" ADD CONSTRAINT "FK_lead_events_fromOwnerId" FOREIGN KEY ("fromOwnerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "lead_events" ADD CONSTRAINT "FK_lead_events_toOwnerId" FOREIGN KEY ("toOwnerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "lead_events" WHERE "type" IN ('owner_assigned', 'owner_changed')`);
    await queryRunner.query(`ALTER TABLE "lead_events" DROP CONSTRAINT "FK_lead_events_toOwnerId"`);
    await queryRunner.query(`ALTER TABLE "lead_events" DROP CONSTRAINT "FK_lead_events_fromOwnerId"`);
    await queryRunner.query(`ALTER TABLE "lead_events" DROP COLUMN "fromOwnerId", DROP COLUMN "toOwnerId"`);
    await queryRunner.query(`DROP TABLE "lead_routing_settings"`);
    await queryRunner.query(`DROP TABLE "staff_availability"`);
  }
}
