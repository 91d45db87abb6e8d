import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';

/**
 * The Content-Security-Policy of the whole site, written once. The API and Swagger UI get it
 * through helmet; prerendered pages get it with the hashes of their own inline scripts
 * (react-router's hydration data and the theme script), so no 'unsafe-inline' for scripts.
 *
 * Stripe Checkout (issue 29) adds nothing here, on purpose: the buyer is sent to Stripe's hosted
 * page by a top-level redirect (the page follows the checkoutUrl the API answers) and comes back
 * the same way, so no Stripe script, frame or connect source is needed, and form-action stays
 * 'self' (no form posts to Stripe). Add a Stripe origin only if Stripe.js or embedded Checkout
 * is ever used.
 */
export function cspDirectives(frameOrigins: string[], secure: boolean): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    // Radix and React set style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': frameOrigins.length ? frameOrigins : ["'none'"],
  };
  // Upgrading requests only makes sense when the site is served over HTTPS.
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function serializeCsp(directives: Record<string, string[]>, extraScriptSources: string[] = []): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const all = name === 'script-src' ? [...values, ...extraScriptSources] : values;
      return [name, ...all].join(' ').trim();
    })
    .join('; ');
}

/**
 * helmet's headers. With these options (no per-request values such as nonces) helmet writes the
 * same headers on every request, building the CSP string each time; so they are taken from it
 * once and set as they are (a few % of a cached catalogue answer's time under load).
 */
export function securityHeaders(directives: Record<string, string[]>, secure: boolean): RequestHandler {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: string) => headers.push([name, value]), removeHeader: () => undefined };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // The site embeds no cross-origin resources that would need CORP/COEP relaxations.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
  })({} as Request, recorder as unknown as Response, () => undefined);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
