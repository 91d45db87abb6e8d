import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MailStatus } from '../src/mail/mail.enums';
import { UserRole } from '../src/common/auth/user-role';
import { Design } from '../src/modules/designs/entities/design.entity';
import {
  LEAD_CSV_HEADERS,
  LEAD_NOT_FOUND_MESSAGE,
  NOT_YOUR_NOTE_MESSAGE,
  NOTE_NOT_FOUND_MESSAGE,
  OLD_NOTES_BOX_MESSAGE,
  STALE_LEAD_MESSAGE,
} from '../src/modules/admin-leads/admin-leads.service';
import { NOTE_REQUIRED_MESSAGE } from '../src/modules/admin-leads/dto/lead-note.dto';
import { LeadNotes1795660000000 } from '../src/database/migrations/1795660000000-lead-notes';
import type { AdminLeadResponseDto, AdminLeadSummaryDto, PaginatedAdminLeadsResponseDto } from '../src/modules/admin-leads/dto/admin-lead-response.dto';
import { NOTHING_TO_CHANGE_MESSAGE, UPDATED_AT_MESSAGE } from '../src/modules/admin-leads/dto/update-lead.dto';
import { DiscoveryCallLead } from '../src/modules/leads/entities/discovery-call-lead.entity';
import type { QuizAnswerRecord } from '../src/modules/leads/quiz-answer-record';
import { leadStatusFlow } from '../src/modules/leads/lead-pipeline';
import { LeadFollowUpState, LeadScoreBand, LeadStatus, LeadSubmissionKind, LeadTimelineKind } from '../src/modules/leads/leads.enums';
import { Browser, cleanAuthTables, createUser, TEST_DOMAIN, type TestAccount } from './auth-helpers';
import { captureOutput } from './captured-output';
import { createTestApp } from './test-app';

// Sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const LEADS = '/api/admin/leads';
const STATUSES = Object.values(LeadStatus);
/** The office's words for each status (what the timeline and the refusals say). */
const LABELS: Record<string, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  scheduled: 'Call scheduled',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

let app: INestApplication;
let db: DataSource;
let admin: TestAccount;
let browser: Browser;
let output: ReturnType<typeof captureOutput>;
let serial = 0;

type LeadSeed = Partial<Omit<DiscoveryCallLead, 'createdAt'>> & { createdAt?: string };

/** A lead written straight to the database (createdAt as given, e.g. at a Missouri day's edge). */
async function insertLead(seed: LeadSeed = {}): Promise<DiscoveryCallLead> {
  const { createdAt, ...values } = seed;
  const n = ++serial;
  const lead = await db.getRepository(DiscoveryCallLead).save({
    email: `lead-${n}@leads.example`,
    firstName: `Lead${n}`,
    lastName: null,
    phone: null,
    accessToken: randomBytes(32).toString('base64url'),
    ...values,
    emailKey: values.email ?? `lead-${n}@leads.example`,
  });
  if (createdAt) await db.query('UPDATE discovery_call_leads SET "createdAt" = $2 WHERE id = $1', [lead.id, createdAt]);
  return db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id });
}

async function clearLeads(): Promise<void> {
  await db.query('DELETE FROM discovery_call_leads');
  await db.query('DELETE FROM contact_messages');
  await db.query('DELETE FROM mail_outbox');
}

const list = async (query: string, expected = 200) =>
  (await browser.call('get', `${LEADS}${query}`, undefined, expected)).body as PaginatedAdminLeadsResponseDto;
const ids = (page: PaginatedAdminLeadsResponseDto) => page.items.map((item) => item.id);
const patch = (id: number, body: object, expected?: number) => browser.call('patch', `${LEADS}/${id}`, body, expected);
const updatedAtOf = async (id: number) => (await db.getRepository(DiscoveryCallLead).findOneByOrFail({ id })).updatedAt.toISOString();

beforeAll(async () => {
  output = captureOutput();
  ({ app } = await createTestApp({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
  db = app.get(DataSource);
  await cleanAuthTables(db);
  await clearLeads();
  admin = await createUser(app, { role: UserRole.Admin });
  browser = new Browser(app);
  await browser.signInAs(admin);
});

afterAll(async () => {
  output?.restore();
  if (db) {
    await clearLeads();
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('listLeads', () => {
  let a: DiscoveryCallLead, b: DiscoveryCallLead, c: DiscoveryCallLead, d: DiscoveryCallLead, e: DiscoveryCallLead, f: DiscoveryCallLead;

  beforeAll(async () => {
    await clearLeads();
    // 2026-03-08 is the day Missouri moves to daylight time: that day runs 06:00Z to 05:00Z next day.
    a = await insertLead({
      firstName: 'Avery',
      lastName: 'Stone',
      email: 'avery@farm.example',
      phone: '(816) 555-0142',
      utmSource: 'facebook',
      createdAt: '2026-03-08T05:59:59Z',
    });
    b = await insertLead({
      firstName: 'Blake',
      lastName: 'Rivers',
      email: 'blake@ranch.example',
      status: LeadStatus.Contacted,
      utmSource: 'google',
      lastContacted: new Date('2026-03-10T12:00:00Z'),
      createdAt: '2026-03-08T06:00:00Z',
    });
    c = await insertLead({
      firstName: 'casey',
      lastName: 'Hill',
      email: 'casey@hill.example',
      status: LeadStatus.Scheduled,
      calendarScheduled: true,
      expectedCloseDate: '2026-06-01',
      createdAt: '2026-03-09T04:59:59Z',
    });
    d = await insertLead({
      firstName: 'Drew',
      email: 'drew@plains.example',
      followUpsPaused: true,
      utmSource: 'facebook',
      expectedCloseDate: '2026-05-01',
      createdAt: '2026-03-09T05:00:00Z',
    });
    e = await insertLead({
      firstName: 'Emery',
      lastName: '100% Barn_Fan',
      email: 'emery@barn.example',
      followUpsStoppedReason: 'unsubscribed',
      lastContacted: new Date('2026-03-11T12:00:00Z'),
      createdAt: '2026-03-10T12:00:00Z',
    });
    f = await insertLead({
      firstName: 'Finley',
      email: 'finley@acre.example',
      status: LeadStatus.Contacted,
      followUpCount: 3,
      createdAt: '2026-03-11T12:00:00Z',
    });
  });

  it('answers every lead, newest first, 25 a page by default, with the list fields', async () => {
    const page = await list('');
    expect(ids(page)).toEqual([f.id, e.id, d.id, c.id, b.id, a.id]);
    expect({ total: page.total, page: page.page, pageSize: page.pageSize }).toEqual({ total: 6, page: 1, pageSize: 25 });
    expect(page.items.find((item) => item.id === b.id)).toEqual<AdminLeadSummaryDto>({
      id: b.id,
      email: 'blake@ranch.example',
      firstName: 'Blake',
      lastName: 'Rivers',
      phone: null,
      status: LeadStatus.Contacted,
      utmSource: 'google',
      calendarScheduled: false,
      followUps: LeadFollowUpState.Active,
      followUpCount: 0,
      lastContacted: '2026-03-10T12:00:00.000Z',
      expectedCloseDate: null,
      // Inserted by hand, not through a form: no owner, and the response clock still running.
      owner: null,
      firstResponseAt: null,
      // Waiting since March: every office minute since then (the clock itself is proven in lead-response-clock.e2e-spec).
      responseBusinessMinutes: expect.any(Number),
      createdAt: '2026-03-08T06:00:00.000Z',
      updatedAt: b.updatedAt.toISOString(),
      // Idle since its last contact; a contacted lead is stale after 7 days (LEAD_STALE_DAYS).
      idleDays: Math.floor((Date.now() - Date.parse('2026-03-10T12:00:00Z')) / 86_400_000),
      stale: true,
      statusSince: '2026-03-08T06:00:00.000Z',
      nextStep: null,
      // Inserted by hand and never scored: the columns' defaults (the score itself: lead-scores.e2e-spec).
      score: 0,
      fitScore: 0,
      engagementScore: 0,
      scoreBand: LeadScoreBand.Cold,
      scoreReasons: [],
    });
  });

  it('pages with page and pageSize, the total over all pages', async () => {
    const second = await list('?pageSize=2&page=2');
    expect({ ids: ids(second), total: second.total, page: 2, pageSize: 2 }).toEqual({
      ids: [d.id, c.id],
      total: 6,
      page: second.page,
      pageSize: second.pageSize,
    });
    expect(ids(await list('?pageSize=4&page=3'))).toEqual([]);
  });

  it('filters by status (repeatable), utmSource, callBooked', async () => {
    expect(ids(await list('?status=contacted'))).toEqual([f.id, b.id]);
    expect(ids(await list('?status=contacted&status=scheduled'))).toEqual([f.id, c.id, b.id]);
    expect(ids(await list('?utmSource=facebook'))).toEqual([d.id, a.id]);
    expect(ids(await list('?callBooked=true'))).toEqual([c.id]);
    expect(ids(await list('?callBooked=false&status=pending'))).toEqual([e.id, d.id, a.id]);
  });

  it('searches name, e-mail and phone (its digits however written), every word, taking % and _ literally', async () => {
    expect(ids(await list('?q=avery%20stone'))).toEqual([a.id]);
    // Every word must appear, each in any field.
    expect(ids(await list('?q=stone%20farm.example'))).toEqual([a.id]);
    expect(ids(await list('?q=stone%20ranch'))).toEqual([]);
    expect(ids(await list('?q=RANCH.example'))).toEqual([b.id]);
    expect(ids(await list('?q=816-555'))).toEqual([a.id]);
    expect(ids(await list('?q=(816)%20555-0142'))).toEqual([a.id]);
    expect(ids(await list('?q=100%25'))).toEqual([e.id]);
    expect(ids(await list('?q=n_f'))).toEqual([e.id]);
    expect(ids(await list('?q=%25'))).toEqual([e.id]);
  });

  it('filters by follow-up state, from the lead columns', async () => {
    // A booked call (c) stops them once the job, which checks when it sends, records it.
    expect(ids(await list('?followUps=active'))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list('?followUps=paused'))).toEqual([d.id]);
    expect(ids(await list('?followUps=stopped'))).toEqual([e.id]);
    expect(ids(await list('?followUps=finished'))).toEqual([f.id]);
    expect(Object.fromEntries((await list('')).items.map((item) => [item.id, item.followUps]))).toEqual({
      [a.id]: 'active',
      [b.id]: 'active',
      [c.id]: 'active',
      [d.id]: 'paused',
      [e.id]: 'stopped',
      [f.id]: 'finished',
    });
  });

  it('takes createdFrom and createdTo as whole Missouri days, across the daylight-time change', async () => {
    expect(ids(await list('?createdTo=2026-03-07'))).toEqual([a.id]);
    expect(ids(await list('?createdFrom=2026-03-08&createdTo=2026-03-08'))).toEqual([c.id, b.id]);
    expect(ids(await list('?createdFrom=2026-03-09&createdTo=2026-03-10'))).toEqual([e.id, d.id]);
    expect(ids(await list('?createdFrom=2026-03-11'))).toEqual([f.id]);
  });

  it('sorts by name, lastContacted and expectedCloseDate, either way, leads without a value last', async () => {
    expect(ids(await list('?sort=name&order=asc'))).toEqual([a.id, b.id, c.id, d.id, e.id, f.id]);
    expect(ids(await list('?sort=name&order=desc'))).toEqual([f.id, e.id, d.id, c.id, b.id, a.id]);
    expect(ids(await list('?sort=lastContacted'))).toEqual([e.id, b.id, f.id, d.id, c.id, a.id]);
    expect(ids(await list('?sort=lastContacted&order=asc'))).toEqual([b.id, e.id, f.id, d.id, c.id, a.id]);
    expect(ids(await list('?sort=expectedCloseDate&order=asc'))).toEqual([d.id, c.id, f.id, e.id, b.id, a.id]);
    expect(ids(await list('?sort=createdAt&order=asc'))).toEqual([a.id, b.id, c.id, d.id, e.id, f.id]);
  });

  it('answers 400 with one errors entry per bad or unknown parameter', async () => {
    const res = await browser.call(
      'get',
      `${LEADS}?status=pending&status=hot&callBooked=yes&followUps=later&createdFrom=2026-02-30&sort=email&order=up&pageSize=101&page=0&colour=red`,
      undefined,
      400,
    );
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: 'Status must be one or more of: pending, contacted, scheduled, qualified, won, lost.' },
        { field: 'callBooked', message: 'Call booked must be true or false.' },
        { field: 'followUps', message: 'Follow ups must be one of: active, paused, stopped, finished.' },
        { field: 'createdFrom', message: 'Created from must be a date (YYYY-MM-DD).' },
        { field: 'sort', message: 'Sort must be one of: createdAt, lastContacted, expectedCloseDate, name, score.' },
        { field: 'order', message: 'Order must be one of: asc, desc.' },
        { field: 'pageSize', message: expect.stringMatching(/^Page size must be a whole number from 1 to 100/) },
        { field: 'page', message: expect.stringMatching(/^Page must be a whole number from 1 to/) },
        { field: 'colour', message: 'Unknown field "colour" is not allowed.' },
      ]),
    );
    expect(res.body.errors).toHaveLength(9);
    const dates = await browser.call('get', `${LEADS}?createdFrom=2026-03-10&createdTo=2026-03-09`, undefined, 400);
    expect(dates.body).toMatchObject({
      statusCode: 400,
      message: 'Created to must not be before created from.',
      errors: [{ field: 'createdTo', message: 'Created to must not be before created from.' }],
    });
    // Year 0000 is no date to PostgreSQL: a 400, not a database error.
    expect((await browser.call('get', `${LEADS}?createdFrom=0000-01-01`, undefined, 400)).body.errors).toEqual([
      { field: 'createdFrom', message: 'Created from must be a date (YYYY-MM-DD).' },
    ]);
    const long = await browser.call('get', `${LEADS}?q=${'x'.repeat(101)}`, undefined, 400);
    expect(long.body.errors).toEqual([{ field: 'q', message: 'Q must be one line of text of at most 100 characters.' }]);
  });
});

describe('exportLeadsCsv', () => {
  /** The CSV's records (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
  function parseCsv(text: string): string[][] {
    const records: string[][] = [];
    let record: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        record.push(field);
        field = '';
      } else if (ch === '\r' && text[i + 1] === '\n') {
        record.push(field);
        records.push(record);
        record = [];
        field = '';
        i++;
      } else field += ch;
    }
    expect(field).toBe('');
    return records;
  }

  const download = async (query = '') => {
    const res = await browser
      .send('get', `${LEADS}/export.csv${query}`)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    return res;
  };

  beforeAll(async () => {
    await clearLeads();
  });

  it('is a CSV attachment, not cached, with a header row and one CRLF-ended record per lead', async () => {
    const lead = await insertLead({
      firstName: 'Morgan',
      lastName: 'Lake',
      email: 'morgan@lake.example',
      phone: '(660) 555-0101',
      utmSource: 'facebook',
      expectedCloseDate: '2026-07-04',
      createdAt: '2026-01-15T18:30:00Z',
    });
    const res = await download();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, row, ...rest] = parseCsv(text.slice(1));
    expect(header).toEqual(LEAD_CSV_HEADERS);
    expect(rest).toEqual([]);
    expect(Object.fromEntries(header.map((name, i) => [name, row[i]]))).toEqual({
      'Lead ID': String(lead.id),
      'Created (Missouri time)': '2026-01-15 12:30',
      'First name': 'Morgan',
      'Last name': 'Lake',
      'E-mail': 'morgan@lake.example',
      Phone: '(660) 555-0101',
      Status: 'pending',
      'Call booked': 'no',
      'Follow-ups': 'active',
      'Follow-ups sent': '0',
      'Last contacted (Missouri time)': '',
      'Expected close date': '2026-07-04',
      'UTM source': 'facebook',
      'UTM medium': '',
      'UTM campaign': '',
      'UTM content': '',
      'UTM term': '',
      Notes: '',
    });
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and turns formula-like cells into text with an apostrophe', async () => {
    await clearLeads();
    const lead = await insertLead({
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: '+1+2',
      email: 'formula@cells.example',
      phone: '-2+3',
      utmSource: '@SUM(A1)',
      utmMedium: '\tcmd',
      utmCampaign: '\rcr',
      utmContent: 'a=1',
    });
    await db.query(`INSERT INTO lead_notes ("leadId", "authorId", body, "createdAt") VALUES ($1, NULL, $2, '2026-01-15T18:30:00Z')`, [
      lead.id,
      '=Line one, with a comma\r\nLine "two"',
    ]);
    const text = (await download()).body as string;
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",'+1+2,formula@cells.example,'-2+3,`);
    expect(text).toContain(`,'@SUM(A1),'\tcmd,"'\rcr",a=1,,"2026-01-15 12:30: =Line one, with a comma\r\nLine ""two"""\r\n`);
    const [, row] = parseCsv(text.slice(1));
    expect(row.slice(2, 6)).toEqual([`'=HYPERLINK("http://evil.example","Click")`, "'+1+2", 'formula@cells.example', "'-2+3"]);
    expect(row.at(-1)).toBe('2026-01-15 12:30: =Line one, with a comma\r\nLine "two"');
    expect(row[0]).toBe(String(lead.id));
  });

  it('exports only the filtered leads, in the list order, past many cursor batches', async () => {
    await clearLeads();
    // 1,234 leads: more than two batches of the cursor.
    await db.query(
      `INSERT INTO discovery_call_leads (email, "emailKey", "firstName", "accessToken", status, "createdAt")
       SELECT 'bulk-' || g || '@bulk.example', 'bulk-' || g || '@bulk.example', 'Bulk' || g, 'token-' || g, CASE WHEN g % 2 = 0 THEN 'won' ELSE 'lost' END::lead_status,
              timestamptz '2026-02-01T12:00:00Z' + g * interval '1 minute'
         FROM generate_series(1, 1234) g`,
    );
    const all = parseCsv(((await download()).body as string).slice(1));
    expect(all).toHaveLength(1 + 1234);
    const won = parseCsv(((await download('?status=won&sort=createdAt&order=asc')).body as string).slice(1)).slice(1);
    expect(won).toHaveLength(617);
    expect(won.map((row) => row[4]).slice(0, 2)).toEqual(['bulk-2@bulk.example', 'bulk-4@bulk.example']);
    expect(won.every((row) => row[6] === 'won')).toBe(true);
    const oneDay = parseCsv(((await download('?q=bulk-1234')).body as string).slice(1)).slice(1);
    expect(oneDay.map((row) => row[2])).toEqual(['Bulk1234']);
  });

  it('answers 400 to bad or unknown parameters, paging included', async () => {
    const res = await browser.call('get', `${LEADS}/export.csv?status=maybe&page=2`, undefined, 400);
    expect(res.body.errors).toEqual([
      { field: 'page', message: 'Unknown field "page" is not allowed.' },
      { field: 'status', message: 'Status must be one or more of: pending, contacted, scheduled, qualified, won, lost.' },
    ]);
  });

  it('logs the export with the admin id', () => {
    expect(output.lines().join('')).toMatch(new RegExp(`leads exported: CSV with filters .* by admin ${admin.id}`));
  });
});

describe('getLead', () => {
  beforeAll(async () => {
    await clearLeads();
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await browser.call('get', `${LEADS}/2147483647`, undefined, 404)).body.message).toBe(LEAD_NOT_FOUND_MESSAGE);
    expect((await browser.call('get', `${LEADS}/abc`, undefined, 400)).body.errors[0].field).toBe('id');
  });

  it("gives spec §3's fields, the answers in words, the allowed statuses and the follow-up state", async () => {
    const answers: QuizAnswerRecord[] = [
      { step: 'landOwnership', question: 'Own land?', answer: 'yes' },
      { step: 'budgetRange', question: 'Budget?', answer: '200k-350k' },
      { step: 'retiredStep', question: 'An old question', answer: 'maybe' },
    ];
    const lead = await insertLead({
      firstName: 'Quinn',
      lastName: 'Field',
      quizAnswers: answers,
      utmCampaign: 'spring',
      status: LeadStatus.Contacted,
      calendarScheduled: true,
      followUpCount: 1,
      followUpsStoppedReason: 'call-booked',
    });
    const body = (await browser.call('get', `${LEADS}/${lead.id}`, undefined, 200)).body as AdminLeadResponseDto;
    expect(body).toMatchObject({
      id: lead.id,
      firstName: 'Quinn',
      lastName: 'Field',
      utmCampaign: 'spring',
      accessUnlocked: true,
      allowedStatuses: [LeadStatus.Scheduled, LeadStatus.Qualified, LeadStatus.Lost],
      followUps: LeadFollowUpState.Stopped,
      followUpState: { state: LeadFollowUpState.Stopped, paused: false, stoppedReason: 'call-booked', sent: 1 },
      quizAnswers: [
        { step: 'landOwnership', question: 'Do you already own the land you want to build on?', answer: 'yes', answerLabel: 'Yes' },
        { step: 'budgetRange', question: 'What is your total budget for the building project?', answer: '200k-350k', answerLabel: '$200K – $350K' },
        { step: 'retiredStep', question: 'An old question', answer: 'maybe', answerLabel: 'maybe' },
      ],
    });
    expect(body).not.toHaveProperty('accessToken');
    expect(body).not.toHaveProperty('notes');
  });

  it("shows the next follow-up due, the follow-ups sent or stopped, and the booking page's own events", async () => {
    const email = `booked@${TEST_DOMAIN}`;
    const lead = await insertLead({ firstName: 'Blair', email, createdAt: '2026-04-01T15:00:00Z', followUpCount: 1 });
    // The follow-ups job writes the step's row and its outbox e-mail together (follow-ups.service.ts).
    const [{ id: mailId }] = await db.query<{ id: number }[]>(
      `INSERT INTO mail_outbox ("to", subject, text, status, kind, "createdAt") VALUES ($1, 'Your next steps, Blair', 'x', 'sent', 'visitor_confirmation', '2026-04-03T15:00:00Z') RETURNING id`,
      [email],
    );
    await db.query(
      `INSERT INTO lead_follow_ups ("leadId", step, outcome, subject, "stoppedReason", "mailId", "createdAt") VALUES
         ($1, 1, 'sent', 'Your next steps, Blair', NULL, $2, '2026-04-03T15:00:00Z')`,
      [lead.id, mailId],
    );
    await db.query(
      `INSERT INTO bookings ("bookingId", event, email, name, "startsAt", "leadId", "receivedAt") VALUES
         ('bk-1', 'booking.created', $1, 'Blair', '2026-04-07T14:00:00Z', $2, '2026-04-04T15:00:00Z'),
         ('bk-1', 'booking.cancelled', $1, 'Blair', '2026-04-07T14:00:00Z', $2, '2026-04-05T15:00:00Z')`,
      [email, lead.id],
    );
    const body = (await browser.call('get', `${LEADS}/${lead.id}`, undefined, 200)).body as AdminLeadResponseDto;
    // Default FOLLOW_UPS_DELAYS 2d,5d,10d: step 2 is due five days after the lead came in.
    expect(body.followUpState).toEqual({
      state: LeadFollowUpState.Active,
      paused: false,
      stoppedReason: null,
      sent: 1,
      nextStep: 2,
      nextDueAt: '2026-04-06T15:00:00.000Z',
    });
    // Each follow-up e-mail once: its outbox row is not a second "E-mail sent" entry.
    expect(body.timeline.map(({ kind, at, summary, detail, author, mailStatus }) => ({ kind, at, summary, detail, author, mailStatus }))).toEqual([
      {
        kind: LeadTimelineKind.CallUnbooked,
        at: '2026-04-05T15:00:00.000Z',
        summary: 'Call for Tuesday, April 7, 2026 at 9:00 AM Missouri time cancelled on the booking page',
        detail: null,
        author: null,
        mailStatus: null,
      },
      {
        kind: LeadTimelineKind.CallBooked,
        at: '2026-04-04T15:00:00.000Z',
        summary: 'Call booked on the booking page for Tuesday, April 7, 2026 at 9:00 AM Missouri time',
        detail: null,
        author: null,
        mailStatus: null,
      },
      {
        kind: LeadTimelineKind.FollowUp,
        at: '2026-04-03T15:00:00.000Z',
        summary: 'Follow-up e-mail 1 sent',
        detail: 'Your next steps, Blair',
        author: null,
        mailStatus: MailStatus.Sent,
      },
    ]);
  });

  it('says why the follow-ups stopped in words, not the stored reason', async () => {
    const lead = await insertLead({ firstName: 'Drew', createdAt: '2026-04-01T15:00:00Z', followUpsStoppedReason: 'call-booked' });
    await db.query(
      `INSERT INTO lead_follow_ups ("leadId", step, outcome, "stoppedReason", "createdAt") VALUES ($1, 1, 'stopped', 'call-booked', '2026-04-03T15:00:00Z')`,
      [lead.id],
    );
    const body = (await browser.call('get', `${LEADS}/${lead.id}`, undefined, 200)).body as AdminLeadResponseDto;
    expect(body.timeline.map((entry) => entry.summary)).toEqual(['Follow-ups stopped before e-mail 1: the lead booked a discovery call']);
  });

  it('has a timeline, newest first, with time and author: submissions, e-mails, quote requests, deposits and admin changes', async () => {
    const email = `timeline@${TEST_DOMAIN}`;
    const lead = await insertLead({ firstName: 'Reese', lastName: 'Moss', email, createdAt: '2026-04-01T15:00:00Z' });
    await db.query(
      `INSERT INTO lead_submissions ("leadId", email, kind, "firstName", "lastName", phone, "createdAt") VALUES
       ($1, $2, 'quiz', 'Reese', 'Moss', '(816) 555-0100', '2026-04-01T15:00:00Z'), ($1, $2, 'discovery', 'Reese', NULL, NULL, '2026-04-03T15:00:00Z')`,
      [lead.id, email],
    );
    await db.query(
      `INSERT INTO mail_outbox ("to", subject, text, status, kind, "createdAt") VALUES
       ($1, 'Your barndominium roadmap', 'x', 'sent', 'visitor_confirmation', '2026-04-01T15:00:01Z'),
       ('office@builder.example', 'New quiz lead: Reese Moss', 'x', 'sent', 'business_notice', '2026-04-01T15:00:01Z'),
       ('someone@else.example, ' || upper($1), 'Welcome back', 'x', 'failed', 'visitor_confirmation', '2026-04-03T15:00:01Z')`,
      [email],
    );
    await db.query(
      `INSERT INTO contact_messages (name, email, subject, message, status, "createdAt") VALUES ('Reese Moss', $1, 'pricing', 'What would the Oak cost?', 'new', '2026-04-05T15:00:00Z')`,
      [email],
    );
    const buyer = await createUser(app, { email });
    const { id: designId } = await db.getRepository(Design).findOneByOrFail({ slug: 'oak' });
    const [{ id: depositId }] = await db.query<{ id: number }[]>(
      `INSERT INTO deposits ("userId", "designId", amount, status, "createdAt") VALUES ($1, $2, 250000, 'pending', '2026-04-07T15:00:00Z') RETURNING id`,
      [buyer.id, designId],
    );
    await patch(lead.id, { status: LeadStatus.Contacted, updatedAt: await updatedAtOf(lead.id) }, 200);
    await browser.call('post', `${LEADS}/${lead.id}/notes`, { body: 'Called; wants the Oak.' }, 201);

    const { timeline } = (await browser.call('get', `${LEADS}/${lead.id}`, undefined, 200)).body as AdminLeadResponseDto;
    const adminAuthor = { userId: admin.id, name: 'Casey Admin' };
    const recent = (at: string) => (Date.now() - Date.parse(at) < 60_000 ? 'recent' : at);
    expect(timeline.map(({ kind, at, author, summary, detail }) => ({ kind, at: recent(at), author, summary, detail }))).toEqual([
      { kind: 'note', at: 'recent', author: adminAuthor, summary: 'Note', detail: 'Called; wants the Oak.' },
      { kind: LeadTimelineKind.StatusChanged, at: 'recent', author: adminAuthor, summary: 'Status changed from Pending to Contacted', detail: null },
      {
        kind: LeadTimelineKind.Deposit,
        at: '2026-04-07T15:00:00.000Z',
        author: { userId: buyer.id, name: 'Casey Buyer' },
        summary: 'Deposit of $2,500.00 on Oak (Pending)',
        detail: null,
      },
      {
        kind: LeadTimelineKind.QuoteRequest,
        at: '2026-04-05T15:00:00.000Z',
        author: { userId: null, name: 'Reese Moss' },
        summary: 'Quote request: Pricing Questions (New)',
        detail: 'What would the Oak cost?',
      },
      { kind: LeadTimelineKind.Email, at: '2026-04-03T15:00:01.000Z', author: null, summary: 'E-mail could not be delivered', detail: 'Welcome back' },
      {
        kind: LeadTimelineKind.Submission,
        at: '2026-04-03T15:00:00.000Z',
        author: { userId: null, name: 'Reese' },
        summary: 'Discovery call form submitted',
        detail: null,
      },
      { kind: LeadTimelineKind.Email, at: '2026-04-01T15:00:01.000Z', author: null, summary: 'E-mail sent', detail: 'Your barndominium roadmap' },
      {
        kind: LeadTimelineKind.Submission,
        at: '2026-04-01T15:00:00.000Z',
        author: { userId: null, name: 'Reese Moss' },
        summary: 'Quiz submitted',
        detail: 'Phone: (816) 555-0100',
      },
    ]);
    expect(timeline[1]).toMatchObject({ fromStatus: LeadStatus.Pending, toStatus: LeadStatus.Contacted });
    expect(timeline[2].depositId).toBe(depositId);
    expect(timeline[3].quoteRequestId).toEqual(expect.any(Number));
    expect(timeline[4].mailStatus).toBe(MailStatus.Failed);
    expect(timeline[5].submissionKind).toBe(LeadSubmissionKind.Discovery);
    expect(Date.now() - Date.parse(timeline[0].at)).toBeLessThan(60_000);
    await db.query('DELETE FROM deposit_signatures WHERE "depositId" = $1', [depositId]);
    await db.query('DELETE FROM deposits WHERE id = $1', [depositId]);
  });
});

describe('updateLead', () => {
  beforeAll(async () => {
    await clearLeads();
  });

  const moves = STATUSES.flatMap((from) => STATUSES.filter((to) => to !== from).map((to) => [from, to, leadStatusFlow.moves[from].includes(to)] as const));

  it('allows exactly the pipeline of issue 13', () => {
    const allowed = moves.filter(([, , ok]) => ok).map(([from, to]) => `${from}→${to}`);
    expect(allowed).toEqual([
      'pending→contacted',
      'pending→scheduled',
      'pending→lost',
      'contacted→scheduled',
      'contacted→qualified',
      'contacted→lost',
      'scheduled→contacted',
      'scheduled→qualified',
      'scheduled→lost',
      'qualified→won',
      'qualified→lost',
      'won→qualified',
      'lost→contacted',
    ]);
  });

  it.each(moves)('%s → %s: allowed %s', async (from, to, ok) => {
    const lead = await insertLead({ status: from });
    const res = await patch(lead.id, { status: to, updatedAt: lead.updatedAt.toISOString() });
    const events = await db.query<{ type: string; fromStatus: string; toStatus: string; authorId: number }[]>(
      'SELECT type, "fromStatus", "toStatus", "authorId" FROM lead_events WHERE "leadId" = $1',
      [lead.id],
    );
    if (ok) {
      expect(res.status).toBe(200);
      expect((res.body as AdminLeadResponseDto).status).toBe(to);
      expect((res.body as AdminLeadResponseDto).allowedStatuses).toEqual(leadStatusFlow.moves[to]);
      expect(events).toEqual([{ type: 'status_changed', fromStatus: from, toStatus: to, authorId: admin.id }]);
    } else {
      expect({ status: res.status, body: res.body }).toEqual({
        status: 409,
        body: { statusCode: 409, message: `A lead cannot move from ${LABELS[from]} to ${LABELS[to]}.`, error: 'Conflict' },
      });
      expect((await db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id })).status).toBe(from);
      expect(events).toEqual([]);
    }
  });

  it('sets lastContacted when the lead moves to contacted', async () => {
    const lead = await insertLead();
    const body = (await patch(lead.id, { status: LeadStatus.Contacted, updatedAt: lead.updatedAt.toISOString() }, 200)).body as AdminLeadResponseDto;
    expect(Date.now() - Date.parse(body.lastContacted!)).toBeLessThan(60_000);
  });

  it('refuses a stale updatedAt with 409 and changes nothing', async () => {
    const lead = await insertLead();
    const read = lead.updatedAt.toISOString();
    const first = (await patch(lead.id, { expectedCloseDate: '2026-08-01', updatedAt: read }, 200)).body as AdminLeadResponseDto;
    expect(first.updatedAt).not.toBe(read);
    const stale = await patch(lead.id, { expectedCloseDate: '2026-09-01', updatedAt: read }, 409);
    expect(stale.body).toEqual({ statusCode: 409, message: STALE_LEAD_MESSAGE, error: 'Conflict' });
    expect((await db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id })).expectedCloseDate).toBe('2026-08-01');
    // With the updatedAt of the first change's answer, the next change goes through.
    await patch(lead.id, { expectedCloseDate: '2026-09-01', updatedAt: first.updatedAt }, 200);
  });

  it('moves a pending or contacted lead to scheduled when its call is marked booked, and records both', async () => {
    for (const from of [LeadStatus.Pending, LeadStatus.Contacted]) {
      const lead = await insertLead({ status: from });
      const body = (await patch(lead.id, { calendarScheduled: true, updatedAt: lead.updatedAt.toISOString() }, 200)).body as AdminLeadResponseDto;
      expect({ status: body.status, calendarScheduled: body.calendarScheduled }).toEqual({ status: LeadStatus.Scheduled, calendarScheduled: true });
      expect(body.timeline.slice(0, 2).map((entry) => [entry.kind, entry.summary, entry.author?.userId])).toEqual([
        [LeadTimelineKind.StatusChanged, `Status changed from ${from === LeadStatus.Pending ? 'Pending' : 'Contacted'} to Call scheduled`, admin.id],
        [LeadTimelineKind.CallBooked, 'Discovery call marked booked', admin.id],
      ]);
    }
    const qualified = await insertLead({ status: LeadStatus.Qualified });
    const body = (await patch(qualified.id, { calendarScheduled: true, updatedAt: qualified.updatedAt.toISOString() }, 200)).body as AdminLeadResponseDto;
    expect({ status: body.status, calendarScheduled: body.calendarScheduled }).toEqual({ status: LeadStatus.Qualified, calendarScheduled: true });
    const unbooked = (await patch(qualified.id, { calendarScheduled: false, updatedAt: body.updatedAt }, 200)).body as AdminLeadResponseDto;
    expect(unbooked.timeline[0].kind).toBe(LeadTimelineKind.CallUnbooked);
  });

  it('pauses and resumes follow-ups and changes the expected close date, each a timeline event in words', async () => {
    const lead = await insertLead();
    let body = (await patch(lead.id, { followUpsPaused: true, expectedCloseDate: '2026-09-30', updatedAt: lead.updatedAt.toISOString() }, 200))
      .body as AdminLeadResponseDto;
    expect({ paused: body.followUpState.paused, followUps: body.followUps, expectedCloseDate: body.expectedCloseDate }).toEqual({
      paused: true,
      followUps: LeadFollowUpState.Paused,
      expectedCloseDate: '2026-09-30',
    });
    expect(body.timeline.map((entry) => entry.summary)).toEqual(['Follow-up e-mails paused', 'Expected close date set to September 30, 2026']);
    expect(ids(await list('?followUps=paused'))).toEqual([lead.id]);

    body = (await patch(lead.id, { followUpsPaused: false, expectedCloseDate: null, updatedAt: body.updatedAt }, 200)).body as AdminLeadResponseDto;
    expect({ paused: body.followUpState.paused, expectedCloseDate: body.expectedCloseDate }).toEqual({ paused: false, expectedCloseDate: null });
    expect(body.timeline.slice(0, 2).map((entry) => entry.summary)).toEqual(['Follow-up e-mails resumed', 'Expected close date cleared']);

    // The same values again change nothing and record nothing (updatedAt stays).
    const again = (await patch(lead.id, { followUpsPaused: false, expectedCloseDate: null, status: LeadStatus.Pending, updatedAt: body.updatedAt }, 200))
      .body as AdminLeadResponseDto;
    expect({ updatedAt: again.updatedAt, entries: again.timeline.length }).toEqual({ updatedAt: body.updatedAt, entries: body.timeline.length });
  });

  it('writes nothing when one change of the request is refused (one transaction)', async () => {
    const lead = await insertLead({ status: LeadStatus.Won });
    await patch(lead.id, { expectedCloseDate: '2026-10-01', followUpsPaused: true, status: LeadStatus.Pending, updatedAt: lead.updatedAt.toISOString() }, 409);
    const after = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id });
    expect({ expectedCloseDate: after.expectedCloseDate, paused: after.followUpsPaused, updatedAt: after.updatedAt }).toEqual({
      expectedCloseDate: null,
      paused: false,
      updatedAt: lead.updatedAt,
    });
    expect(await db.query('SELECT 1 FROM lead_events WHERE "leadId" = $1', [lead.id])).toEqual([]);
  });

  it('answers 400 to bad fields, unknown ones, a missing updatedAt or nothing to change', async () => {
    const lead = await insertLead();
    const updatedAt = lead.updatedAt.toISOString();
    const bad = await patch(
      lead.id,
      {
        status: 'hot',
        notes: 'Notes are added one by one now.',
        expectedCloseDate: '2026-02-30',
        calendarScheduled: 'yes',
        followUpsPaused: 1,
        colour: 'red',
        updatedAt: 'yesterday',
      },
      400,
    );
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: 'Status must be one of: pending, contacted, scheduled, qualified, won, lost.' },
        { field: 'notes', message: 'Unknown field "notes" is not allowed.' },
        { field: 'expectedCloseDate', message: 'Expected close date must be a date (YYYY-MM-DD) or null.' },
        { field: 'calendarScheduled', message: 'Calendar scheduled must be true or false.' },
        { field: 'followUpsPaused', message: 'Follow ups paused must be true or false.' },
        { field: 'colour', message: 'Unknown field "colour" is not allowed.' },
        { field: 'updatedAt', message: UPDATED_AT_MESSAGE },
      ]),
    );
    expect(bad.body.errors).toHaveLength(7);
    expect((await patch(lead.id, { status: LeadStatus.Contacted }, 400)).body.errors).toEqual([{ field: 'updatedAt', message: UPDATED_AT_MESSAGE }]);
    expect((await patch(lead.id, { updatedAt }, 400)).body).toEqual({ statusCode: 400, message: NOTHING_TO_CHANGE_MESSAGE, error: 'Bad Request' });
    expect((await patch(2147483647, { followUpsPaused: true, updatedAt }, 404)).body.message).toBe(LEAD_NOT_FOUND_MESSAGE);
  });

  it('logs each change with the admin id', () => {
    expect(output.lines().join('')).toMatch(new RegExp(`lead updated: lead \\d+: status pending → contacted, by admin ${admin.id}`));
  });
});

describe('lead notes (issue 25: separate dated entries, edited or deleted by their author only)', () => {
  let other: Browser;
  const notesOf = (id: number) => `${LEADS}/${id}/notes`;
  const noteEntries = async (id: number) =>
    ((await browser.call('get', `${LEADS}/${id}`, undefined, 200)).body as AdminLeadResponseDto).timeline.filter(
      (entry) => entry.kind === ('note' as LeadTimelineKind),
    );

  beforeAll(async () => {
    await clearLeads();
    const second = await createUser(app, { role: UserRole.Admin });
    await db.query(`UPDATE users SET "firstName" = 'Dana', "lastName" = 'Office' WHERE id = $1`, [second.id]);
    other = new Browser(app);
    await other.signInAs(second);
  });

  it('adds each note as its own dated entry, by its author, without changing the lead', async () => {
    const lead = await insertLead();
    const first = await browser.call('post', notesOf(lead.id), { body: '  Called; wants the Oak.\nCall back after harvest.  ' }, 201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      leadId: lead.id,
      author: { userId: admin.id, name: 'Casey Admin' },
      body: 'Called; wants the Oak.\nCall back after harvest.',
      createdAt: expect.any(String),
      editedAt: null,
    });
    await other.call('post', notesOf(lead.id), { body: 'Left a voicemail.' }, 201);
    const entries = await noteEntries(lead.id);
    expect(entries.map(({ summary, detail, author, noteId, editedAt }) => ({ summary, detail, author: author?.name, noteId, editedAt }))).toEqual([
      { summary: 'Note', detail: 'Left a voicemail.', author: 'Dana Office', noteId: expect.any(Number), editedAt: null },
      { summary: 'Note', detail: 'Called; wants the Oak.\nCall back after harvest.', author: 'Casey Admin', noteId: first.body.id, editedAt: null },
    ]);
    // A note is not a change of the lead: a page holding the lead's updatedAt can still save.
    expect(await updatedAtOf(lead.id)).toBe(lead.updatedAt.toISOString());
  });

  it("lets the author edit a note (marked edited), and refuses someone else's with 403 and a sentence", async () => {
    const lead = await insertLead();
    const { id } = (await browser.call('post', notesOf(lead.id), { body: 'Budget about $300k.' }, 201)).body as { id: number };
    const refused = await other.call('patch', `${notesOf(lead.id)}/${id}`, { body: 'Budget about $30k.' }, 403);
    expect(refused.body).toEqual({ statusCode: 403, message: NOT_YOUR_NOTE_MESSAGE, error: 'Forbidden' });
    expect(NOT_YOUR_NOTE_MESSAGE).toBe('Only the person who wrote a note may change or delete it; add a note of your own instead.');

    const edited = (await browser.call('patch', `${notesOf(lead.id)}/${id}`, { body: 'Budget about $350k.' }, 200)).body as {
      body: string;
      editedAt: string | null;
    };
    expect(edited.body).toBe('Budget about $350k.');
    expect(Date.now() - Date.parse(edited.editedAt!)).toBeLessThan(60_000);
    const [entry, ...rest] = await noteEntries(lead.id);
    expect(rest).toEqual([]);
    expect({ summary: entry.summary, detail: entry.detail, editedAt: entry.editedAt }).toEqual({
      summary: 'Note (edited)',
      detail: 'Budget about $350k.',
      editedAt: edited.editedAt,
    });
  });

  it("lets the author delete a note, and refuses someone else's with 403", async () => {
    const lead = await insertLead();
    const { id } = (await browser.call('post', notesOf(lead.id), { body: 'Wrong lead, sorry.' }, 201)).body as { id: number };
    expect((await other.call('delete', `${notesOf(lead.id)}/${id}`, undefined, 403)).body.message).toBe(NOT_YOUR_NOTE_MESSAGE);
    expect(await noteEntries(lead.id)).toHaveLength(1);
    await browser.call('delete', `${notesOf(lead.id)}/${id}`, undefined, 204);
    expect(await noteEntries(lead.id)).toEqual([]);
    expect((await browser.call('delete', `${notesOf(lead.id)}/${id}`, undefined, 404)).body.message).toBe(NOTE_NOT_FOUND_MESSAGE);
  });

  it('lets nobody change a note moved from the old notes box, and answers 404 for a note of another lead', async () => {
    const lead = await insertLead();
    const another = await insertLead();
    const [{ id }] = await db.query<{ id: number }[]>(`INSERT INTO lead_notes ("leadId", "authorId", body) VALUES ($1, NULL, 'Old box text.') RETURNING id`, [
      lead.id,
    ]);
    expect((await browser.call('patch', `${notesOf(lead.id)}/${id}`, { body: 'Mine now.' }, 403)).body.message).toBe(OLD_NOTES_BOX_MESSAGE);
    expect((await browser.call('delete', `${notesOf(lead.id)}/${id}`, undefined, 403)).body.message).toBe(OLD_NOTES_BOX_MESSAGE);
    expect((await browser.call('patch', `${notesOf(another.id)}/${id}`, { body: 'x' }, 404)).body.message).toBe(NOTE_NOT_FOUND_MESSAGE);
    const [entry] = await noteEntries(lead.id);
    expect({ summary: entry.summary, author: entry.author, detail: entry.detail }).toEqual({
      summary: 'Note from the old notes box',
      author: null,
      detail: 'Old box text.',
    });
  });

  it('answers 400 to a blank, too long or unknown field, and 404 for an unknown lead', async () => {
    const lead = await insertLead();
    expect((await browser.call('post', notesOf(lead.id), { body: '   ' }, 400)).body.errors).toEqual([{ field: 'body', message: NOTE_REQUIRED_MESSAGE }]);
    expect((await browser.call('post', notesOf(lead.id), { body: 'x'.repeat(5001), pinned: true }, 400)).body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body', message: 'Body must be at most 5000 characters.' },
        { field: 'pinned', message: 'Unknown field "pinned" is not allowed.' },
      ]),
    );
    await browser.call('post', notesOf(lead.id), { body: 'x'.repeat(5000) }, 201);
    expect((await browser.call('post', notesOf(2147483647), { body: 'x' }, 404)).body.message).toBe(LEAD_NOT_FOUND_MESSAGE);
  });

  it('logs adding, editing and deleting a note with the admin id, never the text', () => {
    const logged = output.lines().join('');
    expect(logged).toMatch(new RegExp(`lead note added: lead \\d+: note \\d+, by admin ${admin.id} from (::ffff:)?127\\.0\\.0\\.1`));
    expect(logged).toMatch(new RegExp(`lead note edited: lead \\d+: note \\d+, by admin ${admin.id}`));
    expect(logged).toMatch(new RegExp(`lead note deleted: lead \\d+: note \\d+, by admin ${admin.id}`));
    expect(logged).not.toContain('Budget about');
  });

  it("moves each lead's old notes box into one note without an author, dated when the box was last saved (migration 1795660000000)", async () => {
    await clearLeads();
    const withNotes = await insertLead();
    const blank = await insertLead();
    const runner = db.createQueryRunner();
    try {
      await new LeadNotes1795660000000().down(runner);
      await runner.query(`UPDATE discovery_call_leads SET notes = CASE id WHEN $1 THEN '  Wants a shop.  ' ELSE '   ' END WHERE id IN ($1, $2)`, [
        withNotes.id,
        blank.id,
      ]);
      await runner.query(`INSERT INTO lead_events ("leadId", type, note, "createdAt") VALUES ($1, 'notes_changed', 'Wants a shop.', '2026-03-02T15:00:00Z')`, [
        withNotes.id,
      ]);
      await new LeadNotes1795660000000().up(runner);
    } finally {
      await runner.release();
    }
    const rows = await db.query(`SELECT "leadId", "authorId", body, "createdAt", "editedAt" FROM lead_notes ORDER BY id`);
    expect(rows).toEqual([{ leadId: withNotes.id, authorId: null, body: 'Wants a shop.', createdAt: new Date('2026-03-02T15:00:00Z'), editedAt: null }]);
    // The old notes_changed event is not on the timeline: the note is, once.
    const { timeline } = (await browser.call('get', `${LEADS}/${withNotes.id}`, undefined, 200)).body as AdminLeadResponseDto;
    expect(timeline.map((entry) => [entry.kind, entry.summary, entry.detail])).toEqual([['note', 'Note from the old notes box', 'Wants a shop.']]);
  });
});
