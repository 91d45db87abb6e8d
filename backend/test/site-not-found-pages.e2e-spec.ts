import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from './test-app';

const page = (h1: string) => `<!DOCTYPE html><html><head></head><body><h1>${h1}</h1><script type="module">import "/assets/a.js";</script></body></html>`;

/**
 * /designs/:id as the front end builds it (pages.ts `notFoundPath`): built-in plans prerendered,
 * the app shell for a plan only the database knows, the plans' not-found document (404) otherwise.
 */
async function writeSite(dir: string): Promise<void> {
  const files: Record<string, string> = {
    'designs/oak/index.html': page('Oak Barndominium Plan'),
    'designs/__not-found/index.html': page('Page not found (plans)'),
    '404/index.html': page('Page not found'),
    '__spa-fallback.html': page('Loading'),
    'route-manifest.json': JSON.stringify({
      prerendered: ['/designs/oak'],
      clientOnly: ['/designs/:id', '/blog/:id'],
      notFoundPages: [{ pattern: '/designs/:id', path: '/designs/__not-found' }],
    }),
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
}

describe('a client-only page with a not-found document of its own (/designs/:id)', () => {
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
    for (const url of ['/designs/no-such-plan', '/designs/99999999', '/designs/__not-found', '/designs/%E2%82%AC']) {
      const res = await get(url).expect(404);
      expect(res.text).toContain('Page not found (plans)');
      expect(res.headers['content-security-policy']).toContain("'sha256-");
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leaves other client-only patterns and unknown paths as they were', async () => {
    expect((await get('/blog/anything').expect(200)).text).toContain('<h1>Loading</h1>');
    expect((await get('/designs/oak/extra').expect(404)).text).toContain('<h1>Page not found</h1>');
  });
});
