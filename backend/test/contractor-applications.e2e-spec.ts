import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { RATE_LIMIT_MESSAGE } from '../src/common/rate-limit';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { MailKind } from '../src/mail/mail.enums';
import { MailService } from '../src/mail/mail.service';
import { UserRole } from '../src/common/auth/user-role';
import { User } from '../src/modules/auth/entities/user.entity';
import { WEBSITE_MESSAGE } from '../src/common/validation';
import {
  CONTRACTOR_ACCOUNT_TAKEN_MESSAGE,
  CONTRACTOR_NOT_FOUND_MESSAGE,
  CONTRACTOR_STAFF_EMAIL_MESSAGE,
} from '../src/modules/contractors/admin/admin-contractors.service';
import { APPLICATION_RECEIVED_MESSAGE, slugBase } from '../src/modules/contractors/public/contractor-applications.service';
import { ContractorSpecialty, ContractorStatus } from '../src/modules/contractors/contractors.enums';
import { ADMIN_CONTRACTOR_MESSAGES, type AdminContractorDetailResponseDto } from '../src/modules/contractors/admin/dto/admin-contractor.dto';
import { APPLICATION_MESSAGES } from '../src/modules/contractors/public/dto/apply-contractor.dto';
import { SERVICE_AREA_MESSAGES } from '../src/modules/contractors/dto/service-area-input.dto';
import { ContractorSpecialtyLink } from '../src/modules/contractors/entities/contractor-specialty.entity';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { ServiceArea } from '../src/modules/contractors/entities/service-area.entity';
import { SAMPLE_CONTRACTORS } from '../src/modules/contractors/sample-contractors';
import { resolveCity, resolveZip } from '../src/modules/geo/geo';
import { Browser, cleanAuthTables, createUser, TEST_DOMAIN, testEmail, type TestAccount } from './auth-helpers';
import { captureOutput } from './captured-output';
import { closedPort, decodeQuotedPrintable, startSmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

// Approval and sign-in run argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const BUSINESS_EMAIL = 'office@builder.example';
const BASE_URL = 'https://builder.example';
const NAME_PREFIX = 'Apply Test';

let app: INestApplication;
let db: DataSource;
let admin: TestAccount;
let office: Browser;
let output: ReturnType<typeof captureOutput>;
let smtpPort: number;
let serial = 0;

const http = () => request(app.getHttpServer());

/** A valid application; each gets its own name and e-mail (in the auth tests' domain, so approval's accounts are cleaned too). */
const application = (overrides: Record<string, unknown> = {}) => ({
  name: `${NAME_PREFIX} Frame & Finish ${++serial}`,
  contactName: 'Dana Whitfield',
  email: testEmail('applicant'),
  phone: '(816) 555-0177',
  website: 'https://prairie-frame.example',
  description: 'Framing crews for barndominiums and SIP shells across northwest Missouri. Gallery: https://prairie-frame.example/gallery',
  licenseNumber: 'MO-REG-20231187',
  businessAddress: '400 Market Street, St. Joseph, MO 64501',
  yearsInBusiness: 12,
  specialties: [ContractorSpecialty.SipInstallation, ContractorSpecialty.Carpentry, ContractorSpecialty.CustomHomes],
  serviceAreas: [
    { zipCode: '64501', radius: 40 },
    { city: 'Liberty', radius: 25 },
    { city: 'Overland Park', state: 'ks', radius: 15 },
  ],
  ...overrides,
});

const outbox = async (
  to: string,
): Promise<{ subject: string; text: string; kind: MailKind; carriesSecret: boolean; replyTo: string | null; createdAt: Date }[]> =>
  db.query('SELECT subject, text, kind, "carriesSecret", "replyTo", "createdAt" FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to]);

async function clean(): Promise<void> {
  await db.query(`DELETE FROM contractors WHERE name LIKE $1 OR email LIKE $2`, [`${NAME_PREFIX}%`, `%@${TEST_DOMAIN}`]);
  await db.query(`DELETE FROM contractors WHERE slug IN ('find-2', 'dashboard-2', 'contractor')`);
  await db.query('DELETE FROM submitter_confirmations');
  await db.query('DELETE FROM mail_outbox');
  await db.query('DELETE FROM rate_limit_counters');
}

/** Applies through the API; answers the stored listing. */
async function apply(overrides: Record<string, unknown> = {}): Promise<Contractor> {
  const body = application(overrides);
  await http().post('/api/contractors/applications').send(body).expect(201);
  return db.getRepository(Contractor).findOneByOrFail({ email: body.email.trim().toLowerCase() });
}

const decide = (id: number, body: object, expected: number) => office.call('post', `/api/admin/contractors/${id}/decision`, body, expected);

beforeAll(async () => {
  output = captureOutput();
  smtpPort = await closedPort();
  ({ app } = await createTestApp({
    LOG_LEVEL: 'info',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    BUSINESS_EMAIL,
    PUBLIC_BASE_URL: BASE_URL,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  }));
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

describe('applyContractor (POST /api/contractors/applications)', () => {
  beforeEach(clean);

  it('stores a pending listing with its specialties and placed areas, queues the office’s notice and the applicant’s confirmation, and keeps it off the directory', async () => {
    const body = application();
    const res = await http()
      .post('/api/contractors/applications')
      .send({ ...body, email: `  ${body.email.toUpperCase()} ` })
      .expect(201);
    expect(res.body).toEqual({ message: APPLICATION_RECEIVED_MESSAGE });
    expect(APPLICATION_RECEIVED_MESSAGE).toBe('Thanks! We review every application within 5 business days.');

    const listing = await db.getRepository(Contractor).findOneByOrFail({ email: body.email });
    expect(listing).toMatchObject({
      slug: slugBase(body.name),
      name: body.name,
      status: ContractorStatus.Pending,
      contactName: 'Dana Whitfield',
      phone: '(816) 555-0177',
      website: 'https://prairie-frame.example',
      licenseNumber: 'MO-REG-20231187',
      businessAddress: '400 Market Street, St. Joseph, MO 64501',
      yearsInBusiness: 12,
      userId: null,
      verifiedAt: null,
      isVerified: false,
      averageRating: 0,
      reviewCount: 0,
      isSample: false,
    });
    expect(listing.slug).toMatch(/^apply-test-frame-and-finish-\d+$/);
    const specialties = await db.getRepository(ContractorSpecialtyLink).findBy({ contractorId: listing.id });
    expect(specialties.map((s) => s.specialty).sort()).toEqual(['carpentry', 'custom_homes', 'sip_installation']);

    const areas = await db.getRepository(ServiceArea).find({ where: { contractorId: listing.id }, order: { id: 'ASC' } });
    const stJoseph = resolveZip('64501')!;
    const liberty = resolveCity('Liberty', 'MO')!;
    const overlandPark = resolveCity('Overland Park', 'KS')!;
    expect(areas.map(({ city, state, zipCode, latitude, longitude, radius }) => ({ city, state, zipCode, latitude, longitude, radius }))).toEqual([
      { city: 'St. Joseph', state: 'MO', zipCode: '64501', latitude: stJoseph.latitude, longitude: stJoseph.longitude, radius: 40 },
      { city: 'Liberty', state: 'MO', zipCode: null, latitude: liberty.latitude, longitude: liberty.longitude, radius: 25 },
      { city: 'Overland Park', state: 'KS', zipCode: null, latitude: overlandPark.latitude, longitude: overlandPark.longitude, radius: 15 },
    ]);

    const [notice] = await outbox(BUSINESS_EMAIL);
    expect(notice).toMatchObject({ kind: MailKind.BusinessNotice, replyTo: body.email, subject: `Contractor application from ${body.name}` });
    for (const text of [
      'Dana Whitfield',
      '(816) 555-0177',
      'MO-REG-20231187',
      'Years in business: 12',
      'SIP Installation, Carpentry, Custom Homes',
      'Liberty, MO · 25-mile radius',
      'St. Joseph, MO 64501 · 40-mile radius',
      'Framing crews',
    ]) {
      expect(notice.text).toContain(text);
    }
    const [confirmation] = await outbox(body.email);
    expect(confirmation.kind).toBe(MailKind.VisitorConfirmation);
    expect(confirmation.text).toContain('Hi Dana Whitfield,');
    expect(confirmation.text).toContain('within 5 business days');
    // It goes to a typed address: nothing typed but the names (no links possible) is repeated.
    for (const typed of ['prairie-frame', 'Framing crews', 'Market Street', 'MO-REG']) expect(confirmation.text).not.toContain(typed);
    // One transaction: the listing and both e-mails carry the same now().
    expect(notice.createdAt.getTime()).toBe(listing.createdAt.getTime());
    expect(confirmation.createdAt.getTime()).toBe(listing.createdAt.getTime());

    await http().get(`/api/contractors/${listing.slug}`).expect(404);
    const directory = await http().get('/api/contractors?pageSize=100').expect(200);
    expect(directory.body.items.map((c: { id: number }) => c.id)).not.toContain(listing.id);
  });

  it('gives each listing a unique slug, never find or dashboard', async () => {
    const first = await apply({ name: `${NAME_PREFIX} Twin Builders` });
    const second = await apply({ name: `${NAME_PREFIX} Twin Builders` });
    const third = await apply({ name: `${NAME_PREFIX}: Twin, Builders!` });
    expect([first.slug, second.slug, third.slug]).toEqual(['apply-test-twin-builders', 'apply-test-twin-builders-2', 'apply-test-twin-builders-3']);
    expect((await apply({ name: 'Find' })).slug).toBe('find-2');
    expect((await apply({ name: 'DASHBOARD' })).slug).toBe('dashboard-2');
    expect((await apply({ name: '!!!' })).slug).toBe('contractor');
  });

  it('answers an address already in use exactly as a new application, storing nothing and e-mailing that address’s owner instead (issue 25)', async () => {
    const pending = await apply();
    const rejected = await apply();
    await db.getRepository(Contractor).update(rejected.id, { status: ContractorStatus.Rejected });
    await db.query('DELETE FROM mail_outbox');
    await db.query('DELETE FROM submitter_confirmations');
    const fresh = await http().post('/api/contractors/applications').send(application());
    await db.query('DELETE FROM mail_outbox');
    for (const email of [pending.email.toUpperCase(), ` ${rejected.email} `, SAMPLE_CONTRACTORS[0].email]) {
      const res = await http().post('/api/contractors/applications').send(application({ email }));
      expect({ status: res.status, body: res.body }).toEqual({ status: fresh.status, body: fresh.body });
      expect(res.body).toEqual({ message: APPLICATION_RECEIVED_MESSAGE });
    }
    expect(await db.getRepository(Contractor).countBy({ email: pending.email })).toBe(1);
    const mails: { to: string; subject: string; text: string }[] = await db.query('SELECT "to", subject, text FROM mail_outbox ORDER BY id');
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      [pending.email, rejected.email, SAMPLE_CONTRACTORS[0].email].map((to) => [to, 'Someone applied to our contractor network with your e-mail address']),
    );
    expect(mails[0].text).toContain(`your application for ${pending.name}, which our office is reviewing`);
    expect(mails[2].text).toContain('/contractors/dashboard');

    // A double click: one listing, both answered alike.
    const body = application();
    const both = await Promise.all([1, 2].map(() => http().post('/api/contractors/applications').send(body)));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0].body).toEqual(both[1].body);
    expect(await db.getRepository(Contractor).countBy({ email: body.email })).toBe(1);
  });

  it('stores nothing when queueing an e-mail fails: listing, specialties, areas and mails commit together', async () => {
    const mail = app.get(MailService);
    const spy = jest.spyOn(mail, 'enqueue').mockRejectedValueOnce(new Error('outbox insert failed'));
    const body = application();
    try {
      await http().post('/api/contractors/applications').send(body).expect(500);
    } finally {
      spy.mockRestore();
    }
    expect(await db.getRepository(Contractor).countBy({ email: body.email })).toBe(0);
    expect(await db.query(`SELECT 1 FROM service_areas a JOIN contractors c ON c.id = a."contractorId" WHERE c.name = $1`, [body.name])).toEqual([]);
    expect(await db.getRepository(MailOutbox).count()).toBe(0);
  });

  it('accepts the bounds: 1 and 8 specialties (a repeat counted once), 1 and 10 areas, radius 5 and 150, no optional field', async () => {
    const eight = Object.values(ContractorSpecialty).slice(0, 8);
    const wide = await apply({
      specialties: [...eight, eight[0]],
      serviceAreas: Array.from({ length: 10 }, (_, i) => ({ zipCode: '64501', radius: i === 0 ? 5 : 150 })),
    });
    expect(await db.getRepository(ContractorSpecialtyLink).countBy({ contractorId: wide.id })).toBe(8);
    expect(await db.getRepository(ServiceArea).countBy({ contractorId: wide.id })).toBe(10);
    const bare = await apply({
      specialties: ['plumbing'],
      serviceAreas: [{ city: 'St Joseph', radius: 5 }],
      website: '',
      description: null,
      licenseNumber: undefined,
      businessAddress: ' ',
      yearsInBusiness: null,
    });
    expect(bare).toMatchObject({ website: null, description: null, licenseNumber: null, businessAddress: null, yearsInBusiness: null });
    expect(await db.getRepository(ServiceArea).findOneByOrFail({ contractorId: bare.id })).toMatchObject({
      city: 'St. Joseph',
      state: 'MO',
      zipCode: null,
      radius: 5,
    });
  });

  const area = (values: Record<string, unknown>) => application({ serviceAreas: [{ zipCode: '64501', radius: 30 }, values] });
  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing business name', { ...application(), name: undefined }, 'name', APPLICATION_MESSAGES.name],
    ['a business name holding a link', application({ name: 'Best Builders www.spam.example' }), 'name', 'Please enter your name without links.'],
    ['a business name over 200 characters', application({ name: 'B'.repeat(201) }), 'name', 'Name must be at most 200 characters.'],
    ['a missing contact name', { ...application(), contactName: ' ' }, 'contactName', APPLICATION_MESSAGES.contactName],
    ['a contact name holding an e-mail address', application({ contactName: 'dana@example.org' }), 'contactName', 'Please enter your name without links.'],
    ['a bad e-mail', application({ email: 'dana@' }), 'email', 'Please enter a valid email address.'],
    ['a missing phone', { ...application(), phone: undefined }, 'phone', APPLICATION_MESSAGES.phone],
    ['a phone of 9 digits', application({ phone: '816 555 017' }), 'phone', APPLICATION_MESSAGES.phone],
    ['a website without http', application({ website: 'prairie-frame.example' }), 'website', WEBSITE_MESSAGE],
    ['an oversize description', application({ description: 'x'.repeat(2001) }), 'description', 'Description must be at most 2000 characters.'],
    ['an oversize licence number', application({ licenseNumber: '1'.repeat(101) }), 'licenseNumber', 'License number must be at most 100 characters.'],
    ['an oversize address', application({ businessAddress: 'a'.repeat(501) }), 'businessAddress', 'Business address must be at most 500 characters.'],
    ['negative years', application({ yearsInBusiness: -1 }), 'yearsInBusiness', APPLICATION_MESSAGES.yearsInBusiness],
    ['fractional years', application({ yearsInBusiness: 2.5 }), 'yearsInBusiness', APPLICATION_MESSAGES.yearsInBusiness],
    ['years as text', application({ yearsInBusiness: '12' }), 'yearsInBusiness', APPLICATION_MESSAGES.yearsInBusiness],
    ['151 years', application({ yearsInBusiness: 151 }), 'yearsInBusiness', APPLICATION_MESSAGES.yearsInBusiness],
    ['no specialty', application({ specialties: [] }), 'specialties', 'Choose 1 to 8 specialties.'],
    ['missing specialties', { ...application(), specialties: undefined }, 'specialties', 'Choose 1 to 8 specialties.'],
    ['nine specialties', application({ specialties: Object.values(ContractorSpecialty).slice(0, 9) }), 'specialties', 'Choose 1 to 8 specialties.'],
    ['a specialty as text, not a list', application({ specialties: 'carpentry' }), 'specialties', 'Choose 1 to 8 specialties.'],
    ['unknown specialties', application({ specialties: ['carpentry', 'roofing', 'hvac ', 7] }), 'specialties', 'Unknown specialty: roofing, hvac , 7.'],
    ['no service area', application({ serviceAreas: [] }), 'serviceAreas', 'Add 1 to 10 service areas.'],
    ['missing service areas', { ...application(), serviceAreas: undefined }, 'serviceAreas', 'Add 1 to 10 service areas.'],
    [
      'eleven service areas',
      application({ serviceAreas: Array.from({ length: 11 }, () => ({ zipCode: '64501', radius: 30 })) }),
      'serviceAreas',
      'Add 1 to 10 service areas.',
    ],
    ['an area that is not an object', application({ serviceAreas: ['64501'] }), 'serviceAreas.0', APPLICATION_MESSAGES.serviceAreaItem],
    ['an area with neither ZIP nor city', area({ radius: 30 }), 'serviceAreas.1.zipCode', 'Enter a ZIP code or a city.'],
    ['an area with a 4-digit ZIP', area({ zipCode: '6450', radius: 30 }), 'serviceAreas.1.zipCode', 'Enter a 5-digit ZIP code.'],
    ['an area with a ZIP as a number', area({ zipCode: 64501, radius: 30 }), 'serviceAreas.1.zipCode', 'Enter a 5-digit ZIP code.'],
    ['an area with an unknown ZIP', area({ zipCode: '00000', radius: 30 }), 'serviceAreas.1.zipCode', 'We could not find ZIP code 00000.'],
    ['an area with an unknown city', area({ city: 'Atlantis', radius: 30 }), 'serviceAreas.1.city', 'We could not find Atlantis, MO.'],
    ['an area with a city in the wrong state', area({ city: 'Liberty', state: 'WY', radius: 30 }), 'serviceAreas.1.city', 'We could not find Liberty, WY.'],
    ['an area with both ZIP and city', area({ zipCode: '64068', city: 'Liberty', radius: 30 }), 'serviceAreas.1.city', SERVICE_AREA_MESSAGES.both],
    ['an area with a bad state', area({ city: 'Liberty', state: 'Missouri', radius: 30 }), 'serviceAreas.1.state', SERVICE_AREA_MESSAGES.state],
    ['a radius of 4', area({ zipCode: '64068', radius: 4 }), 'serviceAreas.1.radius', 'Service radius must be a whole number of miles from 5 to 150.'],
    ['a radius of 151', area({ zipCode: '64068', radius: 151 }), 'serviceAreas.1.radius', 'Service radius must be a whole number of miles from 5 to 150.'],
    ['a radius of 25.5', area({ zipCode: '64068', radius: 25.5 }), 'serviceAreas.1.radius', 'Service radius must be a whole number of miles from 5 to 150.'],
    ['a radius as text', area({ zipCode: '64068', radius: '25' }), 'serviceAreas.1.radius', 'Service radius must be a whole number of miles from 5 to 150.'],
    ['a missing radius', area({ zipCode: '64068' }), 'serviceAreas.1.radius', 'Service radius must be a whole number of miles from 5 to 150.'],
    [
      'an area with coordinates typed in',
      area({ zipCode: '64068', radius: 30, latitude: 1 }),
      'serviceAreas.1.latitude',
      'Unknown field "serviceAreas.1.latitude" is not allowed.',
    ],
    ['a status typed in', application({ status: 'approved' }), 'status', 'Unknown field "status" is not allowed.'],
    ['a rating typed in', application({ averageRating: 5 }), 'averageRating', 'Unknown field "averageRating" is not allowed.'],
  ];

  it.each(invalid)('rejects %s with 400, the field’s message and nothing stored', async (_name, body, field, message) => {
    const res = await http().post('/api/contractors/applications').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body.errors).toEqual([{ field, message }]);
    expect(await db.getRepository(Contractor).countBy({ email: String(body.email ?? '').toLowerCase() })).toBe(0);
    expect(await db.getRepository(MailOutbox).count()).toBe(0);
  });

  it('shares the public forms’ per-IP limit (429)', async () => {
    const { app: limited } = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', BUSINESS_EMAIL });
    try {
      await db.query('DELETE FROM rate_limit_counters');
      const api = () => request(limited.getHttpServer());
      await api().post('/api/contractors/applications').send(application()).expect(201);
      await api().post('/api/contact').send({}).expect(400);
      const res = await api().post('/api/contractors/applications').send(application()).expect(429);
      expect(res.body).toEqual({ statusCode: 429, message: RATE_LIMIT_MESSAGE, error: 'Too Many Requests' });
    } finally {
      await db.query('DELETE FROM rate_limit_counters');
      await limited.close();
    }
  });
});

describe('reviewContractorApplication (POST /api/admin/contractors/{id}/decision)', () => {
  beforeEach(clean);

  it('approves: publishes the listing, creates the contractor account, e-mails a 72-hour set-password link that works, and logs the admin', async () => {
    const listing = await apply();
    await db.query('DELETE FROM mail_outbox');

    const res = await decide(listing.id, { decision: 'approve' }, 200);
    expect(res.headers['cache-control']).toBe('no-store');
    const approved = res.body as AdminContractorDetailResponseDto;
    expect(approved).toMatchObject({ id: listing.id, status: ContractorStatus.Approved, allowedStatuses: [ContractorStatus.Unpublished], verified: false });

    const user = await db.getRepository(User).findOneByOrFail({ email: listing.email });
    expect(user).toMatchObject({ role: UserRole.Contractor, firstName: 'Dana', lastName: 'Whitfield', phone: '(816) 555-0177' });
    expect(approved.userId).toBe(user.id);
    expect((await db.getRepository(Contractor).findOneByOrFail({ id: listing.id })).userId).toBe(user.id);
    const [token] = (await db.query('SELECT "expiresAt" FROM password_reset_tokens WHERE "userId" = $1 AND "usedAt" IS NULL', [user.id])) as {
      expiresAt: Date;
    }[];
    // issue 25 item 7: 72 hours at most (it was 7 days).
    const hours = (new Date(token.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    // Public now.
    const profile = await http().get(`/api/contractors/${listing.slug}`).expect(200);
    expect(profile.body).toMatchObject({ id: listing.id, name: listing.name, verified: false });

    const [mail] = await outbox(listing.email);
    expect(mail).toMatchObject({ kind: MailKind.AccountMail, carriesSecret: true, subject: 'Your contractor listing is approved' });
    expect(mail.text).toContain(`${BASE_URL}/contractors/${listing.slug}`);
    expect(mail.text).toContain('for 72 hours');
    const link = /\/login#reset=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await http().post('/api/auth/reset-password').send({ token: link, password: 'Contractor-Barn-2026' }).expect(200);
    const contractor = new Browser(app);
    const signIn = await contractor.signIn(listing.email, 'Contractor-Barn-2026', 200);
    expect(signIn.body).toMatchObject({ email: listing.email, role: UserRole.Contractor });
    // …and the dashboard is the listing's.
    const dashboard = await contractor.call('get', '/api/contractor/me', undefined, 200);
    expect(dashboard.body).toMatchObject({ id: listing.id, status: 'approved', email: listing.email });

    expect(output.lines().some((line) => line.includes(`contractor ${listing.id}: status pending → approved, user ${user.id}, by admin ${admin.id}`))).toBe(
      true,
    );
    const again = await decide(listing.id, { decision: 'approve' }, 409);
    expect(again.body).toEqual({ statusCode: 409, message: 'A contractor cannot move from approved to approved.', error: 'Conflict' });
    const reject = await decide(listing.id, { decision: 'reject', note: 'Too late.' }, 409);
    expect(reject.body.message).toBe('A contractor cannot move from approved to rejected.');
  });

  it('delivers the application’s e-mails and the approval through SMTP, and blanks the link once sent', async () => {
    const listing = await apply();
    await decide(listing.id, { decision: 'approve' }, 200);
    const smtp = await startSmtpListener(smtpPort);
    try {
      await db.query('UPDATE mail_outbox SET "nextAttemptAt" = now()');
      await expect(app.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 3, failed: 0 });
      expect(smtp.received.filter((m) => m.to.includes(BUSINESS_EMAIL))).toHaveLength(1);
      const toApplicant = smtp.received.filter((m) => m.to.includes(listing.email)).map((m) => decodeQuotedPrintable(m.raw));
      expect(toApplicant).toHaveLength(2);
      expect(toApplicant.some((text) => text.includes('within 5 business days'))).toBe(true);
      expect(toApplicant.some((text) => text.includes('/login#reset='))).toBe(true);
      const rows = (await db.query('SELECT text, "carriesSecret" FROM mail_outbox WHERE "to" = $1 AND "carriesSecret"', [listing.email])) as { text: string }[];
      expect(rows.map((row) => row.text)).toEqual(['']);
    } finally {
      await smtp.close();
    }
  });

  it("links an existing buyer's account (role contractor only once the set-password link is used: issue 25) and refuses an admin's or affiliate's address, or another listing's account, with 409", async () => {
    const buyer = await createUser(app, { role: UserRole.User });
    const forBuyer = await apply({ email: buyer.email });
    await decide(forBuyer.id, { decision: 'approve' }, 200);
    expect(await db.getRepository(User).findOneByOrFail({ id: buyer.id })).toMatchObject({ role: UserRole.User, firstName: 'Casey' });
    expect(await db.query(`SELECT "grantsRole" FROM password_reset_tokens WHERE "userId" = $1 AND "usedAt" IS NULL`, [buyer.id])).toEqual([
      { grantsRole: 'contractor' },
    ]);
    expect((await db.getRepository(Contractor).findOneByOrFail({ id: forBuyer.id })).userId).toBe(buyer.id);

    for (const role of [UserRole.Admin, UserRole.Affiliate]) {
      const staff = await createUser(app, { role });
      const forStaff = await apply({ email: staff.email });
      await db.query('DELETE FROM mail_outbox');
      const res = await decide(forStaff.id, { decision: 'approve' }, 409);
      expect(res.body).toEqual({ statusCode: 409, message: CONTRACTOR_STAFF_EMAIL_MESSAGE, error: 'Conflict' });
      expect(await db.getRepository(Contractor).findOneByOrFail({ id: forStaff.id })).toMatchObject({ status: ContractorStatus.Pending, userId: null });
      expect((await db.getRepository(User).findOneByOrFail({ id: staff.id })).role).toBe(role);
      expect(await db.getRepository(MailOutbox).count()).toBe(0);
      expect(await db.query('SELECT 1 FROM password_reset_tokens WHERE "userId" = $1', [staff.id])).toEqual([]);
    }

    // The first listing's owner changed its e-mail; a new application with the account's address cannot take that account.
    await db.getRepository(Contractor).update(forBuyer.id, { email: `moved-${buyer.email}` });
    const second = await apply({ email: buyer.email });
    const taken = await decide(second.id, { decision: 'approve' }, 409);
    expect(taken.body.message).toBe(CONTRACTOR_ACCOUNT_TAKEN_MESSAGE);
  });

  it('rejects only with a note, which is kept and e-mailed; no account is made', async () => {
    const listing = await apply();
    await db.query('DELETE FROM mail_outbox');
    for (const body of [{ decision: 'reject' }, { decision: 'reject', note: '   ' }]) {
      const res = await decide(listing.id, body, 400);
      expect(res.body.errors).toEqual([{ field: 'note', message: body.note ? 'Note is required.' : ADMIN_CONTRACTOR_MESSAGES.noteToReject }]);
    }
    expect((await db.getRepository(Contractor).findOneByOrFail({ id: listing.id })).status).toBe(ContractorStatus.Pending);

    const note = 'We list contractors with two years of trading; please apply again next spring.';
    const res = await decide(listing.id, { decision: 'reject', note }, 200);
    expect(res.body).toMatchObject({ status: ContractorStatus.Rejected, allowedStatuses: [], rejectionReason: note, userId: null });
    const [mail] = await outbox(listing.email);
    expect(mail).toMatchObject({ kind: MailKind.AccountMail, carriesSecret: false, subject: 'Your contractor network application' });
    expect(mail.text).toContain(note);
    expect(await db.getRepository(User).countBy({ email: listing.email })).toBe(0);
    await http().get(`/api/contractors/${listing.slug}`).expect(404);
    expect(output.lines().some((line) => line.includes(`contractor ${listing.id}: status pending → rejected, by admin ${admin.id}`))).toBe(true);

    const again = await decide(listing.id, { decision: 'approve' }, 409);
    expect(again.body.message).toBe('A contractor cannot move from rejected to approved.');
  });

  it('answers 404 for an unknown listing and 400 for a bad decision or an unknown field', async () => {
    const missing = await decide(2147483647, { decision: 'approve' }, 404);
    expect(missing.body.message).toBe(CONTRACTOR_NOT_FOUND_MESSAGE);
    const listing = await apply();
    const bad = await decide(listing.id, { decision: 'publish', extra: 1 }, 400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'decision', message: ADMIN_CONTRACTOR_MESSAGES.decision },
        { field: 'extra', message: 'Unknown field "extra" is not allowed.' },
      ]),
    );
    expect(bad.body.errors).toHaveLength(2);
    await office.call('post', '/api/admin/contractors/abc/decision', { decision: 'approve' }, 400);
  });
});
