import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import type { Options } from 'pino-http';

/** The message of the one access line per /api request (pino-http's, and the fast path's). */
export const ACCESS_LOG_MESSAGE = 'request completed';

/** A request's id in the logs: the caller's (a proxy's) X-Request-Id, else a new one. */
export function requestId(req: IncomingMessage): string {
  return (req.headers['x-request-id'] as string) || randomUUID();
}

let destination: pino.DestinationStream | undefined;

/**
 * Standard output, written asynchronously: a line is queued and written with the lines after it
 * in one write, instead of a blocking write per line (13 % of a catalogue request's time under
 * load). pino flushes what is queued, synchronously, when the process exits (main.ts's shutdown
 * ends in process.exit). One per process, like the logger nestjs-pino builds from it.
 */
export function logDestination(): pino.DestinationStream {
  return (destination ??= pino.destination({ sync: false }));
}

/**
 * pino-http's options, the one definition of the access line: nestjs-pino's middleware (app.module.ts)
 * and the catalogue's fast path (which answers before that middleware runs) are both built from it.
 */
export function accessLogOptions(level: string): Options<IncomingMessage, ServerResponse> {
  return {
    level,
    genReqId: requestId,
    customSuccessMessage: () => ACCESS_LOG_MESSAGE,
    // Static files are many and dull; log API calls and page views that fail.
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    // A 5xx is logged where it happens (the exception filter; a database outage once): the
    // access line carries no made-up error and stack of pino-http's own.
    customErrorObject: (_req, _res, _error, { err: _err, ...line }: Record<string, unknown>) => line,
    // The signed-in caller's id on the request's line (read when the answer goes out, after the
    // session is loaded): every staff operation, reads included, is logged with the admin's id.
    customProps: (req) => {
      const user = (req as Request).user;
      return user ? { userId: user.id } : {};
    },
    // One short line per request: no headers, so no cookies or tokens in the logs.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * The access line of a request answered before nestjs-pino's middleware runs (the catalogue's fast
 * path), from the same options (request id, message, custom props) and written through the same
 * root logger (serializers, destination), once the answer is sent or the connection closes, as
 * pino-http does. pino-http itself is not run here: its per-request child loggers were about a
 * tenth of a cached answer's time. catalogue-fast-path.e2e-spec checks that both lines have the
 * same fields in the same order.
 */
export function accessLogger(level: string): (req: Request, res: Response) => void {
  const { genReqId, customProps, customSuccessMessage } = accessLogOptions(level) as Required<Options<Request, Response>>;
  return (req, res) => {
    const started = Date.now();
    req.id ||= genReqId(req, res);
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const responseTime = Date.now() - started;
      const props = typeof customProps === 'function' ? customProps(req, res) : customProps;
      PinoLogger.root.info({ req, ...props, res, responseTime }, customSuccessMessage(req, res, responseTime));
    };
    res.on('finish', done);
    res.on('close', done);
  };
}
