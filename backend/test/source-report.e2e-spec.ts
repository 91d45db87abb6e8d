import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { BACKFILL_LEAD_TOUCHES } from '../src/database/migrations/1795740000000-lead-touches-and-marketing-spend';
import { Deposit } from '../src/modules/deposits/entities/deposit.entity';
import { DepositStatus } from '../src/modules/deposits/deposits.enums';
import { Design } from '../src/modules/designs/entities/design.entity';
import { BookingEvent } from '../src/modules/follow-ups/follow-ups.enums';
import { DiscoveryCallLead } from '../src/modules/leads/entities/discovery-call-lead.entity';
import type { LeadTouch } from '../src/modules/leads/lead-touches';
import type { MarketingSpendResponseDto, SourceReportFiguresDto, SourceReportResponseDto } from '../src/modules/source-report/dto/source-report.dto';
import { SOURCE_REPORT_LENGTH_MESSAGE, SOURCE_REPORT_ORDER_MESSAGE } from '../src/modules/source-report/source-report.service';
import { Browser, cleanAuthTables, createUser, TEST_DOMAIN, type TestAccount } from './auth-helpers';
import { QUIZ_ANSWERS } from './quiz-answers';
import { createTestApp } from './test-app';

// Sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

/**
 * Issue 28 "Source to deposit": twenty leads with known first and last touches and outcomes,
 * in February to April 2024 (no other test writes leads there), give report rows equal to
 * test/fixtures/source-report-expected.json, by first and by last touch; the CSV parses and
 * adds up to the same totals.
 */

type Touch = Partial<Omit<LeadTouch, 'at'>>;
type Booked = 'flag' | 'booking' | 'cancelled-booking';
interface Seed {
  /** createdAt, UTC (10:00 Missouri time on a weekday unless said otherwise, so response minutes are wall minutes). */
  at: string;
  first: Touch | null;
  last: Touch | null;
  /** Business minutes to the first response. */
  respond?: number;
  booked?: Booked;
  deposits?: DepositStatus[];
}

const FB_SPRING: Touch = { utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'spring-barndo' };
const GOOGLE_CPC: Touch = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'barndo-search' };
const NEWSLETTER: Touch = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'march-news' };
const DIRECT: Touch = {};

const SEEDS: Seed[] = [
  /* 1 */ { at: '2024-02-06T16:00:00Z', first: FB_SPRING, last: FB_SPRING, respond: 5, booked: 'flag', deposits: [DepositStatus.Paid] },
  /* 2 */ {
    at: '2024-02-06T16:30:00Z',
    first: { utmSource: 'Facebook', utmMedium: 'Paid-Social', utmCampaign: 'Spring-Barndo' },
    last: GOOGLE_CPC,
    respond: 12,
    booked: 'booking',
    deposits: [DepositStatus.Pending],
  },
  /* 3 */ { at: '2024-02-07T16:00:00Z', first: { ...FB_SPRING, utmCampaign: 'fall-sip' }, last: { ...FB_SPRING, utmCampaign: 'fall-sip' }, respond: 30 },
  /* 4 */ { at: '2024-02-07T17:00:00Z', first: FB_SPRING, last: { ...FB_SPRING, utmMedium: 'retargeting' } },
  /* 5 */ {
    at: '2024-02-13T16:00:00Z',
    first: GOOGLE_CPC,
    last: GOOGLE_CPC,
    respond: 3,
    booked: 'flag',
    deposits: [DepositStatus.Paid, DepositStatus.Cancelled],
  },
  /* 6 */ { at: '2024-02-13T16:10:00Z', first: GOOGLE_CPC, last: DIRECT, respond: 45, deposits: [DepositStatus.Cancelled] },
  /* 7 */ { at: '2024-02-14T16:00:00Z', first: { utmSource: 'google', utmMedium: 'organic' }, last: { utmSource: 'google', utmMedium: 'organic' }, respond: 8 },
  /* 8 */ {
    at: '2024-03-05T16:00:00Z',
    first: { referrerHost: 'www.bing.com' },
    last: { referrerHost: 'www.bing.com' },
    respond: 20,
    booked: 'cancelled-booking',
  },
  /* 9 */ { at: '2024-03-05T16:20:00Z', first: { referrerHost: 'houzz.com', landingPage: '/barndominiums' }, last: { referrerHost: 'houzz.com' } },
  /* 10 */ { at: '2024-03-06T16:00:00Z', first: { partner: 'AFF1' }, last: { partner: 'AFF1' }, respond: 15, booked: 'flag', deposits: [DepositStatus.Paid] },
  /* 11 */ { at: '2024-03-06T16:30:00Z', first: { partner: 'aff2', referrerHost: 'partner-site.com' }, last: NEWSLETTER, respond: 1 },
  /* 12 */ { at: '2024-03-07T16:00:00Z', first: { landingPage: '/' }, last: { landingPage: '/' }, respond: 50 },
  /* 13: made by the booking page, never a form: no touch at all. */
  /* 13 */ { at: '2024-03-07T16:05:00Z', first: null, last: null, booked: 'flag' },
  /* 14: after the change to daylight saving time, 10:00 CDT is 15:00 UTC. */
  /* 14 */ { at: '2024-03-12T15:00:00Z', first: DIRECT, last: FB_SPRING, respond: 6 },
  /* 15 */ { at: '2024-04-09T15:00:00Z', first: NEWSLETTER, last: NEWSLETTER, respond: 2, deposits: [DepositStatus.Invoiced] },
  /* 16 */ {
    at: '2024-04-09T15:30:00Z',
    first: { ...GOOGLE_CPC, utmCampaign: 'plans' },
    last: { ...GOOGLE_CPC, utmCampaign: 'plans' },
    respond: 10,
    booked: 'booking',
    deposits: [DepositStatus.Refunded],
  },
  /* 17 */ { at: '2024-04-10T15:00:00Z', first: FB_SPRING, last: FB_SPRING, respond: 4, deposits: [DepositStatus.Paid] },
  /* 18 */ { at: '2024-04-10T15:20:00Z', first: { utmSource: 'YouTube' }, last: { utmSource: 'YouTube' } },
  /* 19 */ { at: '2024-04-16T15:00:00Z', first: { referrerHost: 'www.google.com' }, last: { referrerHost: 'www.google.com' }, respond: 7 },
  /* 20: 23:30 on April 30 in Missouri, already May 1 in UTC: inside the range. */
  /* 20 */ { at: '2024-05-01T04:30:00Z', first: FB_SPRING, last: FB_SPRING },
];
/** Outside the range by Missouri days: 23:30 on January 31 and 00:30 on May 1. */
const OUTSIDE: Seed[] = [
  { at: '2024-02-01T05:30:00Z', first: FB_SPRING, last: FB_SPRING, respond: 1, deposits: [DepositStatus.Paid] },
  { at: '2024-05-01T05:30:00Z', first: FB_SPRING, last: FB_SPRING, respond: 1, deposits: [DepositStatus.Paid] },
];
const RANGE = { from: '2024-02-01', to: '2024-04-30' };

let app: INestApplication;
let db: DataSource;
let admin: TestAccount;
let rep: TestAccount;
let browser: Browser;
let repBrowser: Browser;
let serial = 0;
const leadEmail = () => `source-${++serial}-${process.pid}@${TEST_DOMAIN}`;

function touchOf(seed: Touch | null, at: string): LeadTouch | null {
  if (!seed) return null;
  return {
    at,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    referrerHost: null,
    landingPage: null,
    partner: null,
    ...seed,
  };
}

async function insertSeed(seed: Seed, designId: number): Promise<void> {
  const email = leadEmail();
  const createdAt = new Date(seed.at);
  const lead = await db.getRepository(DiscoveryCallLead).save({
    email,
    emailKey: email,
    firstName: 'Source',
    lastName: `Lead${serial}`,
    phone: null,
    accessToken: randomBytes(32).toString('base64url'),
    firstTouch: touchOf(seed.first, seed.at),
    lastTouch: touchOf(seed.last, new Date(createdAt.getTime() + 86_400_000).toISOString()),
    calendarScheduled: seed.booked === 'flag',
    firstResponseAt: seed.respond === undefined ? null : new Date(createdAt.getTime() + seed.respond * 60_000),
  });
  await db.query('UPDATE discovery_call_leads SET "createdAt" = $2 WHERE id = $1', [lead.id, createdAt]);
  const bookingEvents =
    seed.booked === 'booking' ? [BookingEvent.Created] : seed.booked === 'cancelled-booking' ? [BookingEvent.Created, BookingEvent.Cancelled] : [];
  for (const event of bookingEvents) {
    await db.query(`INSERT INTO bookings ("bookingId", event, email, name, "startsAt", "leadId") VALUES ($1, $2, $3, 'Source Lead', $4, $5)`, [
      `source-${serial}`,
      event,
      email,
      createdAt,
      lead.id,
    ]);
  }
  if (seed.deposits?.length) {
    const buyer = await createUser(app, { role: UserRole.User, email });
    // A paid deposit was really paid (issue 29: the report counts those with paidAt only).
    for (const status of seed.deposits)
      await db
        .getRepository(Deposit)
        .insert({ userId: buyer.id, designId, amount: 500_000, status, paidAt: status === DepositStatus.Paid ? new Date() : null });
  }
}

const putSpend = (who: Browser, body: object, expected: number) => who.call('put', '/api/admin/reports/marketing-spend', body, expected);
const report = async (query: Record<string, string>, who = browser) =>
  (await who.call('get', `/api/admin/reports/sources?${new URLSearchParams(query).toString()}`, undefined, 200)).body as SourceReportResponseDto;

/** RFC 4180: records by CRLF, fields by commas, quoted fields with doubled quotes (a small reader: no CSV parser is a dependency). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || record.length) throw new Error('The CSV does not end with CRLF');
  return records;
}

beforeAll(async () => {
  ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000', RATE_LIMIT_PER_MINUTE: '100000' }));
  db = app.get(DataSource);
  await db.query(`DELETE FROM discovery_call_leads WHERE "createdAt" >= '2024-01-01' AND "createdAt" < '2024-06-01'`);
  await db.query(`DELETE FROM marketing_spend WHERE month BETWEEN '2024-01-01' AND '2024-06-01'`);
  admin = await createUser(app, { role: UserRole.Admin });
  rep = await createUser(app, { role: UserRole.Sales });
  browser = new Browser(app);
  await browser.signInAs(admin);
  repBrowser = new Browser(app);
  await repBrowser.signInAs(rep);
  const { id: designId } = await db.getRepository(Design).findOneByOrFail({ slug: 'oak' });
  for (const seed of [...SEEDS, ...OUTSIDE]) await insertSeed(seed, designId);
});

afterAll(async () => {
  if (db) {
    await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1`, [`%@${TEST_DOMAIN}`]);
    await db.query(`DELETE FROM marketing_spend WHERE month BETWEEN '2024-01-01' AND '2024-06-01'`);
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('upsertMarketingSpend', () => {
  const SPEND = '/api/admin/reports/marketing-spend';

  it('sets, changes and clears a month of one source (lower-cased), admins only', async () => {
    const first = (await putSpend(browser, { month: '2024-02', source: 'Facebook', amountCents: 1 }, 200)).body as MarketingSpendResponseDto;
    expect(first).toMatchObject({ month: '2024-02', source: 'facebook', amountCents: 1 });
    await putSpend(browser, { month: '2024-02', source: 'facebook', amountCents: 100_000 }, 200);
    await putSpend(browser, { month: '2024-03', source: ' facebook ', amountCents: 50_000 }, 200);
    await putSpend(browser, { month: '2024-04', source: 'google', amountCents: 80_000 }, 200);
    await putSpend(browser, { month: '2024-03', source: 'newsletter', amountCents: 20_000 }, 200);
    // Outside the range's months: not counted.
    await putSpend(browser, { month: '2024-05', source: 'google', amountCents: 99_999 }, 200);
    await putSpend(browser, { month: '2024-01', source: 'facebook', amountCents: 77_777 }, 200);
    // Set and cleared again: no row.
    await putSpend(browser, { month: '2024-04', source: 'tiktok', amountCents: 5_000 }, 200);
    expect((await putSpend(browser, { month: '2024-04', source: 'tiktok', amountCents: 0 }, 200)).body).toMatchObject({ amountCents: 0 });
    const rows: { month: string; source: string; amountCents: number; updatedById: number }[] = await db.query(
      `SELECT to_char(month, 'YYYY-MM') AS month, source, "amountCents", "updatedById" FROM marketing_spend WHERE month BETWEEN '2024-02-01' AND '2024-04-01' ORDER BY month, source`,
    );
    expect(rows).toEqual([
      { month: '2024-02', source: 'facebook', amountCents: 100_000, updatedById: admin.id },
      { month: '2024-03', source: 'facebook', amountCents: 50_000, updatedById: admin.id },
      { month: '2024-03', source: 'newsletter', amountCents: 20_000, updatedById: admin.id },
      { month: '2024-04', source: 'google', amountCents: 80_000, updatedById: admin.id },
    ]);
    // A sales rep reads the report but does not enter spend; nobody signed in does neither.
    await putSpend(repBrowser, { month: '2024-02', source: 'facebook', amountCents: 1 }, 403);
    await request(app.getHttpServer()).put(SPEND).send({ month: '2024-02', source: 'facebook', amountCents: 1 }).expect(401);
  });

  it.each([
    ['a month that is not YYYY-MM', { month: '2024-2', source: 'facebook', amountCents: 1 }, 'month'],
    ['month 13', { month: '2024-13', source: 'facebook', amountCents: 1 }, 'month'],
    ['a whole date', { month: '2024-02-01', source: 'facebook', amountCents: 1 }, 'month'],
    ['a negative amount', { month: '2024-02', source: 'facebook', amountCents: -1 }, 'amountCents'],
    ['dollars with cents', { month: '2024-02', source: 'facebook', amountCents: 12.5 }, 'amountCents'],
    ['an amount as text', { month: '2024-02', source: 'facebook', amountCents: '100' }, 'amountCents'],
    ['too much', { month: '2024-02', source: 'facebook', amountCents: 1_000_000_001 }, 'amountCents'],
    ['a blank source', { month: '2024-02', source: '  ', amountCents: 1 }, 'source'],
    ['a source too long', { month: '2024-02', source: 'x'.repeat(101), amountCents: 1 }, 'source'],
    ['an unknown field', { month: '2024-02', source: 'facebook', amountCents: 1, leadId: 3 }, 'leadId'],
  ])('refuses %s (400, named field)', async (_name, body, field) => {
    const res = await putSpend(browser, body, 400);
    expect((res.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toContain(field);
  });
});

describe('getSourceReport', () => {
  const expected = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'source-report-expected.json'), 'utf8')) as Record<string, SourceReportResponseDto>;

  it.each(Object.keys(expected))('gives the checked-in rows and totals: %s', async (name) => {
    const [touch, groupBy] = name.split(' by ');
    const answer = await report({ ...RANGE, touch, groupBy });
    expect({ ...answer, spend: undefined }).toEqual({ ...expected[name], spend: undefined });
    // Every lead is in exactly one row.
    const sum = (key: keyof SourceReportFiguresDto) => answer.rows.reduce((total, row) => total + (row[key] as number), 0);
    for (const key of ['leads', 'responded', 'callBooked', 'depositPlaced', 'depositPaid'] as const) expect(sum(key)).toBe(answer.totals[key]);
    expect(answer.totals.leads).toBe(SEEDS.length);
  });

  it('answers the spend of the months with the report', async () => {
    const answer = await report({ ...RANGE, groupBy: 'campaign' });
    expect(answer.spend.map(({ month, source, amountCents }) => ({ month, source, amountCents }))).toEqual([
      { month: '2024-02', source: 'facebook', amountCents: 100_000 },
      { month: '2024-03', source: 'facebook', amountCents: 50_000 },
      { month: '2024-03', source: 'newsletter', amountCents: 20_000 },
      { month: '2024-04', source: 'google', amountCents: 80_000 },
    ]);
    // Not grouped by source: no spend per row, the totals keep it.
    expect(answer.rows.every((row) => row.spendCents === null && row.costPerLeadCents === null)).toBe(true);
    expect(answer.totals.spendCents).toBe(250_000);
  });

  it('is open to sales reps, and refuses a range backwards, over 3 years or a bad parameter', async () => {
    expect((await report(RANGE, repBrowser)).totals.leads).toBe(SEEDS.length);
    const bad = async (query: string) =>
      (await browser.call('get', `/api/admin/reports/sources?${query}`, undefined, 400)).body as { errors: { field: string; message: string }[] };
    expect((await bad('from=2024-03-01&to=2024-02-01')).errors).toEqual([{ field: 'to', message: SOURCE_REPORT_ORDER_MESSAGE }]);
    expect((await bad('from=2020-12-31&to=2024-01-01')).errors).toEqual([{ field: 'from', message: SOURCE_REPORT_LENGTH_MESSAGE }]);
    await browser.call('get', '/api/admin/reports/sources?from=2022-01-01&to=2024-12-31', undefined, 200);
    expect((await bad('touch=middle')).errors[0].field).toBe('touch');
    expect((await bad('groupBy=partner')).errors[0].field).toBe('groupBy');
    expect((await bad('from=2024-02-30')).errors[0].field).toBe('from');
    expect((await bad('owner=1')).errors[0].field).toBe('owner');
    await request(app.getHttpServer()).get('/api/admin/reports/sources').expect(401);
  });
});

describe('exportSourceReportCsv', () => {
  it('parses as RFC 4180 with a byte-order mark, and its records add up to the report totals', async () => {
    const answer = await report({ ...RANGE, touch: 'first', groupBy: 'source' });
    const res = await browser.call(
      'get',
      `/api/admin/reports/sources.csv?${new URLSearchParams({ ...RANGE, touch: 'first', groupBy: 'source' }).toString()}`,
      undefined,
      200,
    );
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="source-report-2024-02-01-to-2024-04-30-first-touch-by-source.csv"');
    const text = res.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Source',
      'Leads',
      'Responded',
      'Call booked',
      'Deposit placed',
      'Deposit paid',
      'Median response (business minutes)',
      'Spend (USD)',
      'Cost per lead (USD)',
      'Cost per paid deposit (USD)',
    ]);
    const total = records.pop()!;
    expect(total[0]).toBe('Total');
    expect(records.map((record) => record[0])).toEqual(answer.rows.map((row) => row.group));
    // Each count column sums to the total record and to the JSON totals; so does the spend (every source is a row).
    const columns = ['leads', 'responded', 'callBooked', 'depositPlaced', 'depositPaid'] as const;
    columns.forEach((key, index) => {
      const sum = records.reduce((acc, record) => acc + Number(record[index + 1]), 0);
      expect(sum).toBe(Number(total[index + 1]));
      expect(sum).toBe(answer.totals[key]);
    });
    const spendCents = records.reduce((acc, record) => acc + Math.round(Number(record[7] || '0') * 100), 0);
    expect(spendCents).toBe(answer.totals.spendCents);
    expect(Math.round(Number(total[7]) * 100)).toBe(answer.totals.spendCents);
    expect(total[8]).toBe((answer.totals.costPerLeadCents! / 100).toFixed(2));
  });

  it('neutralises a source that would be a formula (the lead export rule)', async () => {
    await putSpend(browser, { month: '2024-04', source: '=hyperlink("x")', amountCents: 100 }, 200);
    try {
      const res = await browser.call('get', `/api/admin/reports/sources.csv?${new URLSearchParams(RANGE).toString()}`, undefined, 200);
      const records = parseCsv(res.text.slice(1));
      expect(records.map((record) => record[0])).toContain(`'=hyperlink("x")`);
    } finally {
      await putSpend(browser, { month: '2024-04', source: '=hyperlink("x")', amountCents: 0 }, 200);
    }
  });
});

describe('capture of the touches through the lead forms', () => {
  const quiz = (email: string, tracking: object) => ({
    answers: QUIZ_ANSWERS,
    contact: { firstName: 'Touch', lastName: 'Capture', email },
    tracking,
  });
  const http = () => request(app.getHttpServer());

  it('keeps the first touch of the submission that created the lead and moves the last touch with each later one', async () => {
    const email = leadEmail();
    await http()
      .post('/api/submit-quiz')
      .send(quiz(email, { utmSource: 'facebook', utmCampaign: 'spring', referrerHost: 'M.Facebook.com', landingPage: '/barndominiums', ref: 'AFF9' }))
      .expect(201);
    const created = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ email });
    expect(created.firstTouch).toEqual({
      at: expect.any(String),
      utmSource: 'facebook',
      utmMedium: null,
      utmCampaign: 'spring',
      utmContent: null,
      utmTerm: null,
      referrerHost: 'm.facebook.com',
      landingPage: '/barndominiums',
      partner: 'AFF9',
    });
    expect(created.lastTouch).toEqual(created.firstTouch);
    expect(Math.abs(Date.parse(created.firstTouch!.at) - created.createdAt.getTime())).toBeLessThan(60_000);

    await http()
      .post('/api/discovery-leads')
      .send({ firstName: 'Touch', email, utmSource: 'google', utmMedium: 'cpc', referrerHost: 'www.google.com', landingPage: '/facebook-lead' })
      .expect(201);
    const later = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ email });
    expect(later.firstTouch).toEqual(created.firstTouch);
    expect(later.lastTouch).toMatchObject({
      utmSource: 'google',
      utmMedium: 'cpc',
      referrerHost: 'www.google.com',
      landingPage: '/facebook-lead',
      partner: null,
    });
    // The submission keeps the tracking as sent.
    const [submission]: { tracking: object }[] = await db.query(`SELECT tracking FROM lead_submissions WHERE "leadId" = $1 ORDER BY id LIMIT 1`, [created.id]);
    expect(submission.tracking).toMatchObject({ referrerHost: 'M.Facebook.com', landingPage: '/barndominiums' });
  });

  it.each([
    ['a referrer that is a whole URL', { referrerHost: 'https://evil.example/path' }, 'tracking.referrerHost'],
    ['a referrer with a space', { referrerHost: 'evil example.com' }, 'tracking.referrerHost'],
    ['a landing page with a query', { landingPage: '/plans?utm_source=x' }, 'tracking.landingPage'],
    ['a landing page that is not a path', { landingPage: 'plans' }, 'tracking.landingPage'],
    ['a landing page too long', { landingPage: `/${'a'.repeat(200)}` }, 'tracking.landingPage'],
    ['an unknown tracking field', { gclid: 'abc' }, 'tracking.gclid'],
  ])('refuses %s (400)', async (_name, tracking, field) => {
    const res = await http().post('/api/submit-quiz').send(quiz(leadEmail(), tracking)).expect(400);
    expect((res.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toContain(field);
  });
});

describe('migration 1795740000000: the touches of leads from before', () => {
  it('backfills the first touch from the earliest submission and the last from the latest; a lead without any stays without', async () => {
    const email = leadEmail();
    const lead = await db
      .getRepository(DiscoveryCallLead)
      .save({ email, emailKey: email, firstName: 'Old', lastName: null, phone: null, accessToken: randomBytes(32).toString('base64url') });
    const bareEmail = leadEmail();
    const bare = await db
      .getRepository(DiscoveryCallLead)
      .save({ email: bareEmail, emailKey: bareEmail, firstName: 'Bare', lastName: null, phone: null, accessToken: randomBytes(32).toString('base64url') });
    const submit = (at: string, tracking: object | null) =>
      db.query(`INSERT INTO lead_submissions ("leadId", email, kind, "firstName", tracking, "createdAt") VALUES ($1, $4, 'quiz', 'Old', $2::jsonb, $3)`, [
        lead.id,
        tracking && JSON.stringify(tracking),
        at,
        email,
      ]);
    await submit('2025-05-02T14:00:00Z', { utmSource: 'google', utmMedium: 'cpc' });
    await submit('2025-05-01T14:00:00.123Z', { utmSource: ' Facebook ', referrerHost: 'M.Facebook.com', landingPage: '/plans', ref: 'AFF1', utmTerm: '' });
    await submit('2025-05-03T14:00:00Z', null);
    // Only these two leads: other test files share the database.
    await db.query(`${BACKFILL_LEAD_TOUCHES} WHERE lead.id IN ($1, $2)`, [lead.id, bare.id]);
    const [after, stillBare] = await Promise.all([
      db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id }),
      db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: bare.id }),
    ]);
    expect(after.firstTouch).toEqual({
      at: '2025-05-01T14:00:00.123Z',
      utmSource: 'Facebook',
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
      referrerHost: 'm.facebook.com',
      landingPage: '/plans',
      partner: 'AFF1',
    });
    expect(after.lastTouch).toEqual({
      at: '2025-05-03T14:00:00.000Z',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
      referrerHost: null,
      landingPage: null,
      partner: null,
    });
    expect(stillBare.firstTouch).toBeNull();
    expect(stillBare.lastTouch).toBeNull();
  });
});
