import { isUtf8 } from 'node:buffer';
import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { errorBody } from './error-body';

/** Largest JSON body the API accepts; every form of the site fits easily. */
export const JSON_BODY_LIMIT = '64kb';

/**
 * Deepest nesting of arrays and objects a JSON body may have (the deepest form of the site has 4).
 * Deeper bodies are refused before parsing: validating a few thousand levels recursed until the
 * stack overflowed, a 500.
 */
export const JSON_MAX_DEPTH = 32;

/** An error body-parser passes on with this status and type (see onError). */
function bodyError(status: number, type: string): Error {
  return Object.assign(new Error(type), { status, type });
}

/** How deep arrays and objects nest in JSON text, counted on the bytes (strings skipped); stops past `limit`. */
function nestingDepth(bytes: Buffer, limit: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > limit) return depth;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return depth;
}

/**
 * body-parser's `verify`: the checks on a JSON body's bytes before JSON.parse sees them. Bytes
 * that are not UTF-8 would be decoded to U+FFFD and stored as if they had been sent.
 */
function checkJsonBytes(_req: unknown, _res: unknown, bytes: Buffer, encoding: string): void {
  if (encoding.toLowerCase() === 'utf-8' && !isUtf8(bytes)) throw bodyError(400, 'encoding.invalid');
  if (nestingDepth(bytes, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) throw bodyError(400, 'entity.too.deep');
}

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * 415 for a body of any other type than JSON, which the JSON parser would skip: the handler then
 * ran on an empty body (an all-optional form such as PATCH /api/auth/me answered 200 to a
 * multipart or text/plain body). A body a route's own parser read already (the one-click
 * unsubscribe form, see oneClickFormBodyParser) passes. A request without a body (none, or
 * Content-Length: 0, as clients send a bare POST) needs no type.
 */
const jsonOnly: RequestHandler = (req, res, next) => {
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (!hasBody || req.readableEnded || req.is('application/json')) return next();
  const upload = (req as UploadRouteRequest)[UPLOAD_ROUTE] === true;
  if (upload && req.is('multipart/form-data')) return next();
  res.status(415).json(errorBody(415, upload ? MULTIPART_ONLY_MESSAGE : JSON_ONLY_MESSAGE));
};

const UPLOAD_ROUTE = Symbol('uploadRoute');
type UploadRouteRequest = import('express').Request & { [UPLOAD_ROUTE]?: boolean };

export const MULTIPART_ONLY_MESSAGE = 'Send the file as multipart/form-data, the way a form with a file field sends it.';

/**
 * Marks a POST to exactly one of `paths` (app.setup.ts, MULTIPART_UPLOAD_PATHS, relative to where
 * this is mounted; `:id` stands for one path segment) as a file upload: its multipart/form-data body
 * passes the JSON-only check untouched, for the route's FileInterceptor
 * (modules/files/single-file-upload.ts) to read after the session, CSRF and role checks. Any other
 * path, method or type is treated as before. The paths are matched as raw text, never decoded here,
 * so a malformed segment (`%C0%AF`) reaches the CSRF check and the router as on any other route.
 */
export function uploadRoute(paths: readonly string[]): RequestHandler {
  const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = paths.map(
    (path) =>
      new RegExp(
        `^/${path
          .split('/')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
          .join('/')}$`,
      ),
  );
  return (req, _res, next) => {
    if (req.method === 'POST' && patterns.some((pattern) => pattern.test(req.path))) (req as UploadRouteRequest)[UPLOAD_ROUTE] = true;
    next();
  };
}

/**
 * JSON parsing for /api with a size limit. Its errors (bad JSON, too large, wrong charset or
 * type) happen before Nest's router, so they are answered here, in the same error shape.
 */
export function jsonBodyParser(): [RequestHandler, RequestHandler, ErrorRequestHandler] {
  const parse = express.json({ limit: JSON_BODY_LIMIT, verify: checkJsonBytes });
  const onError: ErrorRequestHandler = (error, _req, res, next) => {
    const status = typeof error?.status === 'number' ? error.status : undefined;
    if (!status || status >= 500) return next(error);
    const message =
      error.type === 'entity.too.large'
        ? `The request body is larger than ${JSON_BODY_LIMIT}.`
        : error.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : error.type === 'entity.too.deep'
            ? `The request body is nested more than ${JSON_MAX_DEPTH} levels deep.`
            : error.type === 'encoding.invalid'
              ? 'The request body is not valid UTF-8.'
              : 'The request body could not be read.';
    res.status(status).json(errorBody(status, message));
  };
  return [jsonOnly, parse, onError];
}

/** A request whose JSON body's bytes were kept, for a caller that signs them (see signedJsonBodyParser). */
export type RawBodyRequest = import('express').Request & { rawBody?: Buffer };

/**
 * JSON parsing that also keeps the exact bytes received as `req.rawBody`, for a route whose
 * caller signs the body (the booking webhook): re-serialising the parsed JSON would not give
 * the signed bytes back. Mount it on that route before jsonBodyParser, which then skips the body.
 */
export function signedJsonBodyParser(limit: string = JSON_BODY_LIMIT): RequestHandler {
  return express.json({
    limit,
    verify: (req, res, buffer, encoding) => {
      checkJsonBytes(req, res, buffer, encoding);
      (req as RawBodyRequest).rawBody = Buffer.from(buffer);
    },
  });
}

/**
 * Form-encoded bodies, for the one route that must take them: RFC 8058's one-click unsubscribe,
 * which mail clients POST as `List-Unsubscribe=One-Click`. Every other route stays JSON-only.
 */
export function oneClickFormBodyParser(): RequestHandler {
  return express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 });
}
