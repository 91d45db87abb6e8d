import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, pictures: `stored_files.isPublic`, set on the re-encoded variants of a picture its owner
 * approved (a contractor's portfolio photo, a plan's image); the public media route serves only those.
 */
export class PublicImages1795789000000 implements MigrationInterface {
  name = 'PublicImages1795789000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "stored_files" ADD "isPublic" boolean NOT NULL DEFAULT false`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "stored_files" DROP COLUMN "isPublic"`);
  }
}
