import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { newAffiliateCode } from '../src/modules/affiliates/affiliate-code';
import { AffiliateLeadStatus, AffiliateStatus, PROMO_CODE_SOURCE, REFERRAL_LINK_SOURCE } from '../src/modules/affiliates/affiliates.enums';
import { AffiliateLead } from '../src/modules/affiliates/entities/affiliate-lead.entity';
import type { Affiliate } from '../src/modules/affiliates/entities/affiliate.entity';
import { ReferralClick } from '../src/modules/affiliates/entities/referral-click.entity';
import { attributionRuleSentence } from '../src/modules/affiliates/referral-attribution-rule';
import { REFERRAL_COOKIE_NAME, signReferralCookie } from '../src/modules/affiliates/referral-cookie';
import { referralIpHash } from '../src/modules/affiliates/referral-ip-hash';
import { inactivePromoCodeMessage } from '../src/modules/affiliates/promo-code-attribution';
import { DiscoveryCallLead } from '../src/modules/leads/entities/discovery-call-lead.entity';
import type { AppConfig } from '../src/config/app-config';
import { Browser, cleanAuthTables, createUser, setCookie } from './auth-helpers';
import { insertAffiliate } from './commission-helpers';
import { QUIZ_ANSWERS } from './quiz-answers';
import { createTestApp } from './test-app';

jest.setTimeout(120_000);

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const page = (h1: string) => `<!DOCTYPE html><html><head><title>${h1}</title></head><body><h1>${h1}</h1></body></html>`;

/** A small built site (the front end's build output shape), so pages are served as in production. */
async function writeSite(dir: string): Promise<void> {
  const files: Record<string, string> = {
    'index.html': page('Build your barndominium'),
    'barndominiums/index.html': page('Barndominiums'),
    '404/index.html': page('Page not found'),
    '__spa-fallback.html': page('Loading'),
    'route-manifest.json': JSON.stringify({ prerendered: ['/', '/barndominiums'], clientOnly: ['/account'] }),
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
}

let app: NestExpressApplication;
let config: AppConfig;
let db: DataSource;
let siteDir: string;
const http = () => request(app.getHttpServer());

async function clean(): Promise<void> {
  await db.query('DELETE FROM affiliate_leads');
  await db.query('DELETE FROM referral_clicks');
  // Other files' partners may have filed a W-9 (kept, RESTRICT: tax records outlive a partner row).
  await db.query('DELETE FROM affiliate_tax_forms');
  await db.query('DELETE FROM affiliates');
  await db.query('DELETE FROM lead_submissions');
  await db.query('DELETE FROM lead_access_tokens');
  await db.query('DELETE FROM discovery_call_leads');
  await db.query('DELETE FROM contact_messages');
  await db.query('DELETE FROM submitter_confirmations');
  await db.query('DELETE FROM mail_outbox');
  await db.query('DELETE FROM rate_limit_counters');
}

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'referral-site-'));
  await writeSite(siteDir);
  ({ app, config } = await createTestApp({
    SITE_DIR: siteDir,
    PUBLIC_BASE_URL: 'https://www.builder.example',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  }));
  db = app.get(DataSource);
  await clean();
});

afterAll(async () => {
  if (db) {
    await clean();
    await cleanAuthTables(db);
  }
  await app?.close();
  await rm(siteDir, { recursive: true, force: true });
});

beforeEach(clean);

const partner = (values: Partial<Affiliate> = {}) => insertAffiliate(db, { affiliateCode: newAffiliateCode(), ...values });
const clicksOf = (affiliateId: number) => db.getRepository(ReferralClick).find({ where: { affiliateId }, order: { id: 'ASC' } });
const cookiePair = (res: request.Response) => setCookie(res, REFERRAL_COOKIE_NAME)?.split(';')[0];
const quiz = (email: string, tracking?: object) => ({
  answers: QUIZ_ANSWERS,
  contact: { firstName: 'Dana', lastName: 'Visitor', email, phone: '(816) 555-0177', message: '' },
  ...(tracking ? { tracking } : {}),
});

/** A visitor who followed a partner's link `days` ago: the click's row dated back, and the cookie the link set. */
async function clickDaysAgo(affiliate: Affiliate, days: number, subId: string | null = null): Promise<{ click: ReferralClick; cookie: string }> {
  const click = await db.getRepository(ReferralClick).save({
    affiliateId: affiliate.id,
    subId,
    landingPage: '/',
    referrerHost: null,
    ipHash: referralIpHash(config.sessionSecret, '198.51.100.7'),
    userAgentFamily: 'Chrome',
  });
  await db.query(`UPDATE referral_clicks SET "createdAt" = now() - make_interval(days => $2) WHERE id = $1`, [click.id, days]);
  return { click, cookie: `${REFERRAL_COOKIE_NAME}=${signReferralCookie(config.sessionSecret, click.id)}` };
}

describe('a visit through a partner link', () => {
  it('writes one click for /?ref=CODE and sets the signed first-touch cookie for REFERRAL_COOKIE_DAYS', async () => {
    const dana = await partner();
    const res = await http()
      .get(`/?ref=${dana.affiliateCode!.toLowerCase()}&sub=spring-flyer`)
      .set('User-Agent', CHROME)
      .set('Referer', 'https://www.facebook.com/groups/barndo')
      .expect(200);
    expect(res.text).toContain('Build your barndominium');
    const cookie = setCookie(res, REFERRAL_COOKIE_NAME)!;
    expect(cookie).toMatch(new RegExp(`^${REFERRAL_COOKIE_NAME}=v1\\.\\d+\\.[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain(`Max-Age=${90 * 24 * 60 * 60};`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    // The answer that sets a visitor's cookie is no shared cache's to keep.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const [click] = await clicksOf(dana.id);
    expect(click).toMatchObject({
      subId: 'spring-flyer',
      landingPage: '/',
      referrerHost: 'www.facebook.com',
      userAgentFamily: 'Chrome',
      adClickParam: null,
    });
    // The address as Express reads it (IPv4 or IPv4-mapped, by the machine's stack), only as its keyed hash.
    expect(['127.0.0.1', '::ffff:127.0.0.1', '::1'].map((ip) => referralIpHash(config.sessionSecret, ip))).toContain(click.ipHash);
    expect(await clicksOf(dana.id)).toHaveLength(1);
    // A visit from a Google ad keeps the ad click id's name (not its value), for fraud review.
    const lee = await partner();
    await http().get(`/barndominiums?ref=${lee.affiliateCode}&gclid=Cj0KCQ-abc`).set('User-Agent', CHROME).expect(200);
    expect(await clicksOf(lee.id)).toMatchObject([{ landingPage: '/barndominiums', adClickParam: 'gclid' }]);
    // A sub-id the dashboard's link builder would refuse (SUB_ID_PATTERN) is dropped, the click kept.
    const kim = await partner();
    await http()
      .get(`/?ref=${kim.affiliateCode}&sub=${encodeURIComponent('spring flyer <b>')}`)
      .set('User-Agent', CHROME)
      .expect(200);
    expect(await clicksOf(kim.id)).toMatchObject([{ subId: null }]);
    // Without a ref the page is the same file, cacheable as before, and no cookie is set.
    const plain = await http().get('/').set('User-Agent', CHROME).expect(200);
    expect(setCookie(plain, REFERRAL_COOKIE_NAME)).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('marks the cookie Secure over HTTPS (behind the trusted proxy)', async () => {
    const { app: proxied } = await createTestApp({ SITE_DIR: siteDir, TRUST_PROXY: 'loopback' });
    try {
      const dana = await partner();
      const res = await request(proxied.getHttpServer())
        .get(`/barndominiums?ref=${dana.affiliateCode}`)
        .set('X-Forwarded-Proto', 'https')
        .set('User-Agent', FIREFOX)
        .expect(200);
      expect(setCookie(res, REFERRAL_COOKIE_NAME)).toMatch(/; Secure/);
      expect((await clicksOf(dana.id))[0]).toMatchObject({ landingPage: '/barndominiums', userAgentFamily: 'Firefox' });
    } finally {
      await proxied.close();
    }
  });

  it('logs /r/CODE and redirects to the home page, or to a page of this site, keeping the ref and the sub-id', async () => {
    const dana = await partner();
    const res = await http().get(`/r/${dana.affiliateCode}?sub=open-house`).set('User-Agent', CHROME).expect(302);
    expect(res.headers.location).toBe(`/?ref=${dana.affiliateCode}&sub=open-house`);
    expect(setCookie(res, REFERRAL_COOKIE_NAME)).toContain(`Max-Age=${90 * 24 * 60 * 60};`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The page it lands on is the same visit: the cookie is not replaced and no second click is written.
    const landing = await http().get(res.headers.location).set('User-Agent', CHROME).set('Cookie', cookiePair(res)!).expect(200);
    expect(setCookie(landing, REFERRAL_COOKIE_NAME)).toBeUndefined();
    expect(await clicksOf(dana.id)).toMatchObject([{ subId: 'open-house', landingPage: '/' }]);

    const other = await partner();
    const deep = await http().get(`/r/${other.affiliateCode}?to=/barndominiums`).set('User-Agent', FIREFOX).expect(302);
    expect(deep.headers.location).toBe(`/barndominiums?ref=${other.affiliateCode}`);
    for (const to of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/api/health']) {
      const away = await http()
        .get(`/r/${other.affiliateCode}?to=${encodeURIComponent(to)}`)
        .set('User-Agent', FIREFOX)
        .expect(302);
      expect(away.headers.location).toBe(`/?ref=${other.affiliateCode}`);
    }
  });

  it('counts one click per address and partner in 30 minutes, so reloading or refreshing a link does not inflate the count', async () => {
    const dana = await partner();
    for (let i = 0; i < 5; i++) await http().get(`/?ref=${dana.affiliateCode}`).set('User-Agent', CHROME).expect(200);
    expect(await clicksOf(dana.id)).toHaveLength(1);
    // The four repeats are kept on that row for fraud review (a burst from one address).
    expect(await db.query(`SELECT "repeatVisits" FROM referral_clicks WHERE "affiliateId" = $1`, [dana.id])).toEqual([{ repeatVisits: 4 }]);
    // Another address is another visitor.
    const { app: proxied } = await createTestApp({ SITE_DIR: siteDir, TRUST_PROXY: 'loopback' });
    try {
      await request(proxied.getHttpServer()).get(`/?ref=${dana.affiliateCode}`).set('X-Forwarded-For', '203.0.113.9').set('User-Agent', CHROME).expect(200);
    } finally {
      await proxied.close();
    }
    expect(await clicksOf(dana.id)).toHaveLength(2);
    // Half an hour later the same address counts again.
    await db.query(`UPDATE referral_clicks SET "createdAt" = now() - interval '31 minutes'`);
    await http().get(`/?ref=${dana.affiliateCode}`).set('User-Agent', CHROME).expect(200);
    expect(await clicksOf(dana.id)).toHaveLength(3);
  });

  it('does not count bots or visitors without a user agent, and sets them no cookie', async () => {
    const dana = await partner();
    for (const agent of [GOOGLEBOT, 'curl/8.5.0', 'facebookexternalhit/1.1']) {
      const res = await http().get(`/?ref=${dana.affiliateCode}`).set('User-Agent', agent).expect(200);
      expect(setCookie(res, REFERRAL_COOKIE_NAME)).toBeUndefined();
    }
    const bare = await http().get(`/r/${dana.affiliateCode}`).unset('User-Agent').expect(302);
    expect(setCookie(bare, REFERRAL_COOKIE_NAME)).toBeUndefined();
    expect(await clicksOf(dana.id)).toHaveLength(0);
  });

  it('sets nothing for an unknown, pending, suspended or rejected code, and the page is served as usual', async () => {
    const inactive = await Promise.all([AffiliateStatus.Pending, AffiliateStatus.Suspended, AffiliateStatus.Rejected].map((status) => partner({ status })));
    for (const code of ['NOSUCH99', '<script>', ...inactive.map((a) => a.affiliateCode!)]) {
      const res = await http()
        .get(`/?ref=${encodeURIComponent(code)}`)
        .set('User-Agent', CHROME)
        .expect(200);
      expect(setCookie(res, REFERRAL_COOKIE_NAME)).toBeUndefined();
      expect(res.text).toContain('Build your barndominium');
      const short = await http()
        .get(`/r/${encodeURIComponent(code)}`)
        .set('User-Agent', CHROME)
        .expect(302);
      expect(setCookie(short, REFERRAL_COOKIE_NAME)).toBeUndefined();
    }
    expect(await db.getRepository(ReferralClick).count()).toBe(0);
  });

  it("keeps the first partner's cookie when the visitor follows another partner's link within the window (the click still counts)", async () => {
    const [first, second] = [await partner(), await partner()];
    const { cookie } = await clickDaysAgo(first, 10);
    const res = await http().get(`/?ref=${second.affiliateCode}`).set('User-Agent', CHROME).set('Cookie', cookie).expect(200);
    expect(setCookie(res, REFERRAL_COOKIE_NAME)).toBeUndefined();
    expect(await clicksOf(second.id)).toHaveLength(1);
    // A cookie whose window is over, or a forged one, does not block the new link.
    const old = await clickDaysAgo(first, 91);
    const after = await http().get(`/?ref=${second.affiliateCode}`).set('User-Agent', FIREFOX).set('Cookie', old.cookie).expect(200);
    expect(setCookie(after, REFERRAL_COOKIE_NAME)).toBeDefined();
    const forged = `${REFERRAL_COOKIE_NAME}=v1.${old.click.id}.${'A'.repeat(43)}`;
    await db.query('DELETE FROM referral_clicks WHERE "affiliateId" = $1', [second.id]);
    const withForged = await http().get(`/?ref=${second.affiliateCode}`).set('User-Agent', FIREFOX).set('Cookie', forged).expect(200);
    expect(setCookie(withForged, REFERRAL_COOKIE_NAME)).toBeDefined();
  });
});

describe("attribution by the link's cookie", () => {
  const referralsOf = (customerEmail: string) => db.getRepository(AffiliateLead).find({ where: { customerEmail }, order: { id: 'ASC' } });

  it('attributes a quiz lead on day 45 after the click to its partner, with the click and its sub-id; one on day 91 to nobody', async () => {
    const dana = await partner();
    const day45 = await clickDaysAgo(dana, 45, 'spring-flyer');
    await http().post('/api/submit-quiz').set('User-Agent', CHROME).set('Cookie', day45.cookie).send(quiz('day45@example.org')).expect(201);
    expect(await referralsOf('day45@example.org')).toMatchObject([
      { affiliateId: dana.id, source: REFERRAL_LINK_SOURCE, clickId: day45.click.id, subId: 'spring-flyer', leadStatus: AffiliateLeadStatus.New },
    ]);

    const day91 = await clickDaysAgo(dana, 91);
    await http().post('/api/submit-quiz').set('User-Agent', CHROME).set('Cookie', day91.cookie).send(quiz('day91@example.org')).expect(201);
    expect(await referralsOf('day91@example.org')).toEqual([]);
    // The lead itself is taken as usual.
    expect(await db.getRepository(DiscoveryCallLead).countBy({ email: 'day91@example.org' })).toBe(1);
  });

  it("gives the customer to the cookie's partner over another partner's ref in the form (first touch wins)", async () => {
    const [first, second] = [await partner(), await partner()];
    const { cookie, click } = await clickDaysAgo(first, 3);
    await http().post('/api/discovery-leads').set('Cookie', cookie).send({ firstName: 'Eli', email: 'eli@example.org', ref: second.affiliateCode }).expect(201);
    expect(await referralsOf('eli@example.org')).toMatchObject([{ affiliateId: first.id, clickId: click.id }]);
  });

  it('works for the contact form too', async () => {
    const dana = await partner();
    const { cookie, click } = await clickDaysAgo(dana, 1);
    await http()
      .post('/api/contact')
      .set('Cookie', cookie)
      .send({ name: 'Robin Case', email: 'robin@example.org', subject: 'general', message: 'When could you start in Platte County?', privacyAgree: true })
      .expect(201);
    expect(await referralsOf('robin@example.org')).toMatchObject([{ affiliateId: dana.id, clickId: click.id }]);
  });

  it("keeps the form's ref as the fallback without a cookie, linking the partner's click from the same address", async () => {
    const dana = await partner();
    const visit = await http().get(`/?ref=${dana.affiliateCode}&sub=yard-sign`).set('User-Agent', CHROME).expect(200);
    expect(cookiePair(visit)).toBeDefined();
    // Cookies blocked: only the ref the front end kept for the session comes with the form.
    await http()
      .post('/api/submit-quiz')
      .set('User-Agent', CHROME)
      .send(quiz('nocookie@example.org', { ref: dana.affiliateCode }))
      .expect(201);
    const [click] = await clicksOf(dana.id);
    expect(await referralsOf('nocookie@example.org')).toMatchObject([{ affiliateId: dana.id, clickId: click.id, subId: 'yard-sign' }]);
  });

  it('ignores a cookie not signed with our key', async () => {
    const dana = await partner();
    const old = await clickDaysAgo(dana, 91);
    const forged = `${REFERRAL_COOKIE_NAME}=v1.${old.click.id}.${signReferralCookie('another-secret-another-secret-xx', old.click.id).split('.')[2]}`;
    await http().post('/api/submit-quiz').set('Cookie', forged).send(quiz('forged@example.org')).expect(201);
    expect(await referralsOf('forged@example.org')).toEqual([]);
  });
});

describe('the partner numbers and the promo code', () => {
  it('getMyReferralStats: clicks, leads, conversions and leads per click per link and sub-id, over the weeks asked and by week', async () => {
    const account = await createUser(app, { role: UserRole.Affiliate });
    const dana = await partner({ userId: account.id, email: account.email });
    const someoneElse = await partner();
    const click = async (affiliate: Affiliate, subId: string | null, daysAgo: number) => {
      const saved = await db
        .getRepository(ReferralClick)
        .save({ affiliateId: affiliate.id, subId, landingPage: '/', referrerHost: null, ipHash: 'a'.repeat(64), userAgentFamily: 'Chrome' });
      await db.query(`UPDATE referral_clicks SET "createdAt" = now() - make_interval(days => $2) WHERE id = $1`, [saved.id, daysAgo]);
    };
    const lead = async (affiliate: Affiliate, source: string, subId: string | null, status: AffiliateLeadStatus, daysAgo: number) => {
      const saved = await db.getRepository(AffiliateLead).save({
        affiliateId: affiliate.id,
        customerFirstName: 'Chris',
        customerLastName: 'Customer',
        customerEmail: `c${Math.random().toString(36).slice(2)}@example.org`,
        customerPhone: '',
        location: '',
        source,
        subId,
        leadStatus: status,
      });
      await db.query(`UPDATE affiliate_leads SET "createdAt" = now() - make_interval(days => $2) WHERE id = $1`, [saved.id, daysAgo]);
    };
    // This week (0 days ago): 4 plain clicks, 1 plain lead; 2 "spring" clicks, 1 converted "spring" lead; 1 promo-code lead.
    for (let i = 0; i < 4; i++) await click(dana, null, 0);
    for (let i = 0; i < 2; i++) await click(dana, 'spring', 0);
    await lead(dana, REFERRAL_LINK_SOURCE, null, AffiliateLeadStatus.New, 0);
    await lead(dana, REFERRAL_LINK_SOURCE, 'spring', AffiliateLeadStatus.Converted, 0);
    await lead(dana, PROMO_CODE_SOURCE, null, AffiliateLeadStatus.Contacted, 0);
    // 100 days ago: outside a 12-week range, inside 52 weeks.
    for (let i = 0; i < 6; i++) await click(dana, null, 100);
    // Not counted: another partner's click, and a partner-form referral.
    await click(someoneElse, null, 0);
    await lead(dana, 'partner form', null, AffiliateLeadStatus.New, 0);

    const browser = new Browser(app);
    await browser.signInAs(account);
    const res = await browser.call('get', '/api/affiliate/me/referral-stats', undefined, 200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ weeks: 12, promoCode: dana.affiliateCode, attributionWindowDays: 90, attributionRule: attributionRuleSentence(90) });
    expect(res.body.links).toEqual([
      { channel: 'link', subId: null, clicks: 4, leads: 1, conversions: 0, conversionRatePercent: 25 },
      { channel: 'link', subId: 'spring', clicks: 2, leads: 1, conversions: 1, conversionRatePercent: 50 },
      { channel: 'promo_code', subId: null, clicks: 0, leads: 1, conversions: 0, conversionRatePercent: null },
    ]);
    expect(res.body.byWeek).toHaveLength(3);
    expect(new Set(res.body.byWeek.map((row: { weekStart: string }) => row.weekStart))).toEqual(new Set([res.body.byWeek[0].weekStart]));

    const year = await browser.call('get', '/api/affiliate/me/referral-stats?weeks=52', undefined, 200);
    expect(year.body.links[0]).toEqual({ channel: 'link', subId: null, clicks: 10, leads: 1, conversions: 0, conversionRatePercent: 10 });
    expect(year.body.byWeek).toHaveLength(4);
    expect(year.body.byWeek.at(-1)).toMatchObject({ channel: 'link', subId: null, clicks: 6, leads: 0 });

    for (const bad of ['0', '53', 'all', '2.5']) {
      const refused = await browser.call('get', `/api/affiliate/me/referral-stats?weeks=${bad}`, undefined, 400);
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(['weeks']);
    }
  });

  it('addLeadReferralCode: the code the customer mentioned makes the lead that partner’s referral; unknown or inactive 422, already a partner’s 409', async () => {
    const sales = await createUser(app, { role: UserRole.Sales });
    const office = new Browser(app);
    await office.signInAs(sales);
    const river = await partner({ firstName: 'River', lastName: 'Stone', businessName: 'River Realty' });
    const suspended = await partner({ status: AffiliateStatus.Suspended });
    await http().post('/api/discovery-leads').send({ firstName: 'Mia', email: 'mia@example.org' }).expect(201);
    const lead = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ email: 'mia@example.org' });
    const url = `/api/admin/leads/${lead.id}/referral-code`;

    for (const code of ['NOSUCH99', suspended.affiliateCode!]) {
      const refused = await office.call('post', url, { code }, 422);
      expect(refused.body.message).toBe(inactivePromoCodeMessage(code));
    }
    expect((await office.call('post', url, { code: '  ' }, 400)).body.errors.map((e: { field: string }) => e.field)).toEqual(['code']);
    await office.call('post', '/api/admin/leads/999999999/referral-code', { code: river.affiliateCode }, 404);

    const done = await office.call('post', url, { code: ` ${river.affiliateCode!.toLowerCase()} ` }, 201);
    expect(done.body).toMatchObject({ affiliateId: river.id, affiliateCode: river.affiliateCode, partnerName: 'River Realty' });
    expect(done.body.message).toBe(`This lead is now a referral of River Realty (code ${river.affiliateCode}).`);
    expect(await db.getRepository(AffiliateLead).find({ where: { customerEmail: 'mia@example.org' } })).toMatchObject([
      { id: done.body.affiliateLeadId, affiliateId: river.id, source: PROMO_CODE_SOURCE, clickId: null, flag: null },
    ]);
    const [{ totalLeads }] = await db.query('SELECT "totalLeads" FROM affiliates WHERE id = $1', [river.id]);
    expect(totalLeads).toBe(1);

    const other = await partner();
    const again = await office.call('post', url, { code: other.affiliateCode }, 409);
    expect(again.body.message).toBe(
      `This customer is already a referral of River Realty (code ${river.affiliateCode}); first touch wins, so a code mentioned later does not change the partner.`,
    );
  });
});

describe('REFERRAL_COOKIE_DAYS', () => {
  it('sets the window: a 30-day cookie lasts 30 days and a lead on day 31 is nobody’s', async () => {
    const { app: short } = await createTestApp({ SITE_DIR: siteDir, REFERRAL_COOKIE_DAYS: '30', RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const dana = await partner();
      const res = await request(short.getHttpServer()).get(`/?ref=${dana.affiliateCode}`).set('User-Agent', CHROME).expect(200);
      expect(setCookie(res, REFERRAL_COOKIE_NAME)).toContain(`Max-Age=${30 * 24 * 60 * 60};`);
      const { cookie } = await clickDaysAgo(dana, 31);
      await request(short.getHttpServer()).post('/api/submit-quiz').set('Cookie', cookie).send(quiz('day31@example.org')).expect(201);
      expect(await db.getRepository(AffiliateLead).countBy({ customerEmail: 'day31@example.org' })).toBe(0);
    } finally {
      await short.close();
    }
  });
});
