import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { ContactSubject, QuoteRequestStatus } from '../src/modules/contact/contact.enums';
import { QUOTE_REQUEST_NOT_FOUND_MESSAGE } from '../src/modules/contact/admin-quote-requests.service';
import type { PaginatedQuoteRequestsResponseDto, QuoteRequestResponseDto } from '../src/modules/contact/dto/quote-request-response.dto';
import { QUOTE_REQUEST_STATUS_MESSAGE } from '../src/modules/contact/dto/update-quote-request.dto';
import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity';
import { quoteRequestStatusFlow } from '../src/modules/contact/quote-request-status';
import { DiscoveryCallLead } from '../src/modules/leads/entities/discovery-call-lead.entity';
import { LeadStatus } from '../src/modules/leads/leads.enums';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { captureOutput } from './captured-output';
import { createTestApp } from './test-app';

// Sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const URL = '/api/admin/quote-requests';
const STATUSES = Object.values(QuoteRequestStatus);
const HOUR = 3_600_000;

let app: INestApplication;
let db: DataSource;
let admin: TestAccount;
let browser: Browser;
let output: ReturnType<typeof captureOutput>;

/** A quote request written straight to the database, `ageHours` old (or at `createdAt`). */
async function insertRequest(values: Partial<Omit<ContactMessage, 'createdAt'>> & { ageHours?: number; createdAt?: string } = {}): Promise<ContactMessage> {
  const { ageHours = 1, createdAt, ...rest } = values;
  const { identifiers } = await db.getRepository(ContactMessage).insert({
    name: 'Jordan Pike',
    email: 'jordan@pike.example',
    phone: null,
    model: null,
    subject: ContactSubject.General,
    message: 'Hello, we have 10 acres near Cameron.',
    ...rest,
  });
  const id = identifiers[0].id as number;
  await db.query('UPDATE contact_messages SET "createdAt" = $2 WHERE id = $1', [id, createdAt ?? new Date(Date.now() - ageHours * HOUR).toISOString()]);
  return db.getRepository(ContactMessage).findOneByOrFail({ id });
}

async function clear(): Promise<void> {
  await db.query('DELETE FROM contact_messages');
  await db.query('DELETE FROM discovery_call_leads');
}

const list = async (query: string) => (await browser.call('get', `${URL}${query}`, undefined, 200)).body as PaginatedQuoteRequestsResponseDto;
const ids = (page: PaginatedQuoteRequestsResponseDto) => page.items.map((item) => item.id);

beforeAll(async () => {
  output = captureOutput();
  ({ app } = await createTestApp({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
  db = app.get(DataSource);
  await cleanAuthTables(db);
  await clear();
  admin = await createUser(app, { role: UserRole.Admin });
  browser = new Browser(app);
  await browser.signInAs(admin);
});

afterAll(async () => {
  output?.restore();
  if (db) {
    await clear();
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('listQuoteRequests', () => {
  let fresh: ContactMessage, overdue: ContactMessage, replied: ContactMessage, closed: ContactMessage, early: ContactMessage, late: ContactMessage;

  beforeAll(async () => {
    await clear();
    // Missouri day edges: 2026-11-01 (daylight time ends) runs 05:00Z to 06:00Z the next day.
    early = await insertRequest({ name: 'Early Bird', email: 'early@bird.example', subject: ContactSubject.Other, createdAt: '2026-11-01T04:59:59Z' });
    late = await insertRequest({
      name: 'Late Owl',
      email: 'late@owl.example',
      subject: ContactSubject.Other,
      status: QuoteRequestStatus.Closed,
      createdAt: '2026-11-02T05:59:59Z',
    });
    replied = await insertRequest({
      name: 'Riley Vance',
      email: 'riley@vance.example',
      subject: ContactSubject.Pricing,
      status: QuoteRequestStatus.Replied,
      ageHours: 48,
    });
    closed = await insertRequest({
      name: 'Sam Ortiz',
      email: 'sam@ortiz.example',
      phone: '(660) 555-0177',
      subject: ContactSubject.Design,
      status: QuoteRequestStatus.Closed,
      ageHours: 30,
    });
    overdue = await insertRequest({
      name: 'Alex Carter',
      email: 'alex@carter.example',
      subject: ContactSubject.Pricing,
      message: 'What does the Rose Mount cost with a 40x60 shop?',
      ageHours: 25,
    });
    fresh = await insertRequest({
      name: 'Bailey Ross',
      email: 'bailey@ross.example',
      subject: ContactSubject.Design,
      model: 'Oak',
      message: 'x'.repeat(300),
      ageHours: 23,
    });
  });

  it('answers every request, newest first, with its subject words and the overdue badge (new and over 24 hours old)', async () => {
    const page = await list('');
    expect(ids(page)).toEqual([fresh.id, overdue.id, closed.id, replied.id, late.id, early.id]);
    expect({ total: page.total, page: page.page, pageSize: page.pageSize }).toEqual({ total: 6, page: 1, pageSize: 25 });
    expect(page.items.map((item) => [item.status, item.overdue])).toEqual([
      ['new', false],
      ['new', true],
      ['closed', false],
      ['replied', false],
      ['closed', false],
      ['new', true],
    ]);
    expect(page.items[0]).toEqual({
      id: fresh.id,
      name: 'Bailey Ross',
      email: 'bailey@ross.example',
      phone: null,
      model: 'Oak',
      subject: 'design',
      subjectLabel: 'Home Design Inquiry',
      status: 'new',
      overdue: false,
      messagePreview: `${'x'.repeat(159)}…`,
      createdAt: fresh.createdAt.toISOString(),
    });
  });

  it('filters by status (repeatable), subject, overdue, search and Missouri dates; sorts and pages', async () => {
    expect(ids(await list('?status=new'))).toEqual([fresh.id, overdue.id, early.id]);
    expect(ids(await list('?status=replied&status=closed'))).toEqual([closed.id, replied.id, late.id]);
    expect(ids(await list('?subject=pricing'))).toEqual([overdue.id, replied.id]);
    expect(ids(await list('?overdue=true'))).toEqual([overdue.id, early.id]);
    expect(ids(await list('?overdue=false&subject=design'))).toEqual([fresh.id, closed.id]);
    expect(ids(await list('?q=rose%20mount'))).toEqual([overdue.id]);
    expect(ids(await list('?q=ORTIZ'))).toEqual([closed.id]);
    expect(ids(await list('?q=555-0177'))).toEqual([closed.id]);
    expect(ids(await list('?createdTo=2026-10-31'))).toEqual([early.id]);
    expect(ids(await list('?createdFrom=2026-11-01&createdTo=2026-11-01'))).toEqual([late.id]);
    expect(ids(await list('?sort=name&order=asc'))).toEqual([overdue.id, fresh.id, early.id, late.id, replied.id, closed.id]);
    expect(ids(await list('?sort=createdAt&order=asc&pageSize=2&page=2'))).toEqual([replied.id, closed.id]);
  });

  it('answers 400 with one errors entry per bad or unknown parameter', async () => {
    const res = await browser.call('get', `${URL}?status=open&subject=cars&overdue=maybe&createdTo=20261101&sort=email&pageSize=0&foo=1`, undefined, 400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: 'Status must be one or more of: new, replied, closed.' },
        { field: 'subject', message: 'Subject must be one of: design, general, pricing, other.' },
        { field: 'overdue', message: 'Overdue must be true or false.' },
        { field: 'createdTo', message: 'Created to must be a date (YYYY-MM-DD).' },
        { field: 'sort', message: 'Sort must be one of: createdAt, name.' },
        { field: 'pageSize', message: expect.stringMatching(/^Page size must be a whole number from 1 to 100/) },
        { field: 'foo', message: 'Unknown field "foo" is not allowed.' },
      ]),
    );
    expect(res.body.errors).toHaveLength(7);
  });
});

describe('getQuoteRequest', () => {
  beforeAll(clear);

  it('gives the whole message, the allowed moves and the lead with the same e-mail', async () => {
    const lead = await db.getRepository(DiscoveryCallLead).save({
      email: 'pat@meadow.example',
      emailKey: 'pat@meadow.example',
      firstName: 'Pat',
      lastName: 'Meadow',
      accessToken: randomBytes(32).toString('base64url'),
      status: LeadStatus.Contacted,
    });
    const request = await insertRequest({ name: 'Pat Meadow', email: 'pat@meadow.example', message: 'A long message. '.repeat(30), ageHours: 2 });
    const body = (await browser.call('get', `${URL}/${request.id}`, undefined, 200)).body as QuoteRequestResponseDto;
    expect(body).toMatchObject({
      id: request.id,
      message: 'A long message. '.repeat(30),
      status: 'new',
      overdue: false,
      allowedStatuses: ['replied', 'closed'],
      lead: { id: lead.id, firstName: 'Pat', lastName: 'Meadow', status: 'contacted' },
    });
    const stranger = await insertRequest({ email: 'nobody@else.example' });
    expect(((await browser.call('get', `${URL}/${stranger.id}`, undefined, 200)).body as QuoteRequestResponseDto).lead).toBeNull();
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await browser.call('get', `${URL}/2147483647`, undefined, 404)).body.message).toBe(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    expect((await browser.call('get', `${URL}/0`, undefined, 400)).body.errors[0].field).toBe('id');
  });
});

describe('updateQuoteRequest', () => {
  beforeAll(clear);

  it('allows exactly: new → replied or closed, replied → closed, closed → new', () => {
    const allowed = STATUSES.flatMap((from) => quoteRequestStatusFlow.moves[from].map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['new→replied', 'new→closed', 'replied→closed', 'closed→new']);
  });

  const moves = STATUSES.flatMap((from) =>
    STATUSES.filter((to) => to !== from).map((to) => [from, to, quoteRequestStatusFlow.moves[from].includes(to)] as const),
  );

  it.each(moves)('%s → %s: allowed %s', async (from, to, ok) => {
    const request = await insertRequest({ status: from, ageHours: 30 });
    const res = await browser.call('patch', `${URL}/${request.id}`, { status: to });
    const stored = (await db.getRepository(ContactMessage).findOneByOrFail({ id: request.id })).status;
    if (ok) {
      expect({ status: res.status, stored, answer: res.body.status, allowed: res.body.allowedStatuses, overdue: res.body.overdue }).toEqual({
        status: 200,
        stored: to,
        answer: to,
        allowed: quoteRequestStatusFlow.moves[to],
        overdue: to === QuoteRequestStatus.New,
      });
    } else {
      expect({ status: res.status, body: res.body, stored }).toEqual({
        status: 409,
        body: { statusCode: 409, message: `A quote request cannot move from ${from} to ${to}.`, error: 'Conflict' },
        stored: from,
      });
    }
  });

  it('changes nothing when sent its current status', async () => {
    const request = await insertRequest({ status: QuoteRequestStatus.Replied });
    expect((await browser.call('patch', `${URL}/${request.id}`, { status: 'replied' }, 200)).body.status).toBe('replied');
  });

  it('answers 400 to a bad status or an unknown field, 404 to an unknown id', async () => {
    const request = await insertRequest();
    const res = await browser.call('patch', `${URL}/${request.id}`, { status: 'done', note: 'x' }, 400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: QUOTE_REQUEST_STATUS_MESSAGE },
        { field: 'note', message: 'Unknown field "note" is not allowed.' },
      ]),
    );
    expect((await browser.call('patch', `${URL}/2147483647`, { status: 'closed' }, 404)).body.message).toBe(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
  });

  it('logs each change with the admin id', () => {
    expect(output.lines().join('')).toMatch(new RegExp(`quote request updated: quote request \\d+: status new → replied, by admin ${admin.id}`));
  });
});
