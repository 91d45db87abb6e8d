import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { adminQuery, testDatabaseName } from './test-database';
import { createTestApp } from './test-app';

describe('GET /api/health', () => {
  let app: INestApplication;

  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  afterAll(async () => {
    await adminQuery(`ALTER DATABASE "${testDatabaseName()}" ALLOW_CONNECTIONS true`);
    await app.close();
  });

  it('answers 200 while the database answers', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 in the error shape when the database stops answering, and 200 again once it is back', async () => {
    const name = testDatabaseName();
    // Refuse new connections and cut the open ones: to the app, the database is down.
    await adminQuery(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);

    const down = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(down.body).toEqual({ statusCode: 503, message: 'The database is not answering.', error: 'Service Unavailable' });

    await adminQuery(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    await request(app.getHttpServer()).get('/api/health').expect(200);
  });
});
