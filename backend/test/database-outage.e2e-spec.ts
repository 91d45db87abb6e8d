import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnreachable } from '../src/database/database-outage';
import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity';
import { DiscoveryCallLead } from '../src/modules/leads/entities/discovery-call-lead.entity';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { captureOutput } from './captured-output';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { createTestApp } from './test-app';
import { testDatabaseUrl } from './test-database';

// Signing in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const QUIZ_ANSWERS: [string, string][] = [
  ['landOwnership', 'yes'],
  ['siteSurvey', 'no'],
  ['buildingPlans', 'no'],
  ['permitStatus', 'no'],
  ['budgetRange', '200k-350k'],
  ['fundingStatus', 'no'],
  ['decisionTimeline', '3-6-months'],
  ['primaryUse', 'family-home-shop'],
  ['decisionMakers', 'dog'],
  ['contractorHelp', 'yes'],
];
const quiz = (email: string) => ({
  answers: QUIZ_ANSWERS.map(([step, answer]) => ({ step, question: `Question about ${step}?`, answer })),
  contact: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '(816) 555-0100', message: '' },
});
const contact = (email: string) => ({
  name: 'Martha Jennings',
  email,
  phone: '(816) 555-0123',
  model: 'Custom',
  subject: 'design',
  message: 'We own 12 acres outside Savannah and want a barndominium with a 40x60 shop.',
  privacyAgree: true,
});

interface LogLine {
  level: number;
  context?: string;
  msg?: string;
  req?: unknown;
  err?: unknown;
}

describe('while the database is unreachable', () => {
  let app: INestApplication;
  let proxy: TcpProxy;
  let output: ReturnType<typeof captureOutput>;
  let user: Awaited<ReturnType<typeof createUser>>;
  let browser: Browser;

  const http = () => request(app.getHttpServer());
  const logsFrom = (start: number): LogLine[] =>
    output
      .lines()
      .slice(start)
      .map((line) => JSON.parse(line) as LogLine);
  /** The app's own lines (not the per-request access lines) at warn or above. */
  const problems = (lines: LogLine[]) => lines.filter((line) => line.level >= 40 && !line.req);
  /** Waits (a bounded number of short pauses) for something the app does on its own schedule. */
  const eventually = async (done: () => Promise<boolean> | boolean) => {
    for (let i = 0; i < 200 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await done()).toBe(true);
  };
  const expectUnavailable = (res: request.Response) => {
    expect({ status: res.status, retryAfter: res.headers['retry-after'], body: res.body }).toEqual({
      status: 503,
      retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
      body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' },
    });
  };

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl());
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    output = captureOutput();
    ({ app } = await createTestApp({
      DATABASE_URL: proxy.through(testDatabaseUrl()),
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    }));
    user = await createUser(app);
    browser = new Browser(app);
    await browser.signIn(user.email, user.password);
    await http().post('/api/submit-quiz').send(quiz('before@outage.example')).expect(201);
    await http().post('/api/contact').send(contact('before@outage.example')).expect(201);
  });

  afterAll(async () => {
    output?.restore();
    await proxy?.restore().catch(() => undefined);
    if (app) {
      const db = app.get(DataSource);
      await cleanAuthTables(db);
      await db.query(`DELETE FROM lead_submissions WHERE "leadId" IN (SELECT id FROM discovery_call_leads WHERE email LIKE '%@outage.example')`);
      await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE '%@outage.example'`);
      await db.query(`DELETE FROM contact_messages WHERE email LIKE '%@outage.example'`);
      await db.query('DELETE FROM mail_outbox');
    }
    await app?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After in the error shape, logging the outage once', async () => {
    const start = output.lines().length;
    await proxy.cut();

    for (let round = 0; round < 2; round++) {
      expectUnavailable(await http().post('/api/submit-quiz').send(quiz('during@outage.example')));
      expectUnavailable(await http().post('/api/contact').send(contact('during@outage.example')));
      expectUnavailable(await http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }));
      // A signed-in request: its session cannot be read.
      expectUnavailable(await browser.send('get', '/api/auth/me'));
    }
    const health = await http().get('/api/health').expect(503);
    expect(health.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(health.body).toEqual({ statusCode: 503, message: 'The database is not answering.', error: 'Service Unavailable' });

    const lines = logsFrom(start);
    expect(problems(lines).map(({ level, context, msg }) => ({ level, context, msg }))).toEqual([
      {
        level: 50,
        context: 'Database',
        msg: expect.stringMatching(/^database unreachable \((ECONN[A-Z]+|Connection terminated)[^)]*\): answering 503 until it is back$/),
      },
    ]);
    expect(lines.filter((line) => line.err !== undefined || /\n\s+at /.test(line.msg ?? ''))).toEqual([]);
  });

  it('works again once the database is back, with nothing lost, and logs that it is back', async () => {
    const start = output.lines().length;
    await proxy.restore();
    await eventually(() => logsFrom(start).some((line) => line.context === 'Database' && /^database reachable again after \d+ s$/.test(line.msg ?? '')));
    expect(problems(logsFrom(start))).toEqual([]);

    await http().get('/api/health').expect(200);
    await http().post('/api/submit-quiz').send(quiz('after@outage.example')).expect(201);
    await http().post('/api/contact').send(contact('after@outage.example')).expect(201);
    await browser.call('get', '/api/auth/me', undefined, 200);
    await new Browser(app).signIn(user.email, user.password);

    const db = app.get(DataSource);
    const leads = await db
      .getRepository(DiscoveryCallLead)
      .find({ where: [{ email: 'before@outage.example' }, { email: 'during@outage.example' }, { email: 'after@outage.example' }] });
    expect(leads.map((lead) => lead.email).sort()).toEqual(['after@outage.example', 'before@outage.example']);
    expect(await db.getRepository(ContactMessage).countBy([{ email: 'before@outage.example' }, { email: 'after@outage.example' }])).toBe(2);
  });
});

describe('isDatabaseUnreachable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connect time-out', withCode('ETIMEDOUT')],
    ["pg's lost connection", new Error('Connection terminated unexpectedly')],
    ["pg's connection time-out", new Error('Connection terminated due to connection timeout')],
    ["pg-pool's wait for a connection", new Error('timeout exceeded when trying to connect')],
    ['SQLSTATE 08006 (connection failure)', withCode('08006')],
    ['SQLSTATE 08001 (cannot connect)', withCode('08001')],
    ['SQLSTATE 57P01 (admin shutdown)', withCode('57P01')],
    ['SQLSTATE 57P03 (starting up)', withCode('57P03')],
    ['a QueryFailedError around a lost connection', Object.assign(new Error('Query failed'), { driverError: new Error('Connection terminated unexpectedly') })],
    ['an AggregateError of refused addresses', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a cause', new Error('wrapped', { cause: withCode('ECONNRESET') })],
    // TypeORM's, when a transaction's connection broke before its next statement (seen by make verify's scenario 2).
    ["TypeORM's released query runner", new QueryRunnerAlreadyReleasedError()],
    ["TypeORM's released query runner provider", new QueryRunnerProviderAlreadyReleasedError()],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['an integer out of range', withCode('22003', 'value "99999999999" is out of range for type integer')],
    ['a syntax error', withCode('42601')],
    ['a statement time-out (57014: the query, not the connection)', withCode('57014')],
    ['a plain error', new Error('Something else')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
