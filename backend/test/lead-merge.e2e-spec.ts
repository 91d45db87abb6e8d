import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import type { AdminLeadResponseDto, PaginatedAdminLeadsResponseDto } from '../src/modules/admin-leads/dto/admin-lead-response.dto';
import type { MergeLeadsResponseDto, PaginatedDuplicateLeadsResponseDto } from '../src/modules/admin-leads/dto/lead-duplicates.dto';
import { newAffiliateCode } from '../src/modules/affiliates/affiliate-code';
import { AffiliateLeadFlag } from '../src/modules/affiliates/affiliates.enums';
import { Design } from '../src/modules/designs/entities/design.entity';
import { MERGE_INTO_ITSELF_MESSAGE } from '../src/modules/leads/lead-merging';
import { mergedLeadMessage } from '../src/modules/leads/lead-desk.service';
import { emailKey, phoneKey } from '../src/modules/leads/person-keys';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { cleanPartners, insertAffiliate } from './commission-helpers';
import { QUIZ_ANSWERS } from './quiz-answers';
import { createTestApp } from './test-app';

// Sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const LEADS = '/api/admin/leads';
const DOMAIN = 'merge-test.example';

/** Every table holding a lead's rows by leadId, and the rows kept by e-mail (the person's addresses). */
const LEAD_TABLES = [
  'lead_submissions',
  'lead_access_tokens',
  'lead_activity',
  'lead_events',
  'lead_notes',
  'lead_contacts',
  'lead_tasks',
  'lead_task_events',
  'lead_replies',
  'lead_follow_ups',
  'bookings',
] as const;

let app: INestApplication;
let db: DataSource;
let admin: TestAccount;
let office: Browser;

const http = () => request(app.getHttpServer());
const quiz = (email: string, phone: string, tracking: object) =>
  http()
    .post('/api/submit-quiz')
    .send({ answers: QUIZ_ANSWERS, contact: { firstName: 'Jo', lastName: 'Price', email, phone, message: '' }, tracking })
    .expect(201);
const discovery = (email: string, phone: string, extra: object = {}) =>
  http()
    .post('/api/discovery-leads')
    .send({ firstName: 'Jo', email, phone, ...extra })
    .expect(201);
const leadIdOf = async (email: string) =>
  (await db.query<{ id: number }[]>(`SELECT COALESCE("mergedIntoId", id) AS id FROM discovery_call_leads WHERE email = $1`, [email]))[0]?.id;
const getLead = async (id: number) => (await office.call('get', `${LEADS}/${id}`, undefined, 200)).body as AdminLeadResponseDto;

/** Rows per table of the two leads (by leadId), with the person's mail, quote requests and deposits (by address). */
async function rowsOf(leadIds: number[], emails: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of LEAD_TABLES) {
    const [{ count }] = await db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM ${table} WHERE "leadId" = ANY($1)`, [leadIds]);
    counts[table] = count;
  }
  const byAddress = async (sql: string) => (await db.query<{ count: number }[]>(sql, [emails]))[0].count;
  counts.leads = await byAddress(`SELECT count(*)::int AS count FROM discovery_call_leads WHERE email = ANY($1)`);
  counts.mail = await byAddress(`SELECT count(*)::int AS count FROM mail_outbox WHERE string_to_array(replace(lower("to"), ' ', ''), ',') && $1::text[]`);
  counts.quoteRequests = await byAddress(`SELECT count(*)::int AS count FROM contact_messages WHERE email = ANY($1)`);
  counts.deposits = await byAddress(`SELECT count(*)::int AS count FROM deposits d JOIN users u ON u.id = d."userId" WHERE u.email = ANY($1)`);
  return counts;
}

const auditRows = async () =>
  db.query<Array<{ actorId: number; actorRole: string; operationId: string; targetType: string; targetId: string; changes: Record<string, unknown> }>>(
    `SELECT "actorId", "actorRole", "operationId", "targetType", "targetId", changes FROM audit_log WHERE "operationId" = 'mergeLeads' ORDER BY id`,
  );

async function clean(): Promise<void> {
  await db.query(`DELETE FROM deposit_signatures WHERE "userId" IN (SELECT id FROM users WHERE email LIKE $1)`, [`%@${DOMAIN}`]);
  await db.query(`DELETE FROM deposits WHERE "userId" IN (SELECT id FROM users WHERE email LIKE $1)`, [`%@${DOMAIN}`]);
  await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1 OR email LIKE '%@gmail.com'`, [`%@${DOMAIN}`]);
  await db.query(`DELETE FROM contact_messages WHERE email LIKE $1`, [`%@${DOMAIN}`]);
  await db.query(`DELETE FROM audit_log`);
}

beforeAll(async () => {
  ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000', RATE_LIMIT_PER_MINUTE: '100000' }));
  db = app.get(DataSource);
  await cleanAuthTables(db);
  await cleanPartners(db);
  await clean();
  admin = await createUser(app, { role: UserRole.Admin });
  office = new Browser(app);
  await office.signInAs(admin);
});

afterAll(async () => {
  if (db) {
    await clean();
    await cleanPartners(db);
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('person keys', () => {
  it('read one mailbox in Gmail dots, plus-tags and case, and one phone line however it is written', () => {
    expect(emailKey(' Jo.Price+plans@GoogleMail.com ')).toBe('joprice@gmail.com');
    expect(emailKey('jo.price+plans@builder.example')).toBe('jo.price+plans@builder.example');
    expect(emailKey('Jo.Price+x@outlook.com')).toBe('jo.price@outlook.com');
    expect(phoneKey('(573) 555-0101')).toBe('+15735550101');
    expect(phoneKey('5735550101')).toBe('+15735550101');
    expect(phoneKey('+1 573 555 0101')).toBe('+15735550101');
    expect(phoneKey('555-0101')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
});

describe('one record per person', () => {
  const first = `jo.price@${DOMAIN}`;
  const second = `jprice@${DOMAIN}`;
  let keptId: number;
  let mergedId: number;
  let early: Awaited<ReturnType<typeof insertAffiliate>>;
  let late: Awaited<ReturnType<typeof insertAffiliate>>;

  beforeAll(async () => {
    early = await insertAffiliate(db, { businessName: 'Ozark Realty Test', affiliateCode: newAffiliateCode() });
    late = await insertAffiliate(db, { businessName: 'Hilltop Lending Test', affiliateCode: newAffiliateCode() });
    // The person's first visit: the quiz through a Facebook ad and the first partner's link.
    await quiz(first, '(573) 555-0101', { utmSource: 'facebook', utmMedium: 'paid', ref: early.affiliateCode });
    keptId = await leadIdOf(first);
    await db.query(`UPDATE discovery_call_leads SET "createdAt" = now() - interval '10 days' WHERE id = $1`, [keptId]);
    await db.query(`UPDATE affiliate_leads SET "createdAt" = now() - interval '10 days' WHERE "customerEmail" = $1`, [first]);
    // Weeks later, another address and the phone written without punctuation, through a second partner's link.
    await discovery(second, '5735550101', { utmSource: 'google', ref: late.affiliateCode });
    mergedId = await leadIdOf(second);
    expect(mergedId).not.toBe(keptId);

    // The second lead's history: a note, a task, a logged call, a follow-up step (the first lead had the same step), a booking,
    // a reply, a quote request and a deposit by an account with its address.
    await office.call('post', `${LEADS}/${mergedId}/notes`, { body: 'Asked about the Oak plan.' }, 201);
    await office.call(
      'post',
      `${LEADS}/${mergedId}/tasks`,
      { kind: 'call_back', dueAt: new Date(Date.now() + 86_400_000).toISOString(), assigneeId: admin.id },
      201,
    );
    await office.call('post', `${LEADS}/${mergedId}/contacts`, { kind: 'call', note: 'Left a voicemail.' }, 201);
    for (const leadId of [keptId, mergedId])
      await db.query(`INSERT INTO lead_follow_ups ("leadId", step, outcome, subject, "createdAt") VALUES ($1, 1, 'sent', 'Your next steps', now())`, [leadId]);
    await db.query(
      `INSERT INTO bookings ("bookingId", event, email, name, "startsAt", "leadId") VALUES ('merge-b-1', 'booking.created', $1, 'Jo Price', now() + interval '2 days', $2)`,
      [second, mergedId],
    );
    await db.query(
      `INSERT INTO lead_replies ("leadId", "fromAddress", subject, text, "messageId", "receivedAt") VALUES ($1, $2, 'Re: plans', 'Thanks!', '<m1@${DOMAIN}>', now())`,
      [mergedId, second],
    );
    await db.query(`INSERT INTO lead_activity ("leadId", kind, subject) VALUES ($1, 'plan_viewed', 'oak')`, [mergedId]);
    await db.query(`INSERT INTO contact_messages (name, email, subject, message) VALUES ('Jo Price', $1, 'general', 'Do you build near Rolla?')`, [second]);
    const buyer = await createUser(app, { email: second });
    const { id: designId } = await db.getRepository(Design).findOneByOrFail({ slug: 'oak' });
    await db.query(`INSERT INTO deposits ("userId", "designId", amount, status) VALUES ($1, $2, 250000, 'paid')`, [buyer.id, designId]);
  });

  it('flags the two leads as possible duplicates: (573) 555-0101 and 5735550101 are one phone line', async () => {
    const pairs = (await office.call('get', `${LEADS}/duplicates`, undefined, 200)).body as PaginatedDuplicateLeadsResponseDto;
    const pair = pairs.items.find((item) => item.lead.id === keptId);
    // The discovery form asks no last name, so only the phone (and nothing else) ties them.
    expect(pair).toMatchObject({ lead: { id: keptId }, other: { id: mergedId }, reasons: ['same_phone'] });
    const byPhone = (await office.call('get', `${LEADS}/duplicates?reason=same_phone`, undefined, 200)).body as PaginatedDuplicateLeadsResponseDto;
    expect(byPhone.items.map((item) => [item.lead.id, item.other.id])).toContainEqual([keptId, mergedId]);
    expect((await getLead(keptId)).possibleDuplicates).toEqual([
      expect.objectContaining({ lead: expect.objectContaining({ id: mergedId }), reasons: ['same_phone'] }),
    ]);
    await office.call('get', `${LEADS}/duplicates?reason=same_name`, undefined, 400);
  });

  it('merges: one lead with both histories, nothing lost, one audit row, the partner rule applied and said', async () => {
    const before = await rowsOf([keptId, mergedId], [first, second]);
    expect(before).toMatchObject({
      leads: 2,
      lead_notes: 1,
      lead_tasks: 1,
      lead_contacts: 1,
      lead_follow_ups: 2,
      bookings: 1,
      lead_replies: 1,
      quoteRequests: 1,
      deposits: 1,
    });

    const res = (await office.call('post', `${LEADS}/${keptId}/merge`, { mergeLeadId: mergedId }, 200)).body as MergeLeadsResponseDto;
    expect(res.leadId).toBe(keptId);
    expect(res.message).toContain(`Merged lead #${mergedId} (Jo, ${second}) into lead #${keptId}.`);
    expect(res.message).toContain('Ozark Realty Test referred them first and keeps the referral (first touch wins)');
    expect(res.message).toContain('Hilltop Lending Test is flagged as a duplicate');

    // Every row is still there, now the kept lead's (the two merge entries are the only new rows).
    const after = await rowsOf([keptId, mergedId], [first, second]);
    expect(after).toEqual({ ...before, lead_events: before.lead_events + 2 });
    for (const table of LEAD_TABLES) {
      const [{ count }] = await db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM ${table} WHERE "leadId" = $1`, [mergedId]);
      expect({ table, count }).toEqual({ table, count: table === 'lead_events' ? 1 : 0 });
    }

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, actorRole: 'admin', operationId: 'mergeLeads', targetType: 'lead', targetId: String(keptId) });
    expect(audit[0].changes).toMatchObject({ mergedLeadId: { before: null, after: mergedId } });

    const [referral] = await db.query<{ flag: string }[]>(`SELECT flag FROM affiliate_leads WHERE "customerEmail" = $1`, [second]);
    expect(referral.flag).toBe(AffiliateLeadFlag.DuplicatePartnerLead);

    const kept = await getLead(keptId);
    // The other lead's site activity, quote request and reply now count in the kept lead's engagement.
    expect(kept.engagementScore).toBeGreaterThan(0);
    // The first touch is the earlier lead's (it already was); the booked call, the reply's stop and the second address's records come along.
    expect(kept).toMatchObject({ utmSource: 'facebook', utmMedium: 'paid', calendarScheduled: false, mergedInto: null, possibleDuplicates: [] });
    const kinds = kept.timeline.map((entry) => entry.kind);
    expect(kinds).toEqual(expect.arrayContaining(['lead_merged', 'note', 'task', 'contact', 'email_reply', 'quote_request', 'deposit']));
    expect(kept.timeline.filter((entry) => entry.kind === 'submission')).toHaveLength(2);
    // The other lead's form says which address it came from; its follow-up step says whose it was.
    expect(kept.timeline.find((entry) => entry.kind === 'submission' && entry.detail?.includes(second))?.detail).toBe(`E-mail: ${second} · Phone: 5735550101`);
    expect(kept.timeline.filter((entry) => entry.kind === 'follow_up').map((entry) => entry.summary)).toEqual(
      expect.arrayContaining(['Follow-up e-mail 1 sent', `Follow-up e-mail 1 sent (to merged lead #${mergedId})`]),
    );

    // The source report's touches: the person's first is the earlier lead's, their last the later lead's.
    const [touches] = await db.query<Array<{ first: string; last: string }>>(
      `SELECT "firstTouch"->>'utmSource' AS first, "lastTouch"->>'utmSource' AS last FROM discovery_call_leads WHERE id = $1`,
      [keptId],
    );
    expect(touches).toEqual({ first: 'facebook', last: 'google' });

    const merged = await getLead(mergedId);
    expect(merged.mergedInto).toMatchObject({ id: keptId, firstName: 'Jo', lastName: 'Price' });
    expect(merged.allowedStatuses).toEqual([]);
    expect(merged.timeline.map((entry) => entry.kind)).toEqual(['merged_into']);

    const list = (await office.call('get', `${LEADS}?q=price&pageSize=100`, undefined, 200)).body as PaginatedAdminLeadsResponseDto;
    expect(list.items.map((item) => item.id)).toContain(keptId);
    expect(list.items.map((item) => item.id)).not.toContain(mergedId);
  });

  it('refuses to merge again, into itself, or to change the merged lead, with a sentence saying why', async () => {
    const again = await office.call('post', `${LEADS}/${keptId}/merge`, { mergeLeadId: mergedId }, 409);
    expect(again.body.message).toBe(mergedLeadMessage(mergedId, keptId));
    const itself = await office.call('post', `${LEADS}/${keptId}/merge`, { mergeLeadId: keptId }, 400);
    expect(JSON.stringify(itself.body)).toContain(MERGE_INTO_ITSELF_MESSAGE);
    await office.call('post', `${LEADS}/${keptId}/merge`, { mergeLeadId: 2_000_000_000 }, 404);
    await office.call('post', `${LEADS}/${keptId}/merge`, { mergeLeadId: 'x' }, 400);
    await office.call('post', `${LEADS}/${keptId}/merge`, { mergeLeadId: mergedId, extra: 1 }, 400);
    const note = await office.call('post', `${LEADS}/${mergedId}/notes`, { body: 'Too late.' }, 409);
    expect(note.body.message).toBe(mergedLeadMessage(mergedId, keptId));
    expect(await auditRows()).toHaveLength(1);
  });

  it('files what the person sends later under the merged address on the kept lead, keeping what the first submission recorded', async () => {
    await quiz(second, '(816) 555-0199', { utmSource: 'newsletter' });
    const [row] = await db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM discovery_call_leads WHERE email = ANY($1)`, [[first, second]]);
    expect(row.count).toBe(2);
    const kept = await getLead(keptId);
    expect(kept).toMatchObject({ phone: '(573) 555-0101', utmSource: 'facebook' });
    expect(kept.timeline.filter((entry) => entry.kind === 'submission')).toHaveLength(3);
  });
});

describe('new submissions from a known person', () => {
  it('attach to their lead when the address reaches the same mailbox (Gmail dots, plus-tags, case)', async () => {
    await discovery('sam.hollis@gmail.com', '(417) 555-0123');
    const id = await leadIdOf('sam.hollis@gmail.com');
    await discovery('Sam.Hollis+plans@gmail.com', '417-555-0123');
    await quiz('samhollis@googlemail.com', '4175550123', {});
    const leads = await db.query<{ id: number }[]>(`SELECT id FROM discovery_call_leads WHERE "emailKey" = 'samhollis@gmail.com'`);
    expect(leads).toEqual([{ id }]);
    const submissions = await db.query<{ email: string }[]>(`SELECT email FROM lead_submissions WHERE "leadId" = $1 ORDER BY id`, [id]);
    expect(submissions.map((submission) => submission.email)).toEqual(['sam.hollis@gmail.com', 'sam.hollis+plans@gmail.com', 'samhollis@googlemail.com']);
  });
});

describe('similar names and "Not the same person"', () => {
  it('flags Jon and John Smith, and a dismissed pair is not flagged again', async () => {
    await discovery(`jon.smith@${DOMAIN}`, '(660) 555-0111', { firstName: 'Jon' });
    await quiz(`john.smith@${DOMAIN}`, '(660) 555-0112', {});
    await db.query(
      `UPDATE discovery_call_leads SET "lastName" = 'Smith', "lastNameKey" = 'smith', "firstName" = 'John', "firstNameKey" = 'john' WHERE email = $1`,
      [`john.smith@${DOMAIN}`],
    );
    await db.query(`UPDATE discovery_call_leads SET "lastName" = 'Smith', "lastNameKey" = 'smith' WHERE email = $1`, [`jon.smith@${DOMAIN}`]);
    const jon = await leadIdOf(`jon.smith@${DOMAIN}`);
    const john = await leadIdOf(`john.smith@${DOMAIN}`);
    const names = async () =>
      ((await office.call('get', `${LEADS}/duplicates?reason=similar_name&pageSize=100`, undefined, 200)).body as PaginatedDuplicateLeadsResponseDto).items.map(
        (pair) => [pair.lead.id, pair.other.id],
      );
    expect(await names()).toContainEqual([jon, john]);
    await office.call('post', `${LEADS}/${john}/not-duplicates`, { otherLeadId: jon }, 204);
    await office.call('post', `${LEADS}/${jon}/not-duplicates`, { otherLeadId: john }, 204);
    expect(await names()).not.toContainEqual([jon, john]);
    expect((await getLead(jon)).possibleDuplicates).toEqual([]);
    const [{ count }] = await db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM audit_log WHERE "operationId" = 'dismissDuplicateLeads'`);
    expect(count).toBe(1);
  });

  it('lets a sales rep merge but not list every duplicate (the list is for admins)', async () => {
    const rep = await createUser(app, { role: UserRole.Sales });
    const repBrowser = new Browser(app);
    await repBrowser.signInAs(rep);
    await repBrowser.call('get', `${LEADS}/duplicates`, undefined, 403);
  });
});
