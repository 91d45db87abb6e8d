import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['designs', 'design_images', 'design_features'];

/**
 * Issue 16, the public catalogue's in-process cache: every write to the catalogue's tables, by
 * whatever path (the app, a seed, a later migration, psql), sends NOTIFY catalogue_changed, which
 * every app instance LISTENs on to drop its cache (designs/catalogue-cache.ts). A trigger is the
 * one place no writer can bypass; NOTIFY inside a transaction is delivered only on commit, and
 * the notifications of one transaction are folded into one. Statement-level, so a bulk write
 * sends one, and TRUNCATE is covered too.
 */
export class CatalogueChangeNotifications1795590000000 implements MigrationInterface {
  name = 'CatalogueChangeNotifications1795590000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_notify_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP TRIGGER "${table}_notify_catalogue_changed" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION "notify_catalogue_changed"()`);
  }
}
