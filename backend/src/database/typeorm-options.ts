import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { QueryErrorLogger } from './query-logger';

/** One definition of the connection, used by the app, the tests and the TypeORM CLI. */
export function typeormOptions(url: string): DataSourceOptions {
  const logger = new QueryErrorLogger();
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Applied by openMigratedDataSource (migrate.ts), under an advisory lock.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    // Never the parameters of a failed query (they may be password or token hashes).
    logger,
    poolErrorHandler: (error: Error) => logger.logPoolError(error),
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
