import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from './test-app';

const LIMIT = 3;
const MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';

const contactMessage = (email: string) => ({ name: 'Dale Porter', email, subject: 'general', message: 'Do you build in Clinton County?', privacyAgree: true });

describe('the lead forms’ rate limit (RATE_LIMIT_PER_MINUTE per IP, one budget for quiz, discovery lead and contact)', () => {
  let app: INestApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) }));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await db?.query('DELETE FROM quiz_submissions');
    await db?.query('DELETE FROM discovery_call_leads');
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
    expect(await count(`SELECT count(*)::int AS count FROM contact_messages`)).toBe(1);

    // Per client address: behind the loopback proxy, another visitor (X-Forwarded-For) is not limited.
    await http().post('/api/contact').set('X-Forwarded-For', '203.0.113.7').send(contactMessage('other@example.org')).expect(201);

    for (let i = 0; i < LIMIT + 2; i++) {
      await http().get('/api/quiz').expect(200);
      await http().get('/api/health').expect(200);
    }
  });
});
