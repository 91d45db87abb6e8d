import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * The Content-Security-Policy of the whole site, written once. The API and Swagger UI get it
 * through helmet; prerendered pages get it with the hashes of their own inline scripts
 * (react-router's hydration data and the theme script), so no 'unsafe-inline' for scripts.
 */
export function cspDirectives(frameOrigins: string[]): Record<string, string[]> {
  return {
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
    'upgrade-insecure-requests': [],
  };
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
  const { 'upgrade-insecure-requests': _upgrade, ...rest } = directives;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Upgrading requests only makes sense when the site is served over HTTPS.
      directives: secure ? directives : rest,
    },
    // The site embeds no cross-origin resources that would need CORP/COEP relaxations.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: secure ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}
