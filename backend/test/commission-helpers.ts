import { DataSource } from 'typeorm';
import { TEST_DOMAIN } from './auth-helpers';
import { AffiliateLeadStatus, AffiliateLeadType, AffiliateStatus } from '../src/modules/affiliates/affiliates.enums';
import { AffiliateLead } from '../src/modules/affiliates/entities/affiliate-lead.entity';
import { Affiliate } from '../src/modules/affiliates/entities/affiliate.entity';

/** Partners the commission tests write straight to the database (the registration API is another slice's). */
export const PARTNER_DOMAIN = 'partners-test.example';
let serial = 0;
// Test files run one after another in one process and share the database: the serial restarts
// with each file, so a per-file token keeps codes and addresses unique across files.
const fileToken = Math.random().toString(36).slice(2, 8);

export async function insertAffiliate(db: DataSource, values: Partial<Affiliate> = {}): Promise<Affiliate> {
  const n = `${process.pid}-${fileToken}-${++serial}`;
  return db.getRepository(Affiliate).save({
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
    ...values,
  });
  const qualified = [AffiliateLeadStatus.Qualified, AffiliateLeadStatus.Converted].includes(lead.leadStatus);
  await db.query(`UPDATE affiliates SET "totalLeads" = "totalLeads" + 1, "qualifiedLeads" = "qualifiedLeads" + $2, conversions = conversions + $3 WHERE id = $1`, [
    affiliateId,
    Number(qualified),
    Number(lead.leadStatus === AffiliateLeadStatus.Converted),
  ]);
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
  await db.query(`DELETE FROM affiliates WHERE id IN (${partners})`);
}
