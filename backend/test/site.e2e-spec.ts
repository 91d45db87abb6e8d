import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DesignCategory, DesignStatus, DesignStyle } from '../src/modules/designs/designs.enums';
import { Design } from '../src/modules/designs/entities/design.entity';
import { isCrawler, staticVariant } from '../src/site/site-handler';
import { createTestApp } from './test-app';

const page = (h1: string, canonical: string) =>
  `<!DOCTYPE html><html><head><link rel="canonical" href="${canonical}"/><link rel="modulepreload" href="/assets/a.js"/>` +
  `<script>window.__ctx = ${JSON.stringify(h1)};</script></head><body><h1>${h1}</h1>` +
  `<script type="module">import "/assets/a.js";</script></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A small built site, shaped like the front end's build output. */
async function writeSite(dir: string): Promise<void> {
  const files: Record<string, string> = {
    'index.html': page('Quiz', 'http://localhost:3000/'),
    'landing/index.html': page('Missouri Barndominium Builders', 'http://localhost:3000/landing'),
    'about/index.html': page('About us', 'http://localhost:3000/about'),
    '404/index.html': page('Page not found', 'http://localhost:3000/404'),
    // /designs/:id as the front end builds it (pages.ts `notFoundPath`): built-in plans prerendered,
    // the app shell for a plan only the database knows, the plans' not-found document (404) otherwise.
    'designs/oak/index.html': page('Oak Barndominium Plan', 'http://localhost:3000/designs/oak'),
    'designs/__not-found/index.html': page('Page not found (plans)', 'http://localhost:3000/designs/__not-found'),
    'contractors/__not-found/index.html': page('Page not found (contractors)', 'http://localhost:3000/contractors/__not-found'),
    '__spa-fallback.html': page('Loading', 'http://localhost:3000/'),
    'assets/a.js': 'console.log("a")',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'robots.txt': 'User-agent: *\nDisallow: /admin\n\nSitemap: http://localhost:3000/sitemap.xml\n',
    'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n',
    'route-manifest.json': JSON.stringify({
      prerendered: ['/', '/landing', '/about', '/traditional-landing', '/designs/oak'],
      clientOnly: ['/designs/:id', '/contractors/:id', '/contractors/dashboard', '/blog/:id', '/account'],
      notFoundPages: [
        { pattern: '/designs/:id', path: '/designs/__not-found' },
        { pattern: '/contractors/:id', path: '/contractors/__not-found' },
      ],
      crawlerVariants: [
        { path: '/', canonicalPath: '/', variant: '/landing' },
        { path: '/traditional-landing', canonicalPath: '/', variant: '/landing' },
      ],
    }),
  };
  files['traditional-landing/index.html'] = files['index.html'];
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  // The build's compressed copies (frontend/scripts/precompress.ts) of a script and a page.
  for (const file of [PRECOMPRESSED_ASSET, 'about/index.html']) {
    const body = file === PRECOMPRESSED_ASSET ? ASSET_SOURCE : files[file];
    if (file === PRECOMPRESSED_ASSET) await writeFile(path.join(dir, file), body);
    await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(body));
    await writeFile(path.join(dir, `${file}.gz`), gzipSync(body));
  }
}

/** The size of the copy the build wrote: the response is that file, not compressed again on the fly (which sends no length). */
const copySize = async (dir: string, file: string) => (await stat(path.join(dir, file))).size;

const PRECOMPRESSED_ASSET = 'assets/app-abc123.js';
const ASSET_SOURCE = `export const plans = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ slug: `plan-${i}`, bedrooms: i % 5 })))};\n`;

describe('serving the built site', () => {
  let app: INestApplication;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'site-'));
    await writeSite(siteDir);
    ({ app } = await createTestApp({ SITE_DIR: siteDir }));
  });

  afterAll(async () => {
    await app.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';

  it('answers a prerendered page with 200, its own CSP hashes and revalidation headers', async () => {
    const res = await request(app.getHttpServer()).get('/about').set('user-agent', browser).expect(200);
    expect(res.text).toContain('<h1>About us</h1>');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain(sha256('window.__ctx = "About us";'));
    expect(csp).toContain(sha256('import "/assets/a.js";'));
    expect(csp).not.toContain("'unsafe-inline' 'sha");
    await request(app.getHttpServer()).get('/about').set('if-none-match', res.headers['etag']).expect(304);
  });

  it('answers client-only routes with the app shell and everything else with the not-found page and 404', async () => {
    for (const url of ['/account', '/blog/anything']) {
      expect((await request(app.getHttpServer()).get(url).expect(200)).text).toContain('<h1>Loading</h1>');
    }
    const missing = await request(app.getHttpServer()).get('/designs/oak/extra').expect(404);
    expect(missing.text).toContain('<h1>Page not found</h1>');
    await request(app.getHttpServer()).get('/404').expect(404);
  });

  describe('a client-only page with a not-found document of its own (/designs/:id)', () => {
    const get = (url: string) => request(app.getHttpServer()).get(url);

    it('serves a prerendered plan page as it is', async () => {
      expect((await get('/designs/oak').expect(200)).text).toContain('Oak Barndominium Plan');
    });

    it('gives a plan the API knows but the build did not prerender the app shell (another spelling, an id)', async () => {
      const { body } = await get('/api/designs/rose-mount').expect(200);
      for (const url of ['/designs/rose-mount', '/designs/Rose-Mount', `/designs/${body.id}`]) {
        expect((await get(url).expect(200)).text).toContain('<h1>Loading</h1>');
      }
    });

    it('answers any other id with the plans not-found document and 404, its own path included', async () => {
      const designs = app.get(DataSource).getRepository(Design);
      const draft = await designs.save(
        designs.create({
          slug: 'zz-site-draft',
          name: 'Draft Plan',
          category: DesignCategory.Residential,
          style: DesignStyle.Modern,
          status: DesignStatus.Draft,
          bedrooms: 2,
          bathrooms: 1,
          squareFeet: 1000,
          livingSquareFeet: 1000,
          roofRValue: 33,
        }),
      );
      try {
        for (const url of ['/designs/zz-site-draft', `/designs/${draft.id}`]) expect((await get(url).expect(404)).text).toContain('Page not found (plans)');
      } finally {
        await designs.delete(draft.id);
      }
      for (const url of ['/designs/no-such-plan', '/designs/99999999', '/designs/__not-found', '/designs/%E2%82%AC']) {
        const res = await get(url).expect(404);
        expect(res.text).toContain('Page not found (plans)');
        expect(res.headers['content-security-policy']).toContain("'sha256-");
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });
  });

  it('gives a listed contractor the app shell and an unknown or unlisted one the not-found page with 404', async () => {
    const get = (url: string) => request(app.getHttpServer()).get(url);
    const [listed] = await app.get(DataSource).query(`SELECT id, slug FROM contractors WHERE status = 'approved' ORDER BY id LIMIT 1`);
    expect(listed).toBeDefined();
    for (const url of [`/contractors/${listed.slug}`, `/contractors/${listed.id}`]) expect((await get(url).expect(200)).text).toContain('<h1>Loading</h1>');
    await app.get(DataSource).query(`UPDATE contractors SET status = 'unpublished' WHERE id = $1`, [listed.id]);
    try {
      expect((await get(`/contractors/${listed.slug}`).expect(404)).text).toContain('Page not found (contractors)');
    } finally {
      await app.get(DataSource).query(`UPDATE contractors SET status = 'approved' WHERE id = $1`, [listed.id]);
    }
    expect((await get('/contractors/no-such-contractor').expect(404)).text).toContain('Page not found (contractors)');
    // A page of its own under the same prefix is not a contractor's id.
    expect((await get('/contractors/dashboard').expect(200)).text).toContain('<h1>Loading</h1>');
  });

  it('serves hashed assets with a year of cache and redirects a trailing slash', async () => {
    const asset = await request(app.getHttpServer()).get('/assets/a.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await request(app.getHttpServer()).get('/favicon.svg').expect(200);
    await request(app.getHttpServer()).get('/about/?x=1').expect(301).expect('location', '/about?x=1');
  });

  describe('sends the compressed copies the build wrote', () => {
    /** The response as the client receives it: no decoding on the way (supertest would decode). */
    const rawGet = (target: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const { port } = app.getHttpServer().address() as AddressInfo;
        http
          .get({ host: '127.0.0.1', port, path: target, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd', 'user-agent': browser };

    beforeAll(async () => {
      await new Promise<void>((resolve) => (app.getHttpServer().listening ? resolve() : app.getHttpServer().listen(0, '127.0.0.1', resolve)));
    });

    it("a script: brotli when accepted (whatever the order), typed as JavaScript, with the assets' cache", async () => {
      const res = await rawGet(`/${PRECOMPRESSED_ASSET}?v=1`, chrome);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(res.body).toString('utf8')).toBe(ASSET_SOURCE);
      expect(Number(res.headers['content-length'])).toBe(await copySize(siteDir, `${PRECOMPRESSED_ASSET}.br`));
    });

    it('a script: gzip when brotli is refused or not named, the file itself when neither is accepted', async () => {
      for (const acceptEncoding of ['gzip', 'br;q=0, gzip;q=0.5']) {
        const res = await rawGet(`/${PRECOMPRESSED_ASSET}`, { 'accept-encoding': acceptEncoding });
        expect({ acceptEncoding, encoding: res.headers['content-encoding'] }).toEqual({ acceptEncoding, encoding: 'gzip' });
        expect(gunzipSync(res.body).toString('utf8')).toBe(ASSET_SOURCE);
        expect(Number(res.headers['content-length'])).toBe(await copySize(siteDir, `${PRECOMPRESSED_ASSET}.gz`));
      }
      for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0']) {
        const res = await rawGet(`/${PRECOMPRESSED_ASSET}`, { 'accept-encoding': acceptEncoding });
        expect({ acceptEncoding, encoding: res.headers['content-encoding'] }).toEqual({ acceptEncoding, encoding: undefined });
        expect(res.body.toString('utf8')).toBe(ASSET_SOURCE);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
      }
    });

    it('a prerendered page: brotli with a validator of its own, and still its CSP and revalidation', async () => {
      const identity = await rawGet('/about', { 'accept-encoding': 'identity', 'user-agent': browser });
      const res = await rawGet('/about', chrome);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy']).toBe(identity.headers['content-security-policy']);
      expect(brotliDecompressSync(res.body).equals(identity.body)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(await copySize(siteDir, 'about/index.html.br'));
      expect(res.headers['etag']).not.toBe(identity.headers['etag']);
      expect((await rawGet('/about', { ...chrome, 'if-none-match': res.headers['etag']! })).status).toBe(304);
    });
  });

  describe('never redirects off the site', () => {
    // Exactly these request targets, as an attacker's link or curl sends them (supertest would normalise some).
    const rawGet = (target: string, method = 'GET') =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const { port } = app.getHttpServer().address() as AddressInfo;
        http
          .request({ host: '127.0.0.1', port, path: target, method }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
          })
          .on('error', reject)
          .end();
      });
    /** Where a browser on the site would go: the host must stay the site's ("\" counts as "/"). */
    const resolvedHost = (location: string) => new URL(location, 'http://site.test/about').host;

    beforeAll(async () => {
      await new Promise<void>((resolve) => (app.getHttpServer().listening ? resolve() : app.getHttpServer().listen(0, '127.0.0.1', resolve)));
    });

    it.each([
      '//evil.example/path/',
      '//evil.example/x/?a=1',
      '///evil.example/',
      '////evil.example/x/',
      '/\\evil.example/',
      '/\\/evil.example/x/',
      '//evil.example',
      '//',
      '//about/',
      '//api/health/',
      '//assets/a.js/',
    ])('answers %s with 404 and no Location', async (target) => {
      for (const method of ['GET', 'HEAD']) {
        const res = await rawGet(target, method);
        expect({ target, method, status: res.status, location: res.location }).toEqual({ target, method, status: 404, location: undefined });
      }
    });

    it.each([
      '/%2F%2Fevil.example/x/',
      '\\\\evil.example/',
      '/%2f%2fevil.example/',
      '/%5Cevil.example/',
      '/%5C%5Cevil.example/x/',
      '/about//',
      '/about/?next=//evil.example/',
      '/designs/oak/',
      '/assets/',
      '/api/docs',
      '/api/docs/',
    ])('keeps any redirect of %s on the site', async (target) => {
      const res = await rawGet(target);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 300 && res.status < 400) {
        expect(res.location).toMatch(/^\/(?![/\\])/);
        expect(resolvedHost(res.location!)).toBe('site.test');
      }
    });

    it('still redirects a trailing slash to the page, keeping the query', async () => {
      expect(await rawGet('/about//?x=1')).toEqual({ status: 301, location: '/about?x=1' });
      expect(await rawGet('/%2F%2Fevil.example/x/')).toEqual({ status: 301, location: '/%2F%2Fevil.example/x' });
    });
  });

  it.each(['', 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'AhrefsSiteCrawler', 'Baiduspider', 'facebookexternalhit crawling'])(
    'gives the crawler %j the static marketing page at / with no scripts and the canonical of /',
    async (userAgent) => {
      for (const url of ['/', '/traditional-landing']) {
        const res = await request(app.getHttpServer()).get(url).set('user-agent', userAgent).expect(200);
        expect(res.text).toContain('<h1>Missouri Barndominium Builders</h1>');
        expect(res.text).not.toContain('<script');
        expect(res.text).not.toContain('modulepreload');
        expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/"/>');
        expect(res.headers['vary']).toContain('User-Agent');
      }
    },
  );

  it('gives people the quiz at /', async () => {
    const res = await request(app.getHttpServer()).get('/').set('user-agent', browser).expect(200);
    expect(res.text).toContain('<h1>Quiz</h1>');
    expect(res.headers['vary']).toContain('User-Agent');
  });

  it('serves the built sitemap.xml and robots.txt with their content types', async () => {
    const sitemap = await request(app.getHttpServer()).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain('<urlset');
    const robots = await request(app.getHttpServer()).get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('leaves /api to the API', async () => {
    await request(app.getHttpServer()).get('/api/health').expect(200).expect('content-type', /json/);
  });
});

describe('isCrawler and staticVariant', () => {
  it('follows the spec: bot, crawler, spider, crawling, or no agent', () => {
    expect(isCrawler(undefined)).toBe(true);
    expect(isCrawler('Bingbot')).toBe(true);
    expect(isCrawler('Mozilla/5.0 Firefox/140.0')).toBe(false);
  });

  it('removes every script and module preload', () => {
    const html = staticVariant(page('X', 'http://a/landing'), 'http://a/');
    expect(html).toBe('<!DOCTYPE html><html><head><link rel="canonical" href="http://a/"/></head><body><h1>X</h1></body></html>');
  });

  it('keeps JSON-LD data blocks and points og:url at the canonical URL', () => {
    const ld = '<script type="application/ld+json">{"@type":"HomeAndConstructionBusiness"}</script>';
    const source = page('X', 'http://a/landing').replace('</head>', `<meta property="og:url" content="http://a/landing"/>${ld}</head>`);
    const html = staticVariant(source, 'http://a/');
    expect(html).toContain(ld);
    expect(html).toContain('<meta property="og:url" content="http://a/"/>');
    expect(html).not.toContain('http://a/landing');
    expect(html).not.toContain('window.__ctx');
    expect(html).not.toContain('type="module"');
  });
});
