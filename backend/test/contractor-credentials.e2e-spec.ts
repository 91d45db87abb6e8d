import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { CERTIFICATE_MESSAGES } from '../src/modules/contractors/credentials/dto/insurance-certificate.dto';
import { LICENSE_MESSAGES } from '../src/modules/contractors/credentials/dto/license.dto';
import { InsuranceReminders } from '../src/modules/contractors/credentials/insurance-reminders';
import { TOO_MANY_PENDING_MESSAGE } from '../src/modules/contractors/credentials/insurance-certificates.service';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { ContractorStatus } from '../src/modules/contractors/contractors.enums';
import { InsuranceCertificateStatus } from '../src/modules/contractors/credentials/credentials.enums';
import { addDays, businessToday } from '../src/shared/business-calendar';
import { LICENSED_IN_MISSOURI } from '../src/shared/missouri-licensing';
import { closedPort, decodeQuotedPrintable, startSmtpListener } from '../tools/verify/smtp-listener';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { cleanDashboardListings, insertListing } from './contractor-dashboard-helpers';
import { insertCertificate, PDF } from './contractor-credentials-helpers';
import { createTestApp } from './test-app';

// Sign-ins run argon2id; give a loaded machine time.
jest.setTimeout(120_000);

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The start of a Linux program and of a Windows one: what a renamed executable begins with. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0)]);
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(120, 0)]);
const BASE_URL = 'https://builder.example';
const MY_CERTIFICATES = '/api/contractor/me/insurance-certificates';

const today = () => businessToday();
const day = (offset: number) => addDays(today(), offset);
/** Noon in Missouri on a YYYY-MM-DD day (18:00 UTC is 12:00 CST or 13:00 CDT): the fake clock of the reminder runs. */
const noonOn = (date: string) => new Date(`${date}T18:00:00Z`);

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
}

describe('contractor credentials (issue 31): licenses, certificates of insurance, reminders', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtpPort: number;
  let admin: TestAccount;
  let office: Browser;
  /** A contractor signed in to their own listing. */
  let a: { browser: Browser; listing: Contractor };

  const http = () => request(app.getHttpServer());
  const profile = async (listing: Contractor) => (await http().get(`/api/contractors/${listing.slug}`).expect(200)).body;

  async function contractor(name: string): Promise<{ browser: Browser; listing: Contractor }> {
    const user = await createUser(app, { role: UserRole.Contractor });
    const browser = new Browser(app);
    await browser.signInAs(user);
    return { browser, listing: await insertListing(db, user.id, { name }) };
  }

  /** A multipart POST as the pages send it (CSRF header included). */
  function multipart(browser: Browser, url: string, fields: Record<string, string>, file: Upload | null): request.Test {
    const req = browser.agent.post(url);
    if (browser.xsrf) req.set('X-XSRF-TOKEN', browser.xsrf);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    if (file) req.attach('file', file.bytes, { filename: file.name, contentType: file.type });
    return req;
  }

  const certificateFields = (values: Record<string, string> = {}) => ({
    insurer: 'Heartland Mutual Insurance',
    policyNumber: 'GL-2026-4471',
    coverageCents: '100000000',
    expiresOn: day(200),
    ...values,
  });
  const uploadCertificate = (
    browser: Browser,
    file: Upload | null = { bytes: PDF, name: 'COI 2026.pdf', type: 'application/pdf' },
    fields: Record<string, string> = certificateFields(),
  ) => multipart(browser, MY_CERTIFICATES, fields, file);
  const review = (id: number, body: object, expected: number) => office.call('post', `/api/admin/insurance-certificates/${id}/review`, body, expected);
  const licenseFields = (values: Record<string, string> = {}) => ({
    trade: 'general_contractor',
    jurisdictionKind: 'city_or_county',
    jurisdictionName: 'Kansas City',
    number: 'GC-10442',
    issuer: 'City of Kansas City, Missouri',
    publicRecordUrl: 'https://example.org/kcmo-license-lookup',
    ...values,
  });
  const upsertLicense = (listing: Contractor, fields: Record<string, string>, file: Upload | null = null) =>
    multipart(office, `/api/admin/contractors/${listing.id}/licenses`, fields, file);
  const storedFiles = async (purpose: string) => Number((await db.query('SELECT COUNT(*) AS n FROM stored_files WHERE purpose = $1', [purpose]))[0].n);
  const outbox = (to: string): Promise<{ subject: string; text: string }[]> =>
    db.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to.toLowerCase()]);

  beforeAll(async () => {
    smtpPort = await closedPort();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BUSINESS_EMAIL: 'office@builder.example',
      PUBLIC_BASE_URL: BASE_URL,
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    }));
    db = app.get(DataSource);
    await cleanDashboardListings(db);
    admin = await createUser(app, { role: UserRole.Admin });
    office = new Browser(app);
    await office.signInAs(admin);
    a = await contractor('Prairie Frame Co');
  });

  afterAll(async () => {
    if (db) {
      await cleanDashboardListings(db);
      await db.query(
        `DELETE FROM stored_files WHERE purpose IN ('insurance_certificate', 'license_document') AND id NOT IN (SELECT "fileId" FROM contractor_insurance_certificates)`,
      );
      await cleanAuthTables(db);
    }
    await app?.close();
  });

  beforeEach(async () => {
    await db.query('DELETE FROM contractor_insurance_certificates WHERE "contractorId" = $1', [a.listing.id]);
    await db.query('DELETE FROM contractor_licenses WHERE "contractorId" = $1', [a.listing.id]);
    await db.query('DELETE FROM mail_outbox');
  });

  describe('uploadInsuranceCertificate and listMyInsuranceCertificates', () => {
    it('stores a PDF pending with what it says, tells the office, and lists it on the dashboard; the profile is not Insured yet', async () => {
      const res = await uploadCertificate(a.browser).expect(201);
      expect(res.body).toMatchObject({
        insurer: 'Heartland Mutual Insurance',
        policyNumber: 'GL-2026-4471',
        coverageCents: 100_000_000,
        expiresOn: day(200),
        status: 'pending',
        current: false,
        expired: false,
        rejectionReason: null,
        fileName: 'COI 2026.pdf',
        contentType: 'application/pdf',
        byteSize: PDF.length,
      });
      const mine = (await a.browser.call('get', MY_CERTIFICATES, undefined, 200)).body;
      expect(mine).toMatchObject({ total: 1, pendingCount: 1, maxPending: 3, items: [{ id: res.body.id, status: 'pending' }] });
      const [notice] = await outbox('office@builder.example');
      expect(notice.subject).toBe('Certificate of insurance to check: Prairie Frame Co');
      expect(notice.text).toContain('Coverage: $1,000,000');
      expect(notice.text).toContain(`${BASE_URL}/admin/contractors/${a.listing.id}`);
      expect(await profile(a.listing)).toMatchObject({ insured: false, insurance: { state: 'none', label: null } });
    });

    it('takes a photo of the certificate too (PNG, by its bytes), kept under the name of its real type', async () => {
      const res = await uploadCertificate(a.browser, { bytes: PNG, name: 'photo.jpeg', type: 'image/jpeg' }).expect(201);
      expect(res.body).toMatchObject({ contentType: 'image/png', fileName: 'photo.png' });
    });

    it.each([
      ['a Linux program', ELF, 'a Linux program'],
      ['a Windows program', MZ, 'a Windows program'],
    ])('refuses %s renamed certificate.pdf and sent as application/pdf, by its bytes (415), and stores nothing', async (_name, bytes, words) => {
      const before = await storedFiles('insurance_certificate');
      const res = await uploadCertificate(a.browser, { bytes, name: 'certificate.pdf', type: 'application/pdf' }).expect(415);
      expect(res.body.message).toBe(
        `This file cannot be a certificate of insurance: its contents are not a PDF, JPEG, PNG or WebP file (they are ${words}), whatever its name says. Save it as PDF, JPEG, PNG or WebP and upload it again.`,
      );
      expect(await storedFiles('insurance_certificate')).toBe(before);
      expect((await a.browser.call('get', MY_CERTIFICATES, undefined, 200)).body.total).toBe(0);
    });

    it('refuses a file over 10 MB with 413 and a sentence, and stores nothing', async () => {
      const before = await storedFiles('insurance_certificate');
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
      const res = await uploadCertificate(a.browser, { bytes: big, name: 'scan.pdf', type: 'application/pdf' }).expect(413);
      expect(res.body.message).toMatch(/^The file is larger than 10 MB, the most a certificate of insurance may be\./);
      expect(await storedFiles('insurance_certificate')).toBe(before);
    });

    it.each<[string, Record<string, string>, { field: string; message: string }[]]>([
      ['no insurer', certificateFields({ insurer: '  ' }), [{ field: 'insurer', message: CERTIFICATE_MESSAGES.insurer }]],
      [
        'coverage in dollars and cents',
        certificateFields({ coverageCents: '1000000.50' }),
        [{ field: 'coverageCents', message: CERTIFICATE_MESSAGES.coverageCents }],
      ],
      ['coverage below $1,000', certificateFields({ coverageCents: '99999' }), [{ field: 'coverageCents', message: CERTIFICATE_MESSAGES.coverageCents }]],
      ['an impossible end date', certificateFields({ expiresOn: '2031-02-30' }), [{ field: 'expiresOn', message: CERTIFICATE_MESSAGES.expiresOn }]],
      ['an end date that has passed', certificateFields({ expiresOn: day(-1) }), [{ field: 'expiresOn', message: CERTIFICATE_MESSAGES.expiresPast }]],
      [
        'a status of its own choosing',
        { ...certificateFields(), status: 'approved' },
        [{ field: 'status', message: 'Unknown field "status" is not allowed.' }],
      ],
    ])('answers 400 to %s, storing nothing', async (_name, fields, errors) => {
      const res = await uploadCertificate(a.browser, undefined, fields).expect(400);
      expect(res.body.errors).toEqual(errors);
      expect((await a.browser.call('get', MY_CERTIFICATES, undefined, 200)).body.total).toBe(0);
    });

    it('asks for the file when none is sent (400)', async () => {
      const res = await uploadCertificate(a.browser, null).expect(400);
      expect(res.body.message).toBe('Choose a file to upload: PDF, JPEG, PNG or WebP, up to 10 MB.');
    });

    it('keeps at most 3 certificates waiting for the office (409 for a fourth)', async () => {
      for (let i = 0; i < 3; i++) await uploadCertificate(a.browser).expect(201);
      const res = await uploadCertificate(a.browser).expect(409);
      expect(res.body.message).toBe(TOO_MANY_PENDING_MESSAGE);
      expect((await a.browser.call('get', MY_CERTIFICATES, undefined, 200)).body).toMatchObject({ total: 3, pendingCount: 3 });
    });

    it('answers 404 to a contractor account without a listing', async () => {
      const lonely = new Browser(app);
      await lonely.signInAs(await createUser(app, { role: UserRole.Contractor }));
      await lonely.call('get', MY_CERTIFICATES, undefined, 404);
      await uploadCertificate(lonely).expect(404);
    });
  });

  describe('reviewInsuranceCertificate and downloadInsuranceCertificate', () => {
    it('approves a pending certificate: Insured on the profile with what was checked, by whom and when, and the contractor is told', async () => {
      const { id } = (await uploadCertificate(a.browser).expect(201)).body;
      await db.query('DELETE FROM mail_outbox');
      const res = await review(id, { decision: 'approve' }, 200);
      expect(res.body).toMatchObject({
        id,
        status: 'approved',
        current: true,
        contractorId: a.listing.id,
        reviewedByName: 'Casey Admin',
        allowedDecisions: ['reject'],
      });
      expect(await profile(a.listing)).toMatchObject({
        insured: true,
        // Verified also needs the office's verification and a license record.
        verified: false,
        insurance: {
          state: 'insured',
          label: 'Insured',
          sentence: `Certificate of insurance from Heartland Mutual Insurance, $1,000,000 coverage, through ${day(200)}; checked ${today()} by Casey.`,
          coverageCents: 100_000_000,
          expiresOn: day(200),
        },
      });
      const [mail] = await outbox(a.listing.email);
      expect(mail.subject).toBe('Your certificate of insurance is approved');
      expect(mail.text).toContain(`Your profile shows "Insured" through ${day(200)}.`);

      const again = await review(id, { decision: 'approve' }, 409);
      expect(again.body.message).toBe('An insurance certificate cannot move from approved to approved.');
    });

    it('rejects with a reason the contractor reads on the dashboard and in the e-mail; a rejected one cannot be approved (409)', async () => {
      const { id } = (await uploadCertificate(a.browser).expect(201)).body;
      const noReason = await review(id, { decision: 'reject' }, 400);
      expect(noReason.body.errors).toEqual([{ field: 'reason', message: CERTIFICATE_MESSAGES.reason }]);
      const reason = 'The certificate names another business; upload the one issued to Prairie Frame Co.';
      expect((await review(id, { decision: 'reject', reason }, 200)).body).toMatchObject({ status: 'rejected', rejectionReason: reason, allowedDecisions: [] });
      const mine = (await a.browser.call('get', MY_CERTIFICATES, undefined, 200)).body;
      expect(mine.items[0]).toMatchObject({ id, status: 'rejected', rejectionReason: reason });
      const [mail] = await outbox(a.listing.email);
      expect(mail.subject).toBe('Your certificate of insurance needs another look');
      expect(mail.text).toContain(reason);

      const refused = await review(id, { decision: 'approve' }, 409);
      expect(refused.body).toEqual({ statusCode: 409, message: 'An insurance certificate cannot move from rejected to approved.', error: 'Conflict' });
      expect((await profile(a.listing)).insured).toBe(false);
    });

    it('can withdraw an approval (a cancelled policy): the badge goes at once', async () => {
      const { id } = (await uploadCertificate(a.browser).expect(201)).body;
      await review(id, { decision: 'approve' }, 200);
      expect((await profile(a.listing)).insured).toBe(true);
      await review(id, { decision: 'reject', reason: 'The carrier told us the policy was cancelled on March 2.' }, 200);
      expect(await profile(a.listing)).toMatchObject({ insured: false, insurance: { state: 'none' } });
    });

    it('refuses to approve a certificate that ended while it waited (409)', async () => {
      const { id } = (await uploadCertificate(a.browser, undefined, certificateFields({ expiresOn: today() })).expect(201)).body;
      await db.query('UPDATE contractor_insurance_certificates SET "expiresOn" = $1 WHERE id = $2', [day(-1), id]);
      const res = await review(id, { decision: 'approve' }, 409);
      expect(res.body.message).toBe(`This certificate ended on ${day(-1)}, so it cannot be approved. Reject it and ask the contractor for the current one.`);
    });

    it('gives the office the file back byte for byte, as an attachment of its real type; 404 for an unknown id; 400 for a bad decision', async () => {
      const { id } = (await uploadCertificate(a.browser).expect(201)).body;
      const res = await office.agent.get(`/api/admin/insurance-certificates/${id}/file`).buffer(true).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="COI 2026.pdf"');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
      await office.call('get', '/api/admin/insurance-certificates/2147483647/file', undefined, 404);
      await review(2147483647, { decision: 'approve' }, 404);
      const bad = await review(id, { decision: 'maybe' }, 400);
      expect(bad.body.errors).toEqual([{ field: 'decision', message: CERTIFICATE_MESSAGES.decision }]);
    });

    it("shows the office a listing's records and certificates, pending first", async () => {
      const first = (await uploadCertificate(a.browser).expect(201)).body;
      await review(first.id, { decision: 'approve' }, 200);
      const second = (await uploadCertificate(a.browser, undefined, certificateFields({ expiresOn: day(400) })).expect(201)).body;
      await upsertLicense(a.listing, licenseFields()).expect(200);
      const { body } = await office.call('get', `/api/admin/contractors/${a.listing.id}/credentials`, undefined, 200);
      expect(body.certificates.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
      expect(body.certificates[0]).toMatchObject({
        status: 'pending',
        allowedDecisions: ['approve', 'reject'],
        downloadUrl: `/api/admin/insurance-certificates/${second.id}/file`,
      });
      expect(body.licenses).toHaveLength(1);
      expect(body.profile).toMatchObject({ licenseHeadline: 'License checked', insurance: { state: 'insured' } });
      await office.call('get', '/api/admin/contractors/2147483647/credentials', undefined, 404);
    });
  });

  describe('upsertContractorLicense: the words come from the Missouri facts', () => {
    it('a Kansas City general contractor license says exactly what was checked, by whom and when, and never "Licensed in Missouri"', async () => {
      const res = await upsertLicense(a.listing, licenseFields()).expect(200);
      expect(res.body).toMatchObject({
        trade: 'general_contractor',
        jurisdictionKind: 'city_or_county',
        jurisdictionName: 'Kansas City',
        credential: 'license',
        number: 'GC-10442',
        current: true,
        evidence: 'public_record',
        documentUrl: null,
        checkedByName: 'Casey Admin',
        line: `Kansas City general contractor license, checked ${today()} by Casey`,
      });
      const body = await profile(a.listing);
      expect(body).toMatchObject({
        licenseChecked: true,
        licenseHeadline: 'License checked',
        licenses: [
          {
            name: 'Kansas City general contractor license',
            number: 'GC-10442',
            checkedOn: today(),
            checkedBy: 'Casey',
            evidence: 'public_record',
            publicRecordUrl: 'https://example.org/kcmo-license-lookup',
            line: `Kansas City general contractor license, checked ${today()} by Casey`,
            stateNote: 'Missouri has no statewide general contractor license; cities and counties license contractors, and many places license none.',
          },
        ],
      });
      expect(JSON.stringify(body)).not.toContain(LICENSED_IN_MISSOURI);
    });

    it("Missouri's statewide electrical contractor license is the one that says Licensed in Missouri", async () => {
      const res = await upsertLicense(
        a.listing,
        licenseFields({
          trade: 'electrical',
          jurisdictionKind: 'statewide_electrical',
          jurisdictionName: 'Anything typed',
          number: 'EC-2291',
          issuer: 'Office of Statewide Electrical Contractors',
        }),
      ).expect(200);
      expect(res.body).toMatchObject({ jurisdictionName: 'Missouri', line: `Missouri statewide electrical contractor license, checked ${today()} by Casey` });
      expect(await profile(a.listing)).toMatchObject({ licenseHeadline: LICENSED_IN_MISSOURI, licenses: [{ stateNote: null }] });
    });

    it.each<[string, Record<string, string>, { field: string; message: string }[]]>([
      [
        'a statewide general contractor license (Missouri has none)',
        licenseFields({ jurisdictionKind: 'statewide_electrical' }),
        [
          {
            field: 'jurisdictionKind',
            message:
              'Missouri has no statewide general contractor license; only electrical contractors have one. Choose "City or county" and name the city or county.',
          },
        ],
      ],
      [
        'a city-or-county license named after the state',
        licenseFields({ jurisdictionName: 'State of Missouri' }),
        [
          {
            field: 'jurisdictionName',
            message:
              'Missouri has no statewide general contractor license; name the city or county that issued it (for example Kansas City or St. Louis County).',
          },
        ],
      ],
      [
        'a plumbing license called statewide',
        licenseFields({ trade: 'plumbing', jurisdictionName: 'Missouri statewide' }),
        [
          {
            field: 'jurisdictionName',
            message:
              'Missouri has no statewide plumbing contractor license; name the city or county that issued it (for example Kansas City or St. Louis County).',
          },
        ],
      ],
      ['no jurisdiction name', licenseFields({ jurisdictionName: '' }), [{ field: 'jurisdictionName', message: LICENSE_MESSAGES.jurisdictionName }]],
      ['nothing checked', licenseFields({ publicRecordUrl: '' }), [{ field: 'file', message: LICENSE_MESSAGES.evidence }]],
      ['an unknown trade', licenseFields({ trade: 'roofing' }), [{ field: 'trade', message: LICENSE_MESSAGES.trade }]],
      ['a bad end date', licenseFields({ expiresOn: 'June' }), [{ field: 'expiresOn', message: LICENSE_MESSAGES.expiresOn }]],
    ])('refuses %s (400), writing nothing', async (_name, fields, errors) => {
      const res = await upsertLicense(a.listing, fields).expect(400);
      expect(res.body.errors).toEqual(errors);
      expect(await db.query('SELECT 1 FROM contractor_licenses WHERE "contractorId" = $1', [a.listing.id])).toEqual([]);
    });

    it('keeps one record per trade and jurisdiction: the same again (any case) updates it, re-checked, keeping the document on file', async () => {
      const doc = PDF;
      const first = (
        await upsertLicense(a.listing, licenseFields({ publicRecordUrl: '' }), { bytes: doc, name: 'kc license.pdf', type: 'application/pdf' }).expect(200)
      ).body;
      expect(first).toMatchObject({
        evidence: 'document',
        documentFileName: 'kc license.pdf',
        documentUrl: `/api/admin/contractor-licenses/${first.id}/document`,
      });
      const download = await office.agent.get(first.documentUrl).buffer(true).expect(200);
      expect(Buffer.compare(download.body as Buffer, doc)).toBe(0);

      const again = (
        await upsertLicense(a.listing, licenseFields({ jurisdictionName: 'kansas city', number: 'GC-20001', publicRecordUrl: '', expiresOn: day(90) })).expect(
          200,
        )
      ).body;
      expect(again).toMatchObject({
        id: first.id,
        number: 'GC-20001',
        expiresOn: day(90),
        evidence: 'document',
        documentFileName: 'kc license.pdf',
        jurisdictionName: 'kansas city',
      });
      expect(await db.query('SELECT 1 FROM contractor_licenses WHERE "contractorId" = $1', [a.listing.id])).toHaveLength(1);
      // A public record given instead replaces the document (and its file goes).
      const record = (await upsertLicense(a.listing, licenseFields())).body;
      expect(record).toMatchObject({ id: first.id, evidence: 'public_record', documentUrl: null });
      await office.call('get', first.documentUrl, undefined, 404);
    });

    it('an expired license says so instead of counting', async () => {
      await upsertLicense(a.listing, licenseFields({ expiresOn: day(-1) })).expect(200);
      const body = await profile(a.listing);
      expect(body).toMatchObject({
        licenseChecked: false,
        licenseHeadline: null,
        licenses: [{ current: false, line: `Kansas City general contractor license expired ${day(-1)}` }],
      });
    });

    it('refuses a license document that is a program (415), and deletes a record (204, then 404)', async () => {
      await upsertLicense(a.listing, licenseFields(), { bytes: ELF, name: 'license.pdf', type: 'application/pdf' }).expect(415);
      const { id } = (await upsertLicense(a.listing, licenseFields()).expect(200)).body;
      await office.call('delete', `/api/admin/contractor-licenses/${id}`, undefined, 204);
      await office.call('delete', `/api/admin/contractor-licenses/${id}`, undefined, 404);
      expect((await profile(a.listing)).licenses).toEqual([]);
      await upsertLicense({ ...a.listing, id: 2147483647 } as Contractor, licenseFields()).expect(404);
    });
  });

  describe('listExpiringCertificates', () => {
    const names: string[] = [];
    let listings: Record<string, Contractor>;

    beforeAll(async () => {
      // Each listing's latest approved certificate ends on this day (offset from today).
      const ends: Record<string, number> = { 'Ash Expired': -3, 'Birch Last Day': 0, 'Cedar Soon': 5, 'Dogwood Month': 30, 'Elm Later': 45 };
      listings = {};
      for (const [name, offset] of Object.entries(ends)) {
        const listing = await insertListing(db, null, { name: `Zexp ${name}` });
        listings[name] = listing;
        names.push(listing.name);
        await insertCertificate(db, listing.id, { expiresOn: day(offset) });
      }
      // Superseded: an older certificate ends in 2 days, but a renewal runs a year.
      const renewed = await insertListing(db, null, { name: 'Zexp Fir Renewed' });
      await insertCertificate(db, renewed.id, { expiresOn: day(2) });
      await insertCertificate(db, renewed.id, { expiresOn: day(365) });
      // Pending only, and an unpublished listing: neither counts.
      const pending = await insertListing(db, null, { name: 'Zexp Gum Pending' });
      await insertCertificate(db, pending.id, { expiresOn: day(3), status: InsuranceCertificateStatus.Pending });
      const hidden = await insertListing(db, null, { name: 'Zexp Hazel Hidden', status: ContractorStatus.Unpublished });
      await insertCertificate(db, hidden.id, { expiresOn: day(3) });
      // Cedar's contractor already sent the renewal: the office sees it waiting.
      await insertCertificate(db, listings['Cedar Soon'].id, { expiresOn: day(370), status: InsuranceCertificateStatus.Pending });
    });

    // The reminder runs below must not see these listings.
    afterAll(async () => {
      await db.query(`DELETE FROM contractors WHERE name LIKE 'Zexp %'`);
    });

    const expiring = async (query: string) => (await office.call('get', `/api/admin/insurance-certificates?q=Zexp${query}`, undefined, 200)).body;
    const listed = (body: { items: { contractorName: string }[] }) => body.items.map((item) => item.contractorName.replace('Zexp ', ''));

    it('lists the certificate that counts for each listing, ending within 30 days or ended, soonest first', async () => {
      const body = await expiring('');
      expect(listed(body)).toEqual(['Ash Expired', 'Birch Last Day', 'Cedar Soon', 'Dogwood Month']);
      expect(body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
      expect(body.items.map((item: { daysLeft: number }) => item.daysLeft)).toEqual([-3, 0, 5, 30]);
      expect(body.items[0]).toMatchObject({ expired: true, current: false, contractorStatus: 'approved', replacementPending: false, remindersSent: [] });
      expect(body.items[2]).toMatchObject({
        replacementPending: true,
        downloadUrl: expect.stringMatching(/^\/api\/admin\/insurance-certificates\/\d+\/file$/),
      });
    });

    it('filters by state and words, sorts and pages on the server', async () => {
      expect(listed(await expiring('&state=expired'))).toEqual(['Ash Expired']);
      expect(listed(await expiring('&state=expiring'))).toEqual(['Birch Last Day', 'Cedar Soon', 'Dogwood Month']);
      expect(listed(await expiring('&order=desc'))).toEqual(['Dogwood Month', 'Cedar Soon', 'Birch Last Day', 'Ash Expired']);
      expect(listed(await expiring('&sort=contractorName&order=desc'))).toEqual(['Dogwood Month', 'Cedar Soon', 'Birch Last Day', 'Ash Expired']);
      expect(listed(await expiring('%20cedar'))).toEqual(['Cedar Soon']);
      const page2 = await expiring('&pageSize=3&page=2');
      expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(listed(page2)).toEqual(['Dogwood Month']);
      expect(await expiring('&page=9')).toMatchObject({ items: [], total: 4 });
      const bad = await office.call('get', '/api/admin/insurance-certificates?state=soon&sort=price&pageSize=101', undefined, 400);
      expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['pageSize', 'sort', 'state']);
    });

    it('is the office’s only: a contractor gets 403', async () => {
      await a.browser.call('get', '/api/admin/insurance-certificates', undefined, 403);
    });
  });

  describe('reminders 30, 7 and 0 days before the end, each once, with a fake clock; the badge lapses by itself', () => {
    it('a certificate ending tomorrow: the 7-day reminder today, the day-0 reminder once on its last day, then "insurance on file expired"', async () => {
      const reminders = app.get(InsuranceReminders);
      const { id } = (await uploadCertificate(a.browser, undefined, certificateFields({ expiresOn: day(1) })).expect(201)).body;
      await review(id, { decision: 'approve' }, 200);
      await db.query('DELETE FROM mail_outbox');
      expect((await profile(a.listing)).insured).toBe(true);

      // Today (one day left): the 7-day window's reminder, once.
      expect(await reminders.run(noonOn(today()))).toBe(1);
      expect(await reminders.run(noonOn(today()))).toBe(0);
      let mails = await outbox(a.listing.email);
      expect(mails.map((m) => m.subject)).toEqual([`Your certificate of insurance ends ${day(1)}`]);
      expect(mails[0].text).toContain(`ends tomorrow, ${day(1)}`);

      // Its last day: the day-0 reminder, once however many runs (two racing, then another).
      const lastDay = noonOn(day(1));
      const raced = await Promise.all([reminders.run(lastDay), reminders.run(lastDay)]);
      expect(raced.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect(await reminders.run(new Date(lastDay.getTime() + 3 * 3_600_000))).toBe(0);
      mails = await outbox(a.listing.email);
      expect(mails.map((m) => m.subject)).toEqual([`Your certificate of insurance ends ${day(1)}`, 'Your certificate of insurance ends today']);
      expect(mails[1].text).toContain(`ends today, ${day(1)}`);
      expect(mails[1].text).toContain('After that day your profile shows "Insurance on file expired" instead of "Insured"');
      expect(mails[1].text).toContain(`${BASE_URL}/contractors/dashboard#insurance`);
      expect(await db.query('SELECT "daysBefore" FROM contractor_insurance_reminders WHERE "certificateId" = $1 ORDER BY "daysBefore" DESC', [id])).toEqual([
        { daysBefore: 7 },
        { daysBefore: 0 },
      ]);

      // The next day's run sends nothing more…
      expect(await reminders.run(noonOn(day(2)))).toBe(0);
      // …and the badge is gone by itself. PostgreSQL's clock cannot be faked, so the certificate's
      // dates move back two days instead: the same as two days passing.
      await db.query(`UPDATE contractor_insurance_certificates SET "expiresOn" = "expiresOn" - 2 WHERE id = $1`, [id]);
      const lapsed = await profile(a.listing);
      expect(lapsed).toMatchObject({ insured: false, verified: false, insurance: { state: 'expired', label: 'Insurance on file expired' } });
      expect(lapsed.insurance.sentence).toBe(`The insurance on file expired ${day(-1)}.`);
      expect(lapsed.insurance.sentence).toContain('insurance on file expired');
      const directory = await http().get('/api/contractors?pageSize=100').expect(200);
      expect(directory.body.items.find((card: { id: number }) => card.id === a.listing.id)).toMatchObject({ insured: false });
      // The run on that real day sends nothing either (the day-0 reminder went).
      expect(await reminders.run()).toBe(0);
      const list = (await office.call('get', `/api/admin/insurance-certificates?state=expired&q=${encodeURIComponent('Prairie Frame')}`, undefined, 200)).body;
      expect(list.items).toMatchObject([{ id, daysLeft: -1, remindersSent: [7, 0] }]);

      // Delivered through the outbox to a real SMTP listener.
      const smtp = await startSmtpListener(smtpPort);
      try {
        await app.get(MailDeliveryJob).deliverDue();
        const subjects = smtp.received.filter((m) => m.to.includes(a.listing.email)).map((m) => decodeQuotedPrintable(m.raw));
        expect(subjects.some((raw) => raw.includes('Subject: Your certificate of insurance ends today'))).toBe(true);
      } finally {
        await smtp.close();
      }
    });

    it('sends the 30-day reminder in its window, then the 7-day one; none for a superseded, pending or far-off certificate', async () => {
      const reminders = app.get(InsuranceReminders);
      const ends = day(40);
      const certificate = await insertCertificate(db, a.listing.id, { expiresOn: ends });
      // Superseded by a renewal ending later: only the renewal is the one that counts.
      const other = await contractor('Bluff Road Builders');
      await insertCertificate(db, other.listing.id, { expiresOn: day(35) });
      await insertCertificate(db, other.listing.id, { expiresOn: day(400) });
      await insertCertificate(db, other.listing.id, { expiresOn: day(36), status: InsuranceCertificateStatus.Pending });

      expect(await reminders.run(noonOn(today()))).toBe(0); // 40 days left: nothing yet
      expect(await reminders.run(noonOn(day(10)))).toBe(1); // 30 days left
      expect(await reminders.run(noonOn(day(20)))).toBe(0); // 20 days left: already reminded in this window
      expect(await reminders.run(noonOn(day(35)))).toBe(1); // 5 days left
      const mails = await outbox(a.listing.email);
      expect(mails.map((m) => m.subject)).toEqual([`Your certificate of insurance ends ${ends}`, `Your certificate of insurance ends ${ends}`]);
      expect(mails[0].text).toContain(`ends on ${ends}, in 30 days`);
      expect(mails[1].text).toContain(`ends on ${ends}, in 5 days`);
      expect(await outbox(other.listing.email)).toEqual([]);
      expect(
        (await db.query('SELECT "daysBefore" FROM contractor_insurance_reminders WHERE "certificateId" = $1 ORDER BY "daysBefore" DESC', [certificate.id])).map(
          (r: { daysBefore: number }) => r.daysBefore,
        ),
      ).toEqual([30, 7]);
    });
  });
});
