import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { UserRole } from '../src/common/auth/user-role';
import { AffiliateLeadFlag, ReferralReviewState } from '../src/modules/affiliates/affiliates.enums';
import { AffiliateLead } from '../src/modules/affiliates/entities/affiliate-lead.entity';
import { Affiliate } from '../src/modules/affiliates/entities/affiliate.entity';
import { CommissionHoldJob } from '../src/modules/commissions/commission-hold.job';
import { NOTHING_TO_PAY_MESSAGE, notPayableMessage } from '../src/modules/commissions/commission-payments.service';
import { w9MissingMessage } from '../src/modules/commissions/commission-rules';
import { CommissionEntry } from '../src/modules/commissions/entities/commission-entry.entity';
import { Browser, createUser } from './auth-helpers';
import { insertAffiliate, insertW9, startCommissionOffice, type CommissionOffice } from './commission-helpers';
import { decodeQuotedPrintable, startSmtpListener, type SmtpListener } from '../tools/verify/smtp-listener';

jest.setTimeout(120_000);

const URL = '/api/admin/commission-payments';
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)\r$`, 'm').exec(raw)?.[1];

describe('commission hold and payments: /api/admin/commission-payments', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtp: SmtpListener;
  let office: Browser;

  const entries = () => db.getRepository(CommissionEntry);
  /** A converted referral of the partner (through the API); answers its commission entry. */
  let ledger: CommissionOffice;
  const converted = async (partner: Affiliate, netProfitCents = 1_000_000): Promise<CommissionEntry> =>
    (await ledger.convert(partner, {}, netProfitCents)).entry;
  const endHold = (...ids: number[]) => ledger.endHold(...ids);
  const pay = (affiliateId: number, commissionEntryIds: number[], expected?: number) =>
    office.call('post', URL, { affiliateId, commissionEntryIds, paymentMethod: 'PayPal', paymentReference: 'PP-1', notes: 'November payout' }, expected);

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ledger = await startCommissionOffice({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    ({ app, db, office } = ledger);
  });

  afterAll(async () => {
    await ledger?.close();
    await smtp?.close();
  });

  it('the hold job earns commissions whose hold ended, idempotently, and never a flagged referral’s', async () => {
    const partner = await insertAffiliate(db);
    const [due, notDue, flagged] = [await converted(partner), await converted(partner), await converted(partner)];
    await db
      .getRepository(AffiliateLead)
      .update(flagged.affiliateLeadId, { flag: AffiliateLeadFlag.DuplicatePartnerLead, reviewState: ReferralReviewState.UnderReview });
    await endHold(due.id, flagged.id);
    const job = app.get(CommissionHoldJob);
    await job.releaseDue();
    await expect(job.releaseDue()).resolves.toBe(0);
    const status = async (id: number) => (await entries().findOneByOrFail({ id })).status;
    expect([await status(due.id), await status(notDue.id), await status(flagged.id)]).toEqual(['earned', 'pending', 'pending']);
    // Cleared: earned on the next run.
    await db.getRepository(AffiliateLead).update(flagged.affiliateLeadId, { reviewState: ReferralReviewState.Cleared });
    await expect(job.releaseDue()).resolves.toBe(1);
  });

  it('pays earned commissions: the amount is their sum; pending, flagged, another partner’s or unknown entries are refused with 409', async () => {
    const partner = await insertAffiliate(db);
    const other = await insertAffiliate(db);
    const [a, b, pending, flagged] = [
      await converted(partner, 1_000_000),
      await converted(partner, 123_457),
      await converted(partner),
      await converted(partner),
    ];
    const foreign = await converted(other);
    await endHold(a.id, b.id, flagged.id, foreign.id);
    await db
      .getRepository(AffiliateLead)
      .update(flagged.affiliateLeadId, { flag: AffiliateLeadFlag.SelfReferral, reviewState: ReferralReviewState.UnderReview });
    for (const id of [pending.id, flagged.id, foreign.id, 2_147_483_647]) {
      expect((await pay(partner.id, [a.id, id], 409)).body.message).toBe(notPayableMessage([id]));
    }
    expect(await db.query(`SELECT id FROM commission_payments WHERE "affiliateId" = $1`, [partner.id])).toEqual([]);
    const res = await pay(partner.id, [a.id, b.id], 201);
    // 200,000 + 24,691.4 → 24,691 cents
    expect(res.body).toMatchObject({
      status: 'pending',
      amountCents: 224_691,
      paymentMethod: 'PayPal',
      allowedStatuses: ['paid', 'cancelled'],
      affiliate: { id: partner.id },
    });
    expect(res.body.entries.map((e: { id: number }) => e.id)).toEqual([a.id, b.id]);
    const [{ amount }] = await db.query(`SELECT amount::text AS amount FROM commission_payments WHERE id = $1`, [res.body.id]);
    expect(amount).toBe('2246.91');
    expect((await pay(partner.id, [a.id], 409)).body.message).toBe(notPayableMessage([a.id]));
    await pay(2_147_483_647, [a.id], 404);
    await office.call('post', URL, { affiliateId: partner.id, commissionEntryIds: [], paymentMethod: 'PayPal' }, 400);
    await office.call('post', URL, { affiliateId: partner.id, commissionEntryIds: [a.id, a.id], paymentMethod: 'PayPal' }, 400);
    await office.call('post', URL, { affiliateId: partner.id, commissionEntryIds: [1.5], paymentMethod: 'PayPal' }, 400);
    await office.call('post', URL, { affiliateId: partner.id, commissionEntryIds: [a.id], paymentMethod: 'PayPal', amount: 1 }, 400);
  });

  it('never pays a commission twice under two concurrent requests', async () => {
    const partner = await insertAffiliate(db);
    const entry = await converted(partner);
    await endHold(entry.id);
    for (let round = 0; round < 3; round++) {
      const other = new Browser(app);
      await other.signInAs(await createUser(app, { role: UserRole.Admin }));
      const body = { affiliateId: partner.id, commissionEntryIds: [entry.id], paymentMethod: 'Bank transfer' };
      const results = await Promise.all([office.send('post', URL, body), other.send('post', URL, body)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const [{ payments }] = await db.query(
        `SELECT count(*)::int AS payments FROM commission_payments WHERE "affiliateId" = $1 AND status <> 'cancelled' AND amount > 0`,
        [partner.id],
      );
      expect(payments).toBe(1);
      // Cancel it so the next round races again for the freed commission.
      const winner = results.find((r) => r.status === 201)!;
      await office.call('patch', `${URL}/${winner.body.id}`, { status: 'cancelled' }, 200);
      expect((await entries().findOneByOrFail({ id: entry.id })).paymentId).toBeNull();
    }
  });

  it('paid: its entries are paid, the referral’s commissionPaid follows, the partner is e-mailed; paid is final', async () => {
    const partner = await insertAffiliate(db);
    const entry = await converted(partner);
    await endHold(entry.id);
    const { body: payment } = await pay(partner.id, [entry.id], 201);
    await db.query('DELETE FROM mail_outbox'); // the conversion's e-mail
    const res = await office.call('patch', `${URL}/${payment.id}`, { status: 'paid', paymentReference: 'WIRE-77', paymentDate: '2026-11-20' }, 200);
    expect(res.body).toMatchObject({ status: 'paid', paymentReference: 'WIRE-77', paymentDate: '2026-11-20T00:00:00.000Z', allowedStatuses: [] });
    expect((await entries().findOneByOrFail({ id: entry.id })).status).toBe('paid');
    expect((await db.getRepository(AffiliateLead).findOneByOrFail({ id: entry.affiliateLeadId })).commissionPaid).toBe('true');
    await expect(app.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[0].to).toEqual([partner.email]);
    expect(header(smtp.received[0].raw, 'Subject')).toBe('We paid you $2,000 in referral commissions');
    expect(decodeQuotedPrintable(smtp.received[0].raw)).toContain('Reference: WIRE-77');
    for (const status of ['cancelled', 'paid', 'pending']) {
      expect((await office.call('patch', `${URL}/${payment.id}`, { status }, 409)).body.message).toBe(
        `A commission payment cannot move from paid to ${status}.`,
      );
    }
    await office.call('patch', `${URL}/2147483647`, { status: 'paid' }, 404);
    await office.call('patch', `${URL}/${payment.id}`, { status: 'refunded' }, 400);
  });

  it('deducts the partner’s clawbacks in the next payment, and refuses one they outweigh', async () => {
    const partner = await insertAffiliate(db);
    const paid = await converted(partner, 1_000_000); // 200,000
    await endHold(paid.id);
    const { body: first } = await pay(partner.id, [paid.id], 201);
    await office.call('patch', `${URL}/${first.id}`, { status: 'paid' }, 200);
    await office.call('patch', `/api/admin/affiliate-leads/${paid.affiliateLeadId}`, { leadStatus: 'lost' }, 200); // clawback −200,000
    const small = await converted(partner, 500_000); // 100,000
    await endHold(small.id);
    expect((await pay(partner.id, [small.id], 409)).body.message).toBe(NOTHING_TO_PAY_MESSAGE);
    const big = await converted(partner, 2_000_000); // 400,000
    await endHold(big.id);
    const res = await pay(partner.id, [small.id, big.id], 201);
    expect(res.body.amountCents).toBe(300_000);
    expect(res.body.entries.map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents])).toEqual([
      ['clawback', -200_000],
      ['commission', 100_000],
      ['commission', 400_000],
    ]);
  });

  it('lists what the partner can be paid now: earned commissions no payment holds, then the clawbacks the next payment deducts', async () => {
    const partner = await insertAffiliate(db);
    const other = await insertAffiliate(db);
    const payable = (id: number) => office.call('get', `/api/admin/affiliates/${id}/payable-commissions`, undefined, 200).then((res) => res.body);
    expect(await payable(partner.id)).toEqual({ items: [], balanceCents: 0, minimumPayoutCents: 5000, paymentRefusal: null });

    const paid = await converted(partner, 1_000_000); // 200,000
    await endHold(paid.id);
    const { body: first } = await pay(partner.id, [paid.id], 201);
    await office.call('patch', `${URL}/${first.id}`, { status: 'paid' }, 200);
    await office.call('patch', `/api/admin/affiliate-leads/${paid.affiliateLeadId}`, { leadStatus: 'lost' }, 200); // clawback −200,000
    const earned = await converted(partner, 2_000_000); // 400,000
    await endHold(earned.id);
    await converted(partner, 500_000); // still in its hold
    const flagged = await converted(partner, 500_000);
    await db.query(`UPDATE affiliate_leads SET flag = 'self_referral', "reviewState" = 'under_review' WHERE id = $1`, [flagged.affiliateLeadId]);
    await endHold(flagged.id);
    const theirs = await converted(other, 500_000);
    await endHold(theirs.id);

    const answer = await payable(partner.id);
    expect(answer.items.map((e: { id: number; kind: string; amountCents: number }) => [e.id, e.kind, e.amountCents])).toEqual([
      [earned.id, 'commission', 400_000],
      [expect.any(Number), 'clawback', -200_000],
    ]);
    expect(answer.items[0]).toMatchObject({
      affiliateLeadId: earned.affiliateLeadId,
      customerName: expect.stringMatching(/^Chris Customer/),
      earnedAt: expect.any(String),
    });
    expect(answer.balanceCents).toBe(200_000);
    // What the list offers is what a payment takes.
    const res = await pay(
      partner.id,
      answer.items.filter((e: { kind: string }) => e.kind === 'commission').map((e: { id: number }) => e.id),
      201,
    );
    expect(res.body.amountCents).toBe(answer.balanceCents);
    expect(await payable(partner.id)).toEqual({ items: [], balanceCents: 0, minimumPayoutCents: 5000, paymentRefusal: null });
    await office.call('get', '/api/admin/affiliates/999999999/payable-commissions', undefined, 404);
  });

  it('lists payments by partner and status, sorted and paged', async () => {
    const partner = await insertAffiliate(db);
    const [a, b] = [await converted(partner, 100_000), await converted(partner, 900_000)];
    await endHold(a.id, b.id);
    const p1 = (await pay(partner.id, [a.id], 201)).body;
    const p2 = (await pay(partner.id, [b.id], 201)).body;
    await office.call('patch', `${URL}/${p1.id}`, { status: 'paid' }, 200);
    const list = async (query: Record<string, string>) =>
      (
        await office
          .send('get', URL)
          .query({ affiliateId: String(partner.id), ...query })
          .expect(200)
      ).body;
    expect((await list({})).items.map((p: { id: number }) => p.id)).toEqual([p2.id, p1.id]);
    expect((await list({ sort: 'amount', order: 'asc' })).items.map((p: { id: number }) => p.id)).toEqual([p1.id, p2.id]);
    expect((await list({ status: 'paid' })).items.map((p: { id: number }) => p.id)).toEqual([p1.id]);
    expect(await list({ pageSize: '1' })).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    await office.send('get', URL).query({ status: 'owed' }).expect(400);
  });

  const csvText = (req: ReturnType<Browser['send']>) =>
    req.buffer(true).parse((r, done) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => done(null, text));
    });

  it('refuses to pay a partner with no W-9 on file (409, a sentence), says so on the payable list, and leaves them out of the payout file', async () => {
    const partner = await insertAffiliate(db, { w9Submitted: 'false', firstName: 'Wanda', lastName: 'Nowine' });
    const entry = await converted(partner);
    await endHold(entry.id);
    const { body: payable } = await office.call('get', `/api/admin/affiliates/${partner.id}/payable-commissions`, undefined, 200);
    expect(payable.paymentRefusal).toBe(w9MissingMessage('Wanda Nowine'));
    expect((await pay(partner.id, [entry.id], 409)).body.message).toBe(w9MissingMessage('Wanda Nowine'));
    expect(await db.query(`SELECT id FROM commission_payments WHERE "affiliateId" = $1`, [partner.id])).toEqual([]);
    const file = await csvText(office.send('post', `${URL}/payout.csv`).query({ affiliateId: String(partner.id) }));
    expect((file.body as string).split('\r\n').slice(1)).toEqual(['']);
    // The office cannot tick the W-9 flag any more (issue 30): only a W-9 on file counts.
    expect((await office.call('patch', `/api/admin/affiliates/${partner.id}`, { w9Submitted: true }, 400)).body.message).toMatch(/w9Submitted/);
    await db.query(`UPDATE affiliates SET "w9Submitted" = 'true' WHERE id = $1`, [partner.id]);
    expect((await pay(partner.id, [entry.id], 409)).body.message).toBe(w9MissingMessage('Wanda Nowine'));
    // Once the partner has filed a W-9, the same commission is paid.
    await insertW9(db, partner.id);
    expect((await office.call('get', `/api/admin/affiliates/${partner.id}/payable-commissions`, undefined, 200)).body.paymentRefusal).toBeNull();
    await pay(partner.id, [entry.id], 201);
  });

  it('exports the earned, unpaid balance per partner as a payout batch CSV, formula cells neutralised', async () => {
    const partner = await insertAffiliate(db, { firstName: '=HYPERLINK("x")', businessName: 'Barns, Bins & "Beams"' });
    const [a, b, pending, flagged, inPayment] = [
      await converted(partner, 1_000_000), // 200,000
      await converted(partner, 123_457), // 24,691
      await converted(partner), // still in its hold
      await converted(partner), // flagged
      await converted(partner), // already in a payment
    ];
    await endHold(a.id, b.id, flagged.id, inPayment.id);
    await db
      .getRepository(AffiliateLead)
      .update(flagged.affiliateLeadId, { flag: AffiliateLeadFlag.DuplicatePartnerLead, reviewState: ReferralReviewState.UnderReview });
    await pay(partner.id, [inPayment.id], 201);
    // A minimum above the balance leaves the partner out (and records nothing).
    const none = await csvText(office.send('post', `${URL}/payout.csv`).query({ affiliateId: String(partner.id), minimumCents: '224692' }));
    expect((none.body as string).split('\r\n').slice(1)).toEqual(['']);
    const res = await csvText(office.send('post', `${URL}/payout.csv`).query({ affiliateId: String(partner.id) }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="commission-payout-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const records = (res.body as string).split('\r\n');
    expect(records[0]).toBe('\uFEFFRecipient e-mail,Amount,Currency,Partner ID,Partner name,Business,Commission entries,Entry IDs,Note,Payment ID');
    const [payment] = await db.query(
      `SELECT id, status, amount::text AS amount FROM commission_payments WHERE "affiliateId" = $1 AND "paymentMethod" = 'Payout file'`,
      [partner.id],
    );
    expect(payment).toMatchObject({ status: 'pending', amount: '2246.91' });
    expect(records[1]).toBe(
      `${partner.email},2246.91,USD,${partner.id},"'=HYPERLINK(""x"") ${partner.lastName}","Barns, Bins & ""Beams""",2,${a.id} ${b.id},Referral commissions to ${new Date().toISOString().slice(0, 10)},${payment.id}`,
    );
    expect(records.slice(2)).toEqual(['']);
    expect(pending.status).toBe('pending');
    // The file is tied to that payment: a second export pays nothing twice.
    const second = await csvText(office.send('post', `${URL}/payout.csv`).query({ affiliateId: String(partner.id) }));
    expect((second.body as string).split('\r\n')).toEqual([records[0], '']);
    await office.send('post', `${URL}/payout.csv`).query({ format: 'xlsx' }).expect(400);
  });

  it('two payout exports, even at the same moment, never pay the same commission twice', async () => {
    const partners = [await insertAffiliate(db), await insertAffiliate(db)];
    const all: number[] = [];
    for (const partner of partners) for (let i = 0; i < 3; i++) all.push((await converted(partner, 100_000 * (i + 1))).id);
    await endHold(...all);
    const exportAll = () => csvText(office.send('post', `${URL}/payout.csv`));
    const files = await Promise.all([exportAll(), exportAll()]);
    const paid = files.flatMap((file) => (file.body as string).split('\r\n').slice(1, -1)).flatMap((record) => record.split(',')[7].split(' ').map(Number));
    expect(paid.filter((id) => all.includes(id)).sort((x, y) => x - y)).toEqual([...all].sort((x, y) => x - y));
    const third = await exportAll();
    expect(
      (third.body as string)
        .split('\r\n')
        .slice(1, -1)
        .filter((record) => partners.some((p) => record.split(',')[3] === String(p.id))),
    ).toEqual([]);
  });
});
