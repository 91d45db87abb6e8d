import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

interface Page {
  html: Buffer;
  etag: string;
  csp: string;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP source of every inline script of a page, so the page runs under a strict policy. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => m[1].length > 0)
    .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
}

function loadPage(file: string, csp: (hashes: string[]) => string): Page {
  const html = readFileSync(file);
  return {
    html,
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    csp: csp([...new Set(inlineScriptHashes(html.toString('utf8')))]),
  };
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
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (tag, attributes: string) =>
      /\btype="application\/ld\+json"/.test(attributes) ? tag : '',
    )
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
    const html = Buffer.from(staticVariant(source, `${publicBaseUrl}${canonicalPath}`));
    crawlerPages.set(route, { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, csp: csp([]) });
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
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', page.etag);
    res.type('html');
    if (status === 200 && req.fresh) return res.status(304).end();
    res.send(page.html);
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
  router.use('/assets', express.static(path.join(siteDir, 'assets'), { immutable: true, maxAge: '365d', index: false, redirect: false }));
  // Other built files (favicon, robots.txt): an hour of cache.
  router.use(express.static(siteDir, { index: false, redirect: false, maxAge: '1h', dotfiles: 'ignore' }));
  router.get('/{*path}', async (req, res) => {
    if (staticClientOnly.has(req.path)) return sendPage(req, res, appShell, 200);
    for (const notFoundPage of notFoundPages) {
      let found: ReturnType<typeof notFoundPage.matches> = false;
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
