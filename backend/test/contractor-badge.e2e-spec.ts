import { DataSource } from 'typeorm';
import { BADGE_CLEARED_NOTE, BADGE_CLEARED_NOTICE } from '../src/modules/contractors/dashboard/contractor-dashboard.service';
import { ContractorVerificationAction } from '../src/modules/contractors/contractors.enums';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { ContractorVerification } from '../src/modules/contractors/entities/contractor-verification.entity';
import { businessToday } from '../src/shared/business-calendar';
import { Browser } from './auth-helpers';
import { startSignedInContractor, type SignedInContractor } from './contractor-dashboard-helpers';
import { giveCredentials } from './contractor-credentials-helpers';

// issue 25 item 7: the Verified badge does not survive a change of the details the office verified.
jest.setTimeout(120_000);

const ME = '/api/contractor/me';
const BUSINESS_EMAIL = 'office@builder.example';

let db: DataSource;
let browser: Browser;
let listing: Contractor;

const nextYear = () => `${Number(businessToday().slice(0, 4)) + 1}-06-30`;
const verifyNow = () =>
  db.getRepository(Contractor).update(listing.id, {
    verifiedAt: new Date(),
    isVerified: true,
    phone: '(816) 555-0100',
    website: 'https://oak.example',
    contactName: 'Dana',
  });
const publicBadge = async () => (await browser.call('get', `/api/contractors/${listing.slug}`, undefined, 200)).body.verified as boolean;

let contractor: SignedInContractor;

beforeAll(async () => {
  contractor = await startSignedInContractor('Oak Ridge Framing', { BUSINESS_EMAIL });
  ({ db, browser, listing } = contractor);
  // What backs the badge since issue 31: a license record and an approved certificate.
  await giveCredentials(db, listing.id, { insuranceExpiresOn: nextYear() });
});
beforeEach(async () => {
  await db.query('DELETE FROM mail_outbox');
  await db.getRepository(ContractorVerification).delete({ contractorId: listing.id });
  await verifyNow();
});
afterAll(async () => {
  await contractor?.close();
});

describe('a verified listing’s contact details', () => {
  it.each([
    ['phone', { phone: '(816) 555-0199' }],
    ['website', { website: 'https://oak-ridge-framing.example' }],
    ['website removed', { website: null }],
    ['contact name', { contactName: 'Robin Hale' }],
  ])('a new %s removes the badge, says so, records why and tells the office', async (_label, change) => {
    expect(await publicBadge()).toBe(true);
    const res = await browser.call('patch', ME, change, 200);
    expect(res.body).toMatchObject({ verified: false, verifiedAt: null, verificationNotice: BADGE_CLEARED_NOTICE });
    expect(await publicBadge()).toBe(false);
    const history = await db.getRepository(ContractorVerification).findBy({ contractorId: listing.id });
    expect(history).toMatchObject([{ action: ContractorVerificationAction.Unverify, note: BADGE_CLEARED_NOTE, adminId: null }]);
    const mails: { to: string; subject: string }[] = await db.query('SELECT "to", subject FROM mail_outbox');
    expect(mails).toEqual([{ to: BUSINESS_EMAIL, subject: 'Verify again: Oak Ridge Framing changed its contact details' }]);
    // The dashboard shows the notice once, with the answer to the change.
    expect((await browser.call('get', ME, undefined, 200)).body.verificationNotice).toBeNull();
  });

  it('keeps the badge for other changes, and for the same phone, website and contact name sent again', async () => {
    const res = await browser.call(
      'patch',
      ME,
      { description: 'Framing crews across northwest Missouri.', phone: '(816) 555-0100', website: 'https://oak.example', contactName: 'Dana' },
      200,
    );
    expect(res.body).toMatchObject({ verified: true, verificationNotice: null });
    expect(await publicBadge()).toBe(true);
    expect(await db.getRepository(ContractorVerification).countBy({ contractorId: listing.id })).toBe(0);
    expect(await db.query('SELECT "to" FROM mail_outbox')).toEqual([]);
  });
});
