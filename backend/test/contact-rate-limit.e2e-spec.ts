import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from './test-app';

const LIMIT = 3;
const MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';

const body = (email: string) => ({
  name: 'Dale Porter',
  email,
  subject: 'general',
  message: 'Do you build in Clinton County?',
  privacyAgree: true,
});

describe('the contact form’s rate limit (RATE_LIMIT_PER_MINUTE per IP, shared with the other lead forms)', () => {
  let app: INestApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) }));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await db?.query('DELETE FROM contact_messages');
    await db?.query('DELETE FROM mail_outbox');
    await app?.close();
  });

  it('answers 429 in the error shape past N requests from one address and stores nothing more', async () => {
    const http = () => request(app.getHttpServer());
    await http().post('/api/contact').send({}).expect(400);
    await http().post('/api/submit-quiz').send({}).expect(400);
    await http().post('/api/contact').send(body('dale@example.org')).expect(201);

    const limited = await http().post('/api/contact').send(body('dale-again@example.org')).expect(429);
    expect(limited.body).toEqual({ statusCode: 429, message: MESSAGE, error: 'Too Many Requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM contact_messages`)) as [{ count: number }];
    expect(count).toBe(1);

    // Another visitor behind the loopback proxy has their own budget.
    await http().post('/api/contact').set('X-Forwarded-For', '203.0.113.9').send(body('other@example.org')).expect(201);
  });
});
