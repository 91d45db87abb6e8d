import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SIGN_IN_REQUIRED_MESSAGE } from '../src/common/auth/roles.guard';
import { CSRF_MESSAGE } from '../src/common/csrf';
import { DesignCategory, DesignStatus, DesignStyle } from '../src/modules/designs/designs.enums';
import type { DesignSummaryDto } from '../src/modules/designs/dto/design-summary.dto';
import { Design } from '../src/modules/designs/entities/design.entity';
import type { SavedDesignResponseDto } from '../src/modules/saved-designs/dto/saved-design-response.dto';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { createTestApp } from './test-app';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const URL = '/api/account/saved-designs';
// A test-only plan that a test archives, removed again at the end (the database is shared by every test file of a run).
const TEST_PLAN = 'zz-saved-plan';

describe('saved designs: /api/account/saved-designs', () => {
  let app: INestApplication;
  let db: DataSource;
  let catalogue: Map<string, DesignSummaryDto>;
  const http = () => request(app.getHttpServer());

  const signedIn = async () => {
    const user = await createUser(app);
    const browser = new Browser(app);
    await browser.signIn(user.email, user.password);
    return { user, browser };
  };
  const listOf = async (browser: Browser) => (await browser.call('get', URL, undefined, 200)).body as SavedDesignResponseDto[];
  const rowCount = async (userId: number) => Number((await db.query('SELECT count(*)::int AS n FROM saved_designs WHERE "userId" = $1', [userId]))[0].n);

  beforeAll(async () => {
    ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
    const designs = db.getRepository(Design);
    await designs.delete({ slug: TEST_PLAN });
    await designs.save(
      designs.create({
        slug: TEST_PLAN,
        name: 'Saved Test Plan',
        category: DesignCategory.Residential,
        style: DesignStyle.Modern,
        description: 'A plan made for the saved-designs tests.',
        bedrooms: 2,
        bathrooms: 1,
        squareFeet: 1400,
        livingSquareFeet: 1400,
        shopSquareFeet: null,
        roofRValue: 33,
      }),
    );
    const all = (await http().get('/api/designs?pageSize=100').expect(200)).body.items as DesignSummaryDto[];
    catalogue = new Map(all.map((d) => [d.slug, d]));
  });

  afterAll(async () => {
    if (db) {
      await cleanAuthTables(db);
      await db.getRepository(Design).delete({ slug: TEST_PLAN });
    }
    await app?.close();
  });

  it('saves a plan by slug and by id; saving again keeps one row and the first savedAt', async () => {
    const { user, browser } = await signedIn();
    const rose = catalogue.get('rose-mount')!;

    const first = await browser.call('put', `${URL}/rose-mount`, undefined, 200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toEqual({ design: rose, savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });

    const again = await browser.call('put', `${URL}/${rose.id}`, undefined, 200);
    expect(again.body).toEqual(first.body);
    const upperCase = await browser.call('put', `${URL}/Rose-Mount`, undefined, 200);
    expect(upperCase.body.savedAt).toBe(first.body.savedAt);
    expect(await rowCount(user.id)).toBe(1);

    // Saved at the same moment (a double click): still one row, every answer with the same savedAt.
    const burst = await Promise.all(Array.from({ length: 4 }, () => browser.send('put', `${URL}/oak`)));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(burst.map((r) => r.body.savedAt)).size).toBe(1);
    expect(await rowCount(user.id)).toBe(2);
  });

  it('lists the plans newest saved first, each as the catalogue lists it', async () => {
    const { user, browser } = await signedIn();
    expect(await listOf(browser)).toEqual([]);

    for (const slug of ['mayfield', 'everly', 'cedar-ridge']) await browser.call('put', `${URL}/${slug}`, undefined, 200);
    // Saved within milliseconds of each other: give them times in an order that neither the
    // saving order nor the plans' ids or names would produce.
    await db.query(
      `UPDATE saved_designs s SET "savedAt" = now() - make_interval(days => v.ago)
       FROM (VALUES ('mayfield', 2), ('everly', 3), ('cedar-ridge', 1)) AS v(slug, ago), designs d
       WHERE d.slug = v.slug AND s."designId" = d.id AND s."userId" = $1`,
      [user.id],
    );

    const res = await browser.call('get', URL, undefined, 200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.body as SavedDesignResponseDto[];
    const order = ['cedar-ridge', 'mayfield', 'everly'];
    expect(list.map((s) => s.design)).toEqual(order.map((slug) => catalogue.get(slug)));
    const times = list.map((s) => Date.parse(s.savedAt));
    expect(times[0]).toBeGreaterThan(times[1]);
    expect(times[1]).toBeGreaterThan(times[2]);
  });

  it('keeps an archived plan in the list, marked archived (issue 31: saved copies keep working); a draft leaves it', async () => {
    const { user, browser } = await signedIn();
    await browser.call('put', `${URL}/${TEST_PLAN}`, undefined, 200);
    await browser.call('put', `${URL}/oak`, undefined, 200);
    expect((await listOf(browser)).map((s) => s.design.slug).sort()).toEqual(['oak', TEST_PLAN]);

    await db.getRepository(Design).update({ slug: TEST_PLAN }, { status: DesignStatus.Archived });
    expect((await listOf(browser)).map((s) => `${s.design.slug} ${s.design.status}`).sort()).toEqual(['oak active', `${TEST_PLAN} archived`]);
    // An archived plan cannot be saved anew, but the saved row stays.
    const refused = await browser.call('put', `${URL}/${TEST_PLAN}`, undefined, 404);
    expect(refused.body.message).toBe('This plan does not exist or is no longer offered.');
    expect(await rowCount(user.id)).toBe(2);

    await db.getRepository(Design).update({ slug: TEST_PLAN }, { status: DesignStatus.Draft });
    expect((await listOf(browser)).map((s) => s.design.slug)).toEqual(['oak']);

    await db.getRepository(Design).update({ slug: TEST_PLAN }, { status: DesignStatus.Active });
    expect((await listOf(browser)).map((s) => s.design.slug).sort()).toEqual(['oak', TEST_PLAN]);
  });

  it('removes a plan by slug or id; removing again, or a plan that does not exist, still answers 204', async () => {
    const { user, browser } = await signedIn();
    const oak = catalogue.get('oak')!;
    await browser.call('put', `${URL}/oak`, undefined, 200);
    await browser.call('put', `${URL}/aspen`, undefined, 200);

    const removed = await browser.call('delete', `${URL}/${oak.id}`, undefined, 204);
    expect(removed.text).toBe('');
    await browser.call('delete', `${URL}/oak`, undefined, 204);
    expect((await listOf(browser)).map((s) => s.design.slug)).toEqual(['aspen']);

    await browser.call('delete', `${URL}/no-such-plan`, undefined, 204);
    await browser.call('delete', `${URL}/999999999`, undefined, 204);
    await browser.call('delete', `${URL}/ASPEN`, undefined, 204);
    expect(await rowCount(user.id)).toBe(0);
  });

  it('answers 404 for saving a plan that does not exist, and stores nothing', async () => {
    const { user, browser } = await signedIn();
    for (const idOrSlug of ['no-such-plan', '999999999', 'not a slug!']) {
      const res = await browser.call('put', `${URL}/${encodeURIComponent(idOrSlug)}`, undefined, 404);
      expect(res.body).toEqual({ statusCode: 404, message: 'This plan does not exist or is no longer offered.', error: 'Not Found' });
    }
    expect(await rowCount(user.id)).toBe(0);
  });

  it("keeps each user's list to themselves", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    await mine.browser.call('put', `${URL}/rose-mount`, undefined, 200);
    await theirs.browser.call('put', `${URL}/houston`, undefined, 200);

    expect((await listOf(mine.browser)).map((s) => s.design.slug)).toEqual(['rose-mount']);
    expect((await listOf(theirs.browser)).map((s) => s.design.slug)).toEqual(['houston']);
    // Removing "my" plan from their list touches only theirs.
    await theirs.browser.call('delete', `${URL}/rose-mount`, undefined, 204);
    expect((await listOf(mine.browser)).map((s) => s.design.slug)).toEqual(['rose-mount']);
  });

  it('answers 401 to an anonymous caller on every route, and stores nothing', async () => {
    const unauthorized = { statusCode: 401, message: SIGN_IN_REQUIRED_MESSAGE, error: 'Unauthorized' };
    expect((await http().get(URL).expect(401)).body).toEqual(unauthorized);
    expect((await http().put(`${URL}/rose-mount`).expect(401)).body).toEqual(unauthorized);
    expect((await http().delete(`${URL}/rose-mount`).expect(401)).body).toEqual(unauthorized);
  });

  it('refuses to save or remove without the X-XSRF-TOKEN header (403), and changes nothing', async () => {
    const { user, browser } = await signedIn();
    await browser.call('put', `${URL}/oak`, undefined, 200);

    const save = await browser.agent.put(`${URL}/rose-mount`).expect(403);
    expect(save.body).toEqual({ statusCode: 403, message: CSRF_MESSAGE, error: 'Forbidden' });
    await browser.agent.put(`${URL}/rose-mount`).set('X-XSRF-TOKEN', 'forged-value').expect(403);
    const remove = await browser.agent.delete(`${URL}/oak`).expect(403);
    expect(remove.body).toEqual({ statusCode: 403, message: CSRF_MESSAGE, error: 'Forbidden' });

    expect((await listOf(browser)).map((s) => s.design.slug)).toEqual(['oak']);
    expect(await rowCount(user.id)).toBe(1);
  });
});
