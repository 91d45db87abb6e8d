import type { INestApplication } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PG_INTEGER_MAX } from '../src/common/whole-number';
import { UserRole } from '../src/common/auth/user-role';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { createTestApp } from './test-app';

// Signing in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

/**
 * Bad parameters, generated from the committed OpenAPI document: every integer path and query
 * parameter of every operation gets values past its column's range, negative ones and text,
 * from a caller allowed to make the call, and must answer 400 in the error shape naming the
 * parameter — never 5xx. Every other path parameter (ids or slugs as text) gets the same
 * numbers and must never answer 5xx. A new operation is covered the moment it is in openapi.json.
 */

interface Schema {
  type?: string;
  minimum?: number;
  maximum?: number;
  $ref?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema: Schema;
}
interface BodySchema {
  $ref?: string;
  properties?: Record<string, { nullable?: boolean }>;
  required?: string[];
}
interface OpenApiOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: BodySchema }> };
  security?: unknown[];
  'x-roles'?: UserRole[];
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>>; components: { schemas: Record<string, BodySchema> } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];
interface Operation {
  method: Method;
  path: string;
  operationId: string;
  roles: UserRole[];
  parameters: Parameter[];
}

const document = JSON.parse(readFileSync(path.resolve(__dirname, '../../openapi/openapi.json'), 'utf8')) as OpenApiDocument;
const OPERATIONS: Operation[] = Object.entries(document.paths).flatMap(([apiPath, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const op = item[method]!;
    return { method, path: apiPath, operationId: op.operationId, roles: op.security?.length ? (op['x-roles'] ?? []) : [], parameters: op.parameters ?? [] };
  }),
);

/**
 * Optional body fields the document does not mark nullable: null is not one of their values (a
 * field null may clear says `nullable: true`). Top-level fields of every JSON request body.
 */
const optionalNotNullable = Object.entries(document.paths).flatMap(([apiPath, item]) =>
  // JSON bodies only: a multipart upload's (issue 30) fields are all required text and its file.
  METHODS.filter((method) => item[method]?.requestBody?.content['application/json']).flatMap((method) => {
    const op = OPERATIONS.find((o) => o.path === apiPath && o.method === method)!;
    let schema = item[method]!.requestBody!.content['application/json'].schema;
    if (schema.$ref) schema = document.components.schemas[schema.$ref.split('/').pop()!];
    return Object.entries(schema.properties ?? {})
      .filter(([name, property]) => !schema.required?.includes(name) && !property.nullable)
      .map(([name]) => [`${method.toUpperCase()} ${apiPath} (${op.operationId}) ${name}`, op, name] as const);
  }),
);

const isNumeric = (parameter: Parameter) => parameter.schema.type === 'integer' || parameter.schema.type === 'number';
const label = (op: Operation, parameter: Parameter) => `${op.method.toUpperCase()} ${op.path} (${op.operationId}) ${parameter.in} ${parameter.name}`;
const numericParameters = OPERATIONS.flatMap((op) => op.parameters.filter(isNumeric).map((parameter) => [label(op, parameter), op, parameter] as const));
const textPathParameters = OPERATIONS.flatMap((op) =>
  op.parameters.filter((p) => p.in === 'path' && !isNumeric(p)).map((parameter) => [label(op, parameter), op, parameter] as const),
);

/** Past the column's range (and JavaScript's safe integers), negative, fractional, not a number. */
function badNumbers(schema: Schema): string[] {
  const values = ['99999999999', String(PG_INTEGER_MAX + 1), '-99999999999', '-1', '1.5', 'abc', '1e3', '0x10', ' 7', '12abc', '9'.repeat(400)];
  if (schema.maximum !== undefined) values.push(String(schema.maximum + 1));
  if (schema.minimum !== undefined) values.push(String(schema.minimum - 1));
  // A number type with steps (bathrooms: halves) takes fractions: only the out-of-range ones apply.
  return schema.type === 'number' ? values.filter((v) => !/^-?\d+\.\d+$/.test(v) && v !== '1e3' && v !== ' 7') : values;
}
const NUMBERS_AS_TEXT = ['99999999999', String(PG_INTEGER_MAX + 1), '-1', '0', '-99999999999', '9'.repeat(400)];

/** A value the operation accepts for a path parameter that is not under test. */
const validPathValue = (parameter: Parameter) => (isNumeric(parameter) ? '1' : 'oak');

/**
 * A caller who may make the call: nobody for a public operation, else a fresh user of its first
 * allowed role. The one place a test signs in here (admins may need more steps to sign in).
 */
async function callerFor(app: INestApplication, op: Operation): Promise<Browser | undefined> {
  if (!op.roles.length) return undefined;
  const user = await createUser(app, { role: op.roles[0] });
  const browser = new Browser(app);
  await browser.signInAs(user);
  return browser;
}

function call(app: INestApplication, op: Operation, caller: Browser | undefined, target: Parameter, value: string): request.Test {
  const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name)!;
    return encodeURIComponent(parameter === target ? value : validPathValue(parameter));
  });
  const req = caller ? caller.send(op.method, url) : request(app.getHttpServer())[op.method](url);
  return target.in === 'query' ? req.query({ [target.name]: value }) : req;
}

describe('bad parameters of every operation in the OpenAPI document', () => {
  let app: INestApplication;

  beforeAll(async () => {
    ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000', RATE_LIMIT_PER_MINUTE: '1000000' }));
  });

  afterAll(async () => {
    if (app) await cleanAuthTables(app.get(DataSource));
    await app?.close();
  });

  it('finds integer path parameters to test (the generator reads the document)', () => {
    expect(numericParameters.some(([, , p]) => p.in === 'path')).toBe(true);
    expect(numericParameters.some(([, , p]) => p.in === 'query')).toBe(true);
  });

  it.each(numericParameters)('declares %s with bounds that fit a PostgreSQL integer', (_name, _op, parameter) => {
    const { minimum, maximum } = parameter.schema;
    expect({ name: parameter.name, minimum: typeof minimum, maximum: typeof maximum }).toEqual({ name: parameter.name, minimum: 'number', maximum: 'number' });
    expect(minimum!).toBeGreaterThanOrEqual(-PG_INTEGER_MAX);
    expect(maximum!).toBeLessThanOrEqual(PG_INTEGER_MAX);
    if (parameter.in === 'path') expect(parameter.schema.type).toBe('integer');
  });

  it.each(numericParameters)('answers 400 naming %s to out-of-range and non-numeric values', async (_name, op, parameter) => {
    const caller = await callerFor(app, op);
    for (const value of badNumbers(parameter.schema)) {
      const res = await call(app, op, caller, parameter, value);
      expect({ value, status: res.status }).toEqual({ value, status: 400 });
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      expect(res.body.errors).toContainEqual({ field: parameter.name, message: expect.stringContaining('must be') });
    }
  });

  it.each(textPathParameters)('never answers 5xx to numbers in %s', async (_name, op, parameter) => {
    const caller = await callerFor(app, op);
    for (const value of NUMBERS_AS_TEXT) {
      const res = await call(app, op, caller, parameter, value);
      expect({ value, serverError: res.status >= 500 }).toEqual({ value, serverError: false });
    }
  });

  it('finds optional fields that are not nullable to test', () => {
    expect(optionalNotNullable.length).toBeGreaterThan(10);
  });

  it.each(optionalNotNullable)('refuses null for %s, which the document does not mark nullable', async (_name, op, field) => {
    const caller = await callerFor(app, op);
    const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => validPathValue(op.parameters.find((p) => p.in === 'path' && p.name === name)!));
    const server = request(app.getHttpServer());
    const res = caller ? await caller.call(op.method, url, { [field]: null }) : await server[op.method](url).send({ [field]: null });
    expect({ field, status: res.status }).toEqual({ field, status: 400 });
    expect(res.body.errors).toContainEqual({ field, message: expect.any(String) });
  });

  it('answers 400 naming the id to a dot segment sent percent-encoded, as make verify sends it (issue 25)', async () => {
    const op = OPERATIONS.find((o) => o.operationId === 'changeUserRole')!;
    const admin = await callerFor(app, op);
    for (const segment of ['%2E', '%2E%2E', '%2e']) {
      const res = await admin!.call('patch', `/api/admin/users/${segment}/role`, { role: UserRole.User });
      expect({ segment, status: res.status }).toEqual({ segment, status: 400 });
      expect(res.body.errors).toContainEqual({ field: 'id', message: 'Id must be a whole number from 1 to 2,147,483,647.' });
    }
  });

  it('refuses __proto__, prototype, constructor and inherited method names as unknown fields, which would be dropped silently (make verify seeds 204, 301)', async () => {
    const buyer = await callerFor(
      app,
      OPERATIONS.find((o) => o.operationId === 'updateCurrentUser')!,
    );
    for (const [body, field] of [
      ['{"firstName":"Avery","prototype":"x"}', 'prototype'],
      ['{"firstName":"Avery","constructor":{"admin":true}}', 'constructor'],
      ['{"firstName":"Avery","__proto__":{"role":"admin"}}', '__proto__'],
      ['{"firstName":"Avery","phone":{"prototype":1}}', 'phone.prototype'],
      ['{"firstName":"Avery","valueOf":"x"}', 'valueOf'],
      ['{"firstName":"Avery","hasOwnProperty":1}', 'hasOwnProperty'],
    ]) {
      const res = await buyer!.call('patch', '/api/auth/me', JSON.parse(body));
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.errors).toEqual([{ field, message: `Unknown field "${field}" is not allowed.` }]);
    }
  });

  it('tells the admin what a user id must be (the case the review found)', async () => {
    const op = OPERATIONS.find((o) => o.operationId === 'changeUserRole')!;
    const admin = await callerFor(app, op);
    const res = await admin!.call('patch', '/api/admin/users/99999999999/role', { role: UserRole.User }, 400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Id must be a whole number from 1 to 2,147,483,647.',
      errors: [{ field: 'id', message: 'Id must be a whole number from 1 to 2,147,483,647.' }],
    });
  });
});
