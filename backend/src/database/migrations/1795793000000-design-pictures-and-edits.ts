import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, real pictures for the plans: `design_images` gets what an uploaded picture needs (its
 * kind, so floor plans show first; the alt text every picture must have; the re-encoded variants
 * as jsonb, image-variants.ts StoredImage), and `designs.updatedAt`, which the office's edit page
 * sends back so a plan changed by someone else since is refused (409) rather than overwritten.
 * Rows from before (spec §3 imageUrl only) keep a null image; their alt text starts empty.
 */
export class DesignPicturesAndEdits1795793000000 implements MigrationInterface {
  name = 'DesignPicturesAndEdits1795793000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."design_image_kind" AS ENUM('floor_plan', 'photo', 'rendering')`);
    await queryRunner.query(`ALTER TABLE "design_images" ADD "kind" "public"."design_image_kind" NOT NULL DEFAULT 'photo'`);
    await queryRunner.query(`ALTER TABLE "design_images" ADD "altText" character varying(250) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "design_images" ALTER COLUMN "altText" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "design_images" ADD "image" jsonb`);
    await queryRunner.query(`ALTER TABLE "design_images" ADD "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE "designs" ADD "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX "IDX_designs_updatedAt" ON "designs" ("updatedAt")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_designs_updatedAt"`);
    await queryRunner.query(`ALTER TABLE "designs" DROP COLUMN "updatedAt"`);
    await queryRunner.query(`ALTER TABLE "design_images" DROP COLUMN "createdAt"`);
    await queryRunner.query(`ALTER TABLE "design_images" DROP COLUMN "image"`);
    await queryRunner.query(`ALTER TABLE "design_images" DROP COLUMN "altText"`);
    await queryRunner.query(`ALTER TABLE "design_images" DROP COLUMN "kind"`);
    await queryRunner.query(`DROP TYPE "public"."design_image_kind"`);
  }
}
