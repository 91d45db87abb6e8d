import { MigrationInterface, QueryRunner } from 'typeorm';

/** The sign-in limits' counters become the one counter table of every rate limit (public forms too). */
export class SharedRateLimitCounters1795559796912 implements MigrationInterface {
  name = 'SharedRateLimitCounters1795559796912';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "auth_rate_limits" RENAME TO "rate_limit_counters"`);
    await queryRunner.query(`ALTER TABLE "rate_limit_counters" RENAME CONSTRAINT "PK_757a482934f0e4bbacfe58d9dad" TO "PK_rate_limit_counters"`);
    await queryRunner.query(`ALTER INDEX "public"."IDX_auth_rate_limits_resetAt" RENAME TO "IDX_rate_limit_counters_resetAt"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER INDEX "public"."IDX_rate_limit_counters_resetAt" RENAME TO "IDX_auth_rate_limits_resetAt"`);
    await queryRunner.query(`ALTER TABLE "rate_limit_counters" RENAME CONSTRAINT "PK_rate_limit_counters" TO "PK_757a482934f0e4bbacfe58d9dad"`);
    await queryRunner.query(`ALTER TABLE "rate_limit_counters" RENAME TO "auth_rate_limits"`);
  }
}
