import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { Browser, cleanAuthTables, createUser, TEST_DOMAIN } from './auth-helpers';
import { createTestApp } from './test-app';
import { UserRole } from '../src/common/auth/user-role';
import { AffiliateLeadStatus, AffiliateLeadType, AffiliateStatus, ReferralReviewState } from '../src/modules/affiliates/affiliates.enums';
import { AffiliateLead } from '../src/modules/affiliates/entities/affiliate-lead.entity';
import { Affiliate } from '../src/modules/affiliates/entities/affiliate.entity';
import { CommissionEntry } from '../src/modules/commissions/entities/commission-entry.entity';
import { DataCipher } from '../src/common/crypto/data-cipher';
import { loadConfig } from '../src/config/app-config';
import { AffiliateTaxForm } from '../src/modules/affiliates/entities/affiliate-tax-form.entity';
import { TaxClassification, TinType } from '../src/modules/affiliates/partner-tax.enums';
import { W9_CERTIFICATION_TEXT } from '../src/shared/tax-forms';

/** Partners the commission tests write straight to the database (the registration API is another slice's). */
export const PARTNER_DOMAIN = 'partners-test.example';
let serial = 0;
// Test files run one after another in one process and share the database: the serial restarts
// with each file, so a per-file token keeps codes and addresses unique across files.
const fileToken = Math.random().toString(36).slice(2, 8);

export async function insertAffiliate(db: DataSource, values: Partial<Affiliate> = {}): Promise<Affiliate> {
  const n = `${process.pid}-${fileToken}-${++serial}`;
  const partner = await db.getRepository(Affiliate).save({
    email: `partner-${n}@${PARTNER_DOMAIN}`,
    firstName: 'Pat',
    lastName: `Partner${n}`,
    phone: '(816) 555-0100',
    address: '1 Main St',
    city: 'Liberty',
    state: 'MO',
    zipCode: '64068',
    affiliateCode: `P${n}`,
    status: AffiliateStatus.Active,
    // A W-9 on file, so the commission tests can pay (issue 25: no W-9, no payment); a test of the refusal sets 'false'.
    w9Submitted: 'true',
    ...values,
  });
  // Issue 30: what decides is the W-9 record; the flag 'true' comes with one, as filing it does.
  if (partner.w9Submitted === 'true') await insertW9(db, partner.id);
  return partner;
}

/** The key every test app of a run seals with (NODE_ENV=test's fixed fallback DATA_ENCRYPTION_KEY). */
export const testCipher = () => new DataCipher(loadConfig({ NODE_ENV: 'test' }).dataEncryptionKey);

/** A current W-9 of the partner, as `submitW9` writes it (the TIN sealed). */
export async function insertW9(db: DataSource, affiliateId: number, values: Partial<AffiliateTaxForm> & { tin?: string } = {}): Promise<AffiliateTaxForm> {
  const { tin = '123456789', ...rest } = values;
  return db.getRepository(AffiliateTaxForm).save({
    affiliateId,
    legalName: 'Pat Partner',
    businessName: null,
    taxClassification: TaxClassification.Individual,
    address: '1 Main St',
    city: 'Liberty',
    state: 'MO',
    zipCode: '64068',
    tinType: TinType.Ssn,
    tinSealed: testCipher().seal(tin, 'affiliate_tax_forms.tin'),
    tinLast4: tin.slice(-4),
    signatureName: 'Pat Partner',
    certificationText: W9_CERTIFICATION_TEXT,
    certifiedAt: new Date(),
    certifiedIp: '127.0.0.1',
    ...rest,
  });
}

/** A referral of the partner, counted in the partner's totals as if it had reached its stage through the API. */
export async function insertReferral(db: DataSource, affiliateId: number, values: Partial<AffiliateLead> = {}): Promise<AffiliateLead> {
  const lead = await db.getRepository(AffiliateLead).save({
    affiliateId,
    customerFirstName: 'Chris',
    customerLastName: `Customer${++serial}`,
    customerEmail: `customer-${process.pid}-${fileToken}-${serial}@${PARTNER_DOMAIN}`,
    customerPhone: '(816) 555-0199',
    location: 'Kearney, MO',
    leadType: AffiliateLeadType.DoneDeal,
    leadStatus: AffiliateLeadStatus.New,
    // A flag written here is under review, as a flag raised by the app is (issue 30).
    ...(values.flag ? { reviewState: ReferralReviewState.UnderReview } : {}),
    ...values,
  });
  const qualified = [AffiliateLeadStatus.Qualified, AffiliateLeadStatus.Converted].includes(lead.leadStatus);
  await db.query(
    `UPDATE affiliates SET "totalLeads" = "totalLeads" + 1, "qualifiedLeads" = "qualifiedLeads" + $2, conversions = conversions + $3 WHERE id = $1`,
    [affiliateId, Number(qualified), Number(lead.leadStatus === AffiliateLeadStatus.Converted)],
  );
  return lead;
}

/** Removes every partner the tests wrote, with their referrals, ledger rows and payments. */
export async function cleanPartners(db: DataSource): Promise<void> {
  // Also partners linked to test accounts (the ledger test's): a later file's account clean-up would
  // otherwise fail on their referrals (RESTRICT) and leave its app open.
  const partners = `SELECT id FROM affiliates WHERE email LIKE '%@${PARTNER_DOMAIN}' OR email LIKE '%@${TEST_DOMAIN}'`;
  await db.query(`DELETE FROM commission_entries WHERE "affiliateId" IN (${partners})`);
  await db.query(`DELETE FROM commission_payments WHERE "affiliateId" IN (${partners})`);
  await db.query(`DELETE FROM affiliate_leads WHERE "affiliateId" IN (${partners})`);
  await db.query(`DELETE FROM affiliate_tax_forms WHERE "affiliateId" IN (${partners})`);
  await db.query(`DELETE FROM affiliates WHERE id IN (${partners})`);
}

/** The app of a commission test, with the office (a signed-in admin) and the moves every such test makes. */
export interface CommissionOffice {
  app: NestExpressApplication;
  db: DataSource;
  office: Browser;
  /** A qualified referral of the partner that the office converts through the API: the referral and its commission entry. */
  convert(partner: Affiliate, values?: Partial<AffiliateLead>, netProfitCents?: number): Promise<{ lead: AffiliateLead; entry: CommissionEntry }>;
  /** The hold of these ledger rows ended a minute ago. */
  endHold(...entryIds: number[]): Promise<void>;
  /** Removes the partners and accounts the test wrote, then closes the app. */
  close(): Promise<void>;
}

/** Starts the app (generous sign-in limits, extra env on top), cleans partners and test accounts, signs the office in. */
export async function startCommissionOffice(env: NodeJS.ProcessEnv = {}): Promise<CommissionOffice> {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000', ...env });
  const db = app.get(DataSource);
  const close = async () => {
    try {
      await cleanPartners(db);
      await cleanAuthTables(db);
    } finally {
      await app.close(); // even when a clean-up fails: an open app keeps jest from ending
    }
  };
  try {
    await cleanAuthTables(db);
    await cleanPartners(db);
    const office = new Browser(app);
    await office.signInAs(await createUser(app, { role: UserRole.Admin }));
    return {
      app,
      db,
      office,
      async convert(partner, values = {}, netProfitCents = 1_000_000) {
        const lead = await insertReferral(db, partner.id, { leadStatus: AffiliateLeadStatus.Qualified, ...values });
        await office.call('patch', `/api/admin/affiliate-leads/${lead.id}`, { leadStatus: 'converted', conversionValueCents: 9_000_000, netProfitCents }, 200);
        return { lead, entry: await db.getRepository(CommissionEntry).findOneByOrFail({ affiliateLeadId: lead.id }) };
      },
      async endHold(...entryIds) {
        await db.query(`UPDATE commission_entries SET "earnedAt" = now() - interval '1 minute' WHERE id = ANY($1)`, [entryIds]);
      },
      close,
    };
  } catch (error) {
    // An app left open keeps jest from ending.
    await app.close();
    throw error;
  }
}
