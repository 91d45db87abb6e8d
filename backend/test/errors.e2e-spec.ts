import { Body, Controller, INestApplication, Post } from '@nestjs/common';
import { IsEmail, IsInt, IsNotEmpty, IsString, Max, MaxLength } from 'class-validator';
import request from 'supertest';
import { JSON_MAX_DEPTH, JSON_ONLY_MESSAGE } from '../src/common/body-parser';
import { createTestApp } from './test-app';

// A throw-away endpoint: proves the global pipe, filter and body limit every real endpoint relies on.
class ProbeDto {
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(100)
  firstName: string;

  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @IsInt()
  @Max(10)
  count: number;
}

@Controller('probe')
class ProbeController {
  @Post()
  create(@Body() body: ProbeDto): ProbeDto {
    return body;
  }
}

describe('the error shape', () => {
  let app: INestApplication;

  beforeAll(async () => {
    ({ app } = await createTestApp({}, { controllers: [ProbeController] }));
  });

  afterAll(() => app.close());

  it('accepts valid input', async () => {
    const body = { firstName: 'Ada', email: 'ada@example.com', count: 3 };
    await request(app.getHttpServer()).post('/api/probe').send(body).expect(201, body);
  });

  it('lists each invalid field with a readable message', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe').send({ firstName: '', email: 'not-an-email', count: 3 }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please correct 2 fields: firstName, email.',
      errors: [
        { field: 'firstName', message: 'First name is required.' },
        { field: 'email', message: 'Please enter a valid email address.' },
      ],
    });
  });

  it('uses the single field message as the message', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe').send({ firstName: 'Ada', email: 'ada@example.com', count: 11 }).expect(400);
    expect(res.body.message).toBe('Count must not be greater than 10.');
    expect(res.body.errors).toEqual([{ field: 'count', message: 'Count must not be greater than 10.' }]);
  });

  it('rejects unknown fields', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe').send({ firstName: 'Ada', email: 'ada@example.com', count: 1, isAdmin: true }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'isAdmin', message: 'Unknown field "isAdmin" is not allowed.' }]);
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe').set('content-type', 'application/json').send('{"firstName": ').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request' });
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/probe')
      .send({ firstName: 'x'.repeat(70 * 1024), email: 'ada@example.com', count: 1 })
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'The request body is larger than 64kb.', error: 'Payload Too Large' });
  });

  it('refuses deeply nested bodies with 400 instead of failing on them (a 500 before)', async () => {
    for (const body of [`{"firstName":${'['.repeat(4000)}1${']'.repeat(4000)}}`, `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`]) {
      const res = await request(app.getHttpServer()).post('/api/probe').set('content-type', 'application/json').send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: `The request body is nested more than ${JSON_MAX_DEPTH} levels deep.`, error: 'Bad Request' });
    }
    // Nesting up to the limit is parsed and validated as usual.
    const res = await request(app.getHttpServer())
      .post('/api/probe')
      .set('content-type', 'application/json')
      .send(`{"firstName":"Ada","email":"ada@example.com","count":1,"extra":${'['.repeat(JSON_MAX_DEPTH - 1)}${']'.repeat(JSON_MAX_DEPTH - 1)}}`)
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'extra', message: 'Unknown field "extra" is not allowed.' }]);
  });

  it('refuses a JSON body that is not valid UTF-8 rather than storing U+FFFD in its place', async () => {
    const body = Buffer.concat([Buffer.from('{"firstName":"Ad'), Buffer.from([0xc3, 0x28]), Buffer.from('a","email":"ada@example.com","count":1}')]);
    // serialize: send the bytes as they are (superagent would turn a Buffer into JSON).
    const res = await request(app.getHttpServer())
      .post('/api/probe')
      .set('content-type', 'application/json')
      .serialize((b: Buffer) => b as unknown as string)
      .send(body)
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The request body is not valid UTF-8.', error: 'Bad Request' });
    // Characters beyond ASCII, well encoded, are fine.
    await request(app.getHttpServer()).post('/api/probe').send({ firstName: 'Zoë 😀', email: 'ada@example.com', count: 1 }).expect(201);
  });

  it.each([
    ['text/plain', '{"firstName":"Ada","email":"ada@example.com","count":1}'],
    ['application/x-www-form-urlencoded', 'firstName=Ada&email=ada%40example.com&count=1'],
    ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda\r\n--b--\r\n'],
  ])('refuses a %s body with 415 instead of ignoring it', async (type, body) => {
    const res = await request(app.getHttpServer()).post('/api/probe').set('content-type', type).send(body).expect(415);
    expect(res.body).toEqual({ statusCode: 415, message: JSON_ONLY_MESSAGE, error: 'Unsupported Media Type' });
  });

  it('still takes a POST without a body (Content-Length: 0, no content type)', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe').set('content-length', '0').expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['firstName', 'email', 'count']));
  });

  it('answers unknown API paths with 404 in the same shape, never the site', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('echoes nothing of the URL in a 404 body: no path, no query, no token (issue 25 item 7)', async () => {
    for (const method of ['get', 'post', 'delete'] as const) {
      const res = await request(app.getHttpServer())[method]('/api/nope/reset-a1b2c3?token=secret-d4e5f6&email=owner%40example.com').expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        message: 'There is nothing at this address. Check the link, or start again from the home page.',
        error: 'Not Found',
      });
      expect(res.text).not.toMatch(/secret|nope|a1b2c3|d4e5f6|owner|token/);
    }
  });

  it('sends security headers', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
