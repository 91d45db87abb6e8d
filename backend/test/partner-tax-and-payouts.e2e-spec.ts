import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { ROUTING_NUMBER_MESSAGE } from '../src/shared/aba-routing';
import { AppConfig } from '../src/config/app-config';
import {
  ACCOUNT_NUMBER_MESSAGE,
  BANK_DETAILS_WITH_CHECK_MESSAGE,
  CERTIFICATION_MESSAGE,
  SSN_MESSAGE,
  TIN_MESSAGE,
} from '../src/modules/affiliates/dto/partner-tax.dto';
import { Affiliate } from '../src/modules/affiliates/entities/affiliate.entity';
import { CHECK_NEEDS_W9_MESSAGE } from '../src/modules/affiliates/partner-tax-records';
import { LlcTaxClass, TaxClassification, TinType } from '../src/modules/affiliates/partner-tax.enums';
import { ACH_NOT_CONFIGURED_MESSAGE, FORM_1099_CSV_HEADERS, nothingForAchMessage } from '../src/modules/commissions/commission-payments.service';
import { belowMinimumMessage } from '../src/modules/commissions/commission-rules';
import { W9_CERTIFICATION_TEXT } from '../src/shared/tax-forms';
import { DataCipher } from '../src/common/crypto/data-cipher';
import { createTestApp } from './test-app';
import { captureOutput } from './captured-output';
import { Browser, createUser } from './auth-helpers';
import { insertAffiliate, insertW9, startCommissionOffice, testCipher, type CommissionOffice } from './commission-helpers';
import { parseNacha } from './nacha-parse';

jest.setTimeout(120_000);

const PAYMENTS = '/api/admin/commission-payments';

/** A W-9 as the dashboard's form sends it. */
const w9 = (values: Record<string, unknown> = {}) => ({
  legalName: 'Dana Ridgeway',
  businessName: null,
  taxClassification: TaxClassification.Individual,
  address: '4120 S National Ave',
  city: 'Springfield',
  state: 'mo',
  zipCode: '65807',
  tinType: TinType.Ssn,
  tin: '271-83-4596',
  signatureName: 'Dana Ridgeway',
  certify: true,
  ...values,
});

describe('tax forms and payouts (issue 30): W-9, payout method, minimum, NACHA file, 1099 list', () => {
  let app: INestApplication;
  let db: DataSource;
  let office: Browser;
  let ledger: CommissionOffice;

  let output: ReturnType<typeof captureOutput>;

  beforeAll(async () => {
    output = captureOutput();
    ledger = await startCommissionOffice({ LOG_LEVEL: 'info' });
    ({ app, db, office } = ledger);
  });

  afterAll(async () => {
    await ledger?.close();
    output?.restore();
  });

  /** A signed-in partner without a W-9 (the flag 'false' inserts none). */
  const signedInPartner = async (values: Partial<Affiliate> = {}) => {
    const user = await createUser(app, { role: UserRole.Affiliate });
    const partner = await insertAffiliate(db, { userId: user.id, w9Submitted: 'false', ...values });
    const browser = new Browser(app);
    await browser.signInAs(user);
    return { partner, browser };
  };

  const text = (req: ReturnType<Browser['send']>) =>
    req.buffer(true).parse((r, done) => {
      let body = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (body += chunk));
      r.on('end', () => done(null, body));
    });

  it('files a W-9: the TIN is sealed at rest (no run of its digits in the column), only its last four shown, the text flags follow', async () => {
    const { partner, browser } = await signedInPartner();
    expect((await browser.call('get', '/api/affiliate/me/tax-and-payout', undefined, 200)).body).toEqual({
      w9: null,
      payoutMethod: null,
      minimumPayoutCents: 5000,
    });

    const filed = await browser.call('put', '/api/affiliate/me/w9', w9(), 200);
    expect(filed.body.w9).toMatchObject({ legalName: 'Dana Ridgeway', state: 'MO', tinType: 'ssn', tinLast4: '4596', taxClassification: 'individual' });
    expect(JSON.stringify(filed.body)).not.toMatch(/271-?83/);

    const [row] = await db.query(
      `SELECT "tinSealed", "tinLast4", "certificationText", "certifiedIp", row_to_json(t)::text AS everything FROM affiliate_tax_forms t WHERE "affiliateId" = $1`,
      [partner.id],
    );
    const tin = '271834596';
    expect(row.tinSealed).toMatch(/^d1:[0-9a-f]{8}:/);
    for (let i = 0; i + 4 <= tin.length; i++) expect(row.tinSealed).not.toContain(tin.slice(i, i + 4));
    expect(row.everything.replace(/"tinLast4":"4596"/, '')).not.toContain(tin.slice(0, 5));
    expect(row.tinLast4).toBe('4596');
    expect(row.certificationText).toBe(W9_CERTIFICATION_TEXT);
    expect(row.certifiedIp).toMatch(/127\.0\.0\.1/);
    expect(testCipher().open(row.tinSealed, 'affiliate_tax_forms.tin')).toBe(tin);
    expect(await db.query(`SELECT "w9Submitted", "taxIdProvided" FROM affiliates WHERE id = $1`, [partner.id])).toEqual([
      { w9Submitted: 'true', taxIdProvided: 'true' },
    ]);

    // The office's partner page: "W-9 on file (TIN ending 4596)".
    const detail = (await office.call('get', `/api/admin/affiliates/${partner.id}`, undefined, 200)).body;
    expect(detail).toMatchObject({ w9Submitted: true, taxIdProvided: true, w9: { tinLast4: '4596', legalName: 'Dana Ridgeway' } });
    expect(JSON.stringify(detail)).not.toContain('271834596');

    // A new W-9 replaces the current one; the old one is kept, marked superseded.
    const llc = w9({
      taxClassification: TaxClassification.Llc,
      llcTaxClass: LlcTaxClass.S,
      businessName: 'Ridgeway Realty LLC',
      tinType: TinType.Ein,
      tin: '43-1234567',
    });
    expect((await browser.call('put', '/api/affiliate/me/w9', llc, 200)).body.w9).toMatchObject({ tinType: 'ein', tinLast4: '4567', llcTaxClass: 'S' });
    const history = await db.query(
      `SELECT "tinLast4", "supersededAt" IS NOT NULL AS superseded FROM affiliate_tax_forms WHERE "affiliateId" = $1 ORDER BY id`,
      [partner.id],
    );
    expect(history).toEqual([
      { tinLast4: '4596', superseded: true },
      { tinLast4: '4567', superseded: false },
    ]);
  });

  it('refuses a bad W-9 field by field: TIN format, SSN rules, an unchecked certification, an LLC without its class', async () => {
    const { partner, browser } = await signedInPartner();
    const refused = async (body: object) =>
      (await browser.call('put', '/api/affiliate/me/w9', body, 400)).body.errors.map((e: { message: string }) => e.message);
    expect(await refused(w9({ tin: '12345678' }))).toEqual([TIN_MESSAGE]);
    expect(await refused(w9({ tin: '666-12-3456' }))).toEqual([SSN_MESSAGE]);
    expect(await refused(w9({ certify: false }))).toEqual([CERTIFICATION_MESSAGE]);
    expect(await refused(w9({ taxClassification: 'llc' }))).toEqual(["Please choose the LLC's tax classification: C, S or P."]);
    expect(await refused(w9({ state: 'Missouri', zipCode: '658' }))).toHaveLength(2);
    expect(await refused({ ...w9(), tinLast4: '0000' })).toEqual(['Unknown field "tinLast4" is not allowed.']);
    expect(await db.query(`SELECT id FROM affiliate_tax_forms WHERE "affiliateId" = $1`, [partner.id])).toEqual([]);
  });

  it('sets the payout method: ACH with a checked routing number (account sealed, last four shown), or a check once a W-9 gives the address', async () => {
    const { partner, browser } = await signedInPartner();
    const put = (body: object, status: number) => browser.call('put', '/api/affiliate/me/payout-method', body, status);
    expect((await put({ method: 'check' }, 409)).body.message).toBe(CHECK_NEEDS_W9_MESSAGE);
    const errors = async (body: object) => (await put(body, 400)).body.errors.map((e: { message: string }) => e.message);
    expect(await errors({ method: 'ach', routingNumber: '101000018', accountNumber: '12345678', accountType: 'checking' })).toEqual([ROUTING_NUMBER_MESSAGE]);
    expect(await errors({ method: 'ach', routingNumber: '101000019', accountNumber: '123', accountType: 'checking' })).toEqual([ACCOUNT_NUMBER_MESSAGE]);
    expect(await errors({ method: 'ach', routingNumber: '101000019', accountNumber: '123456789012345678', accountType: 'checking' })).toEqual([
      ACCOUNT_NUMBER_MESSAGE,
    ]);
    // Bank details with a check are refused, not dropped unseen (make verify's seed 1796378770 sent 18 NULs as the account number).
    expect(await errors({ method: 'check', accountNumber: '\u0000'.repeat(18) })).toEqual(
      expect.arrayContaining([BANK_DETAILS_WITH_CHECK_MESSAGE, ACCOUNT_NUMBER_MESSAGE]),
    );
    expect(await errors({ method: 'check', routingNumber: '101000019', accountNumber: '000123456789', accountType: 'savings' })).toEqual([
      BANK_DETAILS_WITH_CHECK_MESSAGE,
      BANK_DETAILS_WITH_CHECK_MESSAGE,
      BANK_DETAILS_WITH_CHECK_MESSAGE,
    ]);
    expect((await put({ method: 'check', routingNumber: null, accountNumber: null, accountType: null }, 409)).body.message).toBe(CHECK_NEEDS_W9_MESSAGE);

    const set = (await put({ method: 'ach', routingNumber: '101000019', accountNumber: '000123456789', accountType: 'savings' }, 200)).body;
    expect(set.payoutMethod).toMatchObject({ method: 'ach', routingNumber: '101000019', accountLast4: '6789', accountType: 'savings' });
    expect(JSON.stringify(set)).not.toContain('123456789');
    const [row] = await db.query(`SELECT "accountNumberSealed" FROM affiliate_payout_methods WHERE "affiliateId" = $1`, [partner.id]);
    expect(row.accountNumberSealed).toMatch(/^d1:/);
    expect(row.accountNumberSealed).not.toContain('23456');

    await browser.call('put', '/api/affiliate/me/w9', w9(), 200);
    expect((await put({ method: 'check' }, 200)).body.payoutMethod).toEqual(
      expect.objectContaining({ method: 'check', routingNumber: null, accountLast4: null }),
    );
    expect(await db.query(`SELECT "accountNumberSealed" FROM affiliate_payout_methods WHERE "affiliateId" = $1`, [partner.id])).toEqual([
      { accountNumberSealed: null },
    ]);
  });

  it('pays nothing below the minimum payout ($50.00): the payable list says so, a payment is refused with 409, the payout CSV leaves it out', async () => {
    const partner = await insertAffiliate(db);
    const { entry } = await ledger.convert(partner, {}, 20_000); // 20% of $200 = $40.00
    await ledger.endHold(entry.id);
    const payable = (await office.call('get', `/api/admin/affiliates/${partner.id}/payable-commissions`, undefined, 200)).body;
    expect(payable).toMatchObject({ balanceCents: 4000, minimumPayoutCents: 5000, paymentRefusal: belowMinimumMessage(4000, 5000) });
    expect(payable.paymentRefusal).toBe(
      'This payment of $40.00 is below the minimum payout of $50.00: we pay a partner once the earned balance reaches the minimum, so it waits for the next payout.',
    );
    const refused = await office.call('post', PAYMENTS, { affiliateId: partner.id, commissionEntryIds: [entry.id], paymentMethod: 'Check' }, 409);
    expect(refused.body.message).toBe(belowMinimumMessage(4000, 5000));
    const file = await text(
      office
        .send('post', `${PAYMENTS}/payout.csv`)
        .query({ affiliateId: String(partner.id) })
        .expect(200),
    );
    expect((file.body as string).split('\r\n').slice(1)).toEqual(['']);
    expect(await db.query(`SELECT id FROM commission_payments WHERE "affiliateId" = $1`, [partner.id])).toEqual([]);
  });

  it('exports a NACHA file of the ACH partners due (W-9 on file, at least the minimum) that parses back with the right totals, entry count and hash', async () => {
    const ach = async (values: Partial<Affiliate>, routingNumber: string, accountNumber: string, accountType: string, netProfitCents: number) => {
      const { partner, browser } = await signedInPartner(values);
      await browser.call('put', '/api/affiliate/me/payout-method', { method: 'ach', routingNumber, accountNumber, accountType }, 200);
      const { entry } = await ledger.convert(partner, {}, netProfitCents);
      await ledger.endHold(entry.id);
      return { partner, browser };
    };
    // An individual (PPD, savings) and a company (CCD, checking) with W-9s; one without a W-9; one below the minimum; one paid by check.
    const dana = await ach({ firstName: 'Dana' }, '101000019', '000123456789', 'savings', 1_000_000); // $2,000.00
    await dana.browser.call('put', '/api/affiliate/me/w9', w9(), 200);
    const ridge = await ach({ firstName: 'Ridge' }, '081000032', '98765432', 'checking', 123_455); // $246.91
    await ridge.browser.call(
      'put',
      '/api/affiliate/me/w9',
      w9({ taxClassification: 'llc', llcTaxClass: 'P', businessName: 'Ridge & Sons Realty, LLC', tinType: 'ein', tin: '431234567' }),
      200,
    );
    const noW9 = await ach({ firstName: 'Nolan' }, '101000019', '55555555', 'checking', 1_000_000);
    const small = await ach({ firstName: 'Sam' }, '101000019', '44444444', 'checking', 20_000);
    await small.browser.call('put', '/api/affiliate/me/w9', w9(), 200);
    const byCheck = await insertAffiliate(db);
    const { entry: checkEntry } = await ledger.convert(byCheck, {}, 1_000_000);
    await ledger.endHold(checkEntry.id);

    const res = await text(office.send('post', `${PAYMENTS}/payout.ach`).expect(200));
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ach-payout-\d{4}-\d{2}-\d{2}\.txt"$/);
    const file = parseNacha(res.body as string);
    expect(file.lines.every((line) => line.length === 94)).toBe(true);
    expect(file.lines.length % 10).toBe(0);
    expect(file.header).toMatchObject({ immediateDestination: ' 123456780', immediateOrigin: '1999999999', originName: 'DEV ONLY NO BANK' });
    expect(file.batches.map((b) => [b.standardEntryClass, b.serviceClassCode, b.companyName])).toEqual([
      ['PPD', '220', 'DEV ONLY NO BANK'],
      ['CCD', '220', 'DEV ONLY NO BANK'],
    ]);
    const entries = file.batches.flatMap((b) => b.entries);
    expect(entries.map((e) => [e.transactionCode, e.routing, e.account, e.amountCents, e.name])).toEqual([
      ['32', '101000019', '000123456789', 200_000, 'DANA RIDGEWAY'],
      ['22', '081000032', '98765432', 24_691, 'RIDGE & SONS REALTY, L'],
    ]);
    expect(file.control).toMatchObject({ batchCount: 2, entryAddendaCount: 2, totalDebitCents: 0, totalCreditCents: 224_691, entryHash: 10100001 + 8100003 });
    for (const batch of file.batches) {
      expect(batch.control.entryCount).toBe(batch.entries.length);
      expect(batch.control.totalCreditCents).toBe(batch.entries.reduce((sum, e) => sum + e.amountCents, 0));
    }

    // Each entry is a pending payment whose reference is its trace number; nobody else got one.
    const payments = await db.query(
      `SELECT "affiliateId", amount::text, "paymentMethod", "paymentReference", status FROM commission_payments WHERE "affiliateId" = ANY($1) ORDER BY "affiliateId"`,
      [[dana.partner.id, ridge.partner.id, noW9.partner.id, small.partner.id, byCheck.id]],
    );
    expect(payments).toEqual([
      { affiliateId: dana.partner.id, amount: '2000.00', paymentMethod: 'ACH file', paymentReference: `ACH trace ${entries[0].trace}`, status: 'pending' },
      { affiliateId: ridge.partner.id, amount: '246.91', paymentMethod: 'ACH file', paymentReference: `ACH trace ${entries[1].trace}`, status: 'pending' },
    ]);
    expect(entries.map((e) => e.trace)).toEqual(['123456780000001', '123456780000002']);

    // A second file finds nothing due: 409 with a sentence, no file.
    const again = await office.send('post', `${PAYMENTS}/payout.ach`).expect(409);
    expect(again.body.message).toBe(nothingForAchMessage(5000));

    // Without the office's bank details (production with no ACH_ settings): 409 saying what to set.
    const config = app.get(AppConfig) as { ach: AppConfig['ach'] };
    const saved = config.ach;
    config.ach = null;
    try {
      expect((await office.send('post', `${PAYMENTS}/payout.ach`).expect(409)).body.message).toBe(ACH_NOT_CONFIGURED_MESSAGE);
    } finally {
      config.ach = saved;
    }
  });

  it('lists for the 1099-NEC exactly the partners paid at or above the year’s threshold ($600 before 2026, $2,000 from 2026), TIN masked', async () => {
    const paid = async (affiliateId: number, amount: string, paymentDate: string, status = 'paid') =>
      db.query(`INSERT INTO commission_payments ("affiliateId", amount, "paymentMethod", "paymentDate", status) VALUES ($1, $2, 'Check', $3, $4)`, [
        affiliateId,
        amount,
        paymentDate,
        status,
      ]);
    const partner = async (lastName: string, tin: string | null) => {
      const row = await insertAffiliate(db, { lastName, w9Submitted: 'false' });
      if (tin) await insertW9(db, row.id, { legalName: `Pat ${lastName}`, tin });
      return row;
    };
    const over = await partner('Aboveby', '512345678');
    const exact = await partner('Exactly', '523456789');
    const under = await partner('Under', '534567890');
    const lastYear = await partner('Lastyear', '545678901');
    const noW9 = await partner('Nowine', null);
    // 2025: $600 threshold.
    await paid(over.id, '700.00', '2025-06-15T15:00:00Z');
    await paid(exact.id, '400.00', '2025-03-01T15:00:00Z');
    await paid(exact.id, '200.00', '2026-01-01T03:00:00Z'); // Dec 31, 9 PM in Missouri: 2025
    await paid(under.id, '599.99', '2025-12-01T15:00:00Z');
    await paid(under.id, '5000.00', '2025-12-02T15:00:00Z', 'cancelled');
    await paid(lastYear.id, '900.00', '2024-12-31T15:00:00Z');
    await paid(noW9.id, '650.00', '2025-08-01T15:00:00Z');
    // 2027: $2,000 threshold.
    await paid(over.id, '1999.99', '2027-04-01T15:00:00Z');
    await paid(exact.id, '2000.00', '2027-04-01T15:00:00Z');

    const list = async (year: number, file = '1099-list.csv') => {
      const res = await text(
        office
          .send('get', `${PAYMENTS}/${file}`)
          .query({ year: String(year) })
          .expect(200),
      );
      expect(res.headers['content-disposition']).toBe(`attachment; filename="1099-nec-${year}${file === '1099-list.csv' ? '' : '-full-tins'}.csv"`);
      const [head, ...records] = (res.body as string)
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, -1);
      expect(head).toBe(FORM_1099_CSV_HEADERS.join(','));
      return { body: res.body as string, records: records.map((r) => r.split(',')) };
    };
    const ours = new Set([over, exact, under, lastYear, noW9].map((p) => String(p.id)));
    const y2025 = await list(2025);
    expect(y2025.records.filter((r) => ours.has(r[0])).map((r) => [r[0], r[1], r[9], r[10], r[11], r[13]])).toEqual([
      [String(over.id), 'Pat Aboveby', '***-**-5678', '700.00', '1', ''],
      [String(exact.id), 'Pat Exactly', '***-**-6789', '600.00', '2', ''],
      [String(noW9.id), `Pat Nowine`, '', '650.00', '1', 'No W-9 on file: request one before filing'],
    ]);
    expect(y2025.body).not.toContain('512345678');
    expect(y2025.body).not.toContain('512-34');
    // The accountant's copy, with whole TINs, is its own export and leaves a line in the staff audit log.
    const full = await list(2025, '1099-list-full-tins.csv');
    expect(full.records.filter((r) => ours.has(r[0])).map((r) => [r[0], r[9]])).toEqual([
      [String(over.id), '512-34-5678'],
      [String(exact.id), '523-45-6789'],
      [String(noW9.id), ''],
    ]);
    expect(output.lines().some((line) => /1099 list with full TINs exported: year 2025, \d+ partners, by admin \d+ from /.test(line))).toBe(true);
    expect(output.lines().some((line) => line.includes('512345678') || line.includes('512-34-5678'))).toBe(false);
    const y2027 = await list(2027);
    expect(y2027.records.filter((r) => ours.has(r[0])).map((r) => [r[0], r[10]])).toEqual([[String(exact.id), '2000.00']]);
    await office.send('get', `${PAYMENTS}/1099-list.csv`).query({ year: '1999' }).expect(400);
  });

  it('re-seals values under DATA_ENCRYPTION_KEY_PREVIOUS with the new key at start-up (the last step of a key rotation)', async () => {
    const oldKey = Buffer.alloc(32, 3);
    const newKey = Buffer.alloc(32, 5);
    const partner = await insertAffiliate(db, { w9Submitted: 'false' });
    const form = await insertW9(db, partner.id, { tinSealed: new DataCipher(oldKey).seal('498765432', 'affiliate_tax_forms.tin') });
    const rotated = await createTestApp({ DATA_ENCRYPTION_KEY: newKey.toString('base64'), DATA_ENCRYPTION_KEY_PREVIOUS: oldKey.toString('hex') });
    try {
      const [row] = await db.query(`SELECT "tinSealed" FROM affiliate_tax_forms WHERE id = $1`, [form.id]);
      const current = new DataCipher(newKey);
      expect(row.tinSealed.startsWith(`d1:${current.currentKeyId}:`)).toBe(true);
      expect(current.open(row.tinSealed, 'affiliate_tax_forms.tin')).toBe('498765432');
    } finally {
      await rotated.app.close();
      await db.query(`DELETE FROM affiliate_tax_forms WHERE id = $1`, [form.id]);
    }
  });
});
