import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { errorBody } from '../common/error-body';

/** How long a caller is told to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
export const DATABASE_UNAVAILABLE_MESSAGE = 'We cannot reach our database just now. Please try again in a minute.';
/** While the database is down, how often one `SELECT 1` checks whether it is back. */
const PROBE_INTERVAL_MS = 1000;

// Node's socket errors when the server cannot be reached or the connection breaks.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATE 57P01-57P03: the server is shutting down, crashed, or not accepting connections yet.
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03']);
// pg's own messages: a connection that dies (ended, or cut under it) and pg-pool's wait for a connection.
const PG_MESSAGES = [
  /^Connection terminated\b/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];
// TypeORM releases a transaction's connection when it breaks mid-transaction (the server gone);
// the transaction's next statement then fails with one of these instead of the socket error.
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

/**
 * Whether an error means "the database cannot be reached" (as opposed to a bad query): a socket
 * error, SQLSTATE class 08 (connection exception) or 57P01-57P03, pg's connection-terminated and
 * pool time-outs, TypeORM's released query runner (a transaction whose connection broke). Looks through TypeORM's QueryFailedError (`driverError`), `cause` and
 * AggregateError (a host name with several addresses).
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { name, code, message, driverError, cause, errors } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof name === 'string' && RELEASED_RUNNER_ERRORS.has(name)) return true;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_GONE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(driverError, depth + 1) || isDatabaseUnreachable(cause, depth + 1);
}

/** The answer to a request that needed the database while it is unreachable. */
export function sendDatabaseUnavailable(res: Response): void {
  res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  res.status(503).json(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
}

/**
 * Knows whether the database is reachable, so an outage is logged once — one line when it goes,
 * one when it is back — however many requests, jobs and pooled connections fail meanwhile.
 * Everything that catches errors hands them to `report`; while down, a probe runs `SELECT 1`
 * every second until it answers.
 */
@Injectable()
export class DatabaseOutage implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private downSince?: number;
  private probe?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    const pool = (this.dataSource.driver as unknown as { master?: Pool & { _clients?: PoolClient[] } }).master;
    // A pooled idle connection that breaks is reported here (TypeORM's own handler is quiet about it).
    pool?.on('error', (error) => this.report(error));
    // A connection that breaks mid-query can emit 'error' twice (the socket, then the server's
    // FATAL message); TypeORM stops listening after the first, and an 'error' nobody listens to
    // ends the process. So every connection keeps a listener of its own: those made from now on,
    // and the one TypeORM opened at start-up (pg-pool lists them only in _clients).
    const listen = (client: PoolClient) => client.on('error', (error) => this.report(error));
    pool?.on('connect', listen);
    pool?._clients?.forEach(listen);
  }

  onApplicationShutdown(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  get isDown(): boolean {
    return this.downSince !== undefined;
  }

  /** True when `error` means the database is unreachable (the caller answers 503 and logs nothing). */
  report(error: unknown): boolean {
    if (!isDatabaseUnreachable(error)) return false;
    if (this.downSince === undefined) {
      this.downSince = Date.now();
      this.logger.error(`database unreachable (${errorSummary(error)}): answering 503 until it is back`);
      this.probe = setInterval(() => void this.check(), PROBE_INTERVAL_MS);
      this.probe.unref();
    }
    return true;
  }

  private async check(): Promise<void> {
    if (!this.dataSource.isInitialized) return this.onApplicationShutdown();
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      return;
    }
    if (this.downSince === undefined) return;
    const seconds = Math.round((Date.now() - this.downSince) / 1000);
    this.downSince = undefined;
    this.onApplicationShutdown();
    this.logger.log(`database reachable again after ${seconds} s`);
  }
}

/** The code or message of the innermost error: enough to tell a refused connection from a reset, no stack. */
function errorSummary(error: unknown): string {
  const inner = (error as { driverError?: unknown }).driverError ?? error;
  const { code, message } = inner as { code?: unknown; message?: unknown };
  return (
    [code, message]
      .filter((part) => typeof part === 'string' && part)
      .join(': ')
      .slice(0, 200) || 'unknown error'
  );
}
