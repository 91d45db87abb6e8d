import type { INestApplication } from '@nestjs/common';
import type { Client } from 'pg';
import request from 'supertest';
import { CATALOGUE_LISTENER_NAME, CatalogueCache } from '../src/modules/designs/catalogue-cache';
import { CatalogueSeeder } from '../src/modules/designs/catalogue-seeder';
import type { CataloguePlan } from '../src/modules/designs/catalogue';
import { DesignCategory, DesignStyle } from '../src/modules/designs/designs.enums';
import { createTestApp } from './test-app';
import { connectWithTestPlan, eventually, writeUnnoticed } from './catalogue-test-helpers';
import { testDatabaseName } from './test-database';

jest.setTimeout(60_000);

// Test-only plans, removed at the end (the database is shared by every test file of a run).
const PLAN = 'zz-cache-plan';
const SEEDED = 'zz-cache-seeded';
const LIST = `/api/designs?q=zz-cache&pageSize=100`;

const seededPlan: CataloguePlan = {
  slug: SEEDED,
  name: 'Cache Seeded Plan',
  category: DesignCategory.Residential,
  style: DesignStyle.Modern,
  description: 'A zz-cache test plan written by the catalogue seeder.',
  bedrooms: 2,
  bathrooms: '1',
  livingSquareFeet: 900,
  shopSquareFeet: null,
  wallRValue: 26,
  roofRValue: 33,
  features: [],
};

describe('the public catalogue cache', () => {
  let a: INestApplication;
  let b: INestApplication;
  let sql: Client;

  const get = (app: INestApplication, path: string) => request(app.getHttpServer()).get(path);
  const livingOf = async (app: INestApplication) => (await get(app, `/api/designs/${PLAN}`).expect(200)).body.livingSquareFeet as number;

  beforeAll(async () => {
    // Two instances on one database, as behind a load balancer.
    ({ app: a } = await createTestApp());
    ({ app: b } = await createTestApp());
    sql = await connectWithTestPlan(PLAN, 'Cache Test Plan');
  });

  afterAll(async () => {
    await sql?.query(`DELETE FROM "designs" WHERE "slug" IN ($1, $2)`, [PLAN, SEEDED]);
    await sql?.end();
    await a?.close();
    await b?.close();
  });

  it('answers a repeated request with the same bytes and a strong ETag, from memory', async () => {
    const first = await get(a, LIST).expect(200);
    const second = await get(a, LIST).expect(200);
    expect(second.text).toBe(first.text);
    expect(first.body.items.map((d: { slug: string }) => d.slug)).toEqual([PLAN]);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);

    // The database now says otherwise, but nothing told the cache: the kept answer is served.
    await writeUnnoticed(sql, `UPDATE "designs" SET "name" = 'Renamed Unnoticed' WHERE "slug" = '${PLAN}'`);
    expect((await get(a, LIST).expect(200)).text).toBe(first.text);
    await sql.query(`UPDATE "designs" SET "name" = 'Cache Test Plan' WHERE "slug" = $1`, [PLAN]);
  });

  it('answers 304 without a body to If-None-Match with the current ETag, and 200 to an old one', async () => {
    for (const path of [LIST, `/api/designs/${PLAN}`, `/api/designs/${PLAN}/estimate`]) {
      const fresh = await get(a, path).expect(200);
      const notModified = await get(a, path).set('If-None-Match', fresh.headers.etag).expect(304);
      expect(notModified.text).toBe('');
      expect(notModified.headers.etag).toBe(fresh.headers.etag);
      // A browser that got the answer gzip-compressed holds a weak form of the same tag.
      await get(a, path).set('If-None-Match', `W/${fresh.headers.etag}`).expect(304);
      const changed = await get(a, path).set('If-None-Match', '"some-older-answer"').expect(200);
      expect(changed.text).toBe(fresh.text);
    }
  });

  it('drops the cache of every instance when the catalogue is written, with new ETags', async () => {
    const paths = [LIST, `/api/designs/${PLAN}`, `/api/designs/${PLAN}/estimate`];
    const before = new Map<string, string>();
    for (const app of [a, b]) for (const path of paths) before.set(path, (await get(app, path).expect(200)).headers.etag);
    expect(await livingOf(a)).toBe(1000);
    expect(await livingOf(b)).toBe(1000);

    // A plain SQL write, as psql or a migration would make it: the tables' triggers notify.
    await sql.query(`UPDATE "designs" SET "livingSquareFeet" = 1200 WHERE "slug" = $1`, [PLAN]);
    await eventually(async () => (await livingOf(a)) === 1200 && (await livingOf(b)) === 1200);
    for (const app of [a, b]) {
      for (const path of paths) {
        const res = await get(app, path).set('If-None-Match', before.get(path)!).expect(200);
        expect(res.headers.etag).not.toBe(before.get(path));
      }
      expect((await get(app, LIST).expect(200)).body.items[0].livingSquareFeet).toBe(1200);
    }
  });

  it('drops the cache of every instance when the app itself writes the catalogue (the seeder)', async () => {
    const listed = async (app: INestApplication) => (await get(app, LIST).expect(200)).body.items.map((d: { slug: string }) => d.slug) as string[];
    expect(await listed(b)).toEqual([PLAN]);
    expect(await a.get(CatalogueSeeder).seed([seededPlan])).toEqual([SEEDED]);
    await eventually(async () => (await listed(a)).includes(SEEDED) && (await listed(b)).includes(SEEDED));
  });

  it('drops the cache when its LISTEN connection is lost, and caches again once it is back', async () => {
    expect(await livingOf(a)).toBe(1200);
    await writeUnnoticed(sql, `UPDATE "designs" SET "livingSquareFeet" = 1300 WHERE "slug" = '${PLAN}'`);
    expect(await livingOf(a)).toBe(1200);

    // Notifications sent while the connection is down are lost: the kept answers cannot be trusted.
    const { rowCount } = await sql.query(`SELECT pg_terminate_backend("pid") FROM pg_stat_activity WHERE "application_name" = $1 AND "datname" = $2`, [
      CATALOGUE_LISTENER_NAME,
      testDatabaseName(),
    ]);
    expect(rowCount).toBe(2);
    await eventually(async () => (await livingOf(a)) === 1300 && (await livingOf(b)) === 1300);

    // Listening again: answers are kept (an unnoticed write stays hidden) and a noticed write drops them.
    await eventually(async () => a.get(CatalogueCache).isListening && b.get(CatalogueCache).isListening);
    expect(await livingOf(a)).toBe(1300);
    await writeUnnoticed(sql, `UPDATE "designs" SET "livingSquareFeet" = 1400 WHERE "slug" = '${PLAN}'`);
    expect(await livingOf(a)).toBe(1300);
    await sql.query(`UPDATE "designs" SET "livingSquareFeet" = 1500 WHERE "slug" = $1`, [PLAN]);
    await eventually(async () => (await livingOf(a)) === 1500);
  });
});
