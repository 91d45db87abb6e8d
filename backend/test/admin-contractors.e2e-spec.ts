import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { User } from '../src/modules/auth/entities/user.entity';
import {
  CONTRACTOR_NOT_FOUND_MESSAGE,
  NOT_VERIFIED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  VERIFY_APPROVED_ONLY_MESSAGE,
  VERIFY_NEEDS_RECORDS_MESSAGE,
} from '../src/modules/contractors/admin/admin-contractors.service';
import { contractorStatusFlow } from '../src/modules/contractors/contractor-status-flow';
import { ContractorReviewStatus, ContractorSpecialty, ContractorStatus, ContractorVerificationAction } from '../src/modules/contractors/contractors.enums';
import {
  ADMIN_CONTRACTOR_MESSAGES,
  type AdminContractorDetailResponseDto,
  type PaginatedAdminContractorsResponseDto,
} from '../src/modules/contractors/admin/dto/admin-contractor.dto';
import {
  NOTHING_TO_MODERATE_MESSAGE,
  REVIEW_STATUS_MESSAGE,
  type ModerationReviewResponseDto,
  type PaginatedModerationReviewsResponseDto,
} from '../src/modules/contractors/admin/dto/admin-contractor-review.dto';
import { ContractorReview } from '../src/modules/contractors/entities/contractor-review.entity';
import { ContractorSpecialtyLink } from '../src/modules/contractors/entities/contractor-specialty.entity';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { ServiceArea } from '../src/modules/contractors/entities/service-area.entity';
import { reviewStatusFlow } from '../src/modules/contractors/review-status-flow';
import { addDays, businessToday } from '../src/shared/business-calendar';
import { resolveZip } from '../src/modules/geo/geo';
import { Browser, cleanAuthTables, createUser, TEST_DOMAIN, testEmail, type TestAccount } from './auth-helpers';
import { captureOutput } from './captured-output';
import { createTestApp } from './test-app';
import { giveCredentials, insertCertificate } from './contractor-credentials-helpers';

// Approval and sign-in run argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

/** In every fixture's name: the list tests search for it, so the sample listings stay out of their way. */
const MARK = 'Zqx';

let app: INestApplication;
let db: DataSource;
let admin: TestAccount;
let office: Browser;
let output: ReturnType<typeof captureOutput>;

const http = () => request(app.getHttpServer());

/** A listing written straight to the database (its e-mail in the auth tests' domain: an approval makes an account of it). */
async function insertListing(values: Partial<Contractor> = {}, specialties: ContractorSpecialty[] = [ContractorSpecialty.Carpentry]): Promise<Contractor> {
  const suffix = randomBytes(4).toString('hex');
  const listing = await db.getRepository(Contractor).save(
    db.getRepository(Contractor).create({
      slug: `zqx-${suffix}`,
      name: `${MARK} Listing ${suffix}`,
      email: testEmail('listing'),
      contactName: 'Morgan Tate',
      phone: '(660) 555-0140',
      status: ContractorStatus.Approved,
      ...values,
    }),
  );
  const place = resolveZip('64468')!;
  await db.getRepository(ServiceArea).insert({
    contractorId: listing.id,
    city: place.city,
    state: place.state,
    zipCode: '64468',
    latitude: place.latitude,
    longitude: place.longitude,
    radius: 30,
  });
  await db.getRepository(ContractorSpecialtyLink).insert(specialties.map((specialty) => ({ contractorId: listing.id, specialty })));
  return listing;
}

let reviewSerial = 0;
async function insertReview(
  contractorId: number,
  rating: number,
  status = ContractorReviewStatus.Pending,
  values: Partial<ContractorReview> = {},
): Promise<ContractorReview> {
  reviewSerial += 1;
  return db.getRepository(ContractorReview).save(
    db.getRepository(ContractorReview).create({
      contractorId,
      rating,
      body: `Fixture review ${reviewSerial}: they did solid work on our shop.`,
      reviewerName: `Reviewer ${reviewSerial}`,
      reviewerEmail: `reviewer${reviewSerial}@example.org`,
      status,
      ...values,
    }),
  );
}

const reload = (id: number) => db.getRepository(Contractor).findOneByOrFail({ id });
const list = async (query = '') =>
  (await office.call('get', `/api/admin/contractors?q=${MARK}${query}`, undefined, 200)).body as PaginatedAdminContractorsResponseDto;
const setStatus = (id: number, body: object, expected: number) => office.call('patch', `/api/admin/contractors/${id}/status`, body, expected);
const verify = (id: number, body: object, expected: number) => office.call('post', `/api/admin/contractors/${id}/verification`, body, expected);
const moderate = (id: number, body: object, expected: number) => office.call('patch', `/api/admin/contractor-reviews/${id}`, body, expected);
const tomorrow = () => addDays(businessToday(), 1);
const verifyBody = (values: Record<string, unknown> = {}) => ({
  action: 'verify',
  licenseNumber: 'MO-REG-778812',
  note: 'Registration, insurance certificate and two references checked.',
  ...values,
});
/** What Verified needs since issue 31: a current license record and an approved certificate, here ending tomorrow. */
const backed = (listing: Contractor) => giveCredentials(db, listing.id, { insuranceExpiresOn: tomorrow() });

async function clean(): Promise<void> {
  await db.query(`DELETE FROM contractors WHERE name LIKE $1 OR email LIKE $2`, [`${MARK}%`, `%@${TEST_DOMAIN}`]);
  await db.query('DELETE FROM mail_outbox');
}

beforeAll(async () => {
  output = captureOutput();
  ({ app } = await createTestApp({ LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' }));
  db = app.get(DataSource);
  await cleanAuthTables(db);
  await clean();
  admin = await createUser(app, { role: UserRole.Admin });
  office = new Browser(app);
  await office.signInAs(admin);
});

afterAll(async () => {
  output?.restore();
  if (db) {
    await clean();
    await cleanAuthTables(db);
  }
  await app?.close();
});

beforeEach(clean);

describe('listAdminContractors (GET /api/admin/contractors)', () => {
  it('lists pending applications first, filters by status, badge and words, sorts and pages', async () => {
    const approved = await insertListing({ name: `${MARK} Alder Homes`, averageRating: 4.5 }, [ContractorSpecialty.SipInstallation, ContractorSpecialty.Hvac]);
    const pending = await insertListing({ name: `${MARK} Birch Framing`, status: ContractorStatus.Pending });
    const unpublished = await insertListing({ name: `${MARK} Cedar Electric`, status: ContractorStatus.Unpublished, averageRating: 3 });
    const verified = await insertListing({
      name: `${MARK} Dogwood Tile`,
      verifiedAt: new Date(),
      isVerified: true,
      averageRating: 5,
    });
    await backed(verified);
    await insertReview(approved.id, 4);
    await insertReview(approved.id, 5, ContractorReviewStatus.Published);
    const liberty = resolveZip('64068')!;
    await db.getRepository(ServiceArea).insert({
      contractorId: approved.id,
      city: liberty.city,
      state: liberty.state,
      zipCode: '64068',
      latitude: liberty.latitude,
      longitude: liberty.longitude,
      radius: 25,
    });

    const all = await list();
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    // Pending first, then newest first.
    expect(all.items.map((c) => c.id)).toEqual([pending.id, verified.id, unpublished.id, approved.id]);
    expect(all.items[0]).toMatchObject({
      status: 'pending',
      allowedStatuses: ['approved', 'rejected'],
      verified: false,
      insuranceExpiresOn: null,
      insuranceExpired: false,
      userId: null,
      serviceAreaCount: 1,
    });
    expect(all.items[1]).toMatchObject({
      status: 'approved',
      allowedStatuses: ['unpublished'],
      verified: true,
      insuranceExpiresOn: tomorrow(),
      insuranceExpired: false,
      averageRating: 5,
    });
    expect(all.items[2]).toMatchObject({ status: 'unpublished', allowedStatuses: ['approved'] });
    expect(all.items[3]).toMatchObject({
      email: approved.email,
      contactName: 'Morgan Tate',
      pendingReviewCount: 1,
      serviceAreaCount: 2,
      specialties: [
        { value: 'hvac', label: 'HVAC' },
        { value: 'sip_installation', label: 'SIP Installation' },
      ],
    });

    expect((await list('&sort=name&order=asc')).items.map((c) => c.id)).toEqual([pending.id, approved.id, unpublished.id, verified.id]);
    expect((await list('&sort=averageRating&order=desc')).items.map((c) => c.id)).toEqual([pending.id, verified.id, approved.id, unpublished.id]);
    expect((await list('&status=unpublished')).items.map((c) => c.id)).toEqual([unpublished.id]);
    expect((await list('&verified=true')).items.map((c) => c.id)).toEqual([verified.id]);
    expect((await list('&verified=false')).total).toBe(3);
    expect((await list('%20cedar%20ELECTRIC')).items.map((c) => c.id)).toEqual([unpublished.id]);
    expect(
      (await office.call('get', `/api/admin/contractors?q=${encodeURIComponent(verified.email)}`, undefined, 200)).body.items.map((c: { id: number }) => c.id),
    ).toEqual([verified.id]);
    const page2 = await list('&pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((c) => c.id)).toEqual([approved.id]);
    expect(await list('&page=9')).toMatchObject({ items: [], total: 4 });

    const bad = await office.call('get', '/api/admin/contractors?status=gone&sort=price&colour=red', undefined, 400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['colour', 'sort', 'status']);
  });
});

describe('getAdminContractor (GET /api/admin/contractors/{id})', () => {
  it('answers every field, the areas and the verification history, newest first; 404 for an unknown id', async () => {
    const listing = await insertListing({
      description: 'We frame SIP shells.',
      businessAddress: '1 Main St, Maryville',
      yearsInBusiness: 9,
      licenseNumber: 'OLD-1',
    });
    await backed(listing);
    await verify(listing.id, verifyBody({ note: 'First check.' }), 200);
    await verify(listing.id, { action: 'unverify', note: 'Insurance cancelled by the carrier.' }, 200);

    const { body } = (await office.call('get', `/api/admin/contractors/${listing.id}`, undefined, 200)) as { body: AdminContractorDetailResponseDto };
    expect(body).toMatchObject({
      id: listing.id,
      slug: listing.slug,
      description: 'We frame SIP shells.',
      businessAddress: '1 Main St, Maryville',
      yearsInBusiness: 9,
      licenseNumber: 'MO-REG-778812',
      rejectionReason: null,
      verified: false,
      verifiedAt: null,
      insuranceExpiresOn: tomorrow(),
      areas: [{ city: 'Maryville', state: 'MO', zipCode: '64468', radius: 30, label: 'Maryville, MO 64468 · 30-mile radius' }],
    });
    expect(
      body.verifications.map(({ action, licenseNumber, insuranceExpiresOn, note, adminId, adminName }) => ({
        action,
        licenseNumber,
        insuranceExpiresOn,
        note,
        adminId,
        adminName,
      })),
    ).toEqual([
      {
        action: 'unverify',
        licenseNumber: null,
        insuranceExpiresOn: null,
        note: 'Insurance cancelled by the carrier.',
        adminId: admin.id,
        adminName: 'Casey Admin',
      },
      { action: 'verify', licenseNumber: 'MO-REG-778812', insuranceExpiresOn: tomorrow(), note: 'First check.', adminId: admin.id, adminName: 'Casey Admin' },
    ]);

    const missing = await office.call('get', '/api/admin/contractors/2147483647', undefined, 404);
    expect(missing.body.message).toBe(CONTRACTOR_NOT_FOUND_MESSAGE);
    await office.call('get', '/api/admin/contractors/0', undefined, 400);
  });
});

describe('updateContractorStatus (PATCH /api/admin/contractors/{id}/status)', () => {
  const statuses = Object.values(ContractorStatus);
  describe.each(statuses.flatMap((from) => statuses.filter((to) => to !== from).map((to) => [from, to] as const)))('moving %s → %s', (from, to) => {
    const allowed = contractorStatusFlow.moves[from].includes(to);
    it(allowed ? 'is allowed' : "is refused with 409 'A contractor cannot move from {from} to {to}.' and changes nothing", async () => {
      const listing = await insertListing({ status: from });
      const body = to === ContractorStatus.Rejected ? { status: to, note: 'We only list Missouri businesses.' } : { status: to };
      if (allowed) {
        const res = await setStatus(listing.id, body, 200);
        expect(res.body).toMatchObject({ status: to, allowedStatuses: contractorStatusFlow.moves[to] });
        expect((await reload(listing.id)).status).toBe(to);
        // Only approved listings are public.
        await http()
          .get(`/api/contractors/${listing.slug}`)
          .expect(to === ContractorStatus.Approved ? 200 : 404);
        expect(output.lines().some((line) => line.includes(`contractor ${listing.id}: status ${from} → ${to}`) && line.includes(`by admin ${admin.id}`))).toBe(
          true,
        );
      } else {
        const res = await setStatus(listing.id, body, 409);
        expect(res.body).toEqual({ statusCode: 409, message: `A contractor cannot move from ${from} to ${to}.`, error: 'Conflict' });
        expect((await reload(listing.id)).status).toBe(from);
      }
    });
  });

  it('approves from pending as the decision does (account, link) and needs a note to reject', async () => {
    const listing = await insertListing({ status: ContractorStatus.Pending });
    const noNote = await setStatus(listing.id, { status: 'rejected' }, 400);
    expect(noNote.body.errors).toEqual([{ field: 'note', message: ADMIN_CONTRACTOR_MESSAGES.noteToReject }]);
    const res = await setStatus(listing.id, { status: 'approved' }, 200);
    const user = await db.getRepository(User).findOneByOrFail({ email: listing.email });
    expect(user.role).toBe(UserRole.Contractor);
    expect(res.body.userId).toBe(user.id);
    expect(await db.query('SELECT 1 FROM password_reset_tokens WHERE "userId" = $1 AND "usedAt" IS NULL', [user.id])).toHaveLength(1);
  });

  it('unpublishes and republishes, keeping the account, the badge and the reviews; the decision refuses a listing that is not pending', async () => {
    const listing = await insertListing({ verifiedAt: new Date(), isVerified: true });
    await backed(listing);
    await setStatus(listing.id, { status: 'unpublished', note: 'Asked to pause over the winter.' }, 200);
    const decision = await office.call('post', `/api/admin/contractors/${listing.id}/decision`, { decision: 'approve' }, 409);
    expect(decision.body.message).toBe('A contractor cannot move from unpublished to approved.');
    await http().get(`/api/contractors/${listing.id}`).expect(404);
    const back = await setStatus(listing.id, { status: 'approved' }, 200);
    expect(back.body).toMatchObject({ status: 'approved', verified: true, userId: null });
    expect((await http().get(`/api/contractors/${listing.id}`).expect(200)).body.verified).toBe(true);
  });

  it('answers 400 for an unknown status or field, 404 for an unknown listing', async () => {
    const listing = await insertListing();
    const bad = await setStatus(listing.id, { status: 'deleted' }, 400);
    expect(bad.body.errors).toEqual([{ field: 'status', message: ADMIN_CONTRACTOR_MESSAGES.status }]);
    await setStatus(listing.id, { status: 'unpublished', slug: 'x' }, 400);
    await setStatus(2147483647, { status: 'unpublished' }, 404);
  });
});

describe('verifyContractor (POST /api/admin/contractors/{id}/verification)', () => {
  it("verifies an approved listing backed by its records: verifiedAt and licence set, the certificate's end in a history row with the admin, the public badge on", async () => {
    const listing = await insertListing({ licenseNumber: 'TYPED-BY-APPLICANT' });
    await backed(listing);
    const before = Date.now();
    const res = await verify(listing.id, verifyBody(), 200);
    const body = res.body as AdminContractorDetailResponseDto;
    expect(body).toMatchObject({ verified: true, insuranceExpiresOn: tomorrow(), insuranceExpired: false, licenseNumber: 'MO-REG-778812' });
    expect(new Date(body.verifiedAt!).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(body.verifications).toHaveLength(1);
    expect(body.verifications[0]).toMatchObject({ action: ContractorVerificationAction.Verify, adminId: admin.id });
    expect(body.verifications[0].insuranceExpiresOn).toBe(tomorrow());
    expect(await reload(listing.id)).toMatchObject({ isVerified: true });

    const profile = await http().get(`/api/contractors/${listing.slug}`).expect(200);
    expect(profile.body).toMatchObject({ verified: true, licenseNumber: 'MO-REG-778812' });
    expect(new Date(profile.body.verifiedAt).getTime()).toBe(new Date(body.verifiedAt!).getTime());
    expect(
      output
        .lines()
        .some((line) => line.includes(`contractor ${listing.id}: verified (license MO-REG-778812, insurance until ${tomorrow()}), by admin ${admin.id}`)),
    ).toBe(true);

    // The yearly recheck, with the renewed certificate approved: verified again, a second row.
    const later = addDays(businessToday(), 365);
    await insertCertificate(db, listing.id, { expiresOn: later });
    const again = await verify(listing.id, verifyBody({ note: 'Yearly recheck.' }), 200);
    expect(again.body).toMatchObject({ verified: true, insuranceExpiresOn: later });
    expect(again.body.verifications[0].insuranceExpiresOn).toBe(later);
    expect(again.body.verifications.map((v: { note: string }) => v.note)).toEqual(['Yearly recheck.', verifyBody().note]);
  });

  it('unverifies with a note: verifiedAt cleared, the badge off, a history row; 409 when there is nothing to unverify', async () => {
    const listing = await insertListing();
    const nothing = await verify(listing.id, { action: 'unverify', note: 'Checking.' }, 409);
    expect(nothing.body.message).toBe(NOT_VERIFIED_MESSAGE);
    await backed(listing);
    await verify(listing.id, verifyBody(), 200);
    const res = await verify(listing.id, { action: 'unverify', note: 'The insurance was cancelled.' }, 200);
    expect(res.body).toMatchObject({ verified: false, verifiedAt: null });
    expect(res.body.verifications.map((v: { action: string }) => v.action)).toEqual(['unverify', 'verify']);
    expect(await reload(listing.id)).toMatchObject({ verifiedAt: null, isVerified: false });
    expect((await http().get(`/api/contractors/${listing.slug}`).expect(200)).body).toMatchObject({ verified: false, verifiedAt: null });
    expect(output.lines().some((line) => line.includes(`contractor ${listing.id}: unverified, by admin ${admin.id}`))).toBe(true);
  });

  it.each([ContractorStatus.Pending, ContractorStatus.Rejected, ContractorStatus.Unpublished])(
    'refuses a %s listing with 409 and writes nothing',
    async (status) => {
      const listing = await insertListing({ status });
      const res = await verify(listing.id, verifyBody(), 409);
      expect(res.body).toEqual({ statusCode: 409, message: VERIFY_APPROVED_ONLY_MESSAGE, error: 'Conflict' });
      expect(await db.query('SELECT 1 FROM contractor_verifications WHERE "contractorId" = $1', [listing.id])).toEqual([]);
      expect((await reload(listing.id)).verifiedAt).toBeNull();
    },
  );

  it.each([
    ['no records on file', async () => undefined],
    [
      'a license record but no approved certificate',
      (listing: Contractor) =>
        giveCredentials(db, listing.id).then(({ certificate }) =>
          db.query(`UPDATE contractor_insurance_certificates SET status = 'pending' WHERE id = $1`, [certificate.id]),
        ),
    ],
    ['a certificate but only an expired license', (listing: Contractor) => giveCredentials(db, listing.id, { licenseExpiresOn: addDays(businessToday(), -1) })],
    ['an ended certificate', (listing: Contractor) => giveCredentials(db, listing.id, { insuranceExpiresOn: addDays(businessToday(), -1) })],
  ])('refuses to verify with %s (409: the badge must be backed by what the office holds)', async (_name, prepare) => {
    const listing = await insertListing();
    await prepare(listing);
    const res = await verify(listing.id, verifyBody(), 409);
    expect(res.body.message).toBe(VERIFY_NEEDS_RECORDS_MESSAGE);
    expect((await reload(listing.id)).verifiedAt).toBeNull();
  });

  const invalid: Array<[string, () => Record<string, unknown>, { field: string; message: string }[]]> = [
    [
      'an insurance end date typed (the certificate holds it now)',
      () => verifyBody({ insuranceExpiresOn: tomorrow() }),
      [{ field: 'insuranceExpiresOn', message: 'Unknown field "insuranceExpiresOn" is not allowed.' }],
    ],
    [
      'a verification without licence',
      () => ({ action: 'verify', note: 'Checked.' }),
      [{ field: 'licenseNumber', message: ADMIN_CONTRACTOR_MESSAGES.licenseToVerify }],
    ],
    ['a blank licence number', () => verifyBody({ licenseNumber: '  ' }), [{ field: 'licenseNumber', message: 'License number is required to verify.' }]],
    [
      'an oversize licence number',
      () => verifyBody({ licenseNumber: 'L'.repeat(101) }),
      [{ field: 'licenseNumber', message: ADMIN_CONTRACTOR_MESSAGES.licenseLength }],
    ],
    ['no note', () => verifyBody({ note: undefined }), [{ field: 'note', message: 'Note is required.' }]],
    ['an unverify without a note', () => ({ action: 'unverify' }), [{ field: 'note', message: 'Note is required.' }]],
    [
      'an unverify with a licence number',
      () => ({ action: 'unverify', licenseNumber: 'MO-1', note: 'Lapsed.' }),
      [{ field: 'licenseNumber', message: ADMIN_CONTRACTOR_MESSAGES.onlyToVerify }],
    ],
    ['an unknown action', () => ({ action: 'approve', note: 'x' }), [{ field: 'action', message: ADMIN_CONTRACTOR_MESSAGES.action }]],
    ['an unknown field', () => verifyBody({ verifiedAt: '2020-01-01' }), [{ field: 'verifiedAt', message: 'Unknown field "verifiedAt" is not allowed.' }]],
  ];

  it.each(invalid)('answers 400 to %s, writing nothing', async (_name, body, errors) => {
    const listing = await insertListing();
    const res = await verify(listing.id, body(), 400);
    expect(res.body.errors).toEqual(errors);
    expect((await reload(listing.id)).verifiedAt).toBeNull();
  });

  it('lapses the public badge once the approved certificate has ended, and the office sees why', async () => {
    const listing = await insertListing();
    const { certificate } = await backed(listing);
    await verify(listing.id, verifyBody(), 200);
    const row = async () => (await list()).items.find((c) => c.id === listing.id)!;
    const certificateEnds = (expiresOn: string) =>
      db.query('UPDATE contractor_insurance_certificates SET "expiresOn" = $1 WHERE id = $2', [expiresOn, certificate.id]);
    // The last day of the insurance still shows the badge…
    await certificateEnds(businessToday());
    expect((await http().get(`/api/contractors/${listing.slug}`).expect(200)).body.verified).toBe(true);
    expect(await row()).toMatchObject({ verified: true, insuranceExpired: false });
    // …the day after it does not (the calendar moved on: the end date is now yesterday).
    await certificateEnds(addDays(businessToday(), -1));
    const profile = await http().get(`/api/contractors/${listing.slug}`).expect(200);
    expect(profile.body).toMatchObject({ verified: false, insured: false, insurance: { state: 'expired', label: 'Insurance on file expired' } });
    const directory = await http().get('/api/contractors?verified=true&pageSize=100').expect(200);
    expect(directory.body.items.map((c: { id: number }) => c.id)).not.toContain(listing.id);
    expect(await row()).toMatchObject({ verified: false, insuranceExpired: true });
    expect((await list('&verified=false')).items.map((c) => c.id)).toContain(listing.id);
  });
});

describe('listReviewsForModeration (GET /api/admin/contractor-reviews)', () => {
  it('lists pending reviews first (oldest first), then the rest newest first, with the private e-mail; filters and pages', async () => {
    const a = await insertListing({ name: `${MARK} Elm Roofing` });
    const b = await insertListing();
    const published = await insertReview(a.id, 5, ContractorReviewStatus.Published, { verifiedCustomer: true });
    const olderPending = await insertReview(a.id, 3);
    const rejected = await insertReview(b.id, 1, ContractorReviewStatus.Rejected);
    const newerPending = await insertReview(b.id, 4, ContractorReviewStatus.Pending, { reviewerName: 'Harriet Quill' });
    const ids = (page: PaginatedModerationReviewsResponseDto) => page.items.map((r) => r.id);
    const get = async (query: string) =>
      (await office.call('get', `/api/admin/contractor-reviews?${query}`, undefined, 200)).body as PaginatedModerationReviewsResponseDto;

    const mine = async (query = '') => {
      const page = await get(`pageSize=100${query}`);
      return { ...page, items: page.items.filter((r) => r.contractorId === a.id || r.contractorId === b.id) };
    };
    expect(ids(await mine())).toEqual([olderPending.id, newerPending.id, rejected.id, published.id]);
    const first = (await mine()).items[0] as ModerationReviewResponseDto;
    expect(first).toMatchObject({
      contractorId: a.id,
      contractorName: `${MARK} Elm Roofing`,
      contractorSlug: a.slug,
      contractorStatus: 'approved',
      rating: 3,
      reviewerEmail: olderPending.reviewerEmail,
      status: 'pending',
      allowedStatuses: ['published', 'rejected'],
      verifiedCustomer: false,
      moderatedAt: null,
    });
    expect(ids(await get(`contractorId=${a.id}`))).toEqual([olderPending.id, published.id]);
    expect(ids(await get(`contractorId=${b.id}&status=pending`))).toEqual([newerPending.id]);
    expect(ids(await get(`contractorId=${a.id}&verifiedCustomer=true`))).toEqual([published.id]);
    expect(ids(await get('q=harriet%20quill'))).toEqual([newerPending.id]);
    expect(ids(await get(`q=${encodeURIComponent('Elm Roofing')}`))).toEqual([olderPending.id, published.id]);
    const page2 = await get(`contractorId=${a.id}&pageSize=1&page=2`);
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(ids(page2)).toEqual([published.id]);

    const bad = await office.call('get', '/api/admin/contractor-reviews?status=hidden&contractorId=abc&sort=x', undefined, 400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['contractorId', 'sort', 'status']);
  });
});

describe('moderateContractorReview (PATCH /api/admin/contractor-reviews/{id})', () => {
  const statuses = Object.values(ContractorReviewStatus);
  // The moves written out here, not read from review-status-flow.ts: publish, remove (rejected, with a published reason),
  // and a removed review restored. issue 31: no unpublish (published → pending): a review is hidden only for a published reason.
  const ALLOWED = new Set(['pending→published', 'pending→rejected', 'published→rejected', 'rejected→published']);
  const WORDS: Record<ContractorReviewStatus, string> = { pending: 'pending', published: 'published', rejected: 'removed' };
  const moveBody = (to: ContractorReviewStatus) => (to === ContractorReviewStatus.Rejected ? { status: to, removalReason: 'off_topic' } : { status: to });
  it('the moves in review-status-flow.ts are exactly these', () => {
    expect(new Set(statuses.flatMap((from) => reviewStatusFlow.moves[from].map((to) => `${from}→${to}`)))).toEqual(ALLOWED);
  });
  describe.each(statuses.flatMap((from) => statuses.filter((to) => to !== from).map((to) => [from, to] as const)))('moving %s → %s', (from, to) => {
    const allowed = ALLOWED.has(`${from}→${to}`);
    it(allowed ? 'is allowed and recomputes the rating from the published reviews' : 'is refused with 409 and changes nothing', async () => {
      const listing = await insertListing();
      await insertReview(listing.id, 5, ContractorReviewStatus.Published);
      const review = await insertReview(listing.id, 2, from);
      // The listing's numbers as moderation left them (the fixtures were written straight to the table).
      await db
        .getRepository(Contractor)
        .update(listing.id, from === ContractorReviewStatus.Published ? { averageRating: 3.5, reviewCount: 2 } : { averageRating: 5, reviewCount: 1 });
      if (allowed) {
        const res = await moderate(review.id, moveBody(to), 200);
        const expected = to === ContractorReviewStatus.Published ? { averageRating: 3.5, reviewCount: 2 } : { averageRating: 5, reviewCount: 1 };
        expect(res.body).toMatchObject({
          status: to,
          moderatedById: admin.id,
          contractorAverageRating: expected.averageRating,
          contractorReviewCount: expected.reviewCount,
        });
        expect(await reload(listing.id)).toMatchObject(expected);
        const publicReviews = await http().get(`/api/contractors/${listing.slug}/reviews`).expect(200);
        expect(publicReviews.body.items.map((r: { id: number }) => r.id).includes(review.id)).toBe(to === ContractorReviewStatus.Published);
        expect(
          output
            .lines()
            .some((line) =>
              line.includes(
                `review ${review.id} of contractor ${listing.id}: status ${from} → ${to}${to === ContractorReviewStatus.Rejected ? ' (off_topic)' : ''}, by admin ${admin.id}`,
              ),
            ),
        ).toBe(true);
      } else {
        const res = await moderate(review.id, moveBody(to), 409);
        expect(res.body).toEqual({ statusCode: 409, message: `A review cannot move from ${WORDS[from]} to ${WORDS[to]}.`, error: 'Conflict' });
        expect(await db.getRepository(ContractorReview).findOneByOrFail({ id: review.id })).toMatchObject({ status: from, moderatedAt: null });
      }
    });
  });

  it('marks and unmarks a verified customer (shown on the published review), and leaves an unchanged review alone', async () => {
    const listing = await insertListing();
    const review = await insertReview(listing.id, 4, ContractorReviewStatus.Published);
    const same = await moderate(review.id, { status: 'published', verifiedCustomer: false }, 200);
    expect(same.body).toMatchObject({ status: 'published', verifiedCustomer: false, moderatedAt: null });

    const marked = await moderate(review.id, { verifiedCustomer: true }, 200);
    expect(marked.body).toMatchObject({ verifiedCustomer: true, moderatedById: admin.id, contractorAverageRating: 4, contractorReviewCount: 1 });
    expect(marked.body.moderatedAt).not.toBeNull();
    const shown = await http().get(`/api/contractors/${listing.slug}/reviews`).expect(200);
    expect(shown.body.items).toEqual([expect.objectContaining({ id: review.id, verifiedCustomer: true })]);
    await moderate(review.id, { verifiedCustomer: false }, 200);
    expect((await db.getRepository(ContractorReview).findOneByOrFail({ id: review.id })).verifiedCustomer).toBe(false);

    // Publish and mark in one call.
    const pending = await insertReview(listing.id, 2);
    const both = await moderate(pending.id, { status: 'published', verifiedCustomer: true }, 200);
    expect(both.body).toMatchObject({ status: 'published', verifiedCustomer: true, contractorAverageRating: 3, contractorReviewCount: 2 });
  });

  it('answers 400 for an empty or bad body, 404 for an unknown review', async () => {
    const listing = await insertListing();
    const review = await insertReview(listing.id, 4);
    const empty = await moderate(review.id, {}, 400);
    expect(empty.body.errors).toEqual([{ field: 'status', message: NOTHING_TO_MODERATE_MESSAGE }]);
    const bad = await moderate(review.id, { status: 'hidden', verifiedCustomer: 'yes' }, 400);
    expect(bad.body.errors).toEqual([
      { field: 'status', message: REVIEW_STATUS_MESSAGE },
      { field: 'verifiedCustomer', message: 'Verified customer must be true or false.' },
    ]);
    await moderate(review.id, { rating: 5 }, 400);
    const missing = await moderate(2147483647, { status: 'published' }, 404);
    expect(missing.body.message).toBe(REVIEW_NOT_FOUND_MESSAGE);
  });

  it('counts both of two moderations of one listing made at the same moment (the listing row is locked first)', async () => {
    const listing = await insertListing();
    const five = await insertReview(listing.id, 5);
    const two = await insertReview(listing.id, 2);
    // Hold the listing's row so both requests are in flight together before either runs.
    const holder = db.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    let both: Promise<unknown[]> | undefined;
    try {
      await holder.query('SELECT 1 FROM contractors WHERE id = $1 FOR UPDATE', [listing.id]);
      both = Promise.all([moderate(five.id, { status: 'published' }, 200), moderate(two.id, { status: 'published' }, 200)]);
      const deadline = Date.now() + 20_000;
      let waiting = 0;
      while (Date.now() < deadline) {
        [{ waiting }] = (await db.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as { waiting: number }[];
        if (waiting >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(waiting).toBe(2);
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    await both;
    expect(await reload(listing.id)).toMatchObject({ averageRating: 3.5, reviewCount: 2 });

    // And a burst without the hold: every publication counts.
    const more = await Promise.all([1, 3, 4, 4].map((rating) => insertReview(listing.id, rating)));
    await Promise.all(more.map((review) => moderate(review.id, { status: 'published' }, 200)));
    expect(await reload(listing.id)).toMatchObject({ averageRating: 3.17, reviewCount: 6 });
  });
});
