import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { MailKind } from '../src/mail/mail.enums';
import { UserRole } from '../src/common/auth/user-role';
import { User } from '../src/modules/auth/entities/user.entity';
import { AFFILIATE_CODE_ALPHABET } from '../src/modules/affiliates/affiliate-code';
import { partnerStatusFlow } from '../src/modules/affiliates/affiliate-status-flow';
import { AffiliateLeadFlag, AffiliateLeadType, AffiliateStatus, REFERRAL_LINK_SOURCE, ReferralReviewState } from '../src/modules/affiliates/affiliates.enums';
import { decisionRefusal, ReviewDecision } from '../src/modules/affiliates/referral-review-flow';
import type { ReferralFlagResponseDto } from '../src/modules/commissions/dto/referral-flag.dto';
import { REFERRAL_NOT_FOUND_MESSAGE } from '../src/modules/commissions/referrals-admin.service';
import { AFFILIATE_NOT_FOUND_MESSAGE, REASON_REQUIRED_MESSAGE, STAFF_EMAIL_MESSAGE } from '../src/modules/affiliates/admin-affiliates.service';
import { AFFILIATE_LEAD_RECEIVED_MESSAGE, APPLICATION_RECEIVED_MESSAGE, CODE_NOT_ACTIVE_MESSAGE } from '../src/modules/affiliates/affiliates.service';
import type { AffiliateDetailResponseDto, PaginatedAffiliatesResponseDto } from '../src/modules/affiliates/dto/affiliate-response.dto';
import { WEBSITE_MESSAGE } from '../src/common/validation';
import { COMMISSION_RATE_MESSAGE } from '../src/modules/affiliates/dto/update-affiliate.dto';
import { AffiliateLead } from '../src/modules/affiliates/entities/affiliate-lead.entity';
import { Affiliate } from '../src/modules/affiliates/entities/affiliate.entity';
import { RATE_LIMIT_MESSAGE } from '../src/common/rate-limit';
import { Browser, cleanAuthTables, createUser, testEmail, type TestAccount } from './auth-helpers';
import { captureOutput } from './captured-output';
import { closedPort, decodeQuotedPrintable, startSmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

// Sign-in and approval run argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const BUSINESS_EMAIL = 'office@builder.example';
const BASE_URL = 'https://builder.example';
const CODE = new RegExp(`^[${AFFILIATE_CODE_ALPHABET}]{8}$`);

let app: INestApplication;
let db: DataSource;
let admin: TestAccount;
let browser: Browser;
let output: ReturnType<typeof captureOutput>;
let smtpPort: number;
let serial = 0;

const http = () => request(app.getHttpServer());

const application = (overrides: Record<string, unknown> = {}) => ({
  email: testEmail('partner'),
  firstName: 'Pat',
  lastName: 'Realtor',
  businessName: 'Prairie Realty',
  phone: '(816) 555-0199',
  address: '12 Main Street',
  city: 'Cameron',
  state: 'MO',
  zipCode: '64429',
  website: 'https://prairie-realty.example',
  notes: 'I sell rural land near Cameron. https://evil.example',
  agreementAccepted: true,
  ...overrides,
});

/** A partner written straight to the database: active with a code unless told otherwise. */
async function insertAffiliate(values: Partial<Affiliate> = {}): Promise<Affiliate> {
  serial += 1;
  const status = values.status ?? AffiliateStatus.Active;
  return db.getRepository(Affiliate).save(
    db.getRepository(Affiliate).create({
      email: testEmail('aff'),
      firstName: 'Robin',
      lastName: `Partner${serial}`,
      phone: `(660) 555-${String(1000 + serial).slice(-4)}`,
      address: '1 Elm Road',
      city: 'Maryville',
      state: 'MO',
      zipCode: '64468',
      affiliateCode: status === AffiliateStatus.Pending ? null : `TQ${String(100000 + serial)}`.slice(0, 8),
      status,
      agreementSigned: true,
      agreementSignedAt: new Date(),
      ...values,
    }),
  );
}

const customer = (overrides: Record<string, unknown> = {}) => ({
  customerFirstName: 'Casey',
  customerLastName: 'Landowner',
  customerEmail: `casey-${++serial}@example.org`,
  customerPhone: '(816) 555-0111',
  location: 'Clinton County',
  leadType: AffiliateLeadType.RawLead,
  ...overrides,
});

const outbox = async (to: string): Promise<{ subject: string; text: string; kind: MailKind; carriesSecret: boolean }[]> =>
  db.query('SELECT subject, text, kind, "carriesSecret" FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to]);
const leadsOf = (affiliateId: number) => db.getRepository(AffiliateLead).find({ where: { affiliateId }, order: { id: 'ASC' } });
const reload = (id: number) => db.getRepository(Affiliate).findOneByOrFail({ id });

async function clean(): Promise<void> {
  await db.query('DELETE FROM affiliate_leads');
  // Other files' partners may have filed a W-9 (kept, RESTRICT: tax records outlive a partner row).
  await db.query('DELETE FROM affiliate_tax_forms');
  await db.query('DELETE FROM affiliates');
  await db.query('DELETE FROM lead_submissions');
  await db.query('DELETE FROM lead_access_tokens');
  await db.query('DELETE FROM discovery_call_leads');
  await db.query('DELETE FROM contact_messages');
  await db.query('DELETE FROM submitter_confirmations');
  await db.query('DELETE FROM mail_outbox');
  await db.query('DELETE FROM rate_limit_counters');
}

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
  browser = new Browser(app);
  await browser.signInAs(admin);
});

afterAll(async () => {
  output?.restore();
  if (db) {
    await clean();
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('registerAffiliate (POST /api/affiliate-registration)', () => {
  it('stores a pending application with the agreement and its time, and queues the notice and a confirmation that echoes no free text', async () => {
    const body = application();
    const before = Date.now();
    const res = await http()
      .post('/api/affiliate-registration')
      .send({ ...body, email: body.email.toUpperCase() })
      .expect(201);
    expect(res.body).toEqual({ message: APPLICATION_RECEIVED_MESSAGE });

    const stored = await db.getRepository(Affiliate).findOneByOrFail({ email: body.email });
    expect(stored).toMatchObject({
      status: AffiliateStatus.Pending,
      affiliateCode: null,
      agreementSigned: true,
      commissionRate: 20,
      taxIdProvided: 'false',
      w9Submitted: 'false',
    });
    expect(stored.agreementSignedAt!.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const [notice] = await outbox(BUSINESS_EMAIL);
    expect(notice.kind).toBe(MailKind.BusinessNotice);
    expect(notice.text).toContain('Prairie Realty');
    expect(notice.text).toContain('I sell rural land near Cameron.');
    const [confirmation] = await outbox(body.email);
    expect(confirmation.kind).toBe(MailKind.VisitorConfirmation);
    expect(confirmation.text).toContain('Hi Pat,');
    expect(confirmation.text).toContain('What happens next');
    for (const typed of ['Prairie Realty', 'evil.example', 'rural land', '12 Main Street', 'prairie-realty']) expect(confirmation.text).not.toContain(typed);
  });

  it('answers a used address exactly as a new one (201, same body), stores nothing and e-mails the existing applicant over SMTP', async () => {
    const body = application();
    const first = await http().post('/api/affiliate-registration').send(body).expect(201);
    await db.query('DELETE FROM mail_outbox');
    const again = await http()
      .post('/api/affiliate-registration')
      .send({ ...body, email: `  ${body.email.toUpperCase()} `, firstName: 'Mallory', businessName: 'Evil Co' })
      .expect(201);
    // Nobody can tell from the answer whether the address had applied.
    expect(again.body).toEqual(first.body);
    expect(again.body).toEqual({ message: APPLICATION_RECEIVED_MESSAGE });
    expect(await db.getRepository(Affiliate).countBy({ email: body.email })).toBe(1);
    expect(await outbox(BUSINESS_EMAIL)).toEqual([]);
    const [notice] = await outbox(body.email);
    expect(notice).toMatchObject({ subject: 'Your partner application is already with us', kind: MailKind.VisitorConfirmation });
    expect(notice.text).toContain('Hi Pat,');
    expect(notice.text).toContain('Someone used this e-mail address to apply again');
    for (const typed of ['Mallory', 'Evil Co']) expect(notice.text).not.toContain(typed);
    const smtp = await startSmtpListener(smtpPort);
    try {
      await db.query('UPDATE mail_outbox SET "nextAttemptAt" = now()');
      await app.get(MailDeliveryJob).deliverDue();
      const mail = smtp.received.find((m) => m.to.includes(body.email))!;
      expect(decodeQuotedPrintable(mail.raw)).toContain('Someone used this e-mail address to apply again');
    } finally {
      await smtp.close();
    }
  });

  it('accepts an empty website and no business name', async () => {
    await http()
      .post('/api/affiliate-registration')
      .send(application({ website: '', businessName: undefined }))
      .expect(201);
  });

  it('answers every spec §5 message of the form, one per field', async () => {
    const res = await http()
      .post('/api/affiliate-registration')
      .send({
        email: 'nope',
        firstName: ' ',
        lastName: '',
        phone: '555-0142',
        address: '',
        city: '',
        state: 'M',
        zipCode: '6442',
        website: 'prairie realty',
        agreementAccepted: false,
      })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address.' },
      { field: 'firstName', message: 'First name is required.' },
      { field: 'lastName', message: 'Last name is required.' },
      { field: 'phone', message: 'Phone number is required.' },
      { field: 'address', message: 'Address is required.' },
      { field: 'city', message: 'City is required.' },
      { field: 'state', message: 'State is required.' },
      { field: 'zipCode', message: 'ZIP code is required.' },
      { field: 'website', message: WEBSITE_MESSAGE },
      { field: 'agreementAccepted', message: 'You must accept the affiliate agreement.' },
    ]);
  });

  it('bounds the notes (1000), refuses unknown fields and a missing agreement', async () => {
    const long = await http()
      .post('/api/affiliate-registration')
      .send(application({ notes: 'x'.repeat(1001) }))
      .expect(400);
    expect(long.body.errors).toEqual([{ field: 'notes', message: 'Notes must be at most 1000 characters.' }]);
    await http()
      .post('/api/affiliate-registration')
      .send(application({ notes: 'x'.repeat(1000) }))
      .expect(201);
    const unknown = await http()
      .post('/api/affiliate-registration')
      .send(application({ status: 'active' }))
      .expect(400);
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['status']);
    const { agreementAccepted: _omit, ...noAgreement } = application();
    const missing = await http().post('/api/affiliate-registration').send(noAgreement).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'agreementAccepted', message: 'You must accept the affiliate agreement.' }]);
  });
});

describe('the office review', () => {
  const list = async (query = '') => (await browser.call('get', `/api/admin/affiliates${query}`, undefined, 200)).body as PaginatedAffiliatesResponseDto;
  const patch = (id: number, body: object, expected: number) => browser.call('patch', `/api/admin/affiliates/${id}`, body, expected);

  beforeEach(clean);

  it('lists pending applications first, filters by status and words, sorts and pages', async () => {
    const active = await insertAffiliate({ firstName: 'Alma', lastName: 'Zeller', businessName: 'Zeller Land' });
    const pending = await insertAffiliate({ status: AffiliateStatus.Pending, firstName: 'Bea', lastName: 'Young' });
    const suspended = await insertAffiliate({ status: AffiliateStatus.Suspended, firstName: 'Cy', lastName: 'Abbot' });

    const all = await list();
    expect(all.items.map((a) => a.id)).toEqual([pending.id, suspended.id, active.id]);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(all.items[0]).toMatchObject({
      status: 'pending',
      allowedStatuses: ['active', 'rejected'],
      taxIdProvided: false,
      w9Submitted: false,
      affiliateCode: null,
    });
    expect((await list('?sort=name&order=asc')).items.map((a) => a.id)).toEqual([pending.id, suspended.id, active.id]);
    expect((await list('?sort=name&order=desc')).items.map((a) => a.id)).toEqual([pending.id, active.id, suspended.id]);
    expect((await list('?status=active')).items.map((a) => a.id)).toEqual([active.id]);
    expect((await list('?q=zeller%20land')).items.map((a) => a.id)).toEqual([active.id]);
    expect((await list(`?q=${active.affiliateCode!.toLowerCase()}`)).items.map((a) => a.id)).toEqual([active.id]);
    const page2 = await list('?pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((a) => a.id)).toEqual([active.id]);
    const bad = await browser.call('get', '/api/admin/affiliates?status=gone&colour=red', undefined, 400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['colour', 'status']);
  });

  it('answers 404 for an unknown partner', async () => {
    const res = await browser.call('get', '/api/admin/affiliates/2147483647', undefined, 404);
    expect(res.body.message).toBe(AFFILIATE_NOT_FOUND_MESSAGE);
  });

  it('approves: a readable unique code, a new affiliate account and a 72-hour set-password link that works', async () => {
    const body = application();
    await http().post('/api/affiliate-registration').send(body).expect(201);
    const { id } = await db.getRepository(Affiliate).findOneByOrFail({ email: body.email });
    await db.query('DELETE FROM mail_outbox');

    const res = await browser.call('post', `/api/admin/affiliates/${id}/approve`, undefined, 200);
    const approved = res.body as AffiliateDetailResponseDto;
    expect(approved.status).toBe(AffiliateStatus.Active);
    expect(approved.affiliateCode).toMatch(CODE);
    expect(approved.affiliateCode).not.toMatch(/[0O1IL]/);
    expect(res.headers['cache-control']).toBe('no-store');

    const user = await db.getRepository(User).findOneByOrFail({ email: body.email });
    expect(user).toMatchObject({ role: UserRole.Affiliate, firstName: 'Pat', lastName: 'Realtor' });
    // The partner's statement finds the partner by this account.
    expect((await db.getRepository(Affiliate).findOneByOrFail({ id })).userId).toBe(user.id);
    const [token] = (await db.query('SELECT "expiresAt" FROM password_reset_tokens WHERE "userId" = $1 AND "usedAt" IS NULL', [user.id])) as {
      expiresAt: Date;
    }[];
    // issue 25 item 7: 72 hours at most (it was 7 days).
    const hours = (new Date(token.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const [mail] = await outbox(body.email);
    expect(mail).toMatchObject({ kind: MailKind.AccountMail, carriesSecret: true });
    expect(mail.text).toContain(approved.affiliateCode);
    expect(mail.text).toContain(`${BASE_URL}/?ref=${approved.affiliateCode}`);
    const link = /\/login#reset=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await http().post('/api/auth/reset-password').send({ token: link, password: 'Partner-Barn-2026' }).expect(200);
    const partner = new Browser(app);
    await partner.signIn(body.email, 'Partner-Barn-2026', 200);

    expect(
      output
        .lines()
        .some((line) => line.includes(`affiliate ${id}: status pending → active, code ${approved.affiliateCode}, user ${user.id}, by admin ${admin.id}`)),
    ).toBe(true);
    // Approving again is a move the flow refuses.
    const again = await browser.call('post', `/api/admin/affiliates/${id}/approve`, undefined, 409);
    expect(again.body.message).toBe(partnerStatusFlow.refusal(AffiliateStatus.Active, AffiliateStatus.Active));
  });

  it('delivers the approval e-mail through SMTP', async () => {
    const pending = await insertAffiliate({ status: AffiliateStatus.Pending });
    await browser.call('post', `/api/admin/affiliates/${pending.id}/approve`, undefined, 200);
    const smtp = await startSmtpListener(smtpPort);
    try {
      await db.query('UPDATE mail_outbox SET "nextAttemptAt" = now()');
      await app.get(MailDeliveryJob).deliverDue();
      const mail = smtp.received.find((m) => m.to.includes(pending.email))!;
      expect(decodeQuotedPrintable(mail.raw)).toContain('Your referral code:');
      // The link is a secret: blanked in the outbox once sent.
      const [row] = (await db.query('SELECT text FROM mail_outbox WHERE "to" = $1', [pending.email])) as { text: string }[];
      expect(row.text).toBe('');
    } finally {
      await smtp.close();
    }
  });

  it('gives distinct codes to many partners', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const pending = await insertAffiliate({ status: AffiliateStatus.Pending });
      const { body } = await browser.call('post', `/api/admin/affiliates/${pending.id}/approve`, undefined, 200);
      codes.add((body as AffiliateDetailResponseDto).affiliateCode!);
    }
    expect(codes.size).toBe(4);
    for (const code of codes) expect(code).toMatch(CODE);
  });

  it("links an existing buyer's account (role affiliate only once the set-password link is used: issue 25) and refuses an admin's or contractor's address with 409", async () => {
    const buyer = await createUser(app, { role: UserRole.User });
    const forBuyer = await insertAffiliate({ status: AffiliateStatus.Pending, email: buyer.email });
    await browser.call('post', `/api/admin/affiliates/${forBuyer.id}/approve`, undefined, 200);
    expect((await db.getRepository(User).findOneByOrFail({ id: buyer.id })).role).toBe(UserRole.User);
    expect(await db.query(`SELECT "grantsRole" FROM password_reset_tokens WHERE "userId" = $1 AND "usedAt" IS NULL`, [buyer.id])).toEqual([
      { grantsRole: 'affiliate' },
    ]);

    for (const role of [UserRole.Admin, UserRole.Contractor]) {
      const staff = await createUser(app, { role });
      const forStaff = await insertAffiliate({ status: AffiliateStatus.Pending, email: staff.email });
      const res = await browser.call('post', `/api/admin/affiliates/${forStaff.id}/approve`, undefined, 409);
      expect(res.body.message).toBe(STAFF_EMAIL_MESSAGE);
      expect(await reload(forStaff.id)).toMatchObject({ status: AffiliateStatus.Pending, affiliateCode: null });
      expect((await db.getRepository(User).findOneByOrFail({ id: staff.id })).role).toBe(role);
    }
  });

  describe.each(
    Object.values(AffiliateStatus).flatMap((from) =>
      Object.values(AffiliateStatus)
        .filter((to) => to !== from)
        .map((to) => [from, to] as const),
    ),
  )('moving %s → %s', (from, to) => {
    it(partnerStatusFlow.moves[from].includes(to) ? 'is allowed' : 'is refused with 409 and changes nothing', async () => {
      const affiliate = await insertAffiliate({ status: from });
      const body = to === AffiliateStatus.Rejected ? { status: to, reason: 'We only work with partners in Missouri.' } : { status: to };
      if (partnerStatusFlow.moves[from].includes(to)) {
        const res = await patch(affiliate.id, body, 200);
        expect((res.body as AffiliateDetailResponseDto).status).toBe(to);
        expect((await reload(affiliate.id)).status).toBe(to);
      } else {
        const res = await patch(affiliate.id, body, 409);
        expect(res.body).toEqual({ statusCode: 409, message: `A partner cannot move from ${from} to ${to}.`, error: 'Conflict' });
        expect((await reload(affiliate.id)).status).toBe(from);
      }
    });
  });

  it('rejects only with a reason, which is stored and e-mailed', async () => {
    const affiliate = await insertAffiliate({ status: AffiliateStatus.Pending });
    const missing = await patch(affiliate.id, { status: 'rejected' }, 400);
    expect(missing.body.errors).toEqual([{ field: 'reason', message: REASON_REQUIRED_MESSAGE }]);
    expect((await reload(affiliate.id)).status).toBe(AffiliateStatus.Pending);
    await patch(affiliate.id, { status: 'rejected', reason: 'Outside our service area.' }, 200);
    expect(await reload(affiliate.id)).toMatchObject({ status: AffiliateStatus.Rejected, rejectionReason: 'Outside our service area.' });
    const [mail] = await outbox(affiliate.email);
    expect(mail.text).toContain('Outside our service area.');
  });

  it('e-mails the partner on suspension (with the note) and on reactivation', async () => {
    const affiliate = await insertAffiliate();
    await patch(affiliate.id, { status: 'suspended', reason: 'Unlabelled ads on your site.' }, 200);
    await patch(affiliate.id, { status: 'active' }, 200);
    const mails = await outbox(affiliate.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your partner account is suspended', 'Your partner account is active again']);
    expect(mails[0].text).toContain('Unlabelled ads on your site.');
    expect(output.lines().some((line) => line.includes(`affiliate ${affiliate.id}: status suspended → active, by admin ${admin.id}`))).toBe(true);
  });

  it("edits the commission rate (0 to 50, one decimal) and the agreement flag; the W-9 flags follow the partner's own W-9 (issue 30)", async () => {
    const affiliate = await insertAffiliate();
    const res = await patch(affiliate.id, { commissionRate: 12.5, agreementSigned: false }, 200);
    expect(res.body).toMatchObject({ commissionRate: 12.5, taxIdProvided: false, w9Submitted: false, agreementSigned: false, w9: null, payoutMethod: null });
    expect(await reload(affiliate.id)).toMatchObject({ commissionRate: 12.5, taxIdProvided: 'false', w9Submitted: 'false', agreementSigned: false });
    for (const field of ['w9Submitted', 'taxIdProvided']) {
      const refused = await patch(affiliate.id, { [field]: true }, 400);
      expect(refused.body.message).toContain(field);
    }
    expect((await reload(affiliate.id)).w9Submitted).toBe('false');
    for (const commissionRate of [50.5, -1, 12.55, '20']) {
      const bad = await patch(affiliate.id, { commissionRate }, 400);
      expect(bad.body.errors).toEqual([{ field: 'commissionRate', message: COMMISSION_RATE_MESSAGE }]);
    }
    await patch(affiliate.id, { commissionRate: 50 }, 200);
    await patch(affiliate.id, { commissionRate: 0 }, 200);
    const unknown = await patch(affiliate.id, { totalLeads: 99 }, 400);
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['totalLeads']);
  });
});

describe('referral-link attribution (?ref= on the quiz, discovery and contact forms)', () => {
  const YES_PATH = [
    ['landOwnership', 'yes'],
    ['siteSurvey', 'yes'],
    ['buildingPlans', 'no'],
    ['permitStatus', 'no'],
    ['budgetRange', '200k-350k'],
    ['fundingStatus', 'no'],
    ['decisionTimeline', '3-6-months'],
    ['primaryUse', 'family-home-shop'],
    ['decisionMakers', 'dog'],
    ['contractorHelp', 'yes'],
  ];
  const quiz = (email: string, tracking: object | null) => ({
    answers: YES_PATH.map(([step, answer]) => ({ step, question: `About ${step}?`, answer })),
    contact: { firstName: 'Dana', lastName: 'Visitor', email, phone: '(816) 555-0177', message: '' },
    ...(tracking ? { tracking } : {}),
  });

  beforeEach(clean);

  it('makes a quiz lead with an active code the partner’s raw lead, with utm, IP and agent, and counts it, in the same transaction', async () => {
    const partner = await insertAffiliate();
    await http()
      .post('/api/submit-quiz')
      .set('User-Agent', 'Barn-Browser/1.0')
      .send(quiz('dana@example.org', { ref: partner.affiliateCode!.toLowerCase(), utmSource: 'facebook', utmMedium: 'paid', utmCampaign: 'spring' }))
      .expect(201);
    const [lead] = await leadsOf(partner.id);
    expect(lead).toMatchObject({
      customerFirstName: 'Dana',
      customerLastName: 'Visitor',
      customerEmail: 'dana@example.org',
      customerPhone: '(816) 555-0177',
      source: REFERRAL_LINK_SOURCE,
      leadType: AffiliateLeadType.RawLead,
      utmSource: 'facebook',
      utmMedium: 'paid',
      utmCampaign: 'spring',
      userAgent: 'Barn-Browser/1.0',
      flag: null,
    });
    expect(lead.ipAddress).toMatch(/127\.0\.0\.1|::1/);
    expect((await reload(partner.id)).totalLeads).toBe(1);
  });

  it('keeps the first partner: a later ref for the same e-mail changes nothing', async () => {
    const first = await insertAffiliate();
    const second = await insertAffiliate();
    await http()
      .post('/api/submit-quiz')
      .send(quiz('first@example.org', { ref: first.affiliateCode }))
      .expect(201);
    await http().post('/api/discovery-leads').send({ firstName: 'Dana', email: 'FIRST@example.org', ref: second.affiliateCode }).expect(201);
    await http()
      .post('/api/contact')
      .send({ name: 'Dana V', email: 'first@example.org', subject: 'general', message: 'Hi', privacyAgree: true, tracking: { ref: second.affiliateCode } })
      .expect(201);
    expect(await leadsOf(first.id)).toHaveLength(1);
    expect(await leadsOf(second.id)).toHaveLength(0);
    expect((await reload(second.id)).totalLeads).toBe(0);
  });

  it('ignores unknown, pending, suspended and rejected codes, and the form still succeeds', async () => {
    const suspended = await insertAffiliate({ status: AffiliateStatus.Suspended });
    const rejected = await insertAffiliate({ status: AffiliateStatus.Rejected });
    for (const ref of ['NOSUCHCODE', suspended.affiliateCode, rejected.affiliateCode, 'not a code at all!', 'x'.repeat(200)]) {
      await http()
        .post('/api/submit-quiz')
        .send(quiz(`ignored-${++serial}@example.org`, { ref }))
        .expect(201);
    }
    expect(await db.getRepository(AffiliateLead).count()).toBe(0);
  });

  it('attributes the discovery form and the contact form too', async () => {
    const partner = await insertAffiliate();
    await http().post('/api/discovery-leads').send({ firstName: 'Eli', email: 'eli@example.org', utmSource: 'google', ref: partner.affiliateCode }).expect(201);
    await http()
      .post('/api/contact')
      .send({
        name: 'Fay Gordon Hill',
        email: 'fay@example.org',
        phone: '(816) 555-0166',
        subject: 'pricing',
        message: 'Price?',
        privacyAgree: true,
        tracking: { ref: partner.affiliateCode, utmCampaign: 'fall' },
      })
      .expect(201);
    const leads = await leadsOf(partner.id);
    expect(leads.map((l) => [l.customerEmail, l.customerFirstName, l.customerLastName, l.utmSource, l.utmCampaign])).toEqual([
      ['eli@example.org', 'Eli', '', 'google', null],
      ['fay@example.org', 'Fay', 'Gordon Hill', null, 'fall'],
    ]);
    expect((await reload(partner.id)).totalLeads).toBe(2);
  });

  it('credits a contact-form sender whose one-word name is longer than the partner lead columns', async () => {
    const partner = await insertAffiliate();
    const name = 'B'.repeat(120);
    await http()
      .post('/api/contact')
      .send({ name, email: 'long@example.org', subject: 'general', message: 'Hi', privacyAgree: true, tracking: { ref: partner.affiliateCode } })
      .expect(201);
    const [lead] = await leadsOf(partner.id);
    expect(lead.customerFirstName).toBe('B'.repeat(100));
  });

  it('flags a self-referral and a visitor who was a site lead before the link', async () => {
    const partner = await insertAffiliate();
    await http()
      .post('/api/submit-quiz')
      .send(quiz(partner.email, { ref: partner.affiliateCode }))
      .expect(201);
    await http().post('/api/discovery-leads').send({ firstName: 'Gil', email: 'gil@example.org' }).expect(201);
    await db.query(`UPDATE discovery_call_leads SET "createdAt" = now() - interval '1 day' WHERE email = 'gil@example.org'`);
    await http()
      .post('/api/submit-quiz')
      .send(quiz('gil@example.org', { ref: partner.affiliateCode }))
      .expect(201);
    expect((await leadsOf(partner.id)).map((l) => l.flag)).toEqual([AffiliateLeadFlag.SelfReferral, AffiliateLeadFlag.DuplicateSiteLead]);
  });
});

describe('submitAffiliateLead (POST /api/affiliate-leads)', () => {
  beforeEach(clean);

  it('records the customer for an active partner, notifies the office and never mails the customer', async () => {
    const partner = await insertAffiliate();
    const body = customer({
      affiliateCode: ` ${partner.affiliateCode!.toLowerCase()} `,
      leadType: 'done_deal',
      projectType: 'Barndominium',
      estimatedBudget: '350k-500k',
      timeframe: '6-12 months',
      landStatus: 'Owns 10 acres',
      notes: 'Call after 5 pm.',
    });
    const res = await http().post('/api/affiliate-leads').set('User-Agent', 'Partner-Phone/2').send(body).expect(201);
    expect(res.body).toEqual({ message: AFFILIATE_LEAD_RECEIVED_MESSAGE });
    const [lead] = await leadsOf(partner.id);
    expect(lead).toMatchObject({
      customerEmail: body.customerEmail,
      leadType: AffiliateLeadType.DoneDeal,
      source: 'partner form',
      notes: 'Call after 5 pm.',
      userAgent: 'Partner-Phone/2',
      flag: null,
    });
    expect((await reload(partner.id)).totalLeads).toBe(1);
    const [notice] = await outbox(BUSINESS_EMAIL);
    expect(notice.text).toContain('Owns 10 acres');
    expect(await outbox(body.customerEmail as string)).toEqual([]);
  });

  it("answers 422 'This affiliate code is not active.' for unknown, pending and suspended codes", async () => {
    const suspended = await insertAffiliate({ status: AffiliateStatus.Suspended });
    for (const affiliateCode of ['NOSUCHCODE', suspended.affiliateCode]) {
      const res = await http().post('/api/affiliate-leads').send(customer({ affiliateCode })).expect(422);
      expect(res.body).toEqual({ statusCode: 422, message: CODE_NOT_ACTIVE_MESSAGE, error: 'Unprocessable Entity' });
    }
    expect(await db.getRepository(AffiliateLead).count()).toBe(0);
  });

  it('answers every spec §5 message of the form', async () => {
    const res = await http().post('/api/affiliate-leads').send({ customerEmail: 'no', customerPhone: '555', leadType: 'hot' }).expect(400);
    expect(res.body.errors).toEqual([
      { field: 'affiliateCode', message: 'Affiliate code is required.' },
      { field: 'customerFirstName', message: 'Customer first name is required.' },
      { field: 'customerLastName', message: 'Customer last name is required.' },
      { field: 'customerEmail', message: 'Valid customer email is required.' },
      { field: 'customerPhone', message: 'Customer phone is required.' },
      { field: 'location', message: 'Location is required.' },
      { field: 'leadType', message: 'Lead type is required.' },
    ]);
    const partner = await insertAffiliate();
    const long = await http()
      .post('/api/affiliate-leads')
      .send(customer({ affiliateCode: partner.affiliateCode, notes: 'x'.repeat(2001) }))
      .expect(400);
    expect(long.body.errors).toEqual([{ field: 'notes', message: 'Notes must be at most 2000 characters.' }]);
  });

  it('works signed in (with the CSRF token)', async () => {
    const partner = await insertAffiliate();
    const signedIn = new Browser(app);
    await signedIn.signInAs(await createUser(app, { role: UserRole.Affiliate }));
    await signedIn.call('post', '/api/affiliate-leads', customer({ affiliateCode: partner.affiliateCode }), 201);
  });

  it('flags self-referrals (e-mail or phone), duplicates of a partner lead and of a site lead; an admin clears a flag', async () => {
    const partner = await insertAffiliate({ phone: '+1 (660) 555-4242' });
    const other = await insertAffiliate();
    const send = (overrides: object) =>
      http()
        .post('/api/affiliate-leads')
        .send(customer({ affiliateCode: partner.affiliateCode, ...overrides }))
        .expect(201);
    await send({ customerEmail: partner.email.toUpperCase() });
    await send({ customerPhone: '660.555.4242' });
    await http()
      .post('/api/affiliate-leads')
      .send(customer({ affiliateCode: other.affiliateCode, customerEmail: 'shared@example.org' }))
      .expect(201);
    await send({ customerEmail: 'shared@example.org' });
    await http().post('/api/contact').send({ name: 'Site Lead', email: 'site@example.org', subject: 'general', message: 'Hi', privacyAgree: true }).expect(201);
    await send({ customerEmail: 'site@example.org' });
    await send({});

    const leads = await leadsOf(partner.id);
    expect(leads.map((l) => l.flag)).toEqual([
      AffiliateLeadFlag.SelfReferral,
      AffiliateLeadFlag.SelfReferral,
      AffiliateLeadFlag.DuplicatePartnerLead,
      AffiliateLeadFlag.DuplicateSiteLead,
      null,
    ]);
    const detail = (await browser.call('get', `/api/admin/affiliates/${partner.id}`, undefined, 200)).body as AffiliateDetailResponseDto;
    expect(detail.leads.map((l) => [l.flag, l.earnsCommission])).toEqual([
      [null, true],
      [AffiliateLeadFlag.DuplicateSiteLead, false],
      [AffiliateLeadFlag.DuplicatePartnerLead, false],
      [AffiliateLeadFlag.SelfReferral, false],
      [AffiliateLeadFlag.SelfReferral, false],
    ]);

    const resolve = (id: number, expected: number) =>
      browser.call(
        'post',
        `/api/admin/referral-flags/${id}/resolve`,
        { decision: 'clear', reason: 'The first partner withdrew; this one brought the customer.' },
        expected,
      );
    const cleared = (await resolve(leads[2].id, 200)).body as ReferralFlagResponseDto;
    expect(cleared).toMatchObject({ id: leads[2].id, reviewState: 'cleared', commissionState: 'none' });
    expect(cleared.reviewedAt).not.toBeNull();
    const again = (await browser.call('get', `/api/admin/affiliates/${partner.id}`, undefined, 200)).body as AffiliateDetailResponseDto;
    expect(again.leads.find((l) => l.id === leads[2].id)).toMatchObject({
      flag: AffiliateLeadFlag.DuplicatePartnerLead,
      reviewState: 'cleared',
      earnsCommission: true,
    });
    expect((await resolve(leads[2].id, 409)).body.message).toBe(decisionRefusal(ReferralReviewState.Cleared, ReviewDecision.Clear));
    expect((await resolve(leads[4].id, 409)).body.message).toBe(decisionRefusal(null, ReviewDecision.Clear));
    expect((await resolve(2147483647, 404)).body.message).toBe(REFERRAL_NOT_FOUND_MESSAGE);
    expect(output.lines().some((line) => line.includes(`referral review resolved: affiliate lead ${leads[2].id}: cleared, by admin ${admin.id}`))).toBe(true);
  });
});

describe('the public-form rate limit', () => {
  beforeEach(clean);

  it('counts both affiliate forms against the shared per-IP budget and answers 429 with Retry-After past it', async () => {
    await http().post('/api/affiliate-leads').send({}).expect(400);
    const [{ key }] = (await db.query(`SELECT "key" FROM rate_limit_counters WHERE starts_with("key", 'public-forms:ip:')`)) as { key: string }[];
    await db.query('UPDATE rate_limit_counters SET hits = 1000000 WHERE "key" = $1', [key]);
    for (const url of ['/api/affiliate-leads', '/api/affiliate-registration']) {
      const res = await http().post(url).send(application()).expect(429);
      expect(res.body).toEqual({ statusCode: 429, message: RATE_LIMIT_MESSAGE, error: 'Too Many Requests' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
