import { DataSource, type DataSourceOptions } from 'typeorm';

/** An arbitrary constant: the advisory lock that only migrations take. */
export const MIGRATIONS_LOCK_KEY = 7_264_310_411;

/**
 * Opens the connection and applies pending migrations while holding a PostgreSQL advisory lock,
 * so instances that start together take turns: the first migrates, the others then find
 * nothing left to do (TypeORM's own `migrationsRun` has no such lock).
 */
export async function openMigratedDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      // Ending the session would release it too; unlock first so the connection returns clean.
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]).catch(() => undefined);
      await runner.release();
    }
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
