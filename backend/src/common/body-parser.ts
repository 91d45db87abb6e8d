import express, { ErrorRequestHandler, RequestHandler } from 'express';
import { errorBody } from './error-body';

/** Largest JSON body the API accepts; every form of the site fits easily. */
export const JSON_BODY_LIMIT = '64kb';

/**
 * JSON parsing for /api with a size limit. Its errors (bad JSON, too large, wrong charset)
 * happen before Nest's router, so they are answered here, in the same error shape.
 */
export function jsonBodyParser(): [RequestHandler, ErrorRequestHandler] {
  const parse = express.json({ limit: JSON_BODY_LIMIT });
  const onError: ErrorRequestHandler = (error, _req, res, next) => {
    const status = typeof error?.status === 'number' ? error.status : undefined;
    if (!status || status >= 500) return next(error);
    const message =
      error.type === 'entity.too.large'
        ? `The request body is larger than ${JSON_BODY_LIMIT}.`
        : error.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : 'The request body could not be read.';
    res.status(status).json(errorBody(status, message));
  };
  return [parse, onError];
}

/** A request whose JSON body's bytes were kept, for a caller that signs them (see signedJsonBodyParser). */
export type RawBodyRequest = import('express').Request & { rawBody?: Buffer };

/**
 * JSON parsing that also keeps the exact bytes received as `req.rawBody`, for a route whose
 * caller signs the body (the booking webhook): re-serialising the parsed JSON would not give
 * the signed bytes back. Mount it on that route before jsonBodyParser, which then skips the body.
 */
export function signedJsonBodyParser(): RequestHandler {
  return express.json({
    limit: JSON_BODY_LIMIT,
    verify: (req, _res, buffer) => {
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
