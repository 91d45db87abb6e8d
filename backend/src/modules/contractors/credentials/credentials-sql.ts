import { InsuranceCertificateStatus } from './credentials.enums';

/**
 * The badges of issue 31 as SQL conditions on a contractor row `c`, with `today` a SQL date
 * expression (today in Missouri: contractor-search-sql.ts MISSOURI_TODAY_SQL; a job passes its own
 * clock's day). The pages, the search filter, the ranking and the admin list all read these.
 */

/** 'License checked': a license or registration record the office checked, not past its end date. */
export function licenseCheckedSql(today: string): string {
  return `EXISTS (SELECT 1 FROM "contractor_licenses" l WHERE l."contractorId" = c."id" AND (l."expiresOn" IS NULL OR l."expiresOn" >= ${today}))`;
}

/** 'Insured': an approved certificate of insurance whose end date is not before today. */
export function insuredSql(today: string): string {
  return `EXISTS (SELECT 1 FROM "contractor_insurance_certificates" i WHERE i."contractorId" = c."id" AND i."status" = '${InsuranceCertificateStatus.Approved}' AND i."expiresOn" >= ${today})`;
}

/** The latest end date of the listing's approved certificates (YYYY-MM-DD text), or null. */
export function insuranceEndSql(): string {
  return `(SELECT to_char(MAX(i."expiresOn"), 'YYYY-MM-DD') FROM "contractor_insurance_certificates" i WHERE i."contractorId" = c."id" AND i."status" = '${InsuranceCertificateStatus.Approved}')`;
}

/** 'Insurance on file expired': approved certificates on file, every one of them ended before today. */
export function insuranceLapsedSql(today: string): string {
  return `(${insuranceEndSql()}::date < ${today})`;
}

/**
 * 'Verified' (issue 31): the office's verification (verifiedAt, which a new phone, website or
 * contact name clears) backed by what it holds on file: a current license record and a current
 * approved certificate. Either lapsing removes the badge by itself.
 */
export function verifiedBadgeSql(today: string): string {
  return `(c."verifiedAt" IS NOT NULL AND ${licenseCheckedSql(today)} AND ${insuredSql(today)})`;
}
