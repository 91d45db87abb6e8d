import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { LeadContacts } from '../src/modules/leads/lead-contacts';
import { LeadResponseClock } from '../src/modules/leads/lead-response-clock';
import { LeadContactKind } from '../src/modules/leads/leads.enums';
import { addBusinessMinutes } from '../src/shared/business-calendar';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { createTestApp } from './test-app';
import { QUIZ_ANSWERS } from './quiz-answers';

jest.setTimeout(120_000);

/**
 * Issue 27's response clock, on a fake clock: no contact logged for 5 business minutes → the
 * owner's notice; 30 → exactly one escalation e-mail to the manager, also with two instances
 * running; a logged contact stops both. Business minutes: Mon–Fri 9:00–15:00 Missouri time.
 */

const DOMAIN = 'clock.example';
const MANAGER = 'sales-manager@builder.example';
const ENV = { RATE_LIMIT_PER_MINUTE: '100000', LEAD_ESCALATION_EMAIL: MANAGER, PUBLIC_BASE_URL: 'https://www.builder.example' };

let app: INestApplication;
let db: DataSource;
let rep: TestAccount;
let seq = 0;

async function newLead(): Promise<{ id: number; createdAt: Date; name: string }> {
  seq += 1;
  const email = `waiting-${seq}-${Date.now()}@${DOMAIN}`;
  const name = `Jordan Waiting${seq}`;
  await request(app.getHttpServer())
    .post('/api/submit-quiz')
    .send({ answers: QUIZ_ANSWERS, contact: { firstName: 'Jordan', lastName: `Waiting${seq}`, email, phone: '(816) 555-0177', message: '' } })
    .expect(201);
  const [row] = (await db.query('SELECT id, "createdAt", "ownerId" FROM discovery_call_leads WHERE email = $1', [email])) as {
    id: number;
    createdAt: Date;
    ownerId: number;
  }[];
  expect(row.ownerId).toBe(rep.id);
  return { id: row.id, createdAt: row.createdAt, name };
}

async function mailsAbout(name: string): Promise<{ to: string; subject: string; text: string }[]> {
  return db.query(`SELECT "to", subject, text FROM mail_outbox WHERE subject LIKE $1 ORDER BY id`, [`%${name} %`]);
}

beforeAll(async () => {
  ({ app } = await createTestApp(ENV));
  db = app.get(DataSource);
  await cleanAuthTables(db);
  await db.query('DELETE FROM lead_routing_settings');
  // Test files share the database: leads other files left unanswered would be this clock's too.
  await db.query(`UPDATE discovery_call_leads SET "firstResponseAt" = "createdAt" WHERE "firstResponseAt" IS NULL AND email NOT LIKE $1`, [`%@${DOMAIN}`]);
  await db.query(`UPDATE users SET role = 'user' WHERE role = 'sales'`);
  rep = await createUser(app, { role: UserRole.Sales });
});

afterAll(async () => {
  if (db) {
    await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1`, [`%@${DOMAIN}`]);
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('the lead response clock', () => {
  it('tells the owner after 5 business minutes and the manager once after 30, even with two instances running', async () => {
    const lead = await newLead();
    const clock = app.get(LeadResponseClock);

    await clock.run(addBusinessMinutes(lead.createdAt, 4));
    expect(await mailsAbout(lead.name)).toEqual([]);

    expect(await clock.run(addBusinessMinutes(lead.createdAt, 5))).toMatchObject({ notices: 1 });
    const [notice] = await mailsAbout(lead.name);
    expect(notice).toMatchObject({ to: rep.email, subject: `Waiting for you: ${lead.name} (5 business minutes)` });
    expect(notice.text).toContain(`https://www.builder.example/admin/leads/${lead.id}`);
    await clock.run(addBusinessMinutes(lead.createdAt, 12));
    expect(await mailsAbout(lead.name)).toHaveLength(1);

    const second = (await createTestApp(ENV)).app;
    try {
      const at = addBusinessMinutes(lead.createdAt, 30);
      const runs = await Promise.all([clock.run(at), second.get(LeadResponseClock).run(at), clock.run(at), second.get(LeadResponseClock).run(at)]);
      expect(runs.reduce((sum, run) => sum + run.escalations, 0)).toBe(1);
    } finally {
      await second.close();
    }
    await clock.run(addBusinessMinutes(lead.createdAt, 90));
    const mails = await mailsAbout(lead.name);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [rep.email, `Waiting for you: ${lead.name} (5 business minutes)`],
      [MANAGER, `Escalation: ${lead.name} has waited 30 business minutes`],
    ]);
    expect(mails[1].text).toContain(`Owner: Casey Sales`);
  });

  it('stops for a lead whose first contact is logged, and counts only office time', async () => {
    const lead = await newLead();
    await db.transaction((manager) =>
      app.get(LeadContacts).record(manager, { id: rep.id, role: UserRole.Sales, ip: null }, lead.id, { kind: LeadContactKind.Call, note: 'Left a voicemail' }),
    );
    const [{ firstResponseAt }] = (await db.query('SELECT "firstResponseAt" FROM discovery_call_leads WHERE id = $1', [lead.id])) as {
      firstResponseAt: Date | null;
    }[];
    expect(firstResponseAt).not.toBeNull();
    await app.get(LeadResponseClock).run(addBusinessMinutes(lead.createdAt, 120));
    expect(await mailsAbout(lead.name)).toEqual([]);

    // A lead at 8 pm on a Friday is due at 9:05 on Monday (Missouri time, CST in December).
    const friday = await newLead();
    await db.query(`UPDATE discovery_call_leads SET "createdAt" = '2026-12-04T20:00:00-06:00' WHERE id = $1`, [friday.id]);
    await app.get(LeadResponseClock).run(new Date('2026-12-07T09:04:00-06:00'));
    expect(await mailsAbout(friday.name)).toEqual([]);
    await app.get(LeadResponseClock).run(new Date('2026-12-07T09:05:00-06:00'));
    expect((await mailsAbout(friday.name)).map((mail) => mail.subject)).toEqual([`Waiting for you: ${friday.name} (5 business minutes)`]);
  });
});

describe("the lead desk's response clock in the configured office hours", () => {
  it('answers each lead its business minutes to the first response in LEAD_OFFICE_HOURS, not the default window', async () => {
    const saturdays = (await createTestApp({ ...ENV, LEAD_OFFICE_HOURS: 'Mon-Sat 08:00-17:30' })).app;
    try {
      const lead = await newLead();
      // In Friday 16:00, answered Saturday 8:10 (Missouri time): 90 + 10 minutes when Saturdays are office
      // hours until 17:30; none at all in the default Mon-Fri 9:00-15:00.
      await db.query(
        `UPDATE discovery_call_leads SET "createdAt" = '2026-12-04T16:00:00-06:00', "firstResponseAt" = '2026-12-05T08:10:00-06:00' WHERE id = $1`,
        [lead.id],
      );
      const admin = await createUser(app, { role: UserRole.Admin });
      const office = new Browser(saturdays);
      await office.signInAs(admin);
      expect((await office.call('get', `/api/admin/leads/${lead.id}`, undefined, 200)).body.responseBusinessMinutes).toBe(100);
      const row = (await office.call('get', `/api/admin/leads?q=${encodeURIComponent(lead.name)}`, undefined, 200)).body.items[0];
      expect(row).toMatchObject({ id: lead.id, responseBusinessMinutes: 100 });
      const defaults = new Browser(app);
      await defaults.signInAs(admin);
      expect((await defaults.call('get', `/api/admin/leads/${lead.id}`, undefined, 200)).body.responseBusinessMinutes).toBe(0);
    } finally {
      await saturdays.close();
    }
  });
});
