import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { AffiliateLeadFlag, AffiliateLeadType } from '../src/modules/affiliates/affiliates.enums';
import { NEVER_CONVERTS_NOTE, UNDER_REVIEW_WORDS } from '../src/modules/commissions/commission-rules';
import { NO_AFFILIATE_ACCOUNT_MESSAGE } from '../src/modules/commissions/partner-commissions.service';
import { Browser, createUser } from './auth-helpers';
import { insertAffiliate, insertReferral, startCommissionOffice, type CommissionOffice } from './commission-helpers';

jest.setTimeout(120_000);

describe("the partner's own statement: /api/affiliate/me/*", () => {
  let app: INestApplication;
  let db: DataSource;
  let office: Browser;

  let ledger: CommissionOffice;
  const convert = (...args: Parameters<CommissionOffice['convert']>) => ledger.convert(...args);
  const endHold = (...ids: number[]) => ledger.endHold(...ids);

  beforeAll(async () => {
    ledger = await startCommissionOffice();
    ({ app, db, office } = ledger);
  });

  afterAll(async () => {
    await ledger?.close();
  });

  it('shows the partner their referrals, commissions and payments, and nothing of another partner', async () => {
    const user = await createUser(app, { role: UserRole.Affiliate });
    const partner = await insertAffiliate(db, { userId: user.id });
    const stranger = await insertAffiliate(db);
    const browser = new Browser(app);
    await browser.signInAs(user);

    const open = await insertReferral(db, partner.id, { customerLastName: 'Openshaw' });
    const paid = await convert(partner, { customerLastName: 'Paidley' }, 1_000_000); // 200,000
    const earned = await convert(partner, { customerLastName: 'Earnest', leadType: AffiliateLeadType.RawLead }, 1_000_000); // 100,000
    await convert(partner, { customerLastName: 'Pendleton' }, 500_000); // 100,000, still pending
    const held = await convert(partner, { customerLastName: 'Heldon', flag: AffiliateLeadFlag.SelfReferral }, 500_000); // 100,000, held
    const reversed = await convert(partner, { customerLastName: 'Reversby' }, 250_000); // 50,000 earned, then −50,000
    await endHold(paid.entry.id, earned.entry.id, held.entry.id, reversed.entry.id);
    await office.call('patch', `/api/admin/affiliate-leads/${reversed.lead.id}`, { leadStatus: 'lost' }, 200);
    const { body: payment } = await office.call(
      'post',
      '/api/admin/commission-payments',
      { affiliateId: partner.id, commissionEntryIds: [paid.entry.id, reversed.entry.id], paymentMethod: 'PayPal' },
      201,
    );
    await office.call('patch', `/api/admin/commission-payments/${payment.id}`, { status: 'paid' }, 200);
    await convert(stranger, { customerLastName: 'Strangeways' });

    const summary = (await browser.call('get', '/api/affiliate/me/summary', undefined, 200)).body;
    expect(summary).toEqual({
      referrals: 6,
      qualified: 4,
      converted: 4,
      pendingCents: 200_000, // Pendleton in its hold, Heldon on hold
      earnedCents: 100_000, // Earnest
      paidCents: 200_000, // Paidley + Reversby − its clawback
      commissionRate: 20,
      note: NEVER_CONVERTS_NOTE,
    });

    const leads = (await browser.send('get', '/api/affiliate/me/leads').query({ sort: 'createdAt', order: 'asc' }).expect(200)).body;
    expect(leads.total).toBe(6);
    const byName = Object.fromEntries(leads.items.map((r: { customerLastName: string }) => [r.customerLastName, r]));
    expect(Object.keys(byName)).toEqual(['Openshaw', 'Paidley', 'Earnest', 'Pendleton', 'Heldon', 'Reversby']);
    expect(byName.Openshaw).toMatchObject({
      id: open.id,
      leadStatus: 'new',
      commissionCents: null,
      commissionState: 'none',
      flag: null,
      stageDate: byName.Openshaw.createdAt,
    });
    expect(byName.Paidley).toMatchObject({ leadStatus: 'converted', commissionCents: 200_000, commissionState: 'paid' });
    expect(byName.Earnest).toMatchObject({ leadType: 'raw_lead', commissionCents: 100_000, commissionState: 'earned' });
    expect(byName.Pendleton).toMatchObject({ commissionState: 'pending' });
    expect(byName.Heldon).toMatchObject({
      commissionState: 'held',
      flag: UNDER_REVIEW_WORDS,
    });
    expect(byName.Reversby).toMatchObject({ leadStatus: 'lost', commissionState: 'reversed' });
    expect(Object.keys(byName.Paidley)).not.toContain('customerEmail');
    const filtered = (
      await browser.send('get', '/api/affiliate/me/leads').query({ leadStatus: 'converted', sort: 'commission', order: 'desc', pageSize: '2' }).expect(200)
    ).body;
    expect(filtered).toMatchObject({ total: 4, pageSize: 2 });
    expect(filtered.items.map((r: { customerLastName: string }) => r.customerLastName)).toEqual(['Paidley', expect.any(String)]);
    expect((await browser.send('get', '/api/affiliate/me/leads').query({ q: 'strangeways' }).expect(200)).body.total).toBe(0);
    await browser
      .send('get', '/api/affiliate/me/leads')
      .query({ affiliateId: String(stranger.id) })
      .expect(400);

    const payments = (await browser.call('get', '/api/affiliate/me/commission-payments', undefined, 200)).body;
    expect(payments).toMatchObject({ total: 1, items: [{ id: payment.id, amountCents: 200_000, status: 'paid' }] });
    expect(payments.items[0].entries.map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents])).toEqual([
      ['commission', 200_000],
      ['commission', 50_000],
      ['clawback', -50_000],
    ]);
    expect(Object.keys(payments.items[0])).not.toContain('notes');
  });

  it('searches only what the partner sees: customer names, never the e-mail the list hides', async () => {
    const user = await createUser(app, { role: UserRole.Affiliate });
    const partner = await insertAffiliate(db, { userId: user.id });
    const browser = new Browser(app);
    await browser.signInAs(user);
    await insertReferral(db, partner.id, { customerFirstName: 'Nadia', customerLastName: 'Quill', customerEmail: 'zx-hidden-mailbox@partners-test.example' });
    const search = async (q: string) => (await browser.send('get', '/api/affiliate/me/leads').query({ q }).expect(200)).body.total;
    expect(await search('quill')).toBe(1);
    expect(await search('nadia q')).toBe(1);
    // Letter by letter, the hidden address would be recoverable: it matches nothing.
    expect(await search('zx-hidden')).toBe(0);
    expect(await search('hidden-mailbox@')).toBe(0);
    // The office's list still finds a referral by e-mail.
    expect((await office.send('get', '/api/admin/affiliate-leads').query({ q: 'zx-hidden' }).expect(200)).body.total).toBe(1);
  });

  it("shows the partner their own profile, referral link and the program's terms, never another partner's", async () => {
    const user = await createUser(app, { role: UserRole.Affiliate });
    const partner = await insertAffiliate(db, { userId: user.id, affiliateCode: 'HT7KQ4RM', commissionRate: 22.5, w9Submitted: 'true' });
    await insertAffiliate(db, { affiliateCode: 'XC3PW9AE' });
    const browser = new Browser(app);
    await browser.signInAs(user);
    const profile = (await browser.call('get', '/api/affiliate/me', undefined, 200)).body;
    expect(profile).toMatchObject({
      id: partner.id,
      affiliateCode: 'HT7KQ4RM',
      referralLink: 'http://localhost:3000/?ref=HT7KQ4RM',
      status: partner.status,
      email: partner.email,
      commissionRate: 22.5,
      rawLeadSharePercent: 50,
      holdDays: 30,
      taxIdProvided: false,
      w9Submitted: true,
    });
    expect(Object.keys(profile)).not.toContain('notes');

    const nobody = new Browser(app);
    await nobody.signInAs(await createUser(app, { role: UserRole.Affiliate }));
    expect((await nobody.call('get', '/api/affiliate/me', undefined, 404)).body.message).toBe(NO_AFFILIATE_ACCOUNT_MESSAGE);
  });

  it('finds a partner not linked to an account by the account’s e-mail; an account with no partner row gets 404', async () => {
    const user = await createUser(app, { role: UserRole.Affiliate });
    await insertAffiliate(db, { email: user.email });
    const browser = new Browser(app);
    await browser.signInAs(user);
    expect((await browser.call('get', '/api/affiliate/me/summary', undefined, 200)).body).toMatchObject({ referrals: 0, pendingCents: 0 });

    const nobody = await createUser(app, { role: UserRole.Affiliate });
    const other = new Browser(app);
    await other.signInAs(nobody);
    for (const path of ['summary', 'leads', 'commission-payments']) {
      expect((await other.call('get', `/api/affiliate/me/${path}`, undefined, 404)).body.message).toBe(NO_AFFILIATE_ACCOUNT_MESSAGE);
    }
  });
});
