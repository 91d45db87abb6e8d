import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { createTestApp } from './test-app';

const LIMIT = 3;
const MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';

const contactMessage = (email: string) => ({ name: 'Dale Porter', email, subject: 'general', message: 'Do you build in Clinton County?', privacyAgree: true });

describe('the public forms’ rate limit (RATE_LIMIT_PER_MINUTE per IP, one budget for quiz, discovery lead, contact and deposits, shared by every instance)', () => {
  let app: INestApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) }));
    db = app.get(DataSource);
  });

  // Counters live in PostgreSQL, shared by every test file of a run: each test starts from zero.
  beforeEach(async () => {
    await db.query('DELETE FROM rate_limit_counters');
  });

  afterAll(async () => {
    await db?.query('DELETE FROM lead_submissions');
    await db?.query('DELETE FROM discovery_call_leads');
    await db?.query('DELETE FROM submitter_confirmations');
    if (db) await cleanAuthTables(db);
    await db?.query('DELETE FROM contact_messages');
    await db?.query('DELETE FROM mail_outbox');
    await app?.close();
  });

  it('answers 429 in the error shape after N requests from one address, across the lead endpoints, and never limits reads', async () => {
    const http = () => request(app.getHttpServer());
    const count = async (sql: string) => ((await db.query(sql)) as [{ count: number }])[0].count;
    // Requests count whether or not they are valid: N of them pass the limit, one to each form.
    await http().post('/api/submit-quiz').send({}).expect(400);
    await http().post('/api/contact').send(contactMessage('dale@example.org')).expect(201);
    await http().post('/api/discovery-leads').send({ firstName: 'Ada', email: 'ada-limit@example.org' }).expect(201);

    const limited = await http().post('/api/submit-quiz').send({}).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, message: MESSAGE, error: 'Too Many Requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // One budget for all lead forms: the others are limited too, and nothing more is stored.
    const other = await http().post('/api/discovery-leads').send({ firstName: 'Bob', email: 'bob-limit@example.org' }).expect(429);
    expect(other.body.message).toBe(MESSAGE);
    const contact = await http().post('/api/contact').send(contactMessage('dale-again@example.org')).expect(429);
    expect(contact.body.message).toBe(MESSAGE);
    expect(await count(`SELECT count(*)::int AS count FROM discovery_call_leads WHERE email = 'bob-limit@example.org'`)).toBe(0);
    // This test's own messages only: the database is shared with the files that ran before.
    expect(await count(`SELECT count(*)::int AS count FROM contact_messages WHERE email IN ('dale@example.org', 'dale-again@example.org')`)).toBe(1);

    // Per client address: behind the loopback proxy, another visitor (X-Forwarded-For) is not limited.
    await http().post('/api/contact').set('X-Forwarded-For', '203.0.113.7').send(contactMessage('other@example.org')).expect(201);

    for (let i = 0; i < LIMIT + 2; i++) {
      await http().get('/api/quiz').expect(200);
      await http().get('/api/health').expect(200);
    }
  });

  it('counts in PostgreSQL, so a second app instance shares the budget instead of doubling it', async () => {
    const { app: other } = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    try {
      await request(app.getHttpServer()).post('/api/submit-quiz').send({}).expect(400);
      await request(other.getHttpServer()).post('/api/submit-quiz').send({}).expect(400);
      await request(app.getHttpServer()).post('/api/contact').send({}).expect(400);
      const limited = await request(other.getHttpServer()).post('/api/discovery-leads').send({}).expect(429);
      expect(limited.body).toEqual({ statusCode: 429, message: MESSAGE, error: 'Too Many Requests' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await other.close();
    }
  });

  it('limits deposits too (a signed-in buyer from one address): 429 past the budget, nothing stored or mailed', async () => {
    const user = await createUser(app);
    const browser = new Browser(app);
    await browser.signIn(user.email, user.password);
    const count = async (sql: string) => ((await db.query(sql)) as [{ count: number }])[0].count;
    // Invalid bodies count too (nothing is stored), so the test needs no plan in the catalogue.
    for (let i = 0; i < LIMIT; i++) await browser.call('post', '/api/deposits', {}, 400);
    const limited = await browser.call('post', '/api/deposits', {}, 429);
    expect(limited.body.message).toBe(MESSAGE);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count(`SELECT count(*)::int AS count FROM deposits`)).toBe(0);
  });
});
