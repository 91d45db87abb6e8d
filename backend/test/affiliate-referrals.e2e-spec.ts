import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { UserRole } from '../src/common/auth/user-role';
import { newAffiliateCode } from '../src/modules/affiliates/affiliate-code';
import { referralStatusFlow } from '../src/modules/affiliates/affiliate-lead-stages';
import { AffiliateLeadFlag, AffiliateLeadStatus, AffiliateLeadType, ReferralReviewState, ReferralSignalKind } from '../src/modules/affiliates/affiliates.enums';
import { UNDER_REVIEW_WORDS } from '../src/modules/commissions/commission-rules';
import { AffiliateLead } from '../src/modules/affiliates/entities/affiliate-lead.entity';
import { CommissionEntry } from '../src/modules/commissions/entities/commission-entry.entity';
import {
  CONVERSION_NEEDS_MONEY_MESSAGE,
  MONEY_ONLY_AT_CONVERSION_MESSAGE,
  REFERRAL_NOT_FOUND_MESSAGE,
} from '../src/modules/commissions/referrals-admin.service';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { cleanPartners, insertAffiliate, insertReferral } from './commission-helpers';
import { decodeQuotedPrintable, startSmtpListener, type SmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

jest.setTimeout(120_000);

const URL = '/api/admin/affiliate-leads';
const S = AffiliateLeadStatus;
const ALL = Object.values(AffiliateLeadStatus);
// issue 14, word for word: forward one step, any open stage to lost, converted → lost only as a reversal.
const ALLOWED: [AffiliateLeadStatus, AffiliateLeadStatus][] = [
  [S.New, S.Contacted],
  [S.Contacted, S.Qualified],
  [S.Qualified, S.Converted],
  [S.New, S.Lost],
  [S.Contacted, S.Lost],
  [S.Qualified, S.Lost],
  [S.Converted, S.Lost],
];
const isAllowed = (from: AffiliateLeadStatus, to: AffiliateLeadStatus) => ALLOWED.some(([f, t]) => f === from && t === to);
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)\r$`, 'm').exec(raw)?.[1];

/** The partner's stored totals next to the same numbers recomputed from the referral and ledger rows. */
export async function totalsAndRecount(db: DataSource, affiliateId: number) {
  const [row] = await db.query(
    `SELECT a."totalLeads", a."qualifiedLeads", a.conversions, (a."totalCommissionEarned" * 100)::int AS "earnedCents",
       (SELECT count(*)::int FROM affiliate_leads l WHERE l."affiliateId" = a.id) AS "rTotalLeads",
       (SELECT count(*)::int FROM affiliate_leads l WHERE l."affiliateId" = a.id AND l."leadStatus" IN ('qualified', 'converted')) AS "rQualified",
       (SELECT count(*)::int FROM affiliate_leads l WHERE l."affiliateId" = a.id AND l."leadStatus" = 'converted') AS "rConversions",
       (SELECT COALESCE(SUM(e."amountCents"), 0)::int FROM commission_entries e WHERE e."affiliateId" = a.id AND e.status <> 'cancelled') AS "rEarnedCents"
     FROM affiliates a WHERE a.id = $1`,
    [affiliateId],
  );
  return {
    stored: { totalLeads: row.totalLeads, qualifiedLeads: row.qualifiedLeads, conversions: row.conversions, earnedCents: row.earnedCents },
    recomputed: { totalLeads: row.rTotalLeads, qualifiedLeads: row.rQualified, conversions: row.rConversions, earnedCents: row.rEarnedCents },
  };
}

describe('admin referral stages and commissions: /api/admin/affiliate-leads', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtp: SmtpListener;
  let office: Browser;

  const entriesOf = (leadId: number) => db.getRepository(CommissionEntry).find({ where: { affiliateLeadId: leadId }, order: { id: 'ASC' } });
  const outbox = () => db.getRepository(MailOutbox).find({ order: { id: 'ASC' } });
  const convertBody = { leadStatus: 'converted', conversionValueCents: 25_000_000, netProfitCents: 4_000_000 };

  /** A partner's referral in `stage`, reached through the API when it is past new (so the totals follow). */
  const referralIn = async (stage: AffiliateLeadStatus, { leadType = AffiliateLeadType.DoneDeal, commissionRate = 20 } = {}) => {
    const partner = await insertAffiliate(db, { commissionRate });
    const lead = await insertReferral(db, partner.id, { leadType });
    const path: Record<AffiliateLeadStatus, object[]> = {
      [S.New]: [],
      [S.Contacted]: [{ leadStatus: 'contacted' }],
      [S.Qualified]: [{ leadStatus: 'contacted' }, { leadStatus: 'qualified' }],
      [S.Converted]: [{ leadStatus: 'contacted' }, { leadStatus: 'qualified' }, convertBody],
      [S.Lost]: [{ leadStatus: 'lost' }],
    };
    for (const body of path[stage]) await office.call('patch', `${URL}/${lead.id}`, body, 200);
    await db.query('DELETE FROM mail_outbox');
    return { partner, lead };
  };

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_BASE_URL: 'https://www.builder.example',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
    await cleanPartners(db);
    office = new Browser(app);
    await office.signInAs(await createUser(app, { role: UserRole.Admin }));
  });

  beforeEach(async () => {
    await db.query('DELETE FROM mail_outbox');
    smtp.received.length = 0;
  });

  afterAll(async () => {
    if (db) {
      await cleanPartners(db);
      await cleanAuthTables(db);
    }
    await app?.close();
    await smtp?.close();
  });

  it('the typed moves are exactly the issue’s', () => {
    const typed = ALL.flatMap((from) => referralStatusFlow.moves[from].map((to) => [from, to]));
    expect(typed.sort()).toEqual([...ALLOWED].sort());
  });

  it.each(ALL.flatMap((from) => ALL.map((to) => [from, to] as const)))(
    '%s → %s: allowed moves write the stage, totals and the partner’s e-mail; others 409 and write nothing',
    async (from, to) => {
      const { partner, lead } = await referralIn(from);
      const res = await office.call('patch', `${URL}/${lead.id}`, to === S.Converted ? convertBody : { leadStatus: to });
      const stored = await db.getRepository(AffiliateLead).findOneByOrFail({ id: lead.id });
      if (isAllowed(from, to)) {
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).toMatchObject({ id: lead.id, leadStatus: to, allowedStages: [...referralStatusFlow.moves[to]] });
        expect(stored.leadStatus).toBe(to);
        expect(stored.stageChangedAt).toBeInstanceOf(Date);
        expect((await outbox()).map((m) => m.to)).toEqual([partner.email]);
      } else {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ statusCode: 409, message: `A referral cannot move from ${from} to ${to}.` });
        expect(stored.leadStatus).toBe(from);
        expect(await outbox()).toEqual([]);
      }
      const { stored: totals, recomputed } = await totalsAndRecount(db, partner.id);
      expect(totals).toEqual(recomputed);
    },
  );

  it('a done_deal earns rate × net profit at conversion, pending for the hold; the dollar columns are written from cents', async () => {
    const { partner, lead } = await referralIn(S.Qualified, { commissionRate: 12.5 });
    const res = await office.call(
      'patch',
      `${URL}/${lead.id}`,
      { leadStatus: 'converted', conversionValueCents: 31_234_567, netProfitCents: 4_567_891, leadQuality: 'hot' },
      200,
    );
    // 4,567,891 × 12.5 % = 570,986.375 → 570,986 cents.
    expect(res.body).toMatchObject({
      commissionCents: 570_986,
      commissionState: 'pending',
      conversionValueCents: 31_234_567,
      netProfitCents: 4_567_891,
      leadQuality: 'hot',
      commissionPaid: false,
    });
    const [entry] = await entriesOf(lead.id);
    expect(entry).toMatchObject({ kind: 'commission', amountCents: 570_986, status: 'pending', affiliateId: partner.id });
    const days = (entry.earnedAt.getTime() - entry.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const [money] = await db.query(
      `SELECT "conversionValue"::text AS cv, "netProfit"::text AS np, "commissionAmount"::text AS ca FROM affiliate_leads WHERE id = $1`,
      [lead.id],
    );
    expect(money).toEqual({ cv: '312345.67', np: '45678.91', ca: '5709.86' });
    const { stored, recomputed } = await totalsAndRecount(db, partner.id);
    expect(stored).toEqual(recomputed);
    expect(stored).toMatchObject({ conversions: 1, qualifiedLeads: 1, earnedCents: 570_986 });
  });

  it('a raw_lead earns half the rate (RAW_LEAD_RATE_SHARE 0.5)', async () => {
    const { lead } = await referralIn(S.Qualified, { leadType: AffiliateLeadType.RawLead });
    const res = await office.call('patch', `${URL}/${lead.id}`, convertBody, 200);
    expect(res.body.commissionCents).toBe(400_000); // 4,000,000 × 20 % × 0.5
  });

  it('converting needs both amounts; amounts without converting, unknown fields, negative or fractional cents are 400s; an unknown id 404', async () => {
    const { lead } = await referralIn(S.Qualified);
    expect((await office.call('patch', `${URL}/${lead.id}`, { leadStatus: 'converted', netProfitCents: 100 }, 400)).body.message).toBe(
      CONVERSION_NEEDS_MONEY_MESSAGE,
    );
    expect((await office.call('patch', `${URL}/${lead.id}`, { leadStatus: 'lost', netProfitCents: 100 }, 400)).body.message).toBe(
      MONEY_ONLY_AT_CONVERSION_MESSAGE,
    );
    await office.call('patch', `${URL}/${lead.id}`, { ...convertBody, netProfitCents: -1 }, 400);
    await office.call('patch', `${URL}/${lead.id}`, { ...convertBody, netProfitCents: 10.5 }, 400);
    await office.call('patch', `${URL}/${lead.id}`, { ...convertBody, netProfitCents: 2_147_483_648 }, 400);
    await office.call('patch', `${URL}/${lead.id}`, { ...convertBody, commissionCents: 5 }, 400);
    await office.call('patch', `${URL}/${lead.id}`, {}, 400);
    await office.call('patch', `${URL}/2147483647`, { leadStatus: 'lost' }, 404);
    expect(await entriesOf(lead.id)).toEqual([]);
  });

  it('a reversal (converted → lost) during the hold cancels the commission, with no clawback row; totals follow', async () => {
    const { partner, lead } = await referralIn(S.Converted);
    const res = await office.call('patch', `${URL}/${lead.id}`, { leadStatus: 'lost', notes: 'Customer cancelled the contract.' }, 200);
    expect(res.body).toMatchObject({ commissionState: 'reversed', commissionCents: 800_000, notes: 'Customer cancelled the contract.' });
    expect((await entriesOf(lead.id)).map((e) => [e.kind, e.amountCents, e.status])).toEqual([['commission', 800_000, 'cancelled']]);
    const { stored, recomputed } = await totalsAndRecount(db, partner.id);
    expect(stored).toEqual(recomputed);
    expect(stored).toMatchObject({ conversions: 0, qualifiedLeads: 0, earnedCents: 0 });
  });

  it('a reversal of an earned commission writes a negative clawback row and keeps the commission row', async () => {
    const { partner, lead } = await referralIn(S.Converted);
    await db.query(`UPDATE commission_entries SET "earnedAt" = now() - interval '1 minute' WHERE "affiliateLeadId" = $1`, [lead.id]);
    await office.call('patch', `${URL}/${lead.id}`, { leadStatus: 'lost' }, 200);
    expect((await entriesOf(lead.id)).map((e) => [e.kind, e.amountCents, e.status])).toEqual([
      ['commission', 800_000, 'pending'],
      ['clawback', -800_000, 'earned'],
    ]);
    const { stored, recomputed } = await totalsAndRecount(db, partner.id);
    expect(stored).toEqual(recomputed);
  });

  it('shows the office the utm fields recorded with a referral', async () => {
    const partner = await insertAffiliate(db);
    const lead = await insertReferral(db, partner.id, { source: 'referral link', utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'spring-barns' });
    const { body } = await office.call('get', `${URL}/${lead.id}`, undefined, 200);
    expect(body).toMatchObject({ source: 'referral link', utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'spring-barns' });
    const list = (
      await office
        .send('get', URL)
        .query({ affiliateId: String(partner.id) })
        .expect(200)
    ).body;
    expect(list.items[0]).toMatchObject({ utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'spring-barns' });
  });

  it('a flagged referral converts with its commission held, not earned', async () => {
    const { lead } = await referralIn(S.Qualified);
    await db.getRepository(AffiliateLead).update(lead.id, { flag: AffiliateLeadFlag.SelfReferral, reviewState: ReferralReviewState.UnderReview });
    const res = await office.call('patch', `${URL}/${lead.id}`, convertBody, 200);
    expect(res.body).toMatchObject({ commissionState: 'held', flagCode: 'self_referral', reviewState: 'under_review', flag: UNDER_REVIEW_WORDS });
  });

  it('e-mails the partner at each stage change, with the commission at conversion (over SMTP)', async () => {
    const { partner, lead } = await referralIn(S.Qualified);
    await office.call('patch', `${URL}/${lead.id}`, convertBody, 200);
    await expect(app.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.received;
    expect(mail.to).toEqual([partner.email]);
    expect(header(mail.raw, 'Subject')).toBe(`Your referral Chris ${lead.customerLastName} is now converted`);
    const text = decodeQuotedPrintable(mail.raw);
    expect(text).toContain('Your commission: $8,000. It is pending for 30 days');
  });

  it('lists referrals filtered by partner, stage, flag and words, sorted and paged', async () => {
    const partner = await insertAffiliate(db);
    const a = await insertReferral(db, partner.id, { customerLastName: 'Zebulon' });
    const b = await insertReferral(db, partner.id, { customerLastName: 'Abernathy', flag: AffiliateLeadFlag.DuplicatePartnerLead });
    await office.call('patch', `${URL}/${a.id}`, { leadStatus: 'contacted' }, 200);
    const list = async (query: Record<string, string>) => (await office.send('get', URL).query(query).expect(200)).body;
    expect((await list({ affiliateId: String(partner.id) })).items.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect((await list({ affiliateId: String(partner.id), order: 'asc' })).items.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect((await list({ affiliateId: String(partner.id), leadStatus: 'contacted' })).items.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await list({ affiliateId: String(partner.id), flagged: 'true' })).items.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await list({ q: 'abernathy', affiliateId: String(partner.id) })).items.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const paged = await list({ affiliateId: String(partner.id), pageSize: '1', page: '2' });
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: a.id, affiliate: { id: partner.id, email: partner.email } }] });
    await office.send('get', URL).query({ pageSize: '101' }).expect(400);
    await office.send('get', URL).query({ leadStatus: 'won' }).expect(400);
    await office.send('get', URL).query({ bogus: '1' }).expect(400);
  });

  it('opens one referral with its project answers, source, flag clearing and commission entry; an unknown id is 404', async () => {
    const partner = await insertAffiliate(db);
    const lead = await insertReferral(db, partner.id, {
      projectType: 'barndominium',
      estimatedBudget: '$350k-$450k',
      timeframe: 'within 6 months',
      landStatus: 'owns land',
      source: 'partner form',
      flag: AffiliateLeadFlag.SelfReferral,
    });
    const before = (await office.call('get', `${URL}/${lead.id}`, undefined, 200)).body;
    expect(before).toMatchObject({
      id: lead.id,
      affiliate: { id: partner.id },
      projectType: 'barndominium',
      estimatedBudget: '$350k-$450k',
      timeframe: 'within 6 months',
      landStatus: 'owns land',
      source: 'partner form',
      flagCode: 'self_referral',
      reviewState: 'under_review',
      commissionEntryId: null,
      allowedStages: ['contacted', 'lost'],
    });
    await office.call(
      'post',
      `/api/admin/referral-flags/${lead.id}/resolve`,
      { decision: 'clear', reason: 'The partner and customer are different people.' },
      200,
    );
    for (const body of [{ leadStatus: 'contacted' }, { leadStatus: 'qualified' }, convertBody]) await office.call('patch', `${URL}/${lead.id}`, body, 200);
    const after = (await office.call('get', `${URL}/${lead.id}`, undefined, 200)).body;
    const [entry] = await entriesOf(lead.id);
    expect(after).toMatchObject({
      leadStatus: 'converted',
      flagCode: 'self_referral',
      reviewState: 'cleared',
      commissionEntryId: entry.id,
      commissionCents: entry.amountCents,
    });
    expect(
      (
        await office
          .send('get', URL)
          .query({ affiliateId: String(partner.id) })
          .expect(200)
      ).body.items[0],
    ).toEqual(after);
    expect((await office.call('get', `${URL}/999999999`, undefined, 404)).body.message).toBe(REFERRAL_NOT_FOUND_MESSAGE);
    await office.call('get', `${URL}/abc`, undefined, 400);
  });
});

describe('issue 25 item 5: a partner-form entry cannot pre-claim a customer', () => {
  let app: INestApplication;
  let db: DataSource;
  let office: Browser;
  let n = 0;
  const http = () => request(app.getHttpServer());
  const customerEmail = () => `preclaim-${process.pid}-${Date.now()}-${++n}@example.org`;
  const QUIZ_PATH = [
    ['landOwnership', 'yes'],
    ['siteSurvey', 'yes'],
    ['buildingPlans', 'no'],
    ['permitStatus', 'no'],
    ['budgetRange', '200k-350k'],
    ['fundingStatus', 'no'],
    ['decisionTimeline', '3-6-months'],
    ['primaryUse', 'family-home-shop'],
    ['decisionMakers', 'dog'],
    ['contractorHelp', 'yes'],
  ];
  const quiz = (email: string, tracking?: object) => ({
    answers: QUIZ_PATH.map(([step, answer]) => ({ step, question: `About ${step}?`, answer })),
    contact: { firstName: 'Dana', lastName: 'Visitor', email, phone: '(816) 555-0177', message: '' },
    ...(tracking ? { tracking } : {}),
  });
  const partnerForm = (affiliateCode: string, email: string) =>
    http()
      .post('/api/affiliate-leads')
      .send({
        affiliateCode,
        customerFirstName: 'Dana',
        customerLastName: 'Visitor',
        customerEmail: email,
        customerPhone: '(816) 555-0177',
        location: 'Clinton County',
        leadType: 'done_deal',
      })
      .expect(201);
  /** An active partner with a code the public forms accept (six to ten capitals and digits). */
  const partner = () => insertAffiliate(db, { affiliateCode: newAffiliateCode() });
  const leadsOf = (email: string) => db.getRepository(AffiliateLead).find({ where: { customerEmail: email }, order: { id: 'ASC' } });
  const signalsOf = async (leadId: number) =>
    ((await db.query('SELECT kind FROM referral_signals WHERE "affiliateLeadId" = $1 ORDER BY id', [leadId])) as { kind: ReferralSignalKind }[]).map(
      (row) => row.kind,
    );

  beforeAll(async () => {
    ({ app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
    db = app.get(DataSource);
    office = new Browser(app);
    await office.signInAs(await createUser(app, { role: UserRole.Admin }));
  });

  afterAll(async () => {
    if (db) await cleanPartners(db);
    await app?.close();
  });

  it("gives the customer to another partner's link when the form entry is still unconfirmed, and flags the form entry for the office", async () => {
    const claimer = await partner();
    const linker = await partner();
    const email = customerEmail();
    await partnerForm(claimer.affiliateCode!, email);
    await http()
      .post('/api/submit-quiz')
      .send(quiz(email, { ref: linker.affiliateCode }))
      .expect(201);
    const leads = await leadsOf(email);
    expect(leads.map((l) => [l.affiliateId, l.source, l.flag])).toEqual([
      [claimer.id, 'partner form', AffiliateLeadFlag.OtherPartnerLink],
      [linker.id, 'referral link', null],
    ]);
    const listed = (await office.call('get', `${URL}/${leads[0].id}`, undefined, 200)).body;
    expect(listed).toMatchObject({ flagCode: 'other_partner_link', reviewState: 'under_review' });
    expect(listed.flag).toBe(UNDER_REVIEW_WORDS);
    const flagged = (
      await office
        .send('get', URL)
        .query({ affiliateId: String(claimer.id), flagged: 'true' })
        .expect(200)
    ).body.items;
    expect(flagged.map((r: { id: number }) => r.id)).toEqual([leads[0].id]);
  });

  it('keeps a form entry the office already confirmed (contacted), still flagging it; the same partner’s own link adds nothing', async () => {
    const claimer = await partner();
    const linker = await partner();
    const email = customerEmail();
    await partnerForm(claimer.affiliateCode!, email);
    const [entry] = await leadsOf(email);
    await office.call('patch', `${URL}/${entry.id}`, { leadStatus: 'contacted' }, 200);
    await http()
      .post('/api/submit-quiz')
      .send(quiz(email, { ref: claimer.affiliateCode }))
      .expect(201);
    expect((await leadsOf(email)).map((l) => [l.affiliateId, l.flag])).toEqual([[claimer.id, null]]);
    await http().post('/api/discovery-leads').send({ firstName: 'Dana', email, ref: linker.affiliateCode }).expect(201);
    expect((await leadsOf(email)).map((l) => [l.affiliateId, l.flag])).toEqual([[claimer.id, AffiliateLeadFlag.OtherPartnerLink]]);
  });

  it('flags a form entry whose customer then sends the quiz on their own (no code); a clean form entry stays clean otherwise', async () => {
    const claimer = await partner();
    const email = customerEmail();
    await partnerForm(claimer.affiliateCode!, email);
    const untouched = customerEmail();
    await partnerForm(claimer.affiliateCode!, untouched);
    await http().post('/api/submit-quiz').send(quiz(email)).expect(201);
    expect((await leadsOf(email)).map((l) => [l.affiliateId, l.flag])).toEqual([[claimer.id, AffiliateLeadFlag.CustomerCameDirectly]]);
    expect((await leadsOf(untouched)).map((l) => l.flag)).toEqual([null]);
    const record = (await office.call('get', `${URL}/${(await leadsOf(email))[0].id}`, undefined, 200)).body;
    expect(record.flag).toBe(UNDER_REVIEW_WORDS);
    expect(await signalsOf(record.id)).toEqual([ReferralSignalKind.CustomerCameDirectly]);
  });

  it('holds the commission of a flagged form entry until the office clears the flag, then lets it earn', async () => {
    const claimer = await partner();
    const email = customerEmail();
    await partnerForm(claimer.affiliateCode!, email);
    await http().post('/api/contact').send({ name: 'Dana Visitor', email, subject: 'general', message: 'Hi', privacyAgree: true }).expect(201);
    const [lead] = await leadsOf(email);
    expect(lead.flag).toBe(AffiliateLeadFlag.CustomerCameDirectly);
    for (const body of [
      { leadStatus: 'contacted' },
      { leadStatus: 'qualified' },
      { leadStatus: 'converted', conversionValueCents: 25_000_000, netProfitCents: 4_000_000 },
    ]) {
      await office.call('patch', `${URL}/${lead.id}`, body, 200);
    }
    await db.query(`UPDATE commission_entries SET "earnedAt" = now() - interval '1 day' WHERE "affiliateLeadId" = $1`, [lead.id]);
    expect((await office.call('get', `${URL}/${lead.id}`, undefined, 200)).body.commissionState).toBe('held');
    await office.call(
      'post',
      `/api/admin/referral-flags/${lead.id}/resolve`,
      { decision: 'clear', reason: 'The customer confirms this partner sent them.' },
      200,
    );
    expect((await office.call('get', `${URL}/${lead.id}`, undefined, 200)).body).toMatchObject({
      commissionState: 'earned',
      reviewState: 'cleared',
    });
    // The customer writing again does not raise the same flag a second time.
    await http().post('/api/discovery-leads').send({ firstName: 'Dana', email }).expect(201);
    expect((await leadsOf(email))[0]).toMatchObject({ flag: AffiliateLeadFlag.CustomerCameDirectly, reviewState: 'cleared' });
  });
});
