import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource, Like } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { createTestApp } from './test-app';
import { ContractorInquiryStatus, ContractorSpecialty, ContractorStatus } from '../src/modules/contractors/contractors.enums';
import { ContractorInquiry } from '../src/modules/contractors/entities/contractor-inquiry.entity';
import { ContractorSpecialtyLink } from '../src/modules/contractors/entities/contractor-specialty.entity';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { ServiceArea } from '../src/modules/contractors/entities/service-area.entity';
import { resolveZip } from '../src/modules/geo/geo';

/**
 * Contractor listings the dashboard tests write straight to the database, linked to a test
 * account (the application and its approval are another slice's). Slugs start with `test-dash-`.
 */
export const DASH_SLUG_PREFIX = 'test-dash-';
let serial = 0;

export interface ListingValues extends Partial<Contractor> {
  /** ZIP codes and radii of its areas; one 30-mile area at Liberty (64068) unless given. */
  areaZips?: { zip: string; radius: number }[];
  specialtyList?: ContractorSpecialty[];
}

export async function insertListing(
  db: DataSource,
  userId: number | null,
  { areaZips = [{ zip: '64068', radius: 30 }], specialtyList = [ContractorSpecialty.CustomHomes], ...values }: ListingValues = {},
): Promise<Contractor> {
  const n = `${process.pid}-${++serial}-${Math.random().toString(36).slice(2, 8)}`;
  const listing = await db.getRepository(Contractor).save({
    slug: `${DASH_SLUG_PREFIX}${n}`,
    name: `Dash Builders ${n}`,
    email: `dash-${n}@contractors-test.example`,
    status: ContractorStatus.Approved,
    userId,
    ...values,
  });
  for (const { zip, radius } of areaZips) {
    const place = resolveZip(zip)!;
    await db
      .getRepository(ServiceArea)
      .insert({ contractorId: listing.id, city: place.city, state: place.state, zipCode: zip, latitude: place.latitude, longitude: place.longitude, radius });
  }
  if (specialtyList.length) await db.getRepository(ContractorSpecialtyLink).insert(specialtyList.map((specialty) => ({ contractorId: listing.id, specialty })));
  return listing;
}

export async function insertInquiry(db: DataSource, contractorId: number, values: Partial<ContractorInquiry> = {}): Promise<ContractorInquiry> {
  return db.getRepository(ContractorInquiry).save({
    contractorId,
    name: 'Martha Jennings',
    email: `homeowner-${++serial}@homeowners-test.example`,
    phone: '(816) 555-0123',
    message: 'We want a 40x60 barndominium with a shop on 12 acres near Savannah.',
    projectZip: '64485',
    status: ContractorInquiryStatus.New,
    // Confirmed by the homeowner (issue 25), so on the dashboard, unless a test says otherwise.
    confirmedAt: new Date(),
    ...values,
  });
}

/** Removes every listing the dashboard tests wrote (areas, specialties and inquiries go with them). */
export async function cleanDashboardListings(db: DataSource): Promise<void> {
  await db.getRepository(Contractor).delete({ slug: Like(`${DASH_SLUG_PREFIX}%`) });
}

/** The app of a contractor-dashboard test, with the contractor signed in to their own listing. */
export interface SignedInContractor {
  app: NestExpressApplication;
  db: DataSource;
  browser: Browser;
  listing: Contractor;
  /** Removes the listings, accounts and mail the test wrote, then closes the app. */
  close(): Promise<void>;
}

/** Starts the app (generous sign-in limits, extra env on top) and signs in a contractor whose listing has this name. */
export async function startSignedInContractor(name: string, env: NodeJS.ProcessEnv = {}): Promise<SignedInContractor> {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000', ...env });
  const db = app.get(DataSource);
  const close = async () => {
    try {
      await cleanDashboardListings(db);
      await cleanAuthTables(db);
      await db.query('DELETE FROM mail_outbox');
      await db.query('DELETE FROM submitter_confirmations');
    } finally {
      await app.close(); // even when a clean-up fails: an open app keeps jest from ending
    }
  };
  try {
    await cleanDashboardListings(db);
    const user = await createUser(app, { role: UserRole.Contractor });
    const browser = new Browser(app);
    await browser.signInAs(user);
    return { app, db, browser, listing: await insertListing(db, user.id, { name }), close };
  } catch (error) {
    // An app left open keeps jest from ending.
    await app.close();
    throw error;
  }
}
