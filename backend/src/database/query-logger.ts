import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';
import { isDatabaseUnreachable } from './database-outage';

/**
 * TypeORM's built-in loggers print a failed query's parameters, which can be a password hash or
 * a token hash. This one reports failed and slow queries with the statement only, through the
 * app's logger (JSON lines in the app, the console in the TypeORM CLI).
 */
export class QueryErrorLogger implements Logger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    // A lost connection is not the query's fault: DatabaseOutage logs it once per outage.
    if (isDatabaseUnreachable(error)) return;
    this.logger.error(`query failed: ${error instanceof Error ? error.message : error} -- ${query.slice(0, 500)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms): ${query.slice(0, 500)}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  /** An idle pooled connection failed; a lost connection is DatabaseOutage's to report. */
  logPoolError(error: Error): void {
    if (!isDatabaseUnreachable(error)) this.logger.warn(`pooled connection failed: ${error.message}`);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
