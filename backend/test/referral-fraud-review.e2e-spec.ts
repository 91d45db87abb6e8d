import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/config/app-config';
import { UserRole } from '../src/common/auth/user-role';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { newAffiliateCode } from '../src/modules/affiliates/affiliate-code';
import { ReferralReviewState, ReferralSignalKind } from '../src/modules/affiliates/affiliates.enums';
import { AffiliateLead } from '../src/modules/affiliates/entities/affiliate-lead.entity';
import type { Affiliate } from '../src/modules/affiliates/entities/affiliate.entity';
import { referralIpHash } from '../src/modules/affiliates/referral-ip-hash';
import { decisionRefusal, ReviewDecision } from '../src/modules/affiliates/referral-review-flow';
import { CLICK_BURST_MIN_CLICKS, CLICK_BURST_WINDOW_MINUTES } from '../src/modules/affiliates/referral-signals';
import { UNDER_REVIEW_WORDS } from '../src/modules/commissions/commission-rules';
import type { ReferralFlagResponseDto } from '../src/modules/commissions/dto/referral-flag.dto';
import { CommissionEntry } from '../src/modules/commissions/entities/commission-entry.entity';
import { Browser, createUser } from './auth-helpers';
import { captureOutput } from './captured-output';
import { insertAffiliate, insertReferral, startCommissionOffice, type CommissionOffice } from './commission-helpers';
import { ReferralFraudReview1795782000000 } from '../src/database/migrations/1795782000000-referral-fraud-review';
import { decodeQuotedPrintable } from '../tools/verify/smtp-listener';

jest.setTimeout(180_000);

const FLAGS = '/api/admin/referral-flags';
const REFERRALS = '/api/admin/affiliate-leads';

describe('issue 30, fraud review: signals, the review queue and its decisions', () => {
  let app: INestApplication;
  let db: DataSource;
  let office: Browser;
  let ledger: CommissionOffice;
  let n = 0;
  let ipSerial = 10;

  const http = () => request(app.getHttpServer());
  /** A fresh client address per visitor (the app believes X-Forwarded-For from loopback). */
  const freshIp = () => `198.51.100.${++ipSerial}`;
  const customerEmail = (domain = 'example.org') => `fraud-${process.pid}-${Date.now()}-${++n}@${domain}`;
  const partner = (values: Partial<Affiliate> = {}) => insertAffiliate(db, { affiliateCode: newAffiliateCode(), phone: '(573) 555-0142', ...values });

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
  /** A visitor takes the quiz through the partner's link (tracking.ref), from `ip`. */
  const quizThroughLink = (
    code: string,
    email: string,
    { ip = freshIp(), phone = '(816) 555-0177', utmMedium }: { ip?: string; phone?: string; utmMedium?: string } = {},
  ) =>
    http()
      .post('/api/submit-quiz')
      .set('X-Forwarded-For', ip)
      .send({
        answers: QUIZ_PATH.map(([step, answer]) => ({ step, question: `About ${step}?`, answer })),
        contact: { firstName: 'Dana', lastName: 'Visitor', email, phone, message: '' },
        tracking: { ref: code, ...(utmMedium ? { utmMedium } : {}) },
      })
      .expect(201);
  /** The partner sends a customer through the partner lead form, from `ip`. */
  const partnerForm = (code: string, email: string, ip = freshIp()) =>
    http()
      .post('/api/affiliate-leads')
      .set('X-Forwarded-For', ip)
      .send({
        affiliateCode: code,
        customerFirstName: 'Dana',
        customerLastName: 'Visitor',
        customerEmail: email,
        customerPhone: '(816) 555-0177',
        location: 'Clinton County',
        leadType: 'done_deal',
      })
      .expect(201);

  const leadOf = (affiliateId: number, email: string) => db.getRepository(AffiliateLead).findOneByOrFail({ affiliateId, customerEmail: email });
  const kindsOf = async (leadId: number) =>
    ((await db.query('SELECT kind FROM referral_signals WHERE "affiliateLeadId" = $1 ORDER BY kind', [leadId])) as { kind: ReferralSignalKind }[]).map(
      (row) => row.kind,
    );
  const insertClicks = (affiliateId: number, ip: string, count: number, minutesAgo: number) =>
    db.query(
      `INSERT INTO referral_clicks ("affiliateId", "landingPage", "ipHash", "userAgentFamily", "createdAt")
       SELECT $1, '/', $2, 'Chrome', now() - make_interval(mins => $3) FROM generate_series(1, $4)`,
      [affiliateId, referralIpHash(app.get(AppConfig).sessionSecret, ip), minutesAgo, count],
    );
  const resolve = (id: number, decision: ReviewDecision, reason: string, expected = 200) =>
    office.call('post', `${FLAGS}/${id}/resolve`, { decision, reason }, expected);
  /** The partner's ledger, bucket by bucket, summed from the rows (the one rule, LEDGER_BUCKET_SQL, through the referral list). */
  const referral = async (id: number) => (await office.call('get', `${REFERRALS}/${id}`, undefined, 200)).body;
  const convertThroughApi = async (leadId: number) => {
    for (const body of [
      { leadStatus: 'contacted' },
      { leadStatus: 'qualified' },
      { leadStatus: 'converted', conversionValueCents: 25_000_000, netProfitCents: 4_000_000 },
    ])
      await office.call('patch', `${REFERRALS}/${leadId}`, body, 200);
  };
  const storedAndRecounted = async (affiliateId: number) => {
    const [row] = await db.query(
      `SELECT (a."totalCommissionEarned" * 100)::int AS stored,
              (SELECT COALESCE(SUM(e."amountCents"), 0)::int FROM commission_entries e WHERE e."affiliateId" = a.id AND e.status <> 'cancelled') AS recounted
         FROM affiliates a WHERE a.id = $1`,
      [affiliateId],
    );
    return row as { stored: number; recounted: number };
  };

  let output: ReturnType<typeof captureOutput>;

  beforeAll(async () => {
    // Before the app's logger exists: the audit lines are read from the output.
    output = captureOutput();
    ledger = await startCommissionOffice({ RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'info' });
    ({ app, db, office } = ledger);
  });

  afterAll(async () => {
    try {
      await ledger?.close();
    } finally {
      output?.restore();
    }
  });

  describe('each signal is stored with the referral when its condition holds, and not otherwise', () => {
    it("partner's own e-mail and phone", async () => {
      const p = await partner();
      await partnerForm(p.affiliateCode!, p.email);
      const own = await leadOf(p.id, p.email);
      expect(await kindsOf(own.id)).toEqual([ReferralSignalKind.PartnerEmail]);
      expect(own.reviewState).toBe(ReferralReviewState.UnderReview);
      const notices = await db.getRepository(MailOutbox).find({ where: { replyTo: p.email } });
      expect(notices.map((mail) => decodeQuotedPrintable(mail.text ?? ''))).toEqual([
        expect.stringContaining('Fraud review: under review: our checks flagged it; see the Review queue on /affiliate-admin'),
      ]);

      const byPhone = customerEmail();
      await quizThroughLink(p.affiliateCode!, byPhone, { phone: '573-555-0142' });
      expect(await kindsOf((await leadOf(p.id, byPhone)).id)).toEqual([ReferralSignalKind.PartnerPhone]);

      const clean = customerEmail();
      await quizThroughLink(p.affiliateCode!, clean);
      const cleanLead = await leadOf(p.id, clean);
      expect(await kindsOf(cleanLead.id)).toEqual([]);
      expect(cleanLead.reviewState).toBeNull();
    });

    it("partner's own IP: a link lead from the address the partner sent partner-form entries from", async () => {
      const p = await partner();
      const partnersIp = freshIp();
      await partnerForm(p.affiliateCode!, customerEmail(), partnersIp);
      const fromPartner = customerEmail();
      await quizThroughLink(p.affiliateCode!, fromPartner, { ip: partnersIp });
      expect(await kindsOf((await leadOf(p.id, fromPartner)).id)).toEqual([ReferralSignalKind.PartnerIp]);
      const elsewhere = customerEmail();
      await quizThroughLink(p.affiliateCode!, elsewhere);
      expect(await kindsOf((await leadOf(p.id, elsewhere)).id)).toEqual([]);
      // Another partner's form entries from that address say nothing about this partner.
      const other = await partner();
      const otherCustomer = customerEmail();
      await quizThroughLink(other.affiliateCode!, otherCustomer, { ip: partnersIp });
      expect(await kindsOf((await leadOf(other.id, otherCustomer)).id)).toEqual([]);
    });

    it('a disposable e-mail domain', async () => {
      const p = await partner();
      const throwaway = customerEmail('mailinator.com');
      await quizThroughLink(p.affiliateCode!, throwaway);
      expect(await kindsOf((await leadOf(p.id, throwaway)).id)).toEqual([ReferralSignalKind.DisposableEmail]);
      const real = customerEmail('gmail.com');
      await quizThroughLink(p.affiliateCode!, real);
      expect(await kindsOf((await leadOf(p.id, real)).id)).toEqual([]);
    });

    it('a customer already a lead of the site, or of another partner', async () => {
      const p = await partner();
      const siteLead = customerEmail();
      await http()
        .post('/api/contact')
        .set('X-Forwarded-For', freshIp())
        .send({ name: 'Dana Visitor', email: siteLead, subject: 'general', message: 'Hi', privacyAgree: true })
        .expect(201);
      await partnerForm(p.affiliateCode!, siteLead);
      expect(await kindsOf((await leadOf(p.id, siteLead)).id)).toEqual([ReferralSignalKind.EarlierSiteLead]);

      const first = await partner();
      const shared = customerEmail();
      await partnerForm(first.affiliateCode!, shared);
      await partnerForm(p.affiliateCode!, shared);
      expect(await kindsOf((await leadOf(first.id, shared)).id)).toEqual([]);
      const second = await leadOf(p.id, shared);
      expect(await kindsOf(second.id)).toEqual([ReferralSignalKind.EarlierPartnerLead]);
      const [signal] = await db.query('SELECT detail FROM referral_signals WHERE "affiliateLeadId" = $1', [second.id]);
      expect(signal.detail).toContain(first.affiliateCode);
    });

    it(`a burst: ${CLICK_BURST_MIN_CLICKS} visits (clicks and their repeats) from the customer's address on this partner's links within ${CLICK_BURST_WINDOW_MINUTES} minutes`, async () => {
      const p = await partner();
      const other = await partner();
      const cases: { clicks: [number, number, number][]; flagged: boolean }[] = [
        { clicks: [[p.id, CLICK_BURST_MIN_CLICKS, 2]], flagged: true },
        { clicks: [[p.id, CLICK_BURST_MIN_CLICKS - 1, 2]], flagged: false },
        { clicks: [[p.id, CLICK_BURST_MIN_CLICKS, CLICK_BURST_WINDOW_MINUTES + 5]], flagged: false },
        { clicks: [[other.id, CLICK_BURST_MIN_CLICKS, 2]], flagged: false },
      ];
      for (const { clicks, flagged } of cases) {
        const ip = freshIp();
        for (const [affiliateId, count, minutesAgo] of clicks) await insertClicks(affiliateId, ip, count, minutesAgo);
        const email = customerEmail();
        await quizThroughLink(p.affiliateCode!, email, { ip });
        expect(await kindsOf((await leadOf(p.id, email)).id)).toEqual(flagged ? [ReferralSignalKind.ClickBurst] : []);
      }
      // What the link handler really writes: one click per address per half hour, the rest as its repeat visits.
      const ip = freshIp();
      await insertClicks(p.id, ip, 1, 2);
      await db.query(
        `UPDATE referral_clicks SET "repeatVisits" = $1 WHERE "affiliateId" = $2 AND id = (SELECT max(id) FROM referral_clicks WHERE "affiliateId" = $2)`,
        [CLICK_BURST_MIN_CLICKS - 1, p.id],
      );
      const email = customerEmail();
      await quizThroughLink(p.affiliateCode!, email, { ip });
      expect(await kindsOf((await leadOf(p.id, email)).id)).toEqual([ReferralSignalKind.ClickBurst]);
    });

    it("a paid-ad visit when the partner's terms forbid paid ads (the default), not when the office allows them", async () => {
      const forbidden = await partner();
      const paid = customerEmail();
      await quizThroughLink(forbidden.affiliateCode!, paid, { utmMedium: 'cpc' });
      expect(await kindsOf((await leadOf(forbidden.id, paid)).id)).toEqual([ReferralSignalKind.PaidAds]);
      const organic = customerEmail();
      await quizThroughLink(forbidden.affiliateCode!, organic, { utmMedium: 'newsletter' });
      expect(await kindsOf((await leadOf(forbidden.id, organic)).id)).toEqual([]);

      const allowed = await partner();
      expect((await office.call('get', `/api/admin/affiliates/${allowed.id}`, undefined, 200)).body.paidAdsAllowed).toBe(false);
      expect((await office.call('patch', `/api/admin/affiliates/${allowed.id}`, { paidAdsAllowed: true }, 200)).body.paidAdsAllowed).toBe(true);
      const allowedPaid = customerEmail();
      await quizThroughLink(allowed.affiliateCode!, allowedPaid, { utmMedium: 'cpc' });
      expect(await kindsOf((await leadOf(allowed.id, allowedPaid)).id)).toEqual([]);
      await office.call('patch', `/api/admin/affiliates/${allowed.id}`, { paidAdsAllowed: 'yes' }, 400);

      // A click whose landing URL carried an ad network's click id (the link handler keeps its name).
      const ip = freshIp();
      await insertClicks(forbidden.id, ip, 1, 2);
      await db.query(`UPDATE referral_clicks SET "adClickParam" = 'gclid' WHERE id = (SELECT max(id) FROM referral_clicks WHERE "affiliateId" = $1)`, [
        forbidden.id,
      ]);
      const fromAd = customerEmail();
      await quizThroughLink(forbidden.affiliateCode!, fromAd, { ip });
      expect(await kindsOf((await leadOf(forbidden.id, fromAd)).id)).toEqual([ReferralSignalKind.PaidAds]);
    });
  });

  it("a lead whose e-mail equals the partner's is flagged and its commission held until cleared (then pending) or rejected (then cancelled); ledger totals recomputed from rows", async () => {
    const user = await createUser(app, { role: UserRole.Affiliate });
    const p = await partner({ userId: user.id, email: user.email });
    const partnerBrowser = new Browser(app);
    await partnerBrowser.signInAs(user);

    // Two self-referrals (the partner's own e-mail). The first one's e-mail is then changed, so the
    // second is not also "already a partner's referral": each has exactly the one signal.
    await partnerForm(p.affiliateCode!, p.email);
    const toClear = await leadOf(p.id, p.email);
    await db.query(`UPDATE affiliate_leads SET "customerEmail" = $2 WHERE id = $1`, [toClear.id, `renamed-${toClear.id}@example.org`]);
    await partnerForm(p.affiliateCode!, p.email);
    const toReject = await leadOf(p.id, p.email);
    for (const lead of [toClear, toReject]) {
      expect(await kindsOf(lead.id)).toEqual([ReferralSignalKind.PartnerEmail]);
      await convertThroughApi(lead.id);
    }
    // Past the hold, a flagged commission is still held: never earned, never payable.
    await db.query(`UPDATE commission_entries SET "earnedAt" = now() - interval '1 day' WHERE "affiliateId" = $1`, [p.id]);
    expect((await referral(toClear.id)).commissionState).toBe('held');
    expect((await referral(toReject.id)).commissionState).toBe('held');
    const payable = async () => (await office.call('get', `/api/admin/affiliates/${p.id}/payable-commissions`, undefined, 200)).body;
    expect(await payable()).toMatchObject({ items: [], balanceCents: 0 });

    // The queue shows both with the signal's detail; the partner sees only "Under review".
    const queue = (
      await office
        .send('get', FLAGS)
        .query({ affiliateId: String(p.id), state: 'under_review' })
        .expect(200)
    ).body;
    expect(queue.total).toBe(2);
    expect(queue.items[0].signals[0]).toMatchObject({ kind: 'partner_email', detail: expect.stringContaining(p.email) });
    const mine = JSON.stringify((await partnerBrowser.call('get', '/api/affiliate/me/leads', undefined, 200)).body);
    for (const secret of ['partner_email', "partner's own", 'signals', 'disposable']) expect(mine).not.toContain(secret);
    expect((await partnerBrowser.call('get', '/api/affiliate/me/leads', undefined, 200)).body.items.map((r: { flag: string }) => r.flag)).toEqual([
      UNDER_REVIEW_WORDS,
      UNDER_REVIEW_WORDS,
    ]);

    const cleared = (await resolve(toClear.id, ReviewDecision.Clear, 'Spoke with the customer: a real neighbour who uses the partner’s family e-mail.'))
      .body as ReferralFlagResponseDto;
    expect(cleared).toMatchObject({ reviewState: 'cleared', commissionState: 'earned', reviewedBy: expect.any(String) });
    expect(output.lines().some((line) => line.includes(`referral review resolved: affiliate lead ${toClear.id}: cleared, by admin`))).toBe(true);
    // Its hold had ended: cleared, it is payable at once.
    expect((await payable()).balanceCents).toBe((await referral(toClear.id)).commissionCents);
    // Cleared with its hold still running: pending, then earned as usual.
    await db.query(`UPDATE commission_entries SET "earnedAt" = now() + interval '1 day' WHERE "affiliateLeadId" = $1`, [toClear.id]);
    expect((await referral(toClear.id)).commissionState).toBe('pending');

    await db.query('DELETE FROM mail_outbox');
    const reason = 'The customer is the partner themselves; self-referrals earn no commission under the program rules.';
    const rejected = (await resolve(toReject.id, ReviewDecision.Reject, reason)).body as ReferralFlagResponseDto;
    expect(rejected).toMatchObject({ reviewState: 'rejected', reviewReason: reason, commissionState: 'reversed' });
    const [entry] = await db.getRepository(CommissionEntry).find({ where: { affiliateLeadId: toReject.id } });
    expect(entry.status).toBe('cancelled');
    const [mail] = await db.getRepository(MailOutbox).find();
    expect(mail.to).toBe(p.email);
    expect(decodeQuotedPrintable(mail.text ?? '')).toContain(reason);
    expect(decodeQuotedPrintable(mail.text ?? '')).not.toContain('partner_email');

    // A second decision, either way, is refused with a sentence; nothing changes.
    expect((await resolve(toReject.id, ReviewDecision.Clear, 'Changed my mind.', 409)).body.message).toBe(
      decisionRefusal(ReferralReviewState.Rejected, ReviewDecision.Clear),
    );
    expect((await resolve(toClear.id, ReviewDecision.Reject, 'Changed my mind.', 409)).body.message).toBe(
      'A referral review cannot move from cleared to rejected. This referral was already cleared; a decision cannot be changed.',
    );
    expect((await db.getRepository(AffiliateLead).findOneByOrFail({ id: toReject.id })).reviewState).toBe('rejected');

    // Totals: the stored running total equals the sum over the ledger rows; the partner's summary is the buckets' sums.
    const totals = await storedAndRecounted(p.id);
    expect(totals.stored).toBe(totals.recounted);
    expect(totals.recounted).toBe(entry.amountCents);
    const summary = (await partnerBrowser.call('get', '/api/affiliate/me/summary', undefined, 200)).body;
    expect(summary.pendingCents).toBe(entry.amountCents);
    const afterReject = (await partnerBrowser.call('get', '/api/affiliate/me/leads', undefined, 200)).body.items as { id: number; flag: string }[];
    expect(afterReject.find((r) => r.id === toReject.id)?.flag).toContain(reason);
    expect(JSON.stringify(afterReject)).not.toContain('partner_email');
  });

  it('rejecting a referral whose commission was already earned takes it back with a clawback row; the totals follow the rows', async () => {
    const p = await partner();
    const { lead, entry } = await ledger.convert(p);
    await ledger.endHold(entry.id);
    await db.query(`UPDATE affiliate_leads SET "reviewState" = 'under_review' WHERE id = $1`, [lead.id]);
    await db.query(`UPDATE commission_entries SET status = 'earned' WHERE id = $1`, [entry.id]);
    await resolve(lead.id, ReviewDecision.Reject, 'The customer told us another company sent them.');
    const rows = await db.getRepository(CommissionEntry).find({ where: { affiliateLeadId: lead.id }, order: { id: 'ASC' } });
    expect(rows.map((r) => [r.kind, r.amountCents, r.status])).toEqual([
      ['commission', entry.amountCents, 'earned'],
      ['clawback', -entry.amountCents, 'earned'],
    ]);
    const totals = await storedAndRecounted(p.id);
    expect(totals).toEqual({ stored: 0, recounted: 0 });
  });

  it('a referral the review rejected earns nothing if it converts later: its commission is cancelled from the start', async () => {
    const p = await partner();
    await partnerForm(p.affiliateCode!, p.email);
    const lead = await leadOf(p.id, p.email);
    await resolve(lead.id, ReviewDecision.Reject, 'Self-referral.');
    await convertThroughApi(lead.id);
    const [entry] = await db.getRepository(CommissionEntry).find({ where: { affiliateLeadId: lead.id } });
    expect(entry.status).toBe('cancelled');
    expect(await storedAndRecounted(p.id)).toEqual({ stored: 0, recounted: 0 });
  });

  it('lists the queue by state, signal kind and partner, sorted and paged on the server; bad parameters are 400; unknown ids 404; unflagged 409', async () => {
    const p = await partner();
    const emails = [customerEmail('mailinator.com'), customerEmail('mailinator.com'), customerEmail()];
    await quizThroughLink(p.affiliateCode!, emails[0]);
    await quizThroughLink(p.affiliateCode!, emails[1], { utmMedium: 'ppc' });
    await quizThroughLink(p.affiliateCode!, emails[2]);
    const [a, b, clean] = await Promise.all(emails.map((email) => leadOf(p.id, email)));
    await resolve(a.id, ReviewDecision.Clear, 'A real customer with a privacy habit.');

    const list = async (query: Record<string, string>) =>
      (
        await office
          .send('get', FLAGS)
          .query({ affiliateId: String(p.id), ...query })
          .expect(200)
      ).body as { total: number; items: ReferralFlagResponseDto[] };
    expect((await list({})).items.map((r) => r.id)).toEqual([a.id, b.id]);
    expect((await list({ order: 'desc' })).items.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await list({ state: 'under_review' })).items.map((r) => r.id)).toEqual([b.id]);
    expect((await list({ state: 'cleared' })).items.map((r) => r.id)).toEqual([a.id]);
    expect((await list({ kind: 'paid_ads' })).items.map((r) => r.id)).toEqual([b.id]);
    expect((await list({ kind: 'partner_ip' })).total).toBe(0);
    expect(await list({ pageSize: '1', page: '2' })).toMatchObject({ total: 2, items: [{ id: b.id }] });
    expect((await list({ state: 'under_review' })).items[0].signals.map((s) => s.kind).sort()).toEqual(['disposable_email', 'paid_ads']);
    for (const bad of [{ state: 'pending' }, { kind: 'fraud' }, { sort: 'name' }, { pageSize: '101' }, { bogus: '1' }])
      await office.send('get', FLAGS).query(bad).expect(400);

    await office.call('post', `${FLAGS}/${b.id}/resolve`, { decision: 'approve', reason: 'ok then' }, 400);
    await office.call('post', `${FLAGS}/${b.id}/resolve`, { decision: 'reject' }, 400);
    await office.call('post', `${FLAGS}/${b.id}/resolve`, { decision: 'reject', reason: '   ' }, 400);
    await office.call('post', `${FLAGS}/${b.id}/resolve`, { decision: 'reject', reason: 'x'.repeat(1001) }, 400);
    await office.call('post', `${FLAGS}/${b.id}/resolve`, { decision: 'clear', reason: 'fine', extra: 1 }, 400);
    await office.call('post', `${FLAGS}/2147483647/resolve`, { decision: 'clear', reason: 'Checked.' }, 404);
    expect((await resolve(clean.id, ReviewDecision.Clear, 'Checked.', 409)).body.message).toBe(decisionRefusal(null, ReviewDecision.Clear));
  });

  it("carries today's flags over (migration 1795782000000): uncleared → under review, cleared → cleared with its time and admin, each flag as its signal", async () => {
    const admin = await createUser(app, { role: UserRole.Admin });
    const p = await partner();
    const [waiting, cleared, clean] = [await insertReferral(db, p.id), await insertReferral(db, p.id), await insertReferral(db, p.id)];
    const runner = db.createQueryRunner();
    try {
      await new ReferralFraudReview1795782000000().down(runner);
      await runner.query(`UPDATE affiliate_leads SET flag = 'duplicate_site_lead' WHERE id = $1`, [waiting.id]);
      await runner.query(
        `UPDATE affiliate_leads SET flag = 'self_referral', "customerEmail" = $2, "flagClearedAt" = '2026-10-05T15:00:00Z', "flagClearedById" = $3 WHERE id = $1`,
        [cleared.id, p.email, admin.id],
      );
      await new ReferralFraudReview1795782000000().up(runner);
    } finally {
      await runner.release();
    }
    const rows = await db.query(`SELECT id, "reviewState", "reviewedAt", "reviewedById" FROM affiliate_leads WHERE id = ANY($1) ORDER BY id`, [
      [waiting.id, cleared.id, clean.id],
    ]);
    expect(rows).toEqual([
      { id: waiting.id, reviewState: 'under_review', reviewedAt: null, reviewedById: null },
      { id: cleared.id, reviewState: 'cleared', reviewedAt: new Date('2026-10-05T15:00:00Z'), reviewedById: admin.id },
      { id: clean.id, reviewState: null, reviewedAt: null, reviewedById: null },
    ]);
    expect(await kindsOf(waiting.id)).toEqual([ReferralSignalKind.EarlierSiteLead]);
    expect(await kindsOf(cleared.id)).toEqual([ReferralSignalKind.PartnerEmail]);
    expect(await kindsOf(clean.id)).toEqual([]);
    const queue = (
      await office
        .send('get', FLAGS)
        .query({ affiliateId: String(p.id), state: 'under_review' })
        .expect(200)
    ).body;
    expect(queue.items.map((r: ReferralFlagResponseDto) => [r.id, r.signals[0].detail])).toEqual([
      [waiting.id, 'Flagged before signals were kept: the customer was already a lead of the site.'],
    ]);
  });
});
