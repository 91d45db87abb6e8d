import type { RequestHandler } from 'express';
import { accessLogMiddleware } from '../../common/access-log';
import type { AuthSession } from '../auth/auth-session';
import { CatalogueCache, sendCachedAnswer } from './catalogue-cache';

/**
 * Answers a catalogue URL before the Nest pipeline (router, validation pipe, controller) when
 * the normal path has already answered that exact raw URL, validated, since the catalogue last
 * changed (CatalogueCache.sendValidated): the same answer sent the same way (bytes, ETag,
 * Cache-Control, 304), and the same access line. app.setup.ts mounts it after the security
 * headers and compression, which therefore still apply. Any other URL, an invalid query
 * included (it is never remembered), takes the normal path.
 *
 * Only GET and HEAD without a session cookie: a signed-in caller's request takes the normal
 * path, which moves their session's expiry forward and puts their user id on the access line.
 */
export function catalogueFastPath(cache: CatalogueCache, session: AuthSession, logLevel: string): RequestHandler {
  const logAccess = accessLogMiddleware(logLevel);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const answer = cache.answerForUrl(req.originalUrl);
    if (!answer || session.mayHaveSession(req)) return next();
    logAccess(req, res);
    sendCachedAnswer(res, answer);
  };
}
