import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 15, the office's review of applications: the note e-mailed with a rejection is kept on the listing. */
export class ContractorRejectionReason1795586000000 implements MigrationInterface {
  name = 'ContractorRejectionReason1795586000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contractors" ADD "rejectionReason" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contractors" DROP COLUMN "rejectionReason"`);
  }
}
