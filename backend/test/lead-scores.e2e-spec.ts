import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import type { PaginatedAdminLeadsResponseDto } from '../src/modules/admin-leads/dto/admin-lead-response.dto';
import { LEAD_EVENTS_PER_MINUTE_PER_IP, LEAD_EVENTS_PER_MINUTE_PER_LEAD, LeadScores } from '../src/modules/leads/lead-scores';
import { LeadScoreBand } from '../src/modules/leads/leads.enums';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { QUIZ_ANSWERS } from './quiz-answers';
import { createTestApp } from './test-app';

// Sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

/**
 * Issue 28, the lead score: recordLeadEvent records only for a lead's hub token, refuses bad input,
 * counts a reload once and rate limits; the score job halves engagement every 30 days (a fake clock);
 * listLeads sorts by score and filters by band; a quiz answer scores its lead's fit at once.
 */

const DOMAIN = 'scores.example';
const EVENTS = '/api/lead-events';
const DAY = 24 * 60 * 60 * 1000;

let app: INestApplication;
let db: DataSource;
let browser: Browser;
let seq = 0;

/** Every answer that scores, at its highest: fit 60, Hot with nothing done on the site. */
const READY = [
  ['landOwnership', 'yes'],
  ['siteSurvey', 'yes'],
  ['buildingPlans', 'yes'],
  ['permitStatus', 'yes'],
  ['budgetRange', 'over-500k'],
  ['fundingStatus', 'yes'],
  ['decisionTimeline', 'asap'],
  ['primaryUse', 'family-home-shop'],
  ['decisionMakers', 'just-me'],
  ['contractorHelp', 'yes'],
].map(([step, answer]) => ({ step, question: `${step}?`, answer }));

interface QuizLead {
  id: number;
  email: string;
  accessToken: string;
}

async function quizLead(tag: string, answers = QUIZ_ANSWERS): Promise<QuizLead> {
  seq += 1;
  const email = `${tag}-${seq}@${DOMAIN}`;
  const res = await request(app.getHttpServer())
    .post('/api/submit-quiz')
    .send({ answers, contact: { firstName: 'Jordan', lastName: `Score${seq}`, email, phone: '(816) 555-0177', message: '' } })
    .expect(201);
  const [row] = (await db.query('SELECT id FROM discovery_call_leads WHERE email = $1', [email])) as { id: number }[];
  return { id: row.id, email, accessToken: (res.body as { accessToken: string }).accessToken };
}

const send = (body: object) => request(app.getHttpServer()).post(EVENTS).send(body);
const activityOf = async (leadId: number) =>
  (await db.query('SELECT kind, subject, path FROM lead_activity WHERE "leadId" = $1 ORDER BY id', [leadId])) as {
    kind: string;
    subject: string | null;
    path: string | null;
  }[];

interface ScoreRow {
  fitScore: number;
  engagementScore: number;
  score: number;
  scoreBand: LeadScoreBand;
  scoreReasons: string[];
}
const scoreOf = async (leadId: number) =>
  (
    (await db.query('SELECT "fitScore", "engagementScore", score, "scoreBand", "scoreReasons" FROM discovery_call_leads WHERE id = $1', [leadId])) as ScoreRow[]
  )[0];

beforeAll(async () => {
  ({ app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
  db = app.get(DataSource);
  await cleanAuthTables(db);
  browser = new Browser(app);
  await browser.signInAs(await createUser(app, { role: UserRole.Admin }));
});

beforeEach(async () => {
  await db.query(`DELETE FROM rate_limit_counters WHERE "key" LIKE 'lead-events:%'`);
});

afterAll(async () => {
  if (db) {
    await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1`, [`%@${DOMAIN}`]);
    await db.query(`DELETE FROM contact_messages WHERE email LIKE $1`, [`%@${DOMAIN}`]);
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('recordLeadEvent', () => {
  it('records a plan view for a lead’s token, once per repeat window, and scores it at once', async () => {
    const lead = await quizLead('viewer');
    const before = await scoreOf(lead.id);
    // QUIZ_ANSWERS: owns land, $200K–$350K, building in 3–6 months.
    expect(before).toMatchObject({ fitScore: 28, engagementScore: 0, score: 28, scoreBand: LeadScoreBand.Cold });

    await send({ accessToken: lead.accessToken, kind: 'plan_viewed', subject: 'rose-mount', path: '/designs/rose-mount' }).expect(204);
    await send({ accessToken: lead.accessToken, kind: 'plan_viewed', subject: 'rose-mount', path: '/designs/rose-mount' }).expect(204);
    await send({ accessToken: lead.accessToken, kind: 'calculator_run', subject: 'build-cost' }).expect(204);
    expect(await activityOf(lead.id)).toEqual([
      { kind: 'plan_viewed', subject: 'rose-mount', path: '/designs/rose-mount' },
      { kind: 'calculator_run', subject: 'build-cost', path: null },
    ]);
    const after = await scoreOf(lead.id);
    expect(after.engagementScore).toBeCloseTo(5, 3);
    expect(after).toMatchObject({
      fitScore: 28,
      score: 33,
      scoreBand: LeadScoreBand.Warm,
      scoreReasons: ['Owns land', 'Budget $200K–$350K', 'Building in 3–6 months', 'Viewed 1 plan this week', 'Ran the cost calculator once this week'],
    });
  });

  it('answers 204 for a token that is no lead’s and records nothing', async () => {
    const [{ count: before }] = (await db.query('SELECT count(*)::int AS count FROM lead_activity')) as { count: number }[];
    await send({ accessToken: 'x'.repeat(43), kind: 'plan_viewed', subject: 'rose-mount' }).expect(204);
    const [{ count: after }] = (await db.query('SELECT count(*)::int AS count FROM lead_activity')) as { count: number }[];
    expect(after).toBe(before);
  });

  it.each([
    ['no token', { kind: 'plan_viewed' }, 'accessToken'],
    ['a token with other characters', { accessToken: `${'a'.repeat(40)}!?=`, kind: 'plan_viewed' }, 'accessToken'],
    ['an unknown kind', { accessToken: 'a'.repeat(43), kind: 'quote_requested' }, 'kind'],
    ['a subject too long', { accessToken: 'a'.repeat(43), kind: 'plan_viewed', subject: 'a'.repeat(121) }, 'subject'],
    ['a subject with markup', { accessToken: 'a'.repeat(43), kind: 'plan_viewed', subject: '<b>x</b>' }, 'subject'],
    ['a path with a query', { accessToken: 'a'.repeat(43), kind: 'plan_viewed', path: '/unlock?access=secret' }, 'path'],
    ['a path that is a URL', { accessToken: 'a'.repeat(43), kind: 'plan_viewed', path: 'https://tracker.example/x' }, 'path'],
    ['a field of its own', { accessToken: 'a'.repeat(43), kind: 'plan_viewed', email: 'someone@example.com' }, 'email'],
  ])('refuses %s with a 400', async (_name, body, field) => {
    const res = await send(body).expect(400);
    expect((res.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toContain(field);
  });

  it('rate limits per lead and per network (429 with Retry-After)', async () => {
    const lead = await quizLead('busy');
    for (let i = 0; i < LEAD_EVENTS_PER_MINUTE_PER_LEAD; i++) {
      await send({ accessToken: lead.accessToken, kind: 'plan_viewed', subject: `plan-${i}` }).expect(204);
    }
    const limited = await send({ accessToken: lead.accessToken, kind: 'plan_viewed', subject: 'one-more' }).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(await activityOf(lead.id)).toHaveLength(LEAD_EVENTS_PER_MINUTE_PER_LEAD);

    await db.query(`DELETE FROM rate_limit_counters WHERE "key" LIKE 'lead-events:%'`);
    for (let i = 0; i < LEAD_EVENTS_PER_MINUTE_PER_IP; i++) await send({ accessToken: `${'u'.repeat(42)}${i % 10}`, kind: 'plan_viewed' }).expect(204);
    await send({ accessToken: 'u'.repeat(43), kind: 'plan_viewed' }).expect(429);
  });
});

describe('the score job', () => {
  it('halves engagement after 30 days and quarters it after 60, in one run over every lead', async () => {
    const lead = await quizLead('decay');
    // The clock advances from before the acts, so each is a little under 30 (60) days old at the run.
    const start = Date.now();
    for (const subject of ['rose-mount', 'the-hartford', 'prairie-view']) {
      await send({ accessToken: lead.accessToken, kind: 'plan_viewed', subject, path: `/designs/${subject}` }).expect(204);
    }
    await send({ accessToken: lead.accessToken, kind: 'plans_compared', subject: 'rose-mount,the-hartford' }).expect(204);
    await send({ accessToken: lead.accessToken, kind: 'calculator_run', subject: 'build-cost' }).expect(204);
    // 3 views × 2 + a compare 4 + a calculator run 3.
    const now = await scoreOf(lead.id);
    expect(now.engagementScore).toBeCloseTo(13, 3);
    expect(now.scoreReasons).toContain('Viewed 3 plans this week');

    const scores = app.get(LeadScores);
    const run = await scores.run(new Date(start + 30 * DAY));
    const total = ((await db.query('SELECT count(*)::int AS count FROM discovery_call_leads')) as { count: number }[])[0].count;
    expect(run.scored).toBe(total);
    const thirty = await scoreOf(lead.id);
    expect(thirty.engagementScore).toBeCloseTo(6.5, 3);
    expect(thirty).toMatchObject({ fitScore: 28, score: 35, scoreBand: LeadScoreBand.Warm });
    // Nothing happened in the last 7 days of the advanced clock: no "this week" reasons.
    expect(thirty.scoreReasons).toEqual(['Owns land', 'Budget $200K–$350K', 'Building in 3–6 months']);

    await scores.run(new Date(start + 60 * DAY));
    const sixty = await scoreOf(lead.id);
    expect(sixty.engagementScore).toBeCloseTo(3.25, 3);
    expect(sixty).toMatchObject({ score: 31, scoreBand: LeadScoreBand.Warm });
  });
});

describe('facts from other records', () => {
  it('counts a quote request and a booked call, with their reasons', async () => {
    const lead = await quizLead('facts');
    await request(app.getHttpServer())
      .post('/api/contact')
      .send({
        name: 'Jordan Facts',
        email: lead.email,
        phone: '(816) 555-0123',
        model: 'Custom',
        subject: 'general',
        message: 'What would a 40x60 shop with living quarters cost on our land?',
        privacyAgree: true,
      })
      .expect(201);
    const [{ updatedAt }] = (await db.query('SELECT "updatedAt" FROM discovery_call_leads WHERE id = $1', [lead.id])) as { updatedAt: Date }[];
    await browser.call('patch', `/api/admin/leads/${lead.id}`, { calendarScheduled: true, updatedAt: updatedAt.toISOString() }, 200);
    await app.get(LeadScores).run();
    const scored = await scoreOf(lead.id);
    expect(scored.engagementScore).toBeCloseTo(12 + 15, 2);
    expect(scored).toMatchObject({ fitScore: 28, score: 55, scoreBand: LeadScoreBand.Hot });
    expect(scored.scoreReasons.slice(-2)).toEqual(['Booked a call', 'Asked for a quote']);
  });
});

describe('My Work', () => {
  it('lists new leads awaiting a first response highest score first', async () => {
    await db.query('DELETE FROM lead_routing_settings');
    await db.query(`UPDATE users SET role = 'user' WHERE role = 'sales'`);
    const rep = await createUser(app, { role: UserRole.Sales });
    const repBrowser = new Browser(app);
    await repBrowser.signInAs(rep);
    const low = await quizLead('work-low');
    const high = await quizLead('work-high', READY);
    const mid = await quizLead('work-mid');
    await send({ accessToken: mid.accessToken, kind: 'plan_viewed', subject: 'rose-mount' }).expect(204);
    const work = (await repBrowser.call('get', '/api/admin/work?section=awaiting_response&pageSize=100', undefined, 200)).body as {
      items: { leadId: number; score: number; scoreBand: string }[];
    };
    const mine = work.items.filter((item) => [low.id, high.id, mid.id].includes(item.leadId));
    expect(mine.map((item) => [item.leadId, item.score, item.scoreBand])).toEqual([
      [high.id, 60, 'hot'],
      [mid.id, 30, 'warm'],
      [low.id, 28, 'cold'],
    ]);
  });
});

describe('listLeads by score', () => {
  let hot: QuizLead, warm: QuizLead, cold: QuizLead, alsoCold: QuizLead;

  beforeAll(async () => {
    cold = await quizLead('sort-cold');
    hot = await quizLead('sort-hot', READY);
    warm = await quizLead('sort-warm');
    for (const subject of ['rose-mount', 'the-hartford']) {
      await send({ accessToken: warm.accessToken, kind: 'plan_viewed', subject }).expect(204);
    }
    // The same score as `cold`, created later: ties come newest first.
    alsoCold = await quizLead('sort-cold');
    await app.get(LeadScores).run();
  });

  const list = async (query: string, expected = 200) =>
    (await browser.call('get', `/api/admin/leads${query}`, undefined, expected)).body as PaginatedAdminLeadsResponseDto;

  it('sorts by score, highest first, ties newest first, with each row’s score', async () => {
    const page = await list('?sort=score&q=sort-');
    expect(page.items.map((item) => item.id)).toEqual([hot.id, warm.id, alsoCold.id, cold.id]);
    expect(page.items[0]).toMatchObject({ score: 60, fitScore: 60, engagementScore: 0, scoreBand: 'hot' });
    expect(page.items[0].scoreReasons.slice(0, 2)).toEqual(['Owns land', 'Land surveyed']);
    expect(page.items[1]).toMatchObject({ score: 32, fitScore: 28, engagementScore: 4, scoreBand: 'warm' });
    expect(page.items[1].scoreReasons).toContain('Viewed 2 plans this week');
    expect((await list('?sort=score&order=asc&q=sort-')).items.map((item) => item.id)).toEqual([alsoCold.id, cold.id, warm.id, hot.id]);
  });

  it('filters by band', async () => {
    expect((await list('?score=hot&q=sort-')).items.map((item) => item.id)).toEqual([hot.id]);
    expect((await list('?score=cold&sort=score&q=sort-')).items.map((item) => item.id)).toEqual([alsoCold.id, cold.id]);
    const refused = (await browser.call('get', '/api/admin/leads?score=boiling', undefined, 400)).body as { errors: { field: string }[] };
    expect(refused.errors.map((error) => error.field)).toEqual(['score']);
  });
});
