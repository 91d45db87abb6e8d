import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Client } from 'pg';
import request from 'supertest';
import { AuthSession } from '../src/modules/auth/auth-session';
import { CatalogueCache } from '../src/modules/designs/catalogue-cache';
import { DesignsService } from '../src/modules/designs/designs.service';
import { EstimatesService } from '../src/modules/estimates/estimates.service';
import { captureOutput } from './captured-output';
import { createTestApp } from './test-app';
import { connectWithTestPlan, eventually, writeUnnoticed } from './catalogue-test-helpers';

jest.setTimeout(60_000);

// A test-only plan, removed at the end (the database is shared by every test file of a run).
const PLAN = 'zz-fast-plan';
const LIST = '/api/designs?q=zz-fast&pageSize=100';
const PLAN_URL = `/api/designs/${PLAN}`;
const ESTIMATE = `/api/designs/${PLAN}/estimate?finishLevel=premium`;

/** A response's headers without Date, which differs from one second to the next. */
function headersOf(res: request.Response): Record<string, string> {
  const { date: _date, ...rest } = res.headers as Record<string, string>;
  return rest;
}

describe('the catalogue fast path (cached URLs answered before the Nest pipeline)', () => {
  let app: NestExpressApplication;
  let sql: Client;
  let output: ReturnType<typeof captureOutput>;
  /** Calls that reached the controllers, i.e. took the normal path (the spies call through). */
  let normalPathCalls: jest.SpyInstance[];
  const normalCalls = () => normalPathCalls.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

  const get = (path: string) => request(app.getHttpServer()).get(path);
  const livingOf = async (path: string) => (await get(path).expect(200)).body.livingSquareFeet as number;

  beforeAll(async () => {
    // The access lines are read from the output; kept off the console.
    output = captureOutput();
    ({ app } = await createTestApp({ LOG_LEVEL: 'info' }));
    sql = await connectWithTestPlan(PLAN, 'Fast Path Plan');
    await eventually(() => app.get(CatalogueCache).isListening);
    normalPathCalls = [
      jest.spyOn(app.get(DesignsService), 'cachedList'),
      jest.spyOn(app.get(DesignsService), 'cachedGet'),
      jest.spyOn(app.get(EstimatesService), 'cachedForDesign'),
    ];
  });

  beforeEach(() => normalPathCalls.forEach((spy) => spy.mockClear()));

  afterAll(async () => {
    await sql?.query(`DELETE FROM "designs" WHERE "slug" = $1`, [PLAN]);
    await sql?.end();
    await app?.close();
    output?.restore();
  });

  it('answers a URL the normal path has answered with the same bytes and headers, and 304 to its ETag', async () => {
    for (const path of [LIST, PLAN_URL, ESTIMATE]) {
      normalPathCalls.forEach((spy) => spy.mockClear());
      // Uncompressed, so Content-Length is there to compare (compression: the next test).
      const first = await get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(normalCalls()).toBe(1);

      const fast = await get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(normalCalls()).toBe(1);
      expect(fast.text).toBe(first.text);
      expect(headersOf(fast)).toEqual(headersOf(first));
      // A client that names no encoding skips compression on the fast path: the same answer all the same.
      const noEncoding = await get(path).unset('Accept-Encoding').expect(200);
      expect(noEncoding.text).toBe(first.text);
      expect(headersOf(noEncoding)).toEqual(headersOf(first));
      expect(fast.headers).toMatchObject({
        etag: first.headers.etag,
        'cache-control': 'public, no-cache',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(first.text)),
      });

      const notModified = await get(path).set('If-None-Match', first.headers.etag).expect(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.etag).toBe(first.headers.etag);
      await get(path).set('If-None-Match', `W/${first.headers.etag}`).expect(304);
      expect((await get(path).set('If-None-Match', '"some-older-answer"').expect(200)).text).toBe(first.text);
      const head = await request(app.getHttpServer()).head(path).expect(200);
      expect(head.headers.etag).toBe(first.headers.etag);
      expect(normalCalls()).toBe(1);
    }
  });

  it('keeps browser compression and the security headers', async () => {
    const plain = await get(ESTIMATE).set('Accept-Encoding', 'identity').expect(200);
    const gzipped = await get(ESTIMATE).set('Accept-Encoding', 'gzip').expect(200);
    expect(normalCalls()).toBe(0);
    // Over compression's 1 KB threshold, so it applies.
    expect(Buffer.byteLength(plain.text)).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(plain.text);
    expect(gzipped.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(gzipped.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a write to the catalogue at once, wherever it came from: never a stale answer', async () => {
    expect(await livingOf(PLAN_URL)).toBe(1000);
    expect(normalCalls()).toBe(0);
    // The database says otherwise, but nothing told the cache: the fast path serves what it keeps.
    await writeUnnoticed(sql, `UPDATE "designs" SET "livingSquareFeet" = 1100 WHERE "slug" = '${PLAN}'`);
    expect(await livingOf(PLAN_URL)).toBe(1000);
    const listed = (await get(LIST).expect(200)).body.items[0].livingSquareFeet;
    expect(listed).toBe(1000);
    const estimateBefore = (await get(ESTIMATE).expect(200)).text;
    expect(normalCalls()).toBe(0);

    // A plain SQL write (as psql or a migration makes it): its notification drops the fast path's URLs too.
    await sql.query(`UPDATE "designs" SET "livingSquareFeet" = 1200 WHERE "slug" = $1`, [PLAN]);
    // Once a URL the fast path never saw (the normal path) shows the write, the fast path's URLs must too.
    await eventually(async () => (await livingOf(`${PLAN_URL}?after-write`)) === 1200);
    expect(await livingOf(PLAN_URL)).toBe(1200);
    expect((await get(LIST).expect(200)).body.items[0].livingSquareFeet).toBe(1200);
    expect((await get(ESTIMATE).expect(200)).text).not.toBe(estimateBefore);

    // And the fresh answers are the fast path's from now on.
    normalPathCalls.forEach((spy) => spy.mockClear());
    expect(await livingOf(PLAN_URL)).toBe(1200);
    expect(normalCalls()).toBe(0);
  });

  it('never answers an invalid query: it gets its 400 from the normal path every time', async () => {
    for (const path of ['/api/designs?pageSize=abc', '/api/designs?page=0', `/api/designs/${PLAN}/estimate?finishLevel=gold`, '/api/designs?nonsense=1']) {
      const first = await get(path).expect(400);
      const again = await get(path).expect(400);
      expect(again.body).toEqual(first.body);
      expect(app.get(CatalogueCache).answerForUrl(path)).toBeUndefined();
    }
    // Nor an unknown plan (a 404 is never cached).
    await get('/api/designs/zz-no-such-plan').expect(404);
    await get('/api/designs/zz-no-such-plan').expect(404);
    expect(app.get(CatalogueCache).answerForUrl('/api/designs/zz-no-such-plan')).toBeUndefined();
  });

  it('learns each raw URL once: a query that normalizes to a cached key takes the normal path once, then the fast path', async () => {
    const reordered = '/api/designs?pageSize=100&q=zz-fast';
    const cached = await get(LIST).expect(200);
    expect(normalCalls()).toBe(0);

    const first = await get(reordered).expect(200);
    expect(normalCalls()).toBe(1);
    expect(first.text).toBe(cached.text);
    expect(first.headers.etag).toBe(cached.headers.etag);

    await get(reordered).expect(200);
    expect(normalCalls()).toBe(1);
  });

  it('leaves a request with a session cookie to the normal path (sessions, the user id in the log)', async () => {
    await get(PLAN_URL).expect(200);
    expect(normalCalls()).toBe(0);
    await get(PLAN_URL)
      .set('Cookie', `${app.get(AuthSession).cookieName}=not-a-session`)
      .expect(200);
    expect(normalCalls()).toBe(1);
  });

  it('writes the one access line per request, as pino-http does on the normal path', async () => {
    const accessLines = (id: string) =>
      output
        .lines()
        .filter((line) => line.includes(`"${id}"`))
        .map((line) => JSON.parse(line) as Record<string, unknown>);

    await get(PLAN_URL)
      .set('X-Request-Id', 'fast-path-cookie')
      .set('Cookie', `${app.get(AuthSession).cookieName}=x`)
      .expect(200);
    await get(PLAN_URL).set('X-Request-Id', 'fast-path-hit').expect(200);
    const { etag } = (await get(PLAN_URL).expect(200)).headers;
    await get(PLAN_URL).set('X-Request-Id', 'fast-path-304').set('If-None-Match', etag).expect(304);
    expect(normalCalls()).toBe(1);

    await eventually(() => accessLines('fast-path-304').length > 0);
    const [normal] = accessLines('fast-path-cookie');
    const [hit] = accessLines('fast-path-hit');
    const [notModified] = accessLines('fast-path-304');
    expect(accessLines('fast-path-hit')).toHaveLength(1);
    expect(hit).toMatchObject({ level: 30, msg: 'request completed', req: { id: 'fast-path-hit', method: 'GET', url: PLAN_URL }, res: { statusCode: 200 } });
    expect(notModified).toMatchObject({ req: { id: 'fast-path-304', method: 'GET', url: PLAN_URL }, res: { statusCode: 304 } });
    expect(typeof hit.responseTime).toBe('number');
    // The same fields in the same order as the normal path's line.
    const shape = (line: Record<string, unknown>) => Object.keys(line).filter((key) => key !== 'context');
    expect(shape(hit)).toEqual(shape(normal));

    // Without an X-Request-Id, a new id per request.
    const before = output.lines().length;
    await get(PLAN_URL).expect(200);
    await eventually(() =>
      output
        .lines()
        .slice(before)
        .some((line) => line.includes('request completed')),
    );
    const line = JSON.parse(
      output
        .lines()
        .slice(before)
        .find((l) => l.includes('request completed'))!,
    );
    expect(line.req.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
