import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS, type DatabaseOutage, sendDatabaseUnavailable } from '../../database/database-outage';
import { errorBody } from '../error-body';
import { InputValidationException } from '../validation.pipe';

/** A failed query's error carries its parameters (maybe a password hash): log the message and statement only. */
function withoutQueryParameters(exception: unknown): unknown {
  if (!(exception instanceof QueryFailedError)) return exception;
  const safe = new Error(`${exception.message} -- ${exception.query.slice(0, 500)}`);
  safe.name = 'QueryFailedError';
  safe.stack = `${safe.name}: ${safe.message}\n${exception.stack?.split('\n').slice(1).join('\n') ?? ''}`;
  return safe;
}

/**
 * The answer to an address no route serves. Nest's own says `Cannot GET <the whole URL>`, which
 * echoes the path and query (tokens included) into the body: this one echoes nothing of the URL.
 */
export const ROUTE_NOT_FOUND_MESSAGE = 'There is nothing at this address. Check the link, or start again from the home page.';
const NEST_ROUTE_NOT_FOUND = /^Cannot [A-Z]+ \//;

/** Turns every error into the one error shape; never sends a stack trace or internal detail. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  /** `outage`: where lost database connections are reported (they answer 503, logged once per outage). */
  constructor(private readonly outage?: DatabaseOutage) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // An error after the answer went out, e.g. the session store failing to touch the session as
    // the answer ends (express-session hands that to the router's next handler: this filter).
    // A whole answer stands: answering again would throw, and Express would then destroy the
    // keep-alive connection with the client's next request on it (make verify, scenario 2).
    // A half-sent one cannot be mended: its connection is closed.
    if (response.headersSent) {
      if (!this.outage?.report(exception)) this.logger.error(exception);
      if (!response.writableEnded) response.destroy();
      return;
    }
    if (exception instanceof InputValidationException) {
      response.status(HttpStatus.BAD_REQUEST).json(errorBody(HttpStatus.BAD_REQUEST, exception.message, exception.fieldErrors));
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : Array.isArray((payload as { message?: unknown }).message)
            ? (payload as { message: string[] }).message.join(' ')
            : String((payload as { message?: unknown }).message ?? exception.message);
      if (status === HttpStatus.NOT_FOUND && NEST_ROUTE_NOT_FOUND.test(message)) {
        response.status(status).json(errorBody(status, ROUTE_NOT_FOUND_MESSAGE));
        return;
      }
      // A 503 is an expected state (the health check while the database is down), not a fault: no stack.
      if (status === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      else if (status >= 500) this.logger.error(exception);
      response.status(status).json(errorBody(status, message));
      return;
    }
    if (this.outage?.report(exception)) return sendDatabaseUnavailable(response);
    this.logger.error(withoutQueryParameters(exception));
    response
      .status(HttpStatus.INTERNAL_SERVER_ERROR)
      .json(errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong on our side. Please try again in a minute.'));
  }
}
