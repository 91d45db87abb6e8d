import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RANGE_LENGTH_MESSAGE, RANGE_ORDER_MESSAGE } from '../src/modules/admin-dashboard/admin-dashboard.service';
import { UserRole } from '../src/common/auth/user-role';
import { OWN_ROLE_MESSAGE } from '../src/modules/auth/auth.service';
import { User } from '../src/modules/auth/entities/user.entity';
import { addDays, businessToday } from '../src/shared/business-calendar';
import { Deposit } from '../src/modules/deposits/entities/deposit.entity';
import { Design } from '../src/modules/designs/entities/design.entity';
import { Browser, cleanAuthTables, createUser, TEST_DOMAIN, testEmail, type TestAccount } from './auth-helpers';
import { createTestApp } from './test-app';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

interface LeadRow {
  createdAt: string;
  status?: string;
  utmSource?: string | null;
  calendarScheduled?: boolean;
  email?: string;
}

describe('admin dashboard and users: /api/admin/dashboard, /api/admin/users', () => {
  let app: INestApplication;
  let db: DataSource;
  let admin: TestAccount;
  let office: Browser;

  const addLead = async ({ createdAt, status = 'pending', utmSource = null, calendarScheduled = false, email = testEmail('lead') }: LeadRow) => {
    await db.query(
      `INSERT INTO discovery_call_leads (email, "emailKey", "firstName", "accessToken", status, "utmSource", "calendarScheduled", "createdAt") VALUES ($1, $1, 'Lee', $2, $3, $4, $5, $6)`,
      [email, randomUUID(), status, utmSource, calendarScheduled, createdAt],
    );
    return email;
  };
  const addDeposit = async (email: string, status: string, amount = 250_000) => {
    const buyer = await createUser(app, { email });
    const { id: designId } = await db.getRepository(Design).findOneByOrFail({ slug: 'oak' });
    // A paid deposit was really paid (issue 29: the dashboard counts those with paidAt only).
    await db
      .getRepository(Deposit)
      .insert({ userId: buyer.id, designId, amount, status: status as Deposit['status'], paidAt: status === 'paid' ? new Date() : null });
  };
  const dashboard = async (query: Record<string, string> = {}) => (await office.send('get', '/api/admin/dashboard').query(query).expect(200)).body;

  beforeAll(async () => {
    ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
    admin = await createUser(app, { role: UserRole.Admin });
    office = new Browser(app);
    await office.signInAs(admin);
  });

  afterAll(async () => {
    if (db) {
      await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1`, [`%@${TEST_DOMAIN}`]);
      await db.query(`DELETE FROM contact_messages WHERE email LIKE $1`, [`%@${TEST_DOMAIN}`]);
      await cleanAuthTables(db);
    }
    await app?.close();
  });

  describe('GET /api/admin/dashboard (getAdminDashboard)', () => {
    it('counts Missouri Monday weeks (Sunday 23:30 in Chicago is the week before), every status and week with zeros, sources with Direct, and the funnel by e-mail', async () => {
      // March 2020: daylight saving began on Sunday the 8th, 02:00 in Chicago.
      await addLead({ createdAt: '2020-03-02T05:30:00Z', status: 'qualified', utmSource: 'google' }); // Sun 1 March 23:30 CST: before the range
      await addLead({ createdAt: '2020-03-02T16:00:00Z', status: 'pending', utmSource: 'facebook', calendarScheduled: true }); // Mon 2 March 10:00
      const paidLead = await addLead({ createdAt: '2020-03-09T04:30:00Z', status: 'contacted' }); // Sun 8 March 23:30 CDT: the week of 2 March
      const placedLead = await addLead({ createdAt: '2020-03-09T05:10:00Z', status: 'won', utmSource: 'facebook', calendarScheduled: true }); // Mon 9 March 00:10
      await addLead({ createdAt: '2020-03-30T04:30:00Z', status: 'lost', utmSource: '  ' }); // Sun 29 March 23:30: the last day
      await addLead({ createdAt: '2020-03-30T05:30:00Z', status: 'won', utmSource: 'google' }); // Mon 30 March 00:30: after the range
      await addDeposit(paidLead, 'paid');
      await addDeposit(placedLead, 'pending');

      const body = await dashboard({ from: '2020-03-02', to: '2020-03-29' });
      expect(body.from).toBe('2020-03-02');
      expect(body.to).toBe('2020-03-29');
      expect(body.leadsByStatus).toEqual([
        { status: 'pending', count: 1 },
        { status: 'contacted', count: 1 },
        { status: 'scheduled', count: 0 },
        { status: 'qualified', count: 0 },
        { status: 'won', count: 1 },
        { status: 'lost', count: 1 },
      ]);
      expect(body.newLeadsPerWeek).toEqual([
        { weekStart: '2020-03-02', count: 2 },
        { weekStart: '2020-03-09', count: 1 },
        { weekStart: '2020-03-16', count: 0 },
        { weekStart: '2020-03-23', count: 1 },
      ]);
      expect(body.topSources).toEqual([
        { source: 'Direct', count: 2 },
        { source: 'facebook', count: 2 },
      ]);
      expect(body.conversion).toEqual([
        { stage: 'leads', count: 4, percent: 100 },
        { stage: 'callBooked', count: 2, percent: 50 },
        { stage: 'depositPlaced', count: 2, percent: 50 },
        { stage: 'paid', count: 1, percent: 25 },
      ]);

      // A range with no leads: every status and week still there, at 0.
      const empty = await dashboard({ from: '2019-01-07', to: '2019-01-20' });
      expect(empty.leadsByStatus.map((s: { count: number }) => s.count)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(empty.newLeadsPerWeek).toEqual([
        { weekStart: '2019-01-07', count: 0 },
        { weekStart: '2019-01-14', count: 0 },
      ]);
      expect(empty.topSources).toEqual([]);
      expect(empty.conversion.map((s: { percent: number }) => s.percent)).toEqual([0, 0, 0, 0]);
    });

    it('lists the five biggest sources', async () => {
      const sources = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
      for (const [i, source] of sources.entries()) {
        for (let n = 0; n <= i; n++) await addLead({ createdAt: '2018-06-06T17:00:00Z', utmSource: source });
      }
      const body = await dashboard({ from: '2018-06-04', to: '2018-06-10' });
      expect(body.topSources).toEqual([
        { source: 'foxtrot', count: 6 },
        { source: 'echo', count: 5 },
        { source: 'delta', count: 4 },
        { source: 'charlie', count: 3 },
        { source: 'bravo', count: 2 },
      ]);
    });

    it('counts quote requests awaiting a reply (overdue after 24 hours) and the pending and invoiced deposits in cents', async () => {
      const before = await dashboard();
      const message = (status: string, hoursOld: number) =>
        db.query(
          `INSERT INTO contact_messages (name, email, subject, message, status, "createdAt") VALUES ('Quinn', $1, 'pricing', 'How much?', $2, now() - make_interval(hours => $3))`,
          [testEmail('quote'), status, hoursOld],
        );
      await message('new', 1);
      await message('new', 25);
      await message('replied', 30);
      await message('closed', 30);
      await addDeposit(testEmail('buyer'), 'pending', 100_001);
      await addDeposit(testEmail('buyer'), 'invoiced', 250_000);
      await addDeposit(testEmail('buyer'), 'invoiced', 99);
      await addDeposit(testEmail('buyer'), 'paid', 7);

      const after = await dashboard();
      expect(after.quoteRequests).toEqual({ awaitingReply: before.quoteRequests.awaitingReply + 2, overdue: before.quoteRequests.overdue + 1 });
      expect(after.deposits).toEqual({
        pending: { count: before.deposits.pending.count + 1, amount: before.deposits.pending.amount + 100_001 },
        invoiced: { count: before.deposits.invoiced.count + 2, amount: before.deposits.invoiced.amount + 250_099 },
      });
    });

    it("counts every lead's follow-up e-mails by state, with the lead list's rule", async () => {
      const before = await dashboard();
      const count = (body: { followUps: { state: string; count: number }[] }, state: string) => body.followUps.find((f) => f.state === state)!.count;
      const lead = async (columns: string, values: unknown[]) => {
        const email = await addLead({ createdAt: new Date().toISOString() });
        await db.query(`UPDATE discovery_call_leads SET ${columns} WHERE email = $1`, [email, ...values]);
      };
      await lead('"followUpCount" = $2', [1]); // active
      await lead('"followUpsPaused" = $2', [true]); // paused
      await lead('"followUpsStoppedReason" = $2', ['call-booked']); // stopped
      await lead('"unsubscribedAt" = $2', [new Date()]); // stopped: unsubscribed
      await lead('"followUpCount" = $2', [3]); // finished: every default step sent
      const after = await dashboard();
      expect(after.followUps.map((f: { state: string }) => f.state)).toEqual(['active', 'paused', 'stopped', 'finished']);
      expect(count(after, 'active') - count(before, 'active')).toBe(1);
      expect(count(after, 'paused') - count(before, 'paused')).toBe(1);
      expect(count(after, 'stopped') - count(before, 'stopped')).toBe(2);
      expect(count(after, 'finished') - count(before, 'finished')).toBe(1);
    });

    it('defaults to the 12 Monday weeks up to today in Missouri', async () => {
      const body = await dashboard();
      const today = businessToday();
      expect(body.to).toBe(today);
      expect(body.newLeadsPerWeek).toHaveLength(12);
      expect(body.newLeadsPerWeek[0].weekStart).toBe(body.from);
      expect(new Date(`${body.from}T00:00:00Z`).getUTCDay()).toBe(1);
      const lastMonday = body.newLeadsPerWeek[11].weekStart;
      expect(new Date(`${lastMonday}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(lastMonday <= today && addDays(lastMonday, 6) >= today).toBe(true);
    });

    it('answers 400 for a date that is not one, a backwards or too long range and unknown parameters', async () => {
      const bad = async (query: Record<string, string>) => (await office.send('get', '/api/admin/dashboard').query(query).expect(400)).body.errors;
      expect(await bad({ from: '2026-02-30', to: '03/01/2026' })).toEqual([
        { field: 'from', message: 'From must be a date (YYYY-MM-DD).' },
        { field: 'to', message: 'To must be a date (YYYY-MM-DD).' },
      ]);
      expect(await bad({ from: '2026-03-02', to: '2026-03-01' })).toEqual([{ field: 'to', message: RANGE_ORDER_MESSAGE }]);
      expect(await bad({ from: '2020-01-01', to: '2026-01-01' })).toEqual([{ field: 'from', message: RANGE_LENGTH_MESSAGE }]);
      expect(await bad({ weeks: '12' })).toEqual([{ field: 'weeks', message: expect.any(String) }]);
      await office.send('get', '/api/admin/dashboard').query({ from: '2024-01-01', to: '2025-12-31' }).expect(200);
    });
  });

  describe('GET /api/admin/users (listUsers) and changeUserRole', () => {
    it('searches name and e-mail, filters by role, pages newest first, shows two-step sign-in; an admin changes another’s role but not their own', async () => {
      const family = `Marigold${process.pid}`;
      const made: TestAccount[] = [];
      for (const role of [UserRole.User, UserRole.Contractor, UserRole.Admin]) {
        const account = await createUser(app, { role });
        await db.getRepository(User).update(account.id, { lastName: family });
        made.push(account);
      }
      const [buyer, contractor, otherAdmin] = made;
      const list = async (query: Record<string, string | number>) => (await office.send('get', '/api/admin/users').query(query).expect(200)).body;

      const all = await list({ q: family });
      expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
      expect(all.items.map((u: { id: number }) => u.id)).toEqual([otherAdmin.id, contractor.id, buyer.id]);
      expect(all.items[0]).toEqual({
        id: otherAdmin.id,
        firstName: 'Casey',
        lastName: family,
        email: otherAdmin.email,
        role: 'admin',
        twoStepEnabled: true,
        pendingRole: null,
        createdAt: expect.stringMatching(/Z$/),
      });
      expect(all.items[2]).toMatchObject({ role: 'user', twoStepEnabled: false });
      expect((await list({ q: `casey ${family.toLowerCase()}`, role: 'contractor' })).items.map((u: { id: number }) => u.id)).toEqual([contractor.id]);
      expect((await list({ q: buyer.email })).items.map((u: { id: number }) => u.id)).toEqual([buyer.id]);
      const second = await list({ q: family, pageSize: 2, page: 2 });
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.items.map((u: { id: number }) => u.id)).toEqual([buyer.id]);

      const errors = (await office.send('get', '/api/admin/users').query({ role: 'boss', pageSize: '0', sort: 'name' }).expect(400)).body.errors;
      expect(errors.map((e: { field: string }) => e.field).sort()).toEqual(['pageSize', 'role', 'sort']);

      await office.call('patch', `/api/admin/users/${buyer.id}/role`, { role: 'affiliate' }, 200);
      expect((await list({ q: family, role: 'affiliate' })).items.map((u: { id: number }) => u.id)).toEqual([buyer.id]);
      const own = await office.call('patch', `/api/admin/users/${admin.id}/role`, { role: 'user' }, 400);
      expect(own.body.errors).toEqual([{ field: 'role', message: OWN_ROLE_MESSAGE }]);
      expect((await db.getRepository(User).findOneByOrFail({ id: admin.id })).role).toBe('admin');
    });
  });
});
