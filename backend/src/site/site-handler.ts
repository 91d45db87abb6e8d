import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express, { Request, Response, Router } from 'express';
import { match } from 'path-to-regexp';

/** Written by the front-end build (react-router.config.ts buildEnd). */
export interface RouteManifest {
  prerendered: string[];
  clientOnly: string[];
  crawlerVariants?: { path: string; canonicalPath: string; variant: string }[];
  /** Client-only patterns with a not-found document of their own (e.g. /designs/:id → /designs/__not-found). */
  notFoundPages?: { pattern: string; path: string }[];
}

/**
 * Whether the param of a client-only page names something that exists, for a pattern with a
 * not-found document: a plan added to the database after the build gets the app shell (200),
 * any other param that document (404).
 */
export type PageCheck = (params: Record<string, string>) => Promise<boolean>;

/** The compressed copies the front-end build writes beside a file (frontend/scripts/precompress.ts), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;
export type ContentEncoding = (typeof ENCODINGS)[number]['name'];

/**
 * The encoding to send, of those at hand: brotli before gzip whatever the order in Accept-Encoding
 * (browsers list gzip first with the same weight), none for a coding the client refuses (q=0) or never named.
 */
export function preferredEncoding(acceptEncoding: string | undefined, available: ReadonlySet<ContentEncoding>): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const accepted = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return ENCODINGS.find(({ name }) => available.has(name) && accepted(name))?.name;
}

interface Page {
  html: Buffer;
  /** The same HTML brotli- and gzip-compressed. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
  etag: string;
  csp: string;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of every inline script of a page, so the page runs under a strict policy. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].filter((m) => m[1].length > 0).map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
}

function loadPage(file: string, csp: (hashes: string[]) => string): Page {
  const html = readFileSync(file);
  const encoded: Page['encoded'] = {};
  for (const { name, extension } of ENCODINGS) {
    if (existsSync(file + extension)) encoded[name] = readFileSync(file + extension);
  }
  return {
    html,
    encoded,
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    csp: csp([...new Set(inlineScriptHashes(html.toString('utf8')))]),
  };
}

/** A page made at start-up (the crawlers' variant): compressed here, once. */
function builtPage(html: Buffer, csp: string): Page {
  return {
    html,
    encoded: { br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) },
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    csp,
  };
}

/** URL path (/assets/x.js) → the encodings the build wrote a copy in. */
function precompressedFiles(siteDir: string): Map<string, Set<ContentEncoding>> {
  const files = new Map<string, Set<ContentEncoding>>();
  for (const file of readdirSync(siteDir, { recursive: true, encoding: 'utf8' })) {
    const encoding = ENCODINGS.find(({ extension }) => file.endsWith(extension));
    if (!encoding) continue;
    const urlPath = `/${file.slice(0, -encoding.extension.length).split(path.sep).join('/')}`;
    files.set(urlPath, (files.get(urlPath) ?? new Set()).add(encoding.name));
  }
  return files;
}

/** spec §2: an agent string containing bot, crawler, spider or crawling, or none at all. */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || /bot|crawler|spider|crawling/i.test(userAgent);
}

/**
 * A prerendered page as static HTML: no scripts, no module preloads, and the given canonical URL
 * (also as og:url). JSON-LD blocks stay: they are data, not code, and crawlers read them.
 */
export function staticVariant(html: string, canonicalHref: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (tag, attributes: string) => (/\btype="application\/ld\+json"/.test(attributes) ? tag : ''))
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="canonical" href="[^"]*"\/?>/, `<link rel="canonical" href="${canonicalHref}"/>`)
    .replace(/<meta property="og:url" content="[^"]*"\/?>/, `<meta property="og:url" content="${canonicalHref}"/>`);
}

/**
 * A path a Location header may carry: one slash, then anything but a slash or backslash.
 * `//host`, `///host` and `/\host` are read by browsers as another site (an open redirect).
 */
export function isSameSitePath(target: string): boolean {
  if (!/^\/(?![/\\])/.test(target)) return false;
  // And as a browser reads a Location (it drops tabs and newlines, takes \ for /): still this site.
  try {
    return new URL(target, SAME_SITE_PROBE).origin === SAME_SITE_PROBE;
  } catch {
    return false;
  }
}

const SAME_SITE_PROBE = 'http://same-site.invalid';

function pageFile(siteDir: string, route: string): string {
  return route === '/' ? path.join(siteDir, 'index.html') : path.join(siteDir, route, 'index.html');
}

/**
 * Serves the built front end: hashed assets with a year's cache; prerendered pages as they
 * are; the app shell for client-only routes; the not-found page with status 404 for the rest.
 * Pages are read once at start-up and kept in memory.
 */
export function createSiteHandler(
  siteDir: string,
  publicBaseUrl: string,
  csp: (scriptHashes: string[]) => string,
  pageChecks: Readonly<Record<string, PageCheck>> = {},
): Router | undefined {
  const manifestFile = path.join(siteDir, 'route-manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RouteManifest;

  const prerendered = new Map<string, Page>();
  for (const route of manifest.prerendered) {
    const file = pageFile(siteDir, route);
    if (existsSync(file)) prerendered.set(route, loadPage(file, csp));
  }
  // Crawlers asking for the smart landing get the marketing page as plain HTML (spec §2).
  const crawlerPages = new Map<string, Page>();
  for (const { path: route, canonicalPath, variant } of manifest.crawlerVariants ?? []) {
    const source = readFileSync(pageFile(siteDir, variant), 'utf8');
    crawlerPages.set(route, builtPage(Buffer.from(staticVariant(source, `${publicBaseUrl}${canonicalPath}`)), csp([])));
  }
  const appShell = loadPage(path.join(siteDir, '__spa-fallback.html'), csp);
  const notFound = loadPage(pageFile(siteDir, '/404'), csp);
  const clientOnly = manifest.clientOnly.map((pattern) => match(pattern, { decode: decodeURIComponent }));
  // A route without params outranks a pattern, as react-router ranks them: /contractors/dashboard is no contractor's id.
  const staticClientOnly = new Set(manifest.clientOnly.filter((pattern) => !/[:*]/.test(pattern)));
  const notFoundPages = (manifest.notFoundPages ?? []).map(({ pattern, path: documentPath }) => ({
    matches: match(pattern, { decode: decodeURIComponent }),
    documentPath,
    page: loadPage(pageFile(siteDir, documentPath), csp),
    check: pageChecks[pattern],
  }));

  const sendPage = (req: Request, res: Response, page: Page, status: number) => {
    res.status(status);
    res.setHeader('Content-Security-Policy', page.csp);
    // An answer that sets a cookie (a partner's link, referral-link-handler.ts) is this visitor's alone: no shared cache may keep it.
    res.setHeader('Cache-Control', res.getHeader('Set-Cookie') ? 'private, no-cache' : 'no-cache');
    res.type('html');
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req.get('accept-encoding'), new Set(Object.keys(page.encoded) as ContentEncoding[]));
    // Each encoding is its own representation, so its own validator.
    res.setHeader('ETag', encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag);
    if (status === 200 && req.fresh) return res.status(304).end();
    if (!encoding) return res.send(page.html);
    res.setHeader('Content-Encoding', encoding);
    res.send(page.encoded[encoding]);
  };

  // A built file with a compressed copy the client accepts: serve that copy (the static handlers
  // below send it with its cache headers), typed as the original and marked with its encoding.
  const precompressed = precompressedFiles(siteDir);
  const servePrecompressed = (req: Request, res: Response, next: () => void) => {
    const available = req.method === 'GET' || req.method === 'HEAD' ? precompressed.get(req.path) : undefined;
    if (!available) return next();
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req.get('accept-encoding'), available);
    if (!encoding) return next();
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding);
    const query = req.url.slice(req.path.length);
    req.url = `${req.path}${ENCODINGS.find(({ name }) => name === encoding)!.extension}${query}`;
    next();
  };

  const router = Router();
  // The API is Nest's: leave this router at once, before any file-system look-up.
  router.use((req, _res, next) => next(req.path === '/api' || req.path.startsWith('/api/') ? 'router' : undefined));
  router.get('/{*path}', (req, res, next) => {
    // No page starts with "//" or "/\" (browsers read both as another host): a redirect built
    // from such a path would leave the site, so it is simply not found.
    if (!isSameSitePath(req.path)) return sendPage(req, res, notFound, 404);
    // One URL per page: /about/ redirects to /about.
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length);
      const target = req.path.replace(/\/+$/, '') + query;
      return isSameSitePath(target) ? res.redirect(301, target) : sendPage(req, res, notFound, 404);
    }
    const crawlerPage = crawlerPages.get(req.path);
    if (crawlerPage) {
      // Caches must keep the crawler and visitor versions apart.
      res.vary('User-Agent');
      if (isCrawler(req.get('user-agent'))) return sendPage(req, res, crawlerPage, 200);
    }
    const page = prerendered.get(req.path);
    if (page) return sendPage(req, res, page, 200);
    next();
  });
  router.use(servePrecompressed);
  router.use('/assets', express.static(path.join(siteDir, 'assets'), { immutable: true, maxAge: '365d', index: false, redirect: false }));
  // Other built files (favicon, robots.txt): an hour of cache.
  router.use(express.static(siteDir, { index: false, redirect: false, maxAge: '1h', dotfiles: 'ignore' }));
  router.get('/{*path}', async (req, res) => {
    if (staticClientOnly.has(req.path)) return sendPage(req, res, appShell, 200);
    for (const notFoundPage of notFoundPages) {
      let found: ReturnType<typeof notFoundPage.matches>;
      try {
        found = notFoundPage.matches(req.path);
      } catch {
        // A malformed escape (%E0) in the param: no page has it.
        return sendPage(req, res, notFoundPage.page, 404);
      }
      if (!found) continue;
      if (req.path !== notFoundPage.documentPath && notFoundPage.check) {
        // The API cannot answer (database down): the app shell shows the page's own error state.
        const exists = await notFoundPage.check(found.params as Record<string, string>).catch(() => true);
        if (exists) return sendPage(req, res, appShell, 200);
      }
      return sendPage(req, res, notFoundPage.page, 404);
    }
    if (clientOnly.some((matches) => matches(req.path))) sendPage(req, res, appShell, 200);
    else sendPage(req, res, notFound, 404);
  });
  return router;
}
