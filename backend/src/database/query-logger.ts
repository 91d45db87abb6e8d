import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/**
 * TypeORM's built-in loggers print a failed query's parameters, which can be a password hash or
 * a token hash. This one reports failed and slow queries with the statement only, through the
 * app's logger (JSON lines in the app, the console in the TypeORM CLI).
 */
export class QueryErrorLogger implements Logger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.error(`query failed: ${error instanceof Error ? error.message : error} -- ${query.slice(0, 500)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms): ${query.slice(0, 500)}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
