import { DataSource } from 'typeorm';
import { openMigratedDataSource } from '../src/database/migrate';
import { typeormOptions } from '../src/database/typeorm-options';
import { MIGRATIONS } from '../src/database/migrations';
import { UserRole } from '../src/common/auth/user-role';
import { User } from '../src/modules/auth/entities/user.entity';
import { verifyPassword } from '../src/modules/auth/password-hasher';
import { createTestApp } from './test-app';
import { adminQuery, testDatabaseName, testDatabaseUrl } from './test-database';

describe('the database schema', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openMigratedDataSource(typeormOptions(testDatabaseUrl()));
  });

  afterAll(() => dataSource.destroy());

  it('has every committed migration applied at start-up', async () => {
    const applied: { name: string }[] = await dataSource.query('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
  });

  // The drift check: what `typeorm migration:generate` would write must be nothing.
  it('matches the entities exactly (no migration left to generate)', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('keeps the spec defaults, including the text "false" oddities', async () => {
    const columns: { table_name: string; column_name: string; column_default: string }[] = await dataSource.query(
      `SELECT table_name, column_name, column_default FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name IN ('taxIdProvided', 'w9Submitted', 'commissionPaid', 'commissionRate', 'state')`,
    );
    const defaults = Object.fromEntries(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.column_default]));
    expect(defaults).toMatchObject({
      'affiliates.taxIdProvided': "'false'::text",
      'affiliates.w9Submitted': "'false'::text",
      'affiliate_leads.commissionPaid': "'false'::text",
      'affiliates.commissionRate': "'20'::numeric",
      'service_areas.state': "'MO'::character varying",
    });
  });

  it('reverts every migration and applies them again', async () => {
    for (let i = 0; i < MIGRATIONS.length; i++) await dataSource.undoLastMigration();
    const tables: unknown[] = await dataSource.query(`SELECT 1 FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'users'`);
    expect(tables).toHaveLength(0);
    await dataSource.runMigrations();
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries).toEqual([]);
  });
});

describe('migrations at start-up', () => {
  it('are applied once when instances start together on an empty database (advisory lock)', async () => {
    const name = `${testDatabaseName()}_together`;
    await adminQuery(`CREATE DATABASE "${name}"`);
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openMigratedDataSource(typeormOptions(url.toString()))));
    try {
      const applied: { name: string }[] = await instances[0].query('SELECT name FROM migrations ORDER BY id');
      expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
    } finally {
      await Promise.all(instances.map((instance) => instance.destroy()));
      await adminQuery(`DROP DATABASE "${name}" WITH (FORCE)`);
    }
  });
});

describe('the admin account of ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  const env = { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'correct horse battery' };

  it('is created at start-up with a hashed password, and kept (not duplicated) on the next start', async () => {
    for (let start = 0; start < 2; start++) {
      const { app } = await createTestApp(env);
      const users = app.get(DataSource).getRepository(User);
      const admins = await users.findBy({ email: 'owner@example.com' });
      expect(admins).toHaveLength(1);
      expect(admins[0].role).toBe(UserRole.Admin);
      expect(admins[0].password).not.toContain('correct horse');
      expect(await verifyPassword(admins[0].password, 'correct horse battery')).toBe(true);
      await app.close();
    }
  });
});
