import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { businessMinutesBetween, businessToday } from '../src/shared/business-calendar';
import type { AdminLeadResponseDto, LeadTaskResponseDto } from '../src/modules/admin-leads/dto/admin-lead-response.dto';
import type { PaginatedMyWorkResponseDto } from '../src/modules/admin-leads/dto/my-work.dto';
import { CONTACT_BEFORE_LEAD_MESSAGE, CONTACT_IN_THE_FUTURE_MESSAGE } from '../src/modules/leads/lead-desk.service';
import { ASSIGNEE_NOT_STAFF_MESSAGE, DUE_IN_THE_PAST_MESSAGE, STALE_TASK_MESSAGE } from '../src/modules/leads/lead-tasks.service';
import { LeadTaskReminders } from '../src/modules/leads/lead-task-reminders';
import { DiscoveryCallLead } from '../src/modules/leads/entities/discovery-call-lead.entity';
import { LeadStatus, LeadTimelineKind } from '../src/modules/leads/leads.enums';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { captureOutput } from './captured-output';
import { createTestApp } from './test-app';

// Sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const LEADS = '/api/admin/leads';
const HOUR = 3_600_000;

let app: INestApplication;
let db: DataSource;
let admin: TestAccount;
let rep: TestAccount;
let otherRep: TestAccount;
let buyer: TestAccount;
let adminBrowser: Browser;
let repBrowser: Browser;
let otherBrowser: Browser;
let output: ReturnType<typeof captureOutput>;
let serial = 0;

async function insertLead(values: Partial<DiscoveryCallLead> & { createdAt?: Date } = {}): Promise<DiscoveryCallLead> {
  const { createdAt, ...rest } = values;
  const n = ++serial;
  const lead = await db.getRepository(DiscoveryCallLead).save({
    email: `task-lead-${n}@leads.example`,
    emailKey: `task-lead-${n}@leads.example`,
    firstName: `Taylor${n}`,
    lastName: 'Field',
    accessToken: randomBytes(32).toString('base64url'),
    ...rest,
  });
  if (createdAt) await db.query('UPDATE discovery_call_leads SET "createdAt" = $2 WHERE id = $1', [lead.id, createdAt]);
  return db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id });
}

async function clearLeads(): Promise<void> {
  await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE 'task-lead-%@leads.example'`);
  await db.query('DELETE FROM mail_outbox');
}

const getLead = async (id: number, browser = adminBrowser) => (await browser.call('get', `${LEADS}/${id}`, undefined, 200)).body as AdminLeadResponseDto;
const createTask = (browser: Browser, leadId: number, body: object, expected?: number) => browser.call('post', `${LEADS}/${leadId}/tasks`, body, expected);
const updateTask = (browser: Browser, leadId: number, taskId: number, body: object, expected?: number) =>
  browser.call('patch', `${LEADS}/${leadId}/tasks/${taskId}`, body, expected);
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
/** Reminder e-mails queued to this address about this lead. */
const reminderCount = async (to: string, lead: DiscoveryCallLead) =>
  (
    await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1 AND subject = $2`, [
      to.toLowerCase(),
      `Next step due: Site visit: ${lead.firstName} Field`,
    ])
  )[0].n;

beforeAll(async () => {
  output = captureOutput();
  ({ app } = await createTestApp({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
  db = app.get(DataSource);
  await cleanAuthTables(db);
  await clearLeads();
  admin = await createUser(app, { role: UserRole.Admin });
  rep = await createUser(app, { role: UserRole.Sales });
  otherRep = await createUser(app, { role: UserRole.Sales });
  buyer = await createUser(app, { role: UserRole.User });
  await db.query(`UPDATE users SET "firstName" = 'Sam', "lastName" = 'Rep' WHERE id = $1`, [rep.id]);
  adminBrowser = new Browser(app);
  await adminBrowser.signInAs(admin);
  repBrowser = new Browser(app);
  await repBrowser.signInAs(rep);
  otherBrowser = new Browser(app);
  await otherBrowser.signInAs(otherRep);
});

afterAll(async () => {
  output?.restore();
  if (db) {
    await clearLeads();
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('logLeadContact', () => {
  it('logs a call on the timeline in words; the first contact stops the response clock once', async () => {
    const lead = await insertLead({ createdAt: new Date(Date.now() - 2 * HOUR) });
    expect(lead.firstResponseAt).toBeNull();

    const first = await repBrowser.call('post', `${LEADS}/${lead.id}/contacts`, { kind: 'call', note: '  Talked budget; wants the Oak.  ' }, 201);
    expect(first.body).toMatchObject({ leadId: lead.id, kind: 'call', note: 'Talked budget; wants the Oak.', author: { userId: rep.id, name: 'Sam Rep' } });
    const afterFirst = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id });
    expect(afterFirst.firstResponseAt?.toISOString()).toBe(first.body.contactedAt);

    // A second contact, an hour earlier than the first but after the lead came in: the clock stays at the first response.
    const earlier = new Date(Date.now() - HOUR).toISOString();
    await adminBrowser.call('post', `${LEADS}/${lead.id}/contacts`, { kind: 'text', contactedAt: earlier }, 201);
    const afterSecond = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id });
    expect(afterSecond.firstResponseAt?.toISOString()).toBe(first.body.contactedAt);

    const page = await getLead(lead.id);
    expect(page.firstResponseAt).toBe(first.body.contactedAt);
    const contacts = page.timeline.filter((entry) => entry.kind === LeadTimelineKind.Contact);
    expect(contacts.map((entry) => entry.summary)).toEqual(['Call logged by Sam Rep: Talked budget; wants the Oak.', 'Text message logged by Casey Admin']);
  });

  it('refuses bad input with a sentence per field (400), and a time in the future or before the lead came in', async () => {
    const lead = await insertLead({ createdAt: new Date(Date.now() - HOUR) });
    const bad = await repBrowser.call('post', `${LEADS}/${lead.id}/contacts`, { kind: 'carrier-pigeon', note: 'x'.repeat(2001) }, 400);
    expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['kind', 'note']);

    const future = await repBrowser.call('post', `${LEADS}/${lead.id}/contacts`, { kind: 'call', contactedAt: inHours(1) }, 400);
    expect(future.body.errors).toEqual([{ field: 'contactedAt', message: CONTACT_IN_THE_FUTURE_MESSAGE }]);
    const before = await repBrowser.call('post', `${LEADS}/${lead.id}/contacts`, { kind: 'call', contactedAt: inHours(-3) }, 400);
    expect(before.body.errors).toEqual([{ field: 'contactedAt', message: CONTACT_BEFORE_LEAD_MESSAGE }]);

    expect((await db.getRepository(DiscoveryCallLead).findOneByOrFail({ id: lead.id })).firstResponseAt).toBeNull();
    await repBrowser.call('post', `${LEADS}/999999999/contacts`, { kind: 'call' }, 404);
  });
});

describe('lead tasks', () => {
  it('creates a next step for a staff member; refuses a past due time and an assignee who is not staff (400)', async () => {
    const lead = await insertLead();
    const past = await createTask(repBrowser, lead.id, { kind: 'call_back', dueAt: inHours(-1), assigneeId: rep.id }, 400);
    expect(past.body.errors).toEqual([{ field: 'dueAt', message: DUE_IN_THE_PAST_MESSAGE }]);
    const notStaff = await createTask(repBrowser, lead.id, { kind: 'call_back', dueAt: inHours(2), assigneeId: buyer.id }, 400);
    expect(notStaff.body.errors).toEqual([{ field: 'assigneeId', message: ASSIGNEE_NOT_STAFF_MESSAGE }]);
    const nobody = await createTask(repBrowser, lead.id, { kind: 'call_back', dueAt: inHours(2), assigneeId: 999999999 }, 400);
    expect(nobody.body.errors).toEqual([{ field: 'assigneeId', message: ASSIGNEE_NOT_STAFF_MESSAGE }]);
    const malformed = await createTask(repBrowser, lead.id, { kind: 'coffee', dueAt: 'tomorrow', assigneeId: 'me', note: 'x'.repeat(1001) }, 400);
    expect(malformed.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['assigneeId', 'dueAt', 'kind', 'note']);

    const created = (
      await createTask(repBrowser, lead.id, { kind: 'send_plan_book', dueAt: inHours(3), assigneeId: otherRep.id, note: ' Mail the SIP book. ' }, 201)
    ).body as LeadTaskResponseDto;
    expect(created).toMatchObject({ leadId: lead.id, kind: 'send_plan_book', note: 'Mail the SIP book.', doneAt: null, assignee: { userId: otherRep.id } });

    const page = await getLead(lead.id);
    expect(page.tasks.map((task) => task.id)).toEqual([created.id]);
    // The lead's rows (list and board) carry it as the next step.
    expect(page.nextStep).toEqual({ kind: 'send_plan_book', dueAt: created.dueAt });
    expect(page.timeline.find((entry) => entry.kind === LeadTimelineKind.Task)?.summary).toMatch(
      /^Next step added: Send the plan book, due .+ Missouri time, for Casey Sales$/,
    );

    const staff = (await repBrowser.call('get', '/api/admin/staff', undefined, 200)).body.items as { id: number; role: string }[];
    expect(staff.map((member) => member.id)).toEqual(expect.arrayContaining([admin.id, rep.id, otherRep.id]));
    expect(staff.map((member) => member.id)).not.toContain(buyer.id);
  });

  it('marks a task done and reopens it; a stale copy gets 409 and changes nothing', async () => {
    const lead = await insertLead();
    const task = (await createTask(repBrowser, lead.id, { kind: 'call_back', dueAt: inHours(5), assigneeId: rep.id }, 201)).body as LeadTaskResponseDto;

    const done = (await updateTask(repBrowser, lead.id, task.id, { done: true, updatedAt: task.updatedAt }, 200)).body as LeadTaskResponseDto;
    expect(done.doneAt).not.toBeNull();
    expect(done.doneBy).toMatchObject({ userId: rep.id, name: 'Sam Rep' });

    // Another tab still holds the copy from before "Done".
    const stale = await updateTask(adminBrowser, lead.id, task.id, { dueAt: inHours(8), updatedAt: task.updatedAt }, 409);
    expect(stale.body.message).toBe(STALE_TASK_MESSAGE);

    const reopened = (await updateTask(adminBrowser, lead.id, task.id, { done: false, updatedAt: done.updatedAt }, 200)).body as LeadTaskResponseDto;
    expect(reopened).toMatchObject({ doneAt: null, doneBy: null, dueAt: task.dueAt });

    const moveToPast = await updateTask(adminBrowser, lead.id, task.id, { dueAt: inHours(-1), updatedAt: reopened.updatedAt }, 400);
    expect(moveToPast.body.errors).toEqual([{ field: 'dueAt', message: DUE_IN_THE_PAST_MESSAGE }]);
    await updateTask(adminBrowser, lead.id, task.id, { updatedAt: reopened.updatedAt }, 400);
    await updateTask(adminBrowser, lead.id, 999999999, { done: true, updatedAt: reopened.updatedAt }, 404);

    const summaries = (await getLead(lead.id)).timeline.filter((entry) => entry.kind === LeadTimelineKind.Task).map((entry) => entry.summary.split(',')[0]);
    expect(summaries).toEqual(['Next step reopened: Call back', 'Next step done: Call back', 'Next step added: Call back']);
  });

  it('e-mails the assignee once at the due time, even with two runs racing, and again after a reopen or a later due time', async () => {
    const reminders = app.get(LeadTaskReminders);
    const lead = await insertLead({ phone: '(816) 555-0142' });
    const task = (await createTask(repBrowser, lead.id, { kind: 'site_visit', dueAt: inHours(1), assigneeId: rep.id, note: 'Bring the soil report.' }, 201))
      .body as LeadTaskResponseDto;

    // Before the due time: nothing.
    await reminders.run(new Date());
    expect(await reminderCount(rep.email, lead)).toBe(0);

    const due = new Date(Date.now() + 2 * HOUR);
    await Promise.all([reminders.run(due), reminders.run(due)]);
    await reminders.run(due);
    expect(await reminderCount(rep.email, lead)).toBe(1);
    const [mail] = await db.query<{ text: string }[]>(`SELECT text FROM mail_outbox WHERE "to" = $1 AND subject LIKE 'Next step due: Site visit:%'`, [
      rep.email.toLowerCase(),
    ]);
    expect(mail.text).toContain('Bring the soil report.');
    expect(mail.text).toContain(`/admin/leads/${lead.id}`);

    // A reminder does not make the page's copy stale.
    const done = (await updateTask(repBrowser, lead.id, task.id, { done: true, updatedAt: task.updatedAt }, 200)).body as LeadTaskResponseDto;
    await reminders.run(due);
    expect(await reminderCount(rep.email, lead)).toBe(1);

    // Reopened (its due time long past): reminded once more.
    const reopened = (await updateTask(repBrowser, lead.id, task.id, { done: false, updatedAt: done.updatedAt }, 200)).body as LeadTaskResponseDto;
    await Promise.all([reminders.run(due), reminders.run(due)]);
    expect(await reminderCount(rep.email, lead)).toBe(2);

    // Moved later: armed again for the new time, not before.
    await updateTask(repBrowser, lead.id, task.id, { dueAt: inHours(4), updatedAt: reopened.updatedAt }, 200);
    await reminders.run(due);
    expect(await reminderCount(rep.email, lead)).toBe(2);
    const later = new Date(Date.now() + 5 * HOUR);
    await reminders.run(later);
    expect(await reminderCount(rep.email, lead)).toBe(3);

    // Given to someone else once due: they are reminded; the first assignee is not reminded again.
    const current = (await getLead(lead.id)).tasks.find((one) => one.id === task.id)!;
    await updateTask(adminBrowser, lead.id, task.id, { assigneeId: otherRep.id, updatedAt: current.updatedAt }, 200);
    await Promise.all([reminders.run(later), reminders.run(later)]);
    expect({ first: await reminderCount(rep.email, lead), second: await reminderCount(otherRep.email, lead) }).toEqual({ first: 3, second: 1 });
  });
});

describe('listMyWork', () => {
  it("lists the signed-in rep's queue in order: overdue, due today, no next step, awaiting a first response; another rep's items are not shown", async () => {
    await db.query(`DELETE FROM lead_tasks WHERE "assigneeId" = ANY($1)`, [[rep.id, otherRep.id]]);
    await db.query(`UPDATE discovery_call_leads SET "ownerId" = NULL WHERE "ownerId" = ANY($1)`, [[rep.id, otherRep.id]]);
    const now = Date.now();
    const insertTask = async (leadId: number, assigneeId: number, dueAt: Date, doneAt: Date | null = null) =>
      (
        await db.query<{ id: number }[]>(
          `INSERT INTO lead_tasks ("leadId", kind, "dueAt", "assigneeId", "doneAt") VALUES ($1, 'call_back', $2, $3, $4) RETURNING id`,
          [leadId, dueAt, assigneeId, doneAt],
        )
      )[0].id;

    const overdueOld = await insertLead({ firstName: 'Olive', ownerId: otherRep.id, firstResponseAt: new Date(now - 50 * HOUR) });
    const overdueNew = await insertLead({ firstName: 'Owen', firstResponseAt: new Date(now - 50 * HOUR) });
    await insertTask(overdueNew.id, rep.id, new Date(now - HOUR));
    await insertTask(overdueOld.id, rep.id, new Date(now - 30 * HOUR));
    // Due later today in Missouri (or in a minute, near midnight): never past the day's end.
    const endOfToday = new Date(`${businessToday(new Date(now))}T23:59:00-06:00`).getTime();
    const todayDue = new Date(Math.min(now + 60_000, now + Math.max(1000, (endOfToday - now) / 2)));
    const today = await insertLead({ firstName: 'Tara', ownerId: rep.id, firstResponseAt: new Date(now - 2 * HOUR) });
    await insertTask(today.id, rep.id, todayDue);
    const idle = await insertLead({ firstName: 'Ivy', ownerId: rep.id, status: LeadStatus.Contacted, firstResponseAt: new Date(now - 10 * HOUR) });
    // Won, or with a done task only: a done task is no next step; a won lead needs none.
    await insertLead({ firstName: 'Wendy', ownerId: rep.id, status: LeadStatus.Won, firstResponseAt: new Date(now - 10 * HOUR) });
    const doneOnly = await insertLead({ firstName: 'Dana', ownerId: rep.id, firstResponseAt: new Date(now - 10 * HOUR), createdAt: new Date(now - 20 * HOUR) });
    await insertTask(doneOnly.id, rep.id, new Date(now - 5 * HOUR), new Date(now - 4 * HOUR));
    const waitingCreated = new Date(now - 26 * HOUR);
    const waiting = await insertLead({ firstName: 'Nova', ownerId: rep.id, createdAt: waitingCreated });
    // Someone else's: their task and their new lead.
    const theirs = await insertLead({ firstName: 'Other', ownerId: otherRep.id });
    await insertTask(theirs.id, otherRep.id, new Date(now - 2 * HOUR));

    const page = (await repBrowser.call('get', '/api/admin/work', undefined, 200)).body as PaginatedMyWorkResponseDto;
    expect(page.items.map((item) => [item.section, item.leadId])).toEqual([
      ['overdue', overdueOld.id],
      ['overdue', overdueNew.id],
      ['due_today', today.id],
      ['no_next_step', doneOnly.id],
      ['no_next_step', idle.id],
      ['awaiting_response', waiting.id],
    ]);
    expect(page.counts).toEqual({ overdue: 2, dueToday: 1, noNextStep: 2, awaitingResponse: 1 });
    expect(page.total).toBe(6);
    const clock = page.items.at(-1)!;
    const expected = Math.floor(businessMinutesBetween(waitingCreated, new Date()));
    expect(clock.waitingBusinessMinutes).toBeGreaterThanOrEqual(expected - 1);
    expect(clock.waitingBusinessMinutes).toBeLessThanOrEqual(expected);
    expect(clock.reason).toMatch(/^Waiting for a first response: /);
    expect(page.items[0].reason).toMatch(/^Call back: overdue, was due /);

    // Server paging and one section.
    const second = (await repBrowser.call('get', '/api/admin/work?page=2&pageSize=2', undefined, 200)).body as PaginatedMyWorkResponseDto;
    expect(second.items.map((item) => item.leadId)).toEqual([today.id, doneOnly.id]);
    const section = (await repBrowser.call('get', '/api/admin/work?section=no_next_step', undefined, 200)).body as PaginatedMyWorkResponseDto;
    expect({ ids: section.items.map((item) => item.leadId), total: section.total }).toEqual({ ids: [doneOnly.id, idle.id], total: 2 });
    await repBrowser.call('get', '/api/admin/work?section=someday', undefined, 400);

    // The other rep sees their own only.
    const other = (await otherBrowser.call('get', '/api/admin/work', undefined, 200)).body as PaginatedMyWorkResponseDto;
    expect(other.items.map((item) => item.leadId)).toEqual([theirs.id, theirs.id]);
    expect(other.items.map((item) => item.section)).toEqual(['overdue', 'awaiting_response']);
  });
});
