import type { RequestHandler } from 'express';
import { accessLogger } from '../../common/access-log';
import type { AuthSession } from '../auth/auth-session';
import { CatalogueCache, sendCachedAnswer } from './catalogue-cache';

/**
 * Answers a catalogue URL before the Nest pipeline (router, validation pipe, controller) when
 * the normal path has already answered that exact raw URL, validated, since the catalogue last
 * changed (CatalogueCache.sendValidated): the same answer sent the same way (bytes, ETag,
 * Cache-Control, 304), and the same access line. app.setup.ts mounts it after the security
 * headers and before compression: a client that accepts an encoding gets the answer through the
 * same compression middleware; one that accepts none (compression would only add its
 * `Vary: Accept-Encoding` and pass the bytes through) gets that header and the bytes. Any other
 * URL, an invalid query included (it is never remembered), takes the normal path.
 *
 * Only GET and HEAD without a session cookie: a signed-in caller's request takes the normal
 * path, which moves their session's expiry forward and puts their user id on the access line.
 */
export function catalogueFastPath(cache: CatalogueCache, session: AuthSession, compress: RequestHandler, logLevel: string): RequestHandler {
  const logAccess = accessLogger(logLevel);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const answer = cache.answerForUrl(req.originalUrl);
    if (!answer || session.mayHaveSession(req)) return next();
    logAccess(req, res);
    if (req.headers['accept-encoding']) return compress(req, res, () => sendCachedAnswer(res, answer));
    res.vary('Accept-Encoding');
    sendCachedAnswer(res, answer);
  };
}
