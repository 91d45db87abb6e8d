import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import type { AdminLeadResponseDto, AdminLeadSummaryDto, PaginatedAdminLeadsResponseDto } from '../src/modules/admin-leads/dto/admin-lead-response.dto';
import type { LeadBoardResponseDto } from '../src/modules/admin-leads/dto/lead-board.dto';
import type { ResponseTimeReportResponseDto } from '../src/modules/admin-leads/dto/response-time-report.dto';
import { REPORT_RANGE_LENGTH_MESSAGE, REPORT_RANGE_ORDER_MESSAGE } from '../src/modules/admin-leads/response-time-report.service';
import { DiscoveryCallLead } from '../src/modules/leads/entities/discovery-call-lead.entity';
import { LeadContacts } from '../src/modules/leads/lead-contacts';
import { LeadContactKind, LeadStatus } from '../src/modules/leads/leads.enums';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { createTestApp } from './test-app';

// Sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
let app: INestApplication;
let db: DataSource;
let admin: TestAccount;
let browser: Browser;
let serial = 0;

interface LeadSeed {
  createdAt: string | Date;
  status?: LeadStatus;
  ownerId?: number | null;
  firstResponseAt?: string | null;
  lastContacted?: Date | null;
}

async function insertLead(seed: LeadSeed): Promise<DiscoveryCallLead> {
  const n = ++serial;
  const lead = await db.getRepository(DiscoveryCallLead).save({
    email: `desk-${n}@leads.example`,
    emailKey: `desk-${n}@leads.example`,
    firstName: `Lead${n}`,
    lastName: null,
    phone: null,
    accessToken: randomBytes(32).toString('base64url'),
    status: seed.status ?? LeadStatus.Pending,
    ownerId: seed.ownerId ?? null,
    firstResponseAt: seed.firstResponseAt ? new Date(seed.firstResponseAt) : null,
    lastContacted: seed.lastContacted ?? null,
  });
  await db.query('UPDATE discovery_call_leads SET "createdAt" = $2 WHERE id = $1', [lead.id, new Date(seed.createdAt)]);
  return db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id });
}

async function rep(firstName: string, lastName: string): Promise<TestAccount> {
  const account = await createUser(app, { role: UserRole.Sales });
  await db.query('UPDATE users SET "firstName" = $2, "lastName" = $3 WHERE id = $1', [account.id, firstName, lastName]);
  return account;
}

const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * DAY_MS - hours * 3_600_000);
const get = async <T>(url: string, expected = 200) => (await browser.call('get', url, undefined, expected)).body as T;

beforeAll(async () => {
  ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
  db = app.get(DataSource);
  await db.query('DELETE FROM discovery_call_leads');
  await cleanAuthTables(db);
  admin = await createUser(app, { role: UserRole.Admin });
  browser = new Browser(app);
  await browser.signInAs(admin);
});

afterAll(async () => {
  if (db) {
    await db.query('DELETE FROM discovery_call_leads');
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('getResponseTimeReport', () => {
  const REPORT = '/api/admin/reports/response-time';
  let avery: TestAccount;
  let blake: TestAccount;

  beforeAll(async () => {
    await db.query('DELETE FROM discovery_call_leads');
    avery = await rep('Avery', 'Stone');
    blake = await rep('Blake', 'Rivers');
    // Office hours: Mon-Fri 9:00-15:00 Missouri time. Until 2026-03-08 Missouri is UTC-6 (9:00 = 15:00Z), from then UTC-5 (9:00 = 14:00Z).
    // Avery, week of Monday 2026-03-02:
    await insertLead({ ownerId: avery.id, createdAt: '2026-03-02T15:00:00Z', firstResponseAt: '2026-03-02T15:02:00Z' }); // Mon 9:00 → 9:02: 2
    await insertLead({ ownerId: avery.id, createdAt: '2026-03-02T16:00:00Z', firstResponseAt: '2026-03-02T16:04:00Z' }); // Mon 10:00 → 10:04: 4
    await insertLead({ ownerId: avery.id, createdAt: '2026-03-03T20:50:00Z', firstResponseAt: '2026-03-04T15:10:00Z' }); // Tue 14:50 → Wed 9:10: 10 + 10 = 20
    await insertLead({ ownerId: avery.id, createdAt: '2026-03-04T17:00:00Z', firstResponseAt: '2026-03-04T18:00:00Z' }); // Wed 11:00 → 12:00: 60
    await insertLead({ ownerId: avery.id, createdAt: '2026-03-05T15:30:00Z' }); // Thu 9:30, never answered
    // Friday 20:00 (after hours, still the week of 03-02 in Missouri) → Monday 9:07 in daylight time: 7.
    await insertLead({ ownerId: avery.id, createdAt: '2026-03-07T02:00:00Z', firstResponseAt: '2026-03-09T14:07:00Z' });
    // Sunday 2026-03-01 23:00 in Missouri (already Monday in UTC): before the range.
    await insertLead({ ownerId: avery.id, createdAt: '2026-03-02T05:00:00Z', firstResponseAt: '2026-03-02T15:01:00Z' });
    // Blake, week of Monday 2026-03-09 (daylight time):
    await insertLead({ ownerId: blake.id, createdAt: '2026-03-09T14:00:00Z', firstResponseAt: '2026-03-09T14:03:00Z' }); // Mon 9:00 → 9:03: 3
    await insertLead({ ownerId: blake.id, createdAt: '2026-03-14T15:00:00Z', firstResponseAt: '2026-03-16T14:05:00Z' }); // Sat 10:00 → Mon 9:05: 5
    await insertLead({ ownerId: blake.id, createdAt: '2026-03-10T19:00:00Z', firstResponseAt: '2026-03-11T15:00:00Z' }); // Tue 14:00 → Wed 10:00: 60 + 60 = 120
    await insertLead({ ownerId: blake.id, createdAt: '2026-03-11T14:00:00Z', firstResponseAt: '2026-03-11T14:45:00Z' }); // Wed 9:00 → 9:45: 45
  });

  it('gives each rep and week the hand-computed nearest-rank median and p90 of business minutes, the share within 5 minutes and the leads not answered', async () => {
    const report = await get<ResponseTimeReportResponseDto>(`${REPORT}?from=2026-03-02&to=2026-03-15`);
    expect(report).toMatchObject({ from: '2026-03-02', to: '2026-03-15', limitMinutes: 5 });

    // Avery answered [2, 4, 7, 20, 60] (sorted), one lead never: median = rank ceil(0.5×5)=3 → 7; p90 = rank ceil(0.9×5)=5 → 60.
    // Within 5: 2 and 4, of 5 answered + 1 past its limit unanswered = 2/6 = 33.3 %.
    const averyFigures = { received: 6, answered: 5, notAnswered: 1, medianMinutes: 7, p90Minutes: 60, answeredWithinLimit: 2, withinLimitPercent: 33.3 };
    // Blake answered [3, 5, 45, 120]: median = rank ceil(2)=2 → 5 (the lower middle, not 25); p90 = rank ceil(3.6)=4 → 120. Within 5: 3 and 5 = 2/4 = 50 %.
    const blakeFigures = { received: 4, answered: 4, notAnswered: 0, medianMinutes: 5, p90Minutes: 120, answeredWithinLimit: 2, withinLimitPercent: 50 };
    expect(report.reps).toEqual([
      { owner: { id: avery.id, name: 'Avery Stone' }, total: averyFigures, weeks: [{ weekStart: '2026-03-02', ...averyFigures }] },
      { owner: { id: blake.id, name: 'Blake Rivers' }, total: blakeFigures, weeks: [{ weekStart: '2026-03-09', ...blakeFigures }] },
    ]);
    expect(report.weeks).toEqual([
      { weekStart: '2026-03-02', ...averyFigures },
      { weekStart: '2026-03-09', ...blakeFigures },
    ]);
    // Everyone: [2, 3, 4, 5, 7, 20, 45, 60, 120]: median rank 5 → 7; p90 rank ceil(8.1)=9 → 120; within 5: 4 of 9 + 1 = 40 %.
    expect(report.total).toEqual({
      received: 10,
      answered: 9,
      notAnswered: 1,
      medianMinutes: 7,
      p90Minutes: 120,
      answeredWithinLimit: 4,
      withinLimitPercent: 40,
    });
  });

  it('narrows to one rep, and lists empty weeks with no figures', async () => {
    const report = await get<ResponseTimeReportResponseDto>(`${REPORT}?from=2026-02-23&to=2026-03-15&ownerId=${blake.id}`);
    expect(report.reps.map((entry) => entry.owner?.name)).toEqual(['Blake Rivers']);
    expect(report.weeks.map((week) => [week.weekStart, week.received, week.medianMinutes])).toEqual([
      ['2026-02-23', 0, null],
      ['2026-03-02', 0, null],
      ['2026-03-09', 4, 5],
    ]);
    expect(report.total.withinLimitPercent).toBe(50);
  });

  it('counts a lead still inside its limit as not answered yet, in neither the median nor the share', async () => {
    const today = new Date();
    const lead = await insertLead({ ownerId: avery.id, createdAt: today });
    try {
      const report = await get<ResponseTimeReportResponseDto>(`${REPORT}?ownerId=${avery.id}`);
      expect(report.total).toMatchObject({ received: 1, answered: 0, notAnswered: 1, medianMinutes: null, p90Minutes: null, withinLimitPercent: null });
    } finally {
      await db.query('DELETE FROM discovery_call_leads WHERE id = $1', [lead.id]);
    }
  });

  it.each([
    ['?from=2026-03-15&to=2026-03-01', 'to', REPORT_RANGE_ORDER_MESSAGE],
    ['?from=2025-01-01&to=2026-03-01', 'from', REPORT_RANGE_LENGTH_MESSAGE],
    ['?from=2026-02-30', 'from', 'From must be a date (YYYY-MM-DD).'],
    ['?ownerId=abc', 'ownerId', undefined],
    ['?rep=1', 'rep', undefined],
  ])('refuses %s with a 400 naming %s', async (query, field, message) => {
    const body = await get<{ errors: { field: string; message: string }[] }>(`${REPORT}${query}`, 400);
    expect(body.errors.map((error) => error.field)).toEqual([field]);
    if (message) expect(body.errors[0].message).toBe(message);
  });
});

describe('stale leads', () => {
  const LEADS = '/api/admin/leads';
  let idle8: DiscoveryCallLead,
    idle6: DiscoveryCallLead,
    noted: DiscoveryCallLead,
    called: DiscoveryCallLead,
    won: DiscoveryCallLead,
    oldContact: DiscoveryCallLead;

  beforeAll(async () => {
    await db.query('DELETE FROM discovery_call_leads');
    // contacted: 7 days by default (LEAD_STALE_DAYS).
    idle8 = await insertLead({ status: LeadStatus.Contacted, createdAt: daysAgo(8) });
    idle6 = await insertLead({ status: LeadStatus.Contacted, createdAt: daysAgo(6) });
    noted = await insertLead({ status: LeadStatus.Contacted, createdAt: daysAgo(20) });
    called = await insertLead({ status: LeadStatus.Contacted, createdAt: daysAgo(20) });
    won = await insertLead({ status: LeadStatus.Won, createdAt: daysAgo(100) });
    // Created long ago, last contacted 9 days ago: idle since that contact.
    oldContact = await insertLead({ status: LeadStatus.Contacted, createdAt: daysAgo(30), lastContacted: daysAgo(9) });
  });

  const staleIds = async (stale: boolean) =>
    (await get<PaginatedAdminLeadsResponseDto>(`${LEADS}?stale=${stale}&sort=createdAt&order=asc`)).items.map((lead) => lead.id);
  const row = async (id: number) => (await get<PaginatedAdminLeadsResponseDto>(`${LEADS}?pageSize=100`)).items.find((lead) => lead.id === id)!;

  it('a contacted lead idle 8 days is stale, one idle 6 days is not, a won lead never is', async () => {
    expect(await staleIds(true)).toEqual([oldContact.id, noted.id, called.id, idle8.id]);
    expect(await staleIds(false)).toEqual([won.id, idle6.id]);
    expect(await row(idle8.id)).toMatchObject<Partial<AdminLeadSummaryDto>>({ stale: true, idleDays: 8 });
    expect(await row(idle6.id)).toMatchObject<Partial<AdminLeadSummaryDto>>({ stale: false, idleDays: 6 });
    expect(await row(oldContact.id)).toMatchObject<Partial<AdminLeadSummaryDto>>({ stale: true, idleDays: 9 });
    expect(await row(won.id)).toMatchObject<Partial<AdminLeadSummaryDto>>({ stale: false, idleDays: 100 });
  });

  it('a note or a logged contact makes a stale lead fresh again', async () => {
    await browser.call('post', `${LEADS}/${noted.id}/notes`, { body: 'Left a voicemail about the 40x60 plan.' }, 201);
    await db.transaction((manager) =>
      app
        .get(LeadContacts)
        .record(manager, { id: admin.id, role: UserRole.Admin, ip: null }, called.id, { kind: LeadContactKind.Call, note: 'Talked about financing.' }),
    );
    expect(await staleIds(true)).toEqual([oldContact.id, idle8.id]);
    expect(await row(noted.id)).toMatchObject({ stale: false, idleDays: 0 });
    expect(await row(called.id)).toMatchObject({ stale: false, idleDays: 0 });
    const lead = await get<AdminLeadResponseDto>(`${LEADS}/${idle8.id}`);
    expect(lead).toMatchObject({ stale: true, idleDays: 8 });
  });

  it('a status move is logged too: the lead is fresh in its new stage', async () => {
    await browser.call('patch', `${LEADS}/${idle8.id}`, { status: LeadStatus.Qualified, updatedAt: idle8.updatedAt.toISOString() }, 200);
    expect(await row(idle8.id)).toMatchObject({ stale: false, idleDays: 0, status: LeadStatus.Qualified });
  });

  it('refuses a stale filter that is not true or false', async () => {
    const body = await get<{ errors: { field: string; message: string }[] }>(`${LEADS}?stale=maybe`, 400);
    expect(body.errors).toEqual([{ field: 'stale', message: 'Stale must be true or false.' }]);
  });
});

describe('listLeadBoard and the owner on lead rows', () => {
  const BOARD = '/api/admin/leads/board';
  let dana: TestAccount;

  beforeAll(async () => {
    await db.query('DELETE FROM discovery_call_leads');
    dana = await rep('Dana', 'Lee');
  });

  it('answers one column per status with its count and its newest cards, owner and time in the stage', async () => {
    const pending = [];
    for (let i = 3; i >= 1; i--) pending.push(await insertLead({ status: LeadStatus.Pending, createdAt: daysAgo(i), ownerId: dana.id }));
    const qualified = await insertLead({ status: LeadStatus.Qualified, createdAt: daysAgo(10) });
    await db.query(
      `INSERT INTO lead_events ("leadId", type, "fromStatus", "toStatus", "createdAt") VALUES ($1, 'status_changed', 'scheduled', 'qualified', $2)`,
      [qualified.id, daysAgo(3)],
    );

    const board = await get<LeadBoardResponseDto>(`${BOARD}?perColumn=2`);
    expect(board.perColumn).toBe(2);
    expect(board.columns.map((column) => [column.status, column.total, column.items.length])).toEqual([
      ['pending', 3, 2],
      ['contacted', 0, 0],
      ['scheduled', 0, 0],
      ['qualified', 1, 1],
      ['won', 0, 0],
      ['lost', 0, 0],
    ]);
    // Newest first.
    expect(board.columns[0].items.map((card) => card.id)).toEqual([pending[2].id, pending[1].id]);
    expect(board.columns[0].items[0].owner).toEqual({ id: dana.id, name: 'Dana Lee' });
    const card = board.columns[3].items[0];
    expect(card.owner).toBeNull();
    expect(Date.now() - Date.parse(card.statusSince)).toBeGreaterThan(3 * DAY_MS - 60_000);
    expect(Date.now() - Date.parse(card.statusSince)).toBeLessThan(3 * DAY_MS + 60_000);
    expect(Date.parse(card.createdAt)).toBe(qualified.createdAt.getTime());

    // The stage's value: the budgets its leads stated in the quiz, over every lead of the stage (not only the cards).
    const budget = (answer: string) => JSON.stringify([{ step: 'budgetRange', question: 'Budget?', answer }]);
    await db.query(`UPDATE discovery_call_leads SET "quizAnswers" = $2::jsonb WHERE id = $1`, [pending[0].id, budget('200k-350k')]);
    await db.query(`UPDATE discovery_call_leads SET "quizAnswers" = $2::jsonb WHERE id = $1`, [pending[1].id, budget('350k-500k')]);
    await db.query(`UPDATE discovery_call_leads SET "quizAnswers" = $2::jsonb WHERE id = $1`, [pending[2].id, budget('researching')]);
    await db.query(`UPDATE discovery_call_leads SET "quizAnswers" = $2::jsonb WHERE id = $1`, [qualified.id, budget('over-500k')]);
    const valued = await get<LeadBoardResponseDto>(`${BOARD}?perColumn=1`);
    expect(valued.columns[0].value).toEqual({ leads: 2, lowCents: 550_000_00, highCents: 850_000_00 });
    expect(valued.columns[1].value).toEqual({ leads: 0, lowCents: 0, highCents: 0 });
    expect(valued.columns[3].value).toEqual({ leads: 1, lowCents: 500_000_00, highCents: null });

    const mine = await get<LeadBoardResponseDto>(`${BOARD}?ownerId=${dana.id}`);
    expect(mine.columns.map((column) => column.total)).toEqual([3, 0, 0, 0, 0, 0]);
    expect((await get<AdminLeadResponseDto>(`/api/admin/leads/${pending[0].id}`)).owner).toEqual({ id: dana.id, name: 'Dana Lee' });
  });

  it('refuses a column size outside 1 to 100', async () => {
    const body = await get<{ errors: { field: string }[] }>(`${BOARD}?perColumn=0`, 400);
    expect(body.errors.map((error) => error.field)).toEqual(['perColumn']);
  });
});
