import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * The Content-Security-Policy of the whole site, written once. The API and Swagger UI get it
 * through helmet; prerendered pages get it with the hashes of their own inline scripts
 * (react-router's hydration data and the theme script), so no 'unsafe-inline' for scripts.
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

export function securityHeaders(directives: Record<string, string[]>, secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    // The site embeds no cross-origin resources that would need CORP/COEP relaxations.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}
