import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { COUNTIES_ADMIN_ONLY_MESSAGE, DEFAULT_OWNER_NOT_STAFF_MESSAGE, OWN_AVAILABILITY_ONLY_MESSAGE } from '../src/modules/sales-team/sales-team.service';
import { PAUSED_UNTIL_MESSAGE } from '../src/modules/sales-team/dto/staff.dto';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { createTestApp } from './test-app';
import { QUIZ_ANSWERS } from './quiz-answers';
import { cleanPartners, insertAffiliate } from './commission-helpers';

jest.setTimeout(120_000);

/**
 * Issue 27: every lead gets an owner the moment it is created. Reps take turns (round robin);
 * a paused rep is skipped; with every rep paused the default owner gets it; an admin reassigns
 * one lead or all of a rep's open leads, on the timeline. Two instances creating leads at once
 * never give the same turn twice in a row. Real PostgreSQL, the real HTTP API.
 */

const DOMAIN = 'routing.example';
const ENV = { RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' };

let app: INestApplication;
let db: DataSource;
let office: Browser;
let admin: TestAccount;
let repA: TestAccount;
let repB: TestAccount;
let counter = 0;

async function quizLead(target: INestApplication = app): Promise<number> {
  counter += 1;
  const email = `buyer-${counter}-${Date.now()}@${DOMAIN}`;
  await request(target.getHttpServer())
    .post('/api/submit-quiz')
    .send({ answers: QUIZ_ANSWERS, contact: { firstName: 'Casey', lastName: `Buyer ${counter}`, email, phone: '(816) 555-0142', message: '' } })
    .expect(201);
  const [{ id }] = (await db.query('SELECT id FROM discovery_call_leads WHERE email = $1', [email])) as { id: number }[];
  return id;
}

async function ownerOf(leadId: number): Promise<number | null> {
  const [{ ownerId }] = (await db.query('SELECT "ownerId" FROM discovery_call_leads WHERE id = $1', [leadId])) as { ownerId: number | null }[];
  return ownerId;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function setPause(user: TestAccount, until: string | null, by: Browser = office): Promise<void> {
  await by.call('patch', `/api/admin/staff/${user.id}/availability`, { pausedUntil: until }, 200);
}

beforeAll(async () => {
  ({ app } = await createTestApp(ENV));
  db = app.get(DataSource);
  await cleanAuthTables(db);
  await db.query('DELETE FROM lead_routing_settings');
  await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1`, [`%@${DOMAIN}`]);
  // Reps of earlier suites would take turns too: only this suite's staff may work these leads.
  await db.query(`UPDATE users SET role = 'user' WHERE role = 'sales'`);
  admin = await createUser(app, { role: UserRole.Admin });
  repA = await createUser(app, { role: UserRole.Sales });
  repB = await createUser(app, { role: UserRole.Sales });
  office = new Browser(app);
  await office.signInAs(admin);
});

afterAll(async () => {
  if (db) {
    await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1`, [`%@${DOMAIN}`]);
    await db.query(`DELETE FROM contact_messages WHERE email LIKE $1`, [`%@${DOMAIN}`]);
    await db.query('DELETE FROM lead_routing_settings');
    await cleanPartners(db);
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('lead routing', () => {
  it('gives a quiz lead an owner at once; with B paused consecutive leads go to A; with both paused, to the default owner', async () => {
    await setPause(repB, tomorrow());
    const first = await quizLead();
    const second = await quizLead();
    expect([await ownerOf(first), await ownerOf(second)]).toEqual([repA.id, repA.id]);

    const page = await office.call('get', `/api/admin/leads/${first}`, undefined, 200);
    expect(page.body.owner).toEqual({ id: repA.id, name: 'Casey Sales' });
    expect(page.body.owner.name).toMatch(/\S/);
    expect(page.body.firstResponseAt).toBeNull();
    expect(page.body.timeline).toContainEqual(
      expect.objectContaining({ kind: 'owner_assigned', summary: `Assigned to ${page.body.owner.name} (next in the round robin)` }),
    );

    await setPause(repA, tomorrow());
    // The default owner must be office staff; the setting reads back as saved.
    const buyer = await createUser(app);
    const refused = await office.call('put', '/api/admin/lead-routing', { defaultOwnerId: buyer.id }, 400);
    expect(refused.body.errors).toEqual([{ field: 'defaultOwnerId', message: DEFAULT_OWNER_NOT_STAFF_MESSAGE }]);
    await office.call('put', '/api/admin/lead-routing', { defaultOwnerId: admin.id }, 200);
    expect((await office.call('get', '/api/admin/lead-routing', undefined, 200)).body).toEqual({ defaultOwnerId: admin.id });
    const third = await quizLead();
    expect(await ownerOf(third)).toBe(admin.id);
    const thirdPage = await office.call('get', `/api/admin/leads/${third}`, undefined, 200);
    expect(thirdPage.body.timeline).toContainEqual(
      expect.objectContaining({ kind: 'owner_assigned', summary: expect.stringContaining('the default owner: no rep was available') }),
    );

    // Back in the office: turns alternate, B first (A had the last two).
    await setPause(repA, null);
    await setPause(repB, null);
    const turns = [];
    for (let i = 0; i < 4; i++) turns.push(await ownerOf(await quizLead()));
    expect(turns).toEqual([repB.id, repA.id, repB.id, repA.id]);
  });

  it('lets a rep set their own "out of office", and nothing else; refuses a time in the past', async () => {
    const rep = new Browser(app);
    await rep.signInAs(repA);
    const own = await rep.call('patch', `/api/admin/staff/${repA.id}/availability`, { pausedUntil: tomorrow() }, 200);
    expect(own.body).toMatchObject({ id: repA.id, role: 'sales', pausedUntil: expect.any(String), counties: [] });
    expect((await rep.call('patch', `/api/admin/staff/${repB.id}/availability`, { pausedUntil: tomorrow() }, 403)).body.message).toBe(
      OWN_AVAILABILITY_ONLY_MESSAGE,
    );
    expect((await rep.call('patch', `/api/admin/staff/${repA.id}/availability`, { counties: ['Clay County'] }, 403)).body.message).toBe(
      COUNTIES_ADMIN_ONLY_MESSAGE,
    );
    const past = await rep.call('patch', `/api/admin/staff/${repA.id}/availability`, { pausedUntil: '2020-01-01T00:00:00Z' }, 400);
    expect(past.body.errors).toEqual([{ field: 'pausedUntil', message: PAUSED_UNTIL_MESSAGE }]);
    await rep.call('patch', `/api/admin/staff/${repA.id}/availability`, { pausedUntil: null }, 200);

    const counties = await office.call('patch', `/api/admin/staff/${repB.id}/availability`, { counties: ['clay county', 'Platte County', 'Clay County'] }, 200);
    expect(counties.body.counties).toEqual(['Clay County', 'Platte County']);
    await office.call('patch', `/api/admin/staff/${repB.id}/availability`, { counties: [] }, 200);
    await office.call('patch', `/api/admin/staff/${admin.id + 100000}/availability`, { pausedUntil: null }, 404);
    const listed = await rep.call('get', '/api/admin/staff', undefined, 200);
    expect(listed.body.items.map((member: { id: number }) => member.id)).toEqual(expect.arrayContaining([admin.id, repA.id, repB.id]));
  });

  it("reassigns one lead, then all of a rep's open leads, each on the timeline; refuses a new owner who is not staff", async () => {
    const one = await quizLead();
    const from = await ownerOf(one);
    const to = from === repA.id ? repB : repA;
    expect((await office.call('post', '/api/admin/leads/reassign', { leadIds: [one], toOwnerId: to.id }, 200)).body).toEqual({ reassigned: 1 });
    expect(await ownerOf(one)).toBe(to.id);
    const page = await office.call('get', `/api/admin/leads/${one}`, undefined, 200);
    expect(page.body.timeline[0]).toMatchObject({
      kind: 'owner_changed',
      summary: expect.stringMatching(/^Reassigned from .+ to .+$/),
      author: { userId: admin.id },
    });

    const openOfA = Number(
      (await db.query(`SELECT count(*) FROM discovery_call_leads WHERE "ownerId" = $1 AND status NOT IN ('won', 'lost')`, [repA.id]))[0].count,
    );
    expect(openOfA).toBeGreaterThan(0);
    const all = await office.call('post', '/api/admin/leads/reassign', { fromOwnerId: repA.id, toOwnerId: repB.id }, 200);
    expect(all.body).toEqual({ reassigned: openOfA });
    expect(Number((await db.query(`SELECT count(*) FROM discovery_call_leads WHERE "ownerId" = $1`, [repA.id]))[0].count)).toBe(0);

    const buyer = await createUser(app);
    const refused = await office.call('post', '/api/admin/leads/reassign', { leadIds: [one], toOwnerId: buyer.id }, 400);
    expect(refused.body.errors).toEqual([{ field: 'toOwnerId', message: 'The new owner must be an admin or a sales rep.' }]);
    await office.call('post', '/api/admin/leads/reassign', { leadIds: [one], fromOwnerId: repA.id, toOwnerId: repB.id }, 400);
    await office.call('post', '/api/admin/leads/reassign', { leadIds: [2_000_000_000], toOwnerId: repB.id }, 404);
  });

  it('two instances creating leads at once never give the same turn twice in a row', async () => {
    await setPause(repA, null);
    await setPause(repB, null);
    const second = (await createTestApp(ENV)).app;
    try {
      const before = Number((await db.query(`SELECT coalesce(max(id), 0) AS id FROM lead_events`))[0].id);
      await Promise.all(Array.from({ length: 16 }, (_unused, i) => quizLead(i % 2 ? app : second)));
      const owners = (
        (await db.query(`SELECT "toOwnerId" FROM lead_events WHERE type = 'owner_assigned' AND id > $1 ORDER BY id`, [before])) as { toOwnerId: number }[]
      ).map((row) => row.toOwnerId);
      expect(owners).toHaveLength(16);
      for (let i = 1; i < owners.length; i++) expect({ turn: i, owner: owners[i] }).not.toEqual({ turn: i, owner: owners[i - 1] });
      expect(owners.filter((id) => id === repA.id)).toHaveLength(8);
    } finally {
      await second.close();
    }
  });
});

describe('every kind of lead gets an owner the moment it arrives', () => {
  it("a partner's referral and a contact message about a home become owned leads; a general question does not", async () => {
    await setPause(repA, null);
    await setPause(repB, null);
    const partner = await insertAffiliate(db, { affiliateCode: `RT${Date.now().toString(36).toUpperCase().slice(-6)}` });
    const referred = `referred-${Date.now()}@${DOMAIN}`;
    await request(app.getHttpServer())
      .post('/api/affiliate-leads')
      .send({
        affiliateCode: partner.affiliateCode,
        customerFirstName: 'Jordan',
        customerLastName: 'Referred',
        customerEmail: referred,
        customerPhone: '(816) 555-0177',
        location: 'Kearney, MO',
        leadType: 'raw_lead',
      })
      .expect(201);
    const [fromPartner] = (await db.query(`SELECT id, "ownerId" FROM discovery_call_leads WHERE email = $1`, [referred])) as { id: number; ownerId: number }[];
    expect([repA.id, repB.id]).toContain(fromPartner.ownerId);
    const partnerPage = await office.call('get', `/api/admin/leads/${fromPartner.id}`, undefined, 200);
    expect(partnerPage.body.timeline.map((entry: { summary: string }) => entry.summary)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Referred by a partner/), expect.stringMatching(/^Assigned to /)]),
    );
    // The referral itself is still the partner's, unflagged.
    expect(await db.query(`SELECT flag FROM affiliate_leads WHERE "customerEmail" = $1`, [referred])).toEqual([{ flag: null }]);

    const asking = (subject: string, email: string) =>
      request(app.getHttpServer())
        .post('/api/contact')
        .send({
          name: 'Martha Jennings',
          email,
          phone: '(816) 555-0123',
          model: 'Custom',
          subject,
          message: 'We own 12 acres outside Savannah; what would a 40x60 shop house cost?',
          privacyAgree: true,
        })
        .expect(201);
    const pricing = `pricing-${Date.now()}@${DOMAIN}`;
    const general = `general-${Date.now()}@${DOMAIN}`;
    await asking('pricing', pricing);
    await asking('general', general);
    const [fromContact] = (await db.query(`SELECT "ownerId", "firstName", "lastName" FROM discovery_call_leads WHERE email = $1`, [pricing])) as {
      ownerId: number;
    }[];
    expect(fromContact).toMatchObject({ firstName: 'Martha', lastName: 'Jennings' });
    expect([repA.id, repB.id]).toContain(fromContact.ownerId);
    expect(await db.query(`SELECT 1 FROM discovery_call_leads WHERE email = $1`, [general])).toEqual([]);
  });

  it("sends a partner's referral to the rep covering the county of its location, whoever's turn it is", async () => {
    await setPause(repA, null);
    await setPause(repB, null);
    await office.call('patch', `/api/admin/staff/${repB.id}/availability`, { counties: ['Clay County'] }, 200);
    try {
      const partner = await insertAffiliate(db, { affiliateCode: `RC${Date.now().toString(36).toUpperCase().slice(-6)}` });
      const owners: number[] = [];
      for (const location of ['Kearney, MO', 'a farm outside Liberty', '64089']) {
        const email = `territory-${owners.length}-${Date.now()}@${DOMAIN}`;
        await request(app.getHttpServer())
          .post('/api/affiliate-leads')
          .send({
            affiliateCode: partner.affiliateCode,
            customerFirstName: 'Rowan',
            customerLastName: 'Clay',
            customerEmail: email,
            customerPhone: '(816) 555-0178',
            location,
            leadType: 'raw_lead',
          })
          .expect(201);
        const [{ id, ownerId }] = (await db.query(`SELECT id, "ownerId" FROM discovery_call_leads WHERE email = $1`, [email])) as {
          id: number;
          ownerId: number;
        }[];
        owners.push(ownerId);
        if (owners.length === 1) {
          const page = await office.call('get', `/api/admin/leads/${id}`, undefined, 200);
          expect(page.body.timeline.map((entry: { summary: string }) => entry.summary)).toContain(
            "Assigned to Casey Sales (next in the round robin of the lead's county)",
          );
        }
      }
      // Kearney, Liberty and Smithville (64089) are in Clay County: all three go to B, who covers it.
      expect(owners).toEqual([repB.id, repB.id, repB.id]);
      // A quiz lead (no place given) goes to the reps without a territory: A.
      expect(await ownerOf(await quizLead())).toBe(repA.id);
    } finally {
      await office.call('patch', `/api/admin/staff/${repB.id}/availability`, { counties: [] }, 200);
    }
  });
});
