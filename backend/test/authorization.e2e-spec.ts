import { Controller, Get, NotFoundException, Param, ParseIntPipe, Post, type INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { generateSecret } from 'otplib';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../src/common/auth/authenticated-user';
import { CurrentUser, Owned, Roles, SignedIn } from '../src/common/auth/roles.decorator';
import { AppConfig } from '../src/config/app-config';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MAIL_ATTEMPT_BUDGET } from '../src/mail/mail-delivery.job';
import { MailKind, MailStatus } from '../src/mail/mail.enums';
import { isOfficeRole, UserRole } from '../src/common/auth/user-role';
import { businessToday } from '../src/shared/business-calendar';
import { Deposit } from '../src/modules/deposits/entities/deposit.entity';
import { Design } from '../src/modules/designs/entities/design.entity';
import { DesignImage } from '../src/modules/designs/entities/design-image.entity';
import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity';
import { DiscoveryCallLead } from '../src/modules/leads/entities/discovery-call-lead.entity';
import { LeadTask } from '../src/modules/leads/entities/lead-task.entity';
import { LeadTaskKind } from '../src/modules/leads/leads.enums';
import { AffiliateLeadFlag, AffiliateStatus, PartnerResourceCategory, ReferralReviewState } from '../src/modules/affiliates/affiliates.enums';
import { AffiliateLead } from '../src/modules/affiliates/entities/affiliate-lead.entity';
import { Affiliate } from '../src/modules/affiliates/entities/affiliate.entity';
import { PartnerResource } from '../src/modules/affiliates/entities/partner-resource.entity';
import { FileStore } from '../src/modules/files/file-store';
import { FilePurpose } from '../src/modules/files/files.enums';
import { ROLE_NOT_ALLOWED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE, TWO_STEP_REQUIRED_MESSAGE } from '../src/common/auth/roles.guard';
import { Browser, cleanAuthTables, createUser, TEST_DOMAIN, testEmail, totpCode, type TestAccount } from './auth-helpers';
import { AffiliateLeadStatus } from '../src/modules/affiliates/affiliates.enums';
import { CommissionEntryKind, CommissionEntryStatus } from '../src/modules/commissions/commissions.enums';
import { CommissionEntry } from '../src/modules/commissions/entities/commission-entry.entity';
import { CommissionPayment } from '../src/modules/commissions/entities/commission-payment.entity';
import { cleanPartners, insertAffiliate, insertReferral } from './commission-helpers';
import { newAffiliateCode } from '../src/modules/affiliates/affiliate-code';
import { ContractorInquiryStatus, ContractorReviewStatus, ContractorStatus } from '../src/modules/contractors/contractors.enums';
import { ContractorReview } from '../src/modules/contractors/entities/contractor-review.entity';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { cleanDashboardListings, insertInquiry, insertListing } from './contractor-dashboard-helpers';
import { cleanPhotoFiles, insertContractorPhoto } from './contractor-photo-helpers';
import { ServiceArea } from '../src/modules/contractors/entities/service-area.entity';
import { createTestApp } from './test-app';
import { giveCredentials, insertCertificate } from './contractor-credentials-helpers';
import { InsuranceCertificateStatus } from '../src/modules/contractors/credentials/credentials.enums';
import { insertSignedDeposit, signedDepositBody } from './deposit-helpers';

// Sign-ins run argon2id (at its smallest cost under jest, see password-hasher.ts); give a loaded machine time.
jest.setTimeout(120_000);

/**
 * The authorization test, generated from the OpenAPI document: every operation that declares
 * `security` is called
 *   - anonymously                          → 401,
 *   - by a signed-in user of each role NOT in its `x-roles`  → 403,
 *   - by a user of each role in `x-roles`   → the case's `allowed` status (proves the call is real),
 *   - when it has an `x-owner`: by another user of an allowed role on the first user's resource → 404 or 403.
 * An operation with `security` and no entry in CASES fails the run: adding a guarded endpoint
 * means adding its case here (its path parameters, a valid body, and for owned resources how
 * to create one for a given user).
 */

type Params = Record<string, string | number>;
type TestUser = TestAccount;
interface OperationCase {
  /** Path parameters for a call by any user (e.g. a user whose role an admin changes). */
  params?: (app: INestApplication) => Promise<Params>;
  /** For `x-owner` operations: creates a resource belonging to `owner`; answers its path parameters. */
  owned?: (app: INestApplication, owner: TestUser) => Promise<Params>;
  /** A valid request body (so an allowed call succeeds); may be async (a current two-step code). */
  body?: (user: TestUser) => object;
  /** Prepares the user before an allowed call (e.g. two-step sign-in on or off); may answer the body to send instead of `body`. */
  before?: (app: INestApplication, user: TestUser, browser: Browser) => Promise<object | void>;
  query?: Record<string, string>;
  /** For `x-owner` operations: prepares the other user before their call (e.g. a listing of their own, so the 404 is the owner check's). */
  stranger?: (app: INestApplication, user: TestUser) => Promise<void>;
  /** For an operation on the caller's own staff record (updateStaffAvailability): the allowed call's path parameters naming the caller. */
  self?: (user: TestUser) => Params;
  /** A multipart upload (issue 30): these text fields and one file in the `file` field, instead of a JSON body. */
  multipart?: { fields: Record<string, string>; file: { bytes: Buffer; name: string; type: string } };
  /** Status of a call by an allowed role. */
  allowed: number;
}

/** A 1×1 PNG: the smallest real picture. */
const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const CASES: Record<string, OperationCase> = {
  getCurrentUser: { allowed: 200 },
  updateCurrentUser: { body: () => ({ firstName: 'Riley', phone: '(660) 555-0134' }), allowed: 200 },
  changePassword: { body: (user) => ({ currentPassword: user.password, newPassword: 'Brand-New-Barn-2025' }), allowed: 200 },
  listSessions: { allowed: 200 },
  endSessions: { body: (user) => ({ password: user.password }), allowed: 200 },
  changeUserRole: {
    params: async (app) => ({ id: (await createUser(app)).id }),
    body: () => ({ role: UserRole.Affiliate }),
    allowed: 200,
  },
  resendEmailConfirmation: {
    // The test users are created confirmed; this one has not opened its sign-up link yet.
    before: async (app, user) => void (await app.get(DataSource).query('UPDATE users SET "emailConfirmedAt" = NULL WHERE id = $1', [user.id])),
    allowed: 202,
  },
  startTwoStepSetup: { before: async (app, user) => void (await setSecret(app, user, null)), allowed: 200 },
  confirmTwoStepSetup: {
    body: () => ({ code: '000000' }),
    before: async (app, user, browser) => {
      await setSecret(app, user, null);
      const { secret } = (await browser.call('post', '/api/auth/two-step/setup', undefined, 200)).body as { secret: string };
      return { code: await totpCode(secret) };
    },
    allowed: 200,
  },
  disableTwoStep: { body: (user) => ({ password: user.password, code: '000000' }), before: passwordAndCode, allowed: 200 },
  regenerateRecoveryCodes: { body: (user) => ({ password: user.password, code: '000000' }), before: passwordAndCode, allowed: 200 },
  listFailedMail: { allowed: 200 },
  resendMail: { params: async (app) => ({ id: await failedMail(app) }), allowed: 200 },
  listSavedDesigns: { allowed: 200 },
  saveDesign: { params: async () => ({ idOrSlug: 'rose-mount' }), allowed: 200 },
  unsaveDesign: { params: async () => ({ idOrSlug: 'rose-mount' }), allowed: 204 },
  createDeposit: {
    body: () => ({ designId: 'oak', street: '7 Prairie Road', city: 'Cameron', zipCode: '64429', expectedStartDate: startDateInAYear() }),
    // The allowed call signs Oak's current reservation agreement, as the checkout page does.
    before: (app) =>
      signedDepositBody(app, { designId: 'oak', street: '7 Prairie Road', city: 'Cameron', zipCode: '64429', expectedStartDate: startDateInAYear() }),
    allowed: 201,
  },
  downloadDepositAgreement: {
    owned: async (app, owner) => ({ id: await insertSignedDeposit(app, owner.id) }),
    allowed: 200,
  },
  listDeposits: { allowed: 200 },
  runFollowUps: { body: () => ({ dryRun: true }), allowed: 200 },
  getLatestDeposit: {
    owned: async (app, owner) => {
      const db = app.get(DataSource);
      const { id: designId } = await db.getRepository(Design).findOneByOrFail({ slug: 'cedar-ridge' });
      await db.getRepository(Deposit).insert({
        userId: owner.id,
        designId,
        amount: app.get(AppConfig).depositAmountCents,
        street: '9 Bluff Road',
        city: 'Weston',
        state: 'MO',
        zipCode: '64098',
      });
      return { idOrSlug: 'cedar-ridge' };
    },
    allowed: 200,
  },
  // This app has no STRIPE_SECRET_KEY: the owner's call is real and answers the invoice provider's 409.
  startDepositPayment: {
    owned: async (app, owner) => {
      const db = app.get(DataSource);
      const { id: designId } = await db.getRepository(Design).findOneByOrFail({ slug: 'cedar-ridge' });
      const { identifiers } = await db.getRepository(Deposit).insert({
        userId: owner.id,
        designId,
        amount: app.get(AppConfig).depositAmountCents,
        street: '9 Bluff Road',
        city: 'Weston',
        state: 'MO',
        zipCode: '64098',
      });
      return { id: identifiers[0].id as number };
    },
    allowed: 409,
  },
  refundDeposit: {
    params: async (app) => ({ id: await paidDeposit(app) }),
    body: () => ({ amount: 100, reason: 'Refunded by check.' }),
    allowed: 201,
  },
  listAdminDeposits: { query: { status: 'pending', q: 'oak' }, allowed: 200 },
  getAdminDeposit: { params: async (app) => ({ id: await pendingDeposit(app) }), allowed: 200 },
  updateDepositStatus: {
    params: async (app) => ({ id: await pendingDeposit(app) }),
    body: () => ({ status: 'invoiced', note: 'Invoice sent today.' }),
    allowed: 200,
  },
  listUsers: { query: { role: UserRole.Admin }, allowed: 200 },
  getAdminDashboard: { query: { from: '2026-01-05', to: '2026-03-29' }, allowed: 200 },
  listLeads: { query: { status: 'pending', pageSize: '10' }, allowed: 200 },
  exportLeadsCsv: { query: { status: 'won' }, allowed: 200 },
  listLeadBoard: { query: { perColumn: '5', stale: 'false' }, allowed: 200 },
  getResponseTimeReport: { query: { from: '2026-01-05', to: '2026-03-29' }, allowed: 200 },
  getSourceReport: { query: { from: '2026-01-01', to: '2026-03-31', touch: 'last', groupBy: 'medium' }, allowed: 200 },
  exportSourceReportCsv: { query: { from: '2026-01-01', to: '2026-03-31' }, allowed: 200 },
  upsertMarketingSpend: { body: () => ({ month: '2026-02', source: 'facebook', amountCents: 125_000 }), allowed: 200 },
  getLead: { params: async (app) => ({ id: (await insertLead(app)).id }), allowed: 200 },
  getLeadTimeline: { params: async (app) => ({ id: (await insertLead(app)).id }), query: { page: '2', pageSize: '10' }, allowed: 200 },
  updateLead: {
    params: async (app) => ({ id: (leadToUpdate = await insertLead(app)).id }),
    body: () => ({ status: 'contacted', updatedAt: new Date().toISOString() }),
    // The page sends the updatedAt it read.
    before: async () => ({ status: 'contacted', updatedAt: leadToUpdate!.updatedAt.toISOString() }),
    allowed: 200,
  },
  reassignLeads: {
    before: async (app) => ({ leadIds: [(await insertLead(app)).id], toOwnerId: (await createUser(app, { role: UserRole.Sales })).id }),
    allowed: 200,
  },
  listStaff: { allowed: 200 },
  updateStaffAvailability: {
    params: async (app) => ({ id: (await createUser(app, { role: UserRole.Sales })).id }),
    self: (user) => ({ id: user.id }),
    body: () => ({ pausedUntil: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
    allowed: 200,
  },
  getLeadRoutingSettings: { allowed: 200 },
  updateLeadRoutingSettings: { body: () => ({ defaultOwnerId: null }), allowed: 200 },
  addLeadNote: { params: async (app) => ({ id: (await insertLead(app)).id }), body: () => ({ body: 'Called; wants the Oak.' }), allowed: 201 },
  listDuplicateLeads: { query: { reason: 'same_phone' }, allowed: 200 },
  mergeLeads: {
    params: async (app) => ({ id: (await insertLead(app)).id }),
    before: async (app) => ({ mergeLeadId: (await insertLead(app)).id }),
    allowed: 200,
  },
  addLeadReferralCode: {
    params: async (app) => ({ id: (await insertLead(app)).id }),
    before: async (app) => ({ code: (await insertAffiliate(app.get(DataSource), { affiliateCode: newAffiliateCode() })).affiliateCode }),
    allowed: 201,
  },
  dismissDuplicateLeads: {
    params: async (app) => ({ id: (await insertLead(app)).id }),
    before: async (app) => ({ otherLeadId: (await insertLead(app)).id }),
    allowed: 204,
  },
  sendLeadEmail: {
    params: async (app) => ({ id: (await insertLead(app)).id }),
    body: () => ({ subject: 'Your barndominium plans', text: 'Hi, when suits you for a call?' }),
    allowed: 201,
  },
  listInboundMailRejections: { allowed: 200 },
  updateLeadNote: { owned: (app, owner) => leadNote(app, owner), body: () => ({ body: 'Called twice; wants the Oak.' }), allowed: 200 },
  deleteLeadNote: { owned: (app, owner) => leadNote(app, owner), allowed: 204 },
  logLeadContact: { params: async (app) => ({ id: (await insertLead(app)).id }), body: () => ({ kind: 'call', note: 'Left a voicemail.' }), allowed: 201 },
  createLeadTask: {
    params: async (app) => ({ id: (await insertLead(app)).id }),
    // The caller is staff, so they may hold the task.
    body: (user) => ({ kind: 'call_back', dueAt: new Date(Date.now() + 86_400_000).toISOString(), assigneeId: user.id }),
    allowed: 201,
  },
  updateLeadTask: {
    params: async (app) => {
      taskToUpdate = await insertTask(app);
      return { id: taskToUpdate.leadId, taskId: taskToUpdate.id };
    },
    body: () => ({ done: true, updatedAt: new Date().toISOString() }),
    // The page sends the updatedAt it read.
    before: async () => ({ done: true, updatedAt: taskToUpdate!.updatedAt.toISOString() }),
    allowed: 200,
  },
  listMyWork: { query: { section: 'overdue', pageSize: '10' }, allowed: 200 },
  listQuoteRequests: { query: { status: 'new' }, allowed: 200 },
  getQuoteRequest: { params: async (app) => ({ id: await insertQuoteRequest(app) }), allowed: 200 },
  updateQuoteRequest: { params: async (app) => ({ id: await insertQuoteRequest(app) }), body: () => ({ status: 'replied' }), allowed: 200 },
  sendQuoteRequestEmail: {
    params: async (app) => ({ id: await insertQuoteRequest(app) }),
    body: () => ({ subject: 'Re: Pricing Questions', text: 'Thanks for asking about the Oak: here are the numbers.' }),
    allowed: 201,
  },
  listAffiliates: { query: { status: 'pending', q: 'authz' }, allowed: 200 },
  getAffiliate: { params: async (app) => ({ id: (await insertPartner(app, AffiliateStatus.Active)).id }), allowed: 200 },
  approveAffiliate: { params: async (app) => ({ id: (await insertPartner(app, AffiliateStatus.Pending)).id }), allowed: 200 },
  updateAffiliate: {
    params: async (app) => ({ id: (await insertPartner(app, AffiliateStatus.Active)).id }),
    body: () => ({ status: 'suspended', commissionRate: 15 }),
    allowed: 200,
  },
  listReferralFlags: { query: { state: 'under_review', kind: 'partner_email', sort: 'flaggedAt', order: 'asc', pageSize: '10' }, allowed: 200 },
  resolveReferralFlag: {
    params: async (app) => ({ id: await flaggedAffiliateLead(app) }),
    body: () => ({ decision: 'clear', reason: 'Checked with the customer: a real referral.' }),
    allowed: 200,
  },
  listAffiliateLeads: { query: { leadStatus: 'new', flagged: 'false', pageSize: '10' }, allowed: 200 },
  updateAffiliateLeadStage: {
    params: async (app) => ({ id: (await insertReferral(app.get(DataSource), (await insertAffiliate(app.get(DataSource))).id)).id }),
    body: () => ({ leadStatus: 'contacted', leadQuality: 'warm' }),
    allowed: 200,
  },
  getAffiliateLead: {
    params: async (app) => ({ id: (await insertReferral(app.get(DataSource), (await insertAffiliate(app.get(DataSource))).id)).id }),
    allowed: 200,
  },
  listPayableCommissions: { params: async (app) => ({ id: (await earnedCommission(app)).affiliateId }), allowed: 200 },
  listCommissionPayments: { query: { status: 'pending', sort: 'amount' }, allowed: 200 },
  exportCommissionPayoutCsv: { query: { minimumCents: '100' }, allowed: 200 },
  // Issue 30: nobody is paid by ACH here, so an allowed call reaches the service and is told there is nothing to put in the file.
  exportNachaPayoutFile: { allowed: 409 },
  export1099List: { query: { year: '2025' }, allowed: 200 },
  export1099ListWithFullTins: { query: { year: '2025' }, allowed: 200 },
  createCommissionPayment: {
    // Each allowed call gets a fresh earned commission to pay.
    before: async (app) => {
      const { affiliateId, entryId } = await earnedCommission(app);
      return { affiliateId, commissionEntryIds: [entryId], paymentMethod: 'PayPal' };
    },
    body: () => ({ affiliateId: 1, commissionEntryIds: [1], paymentMethod: 'PayPal' }),
    allowed: 201,
  },
  // The partner's own statement: the signed-in affiliate gets a partner row linked to the account first.
  getMyTaxAndPayout: { before: async (app, user) => void (await insertAffiliate(app.get(DataSource), { userId: user.id })), allowed: 200 },
  submitW9: {
    before: async (app, user) => void (await insertAffiliate(app.get(DataSource), { userId: user.id, w9Submitted: 'false' })),
    body: () => ({
      legalName: 'Riley Partner',
      taxClassification: 'individual',
      address: '210 E Main St',
      city: 'Ozark',
      state: 'MO',
      zipCode: '65721',
      tinType: 'ssn',
      tin: '234-56-7890',
      signatureName: 'Riley Partner',
      certify: true,
    }),
    allowed: 200,
  },
  setMyPayoutMethod: {
    before: async (app, user) => void (await insertAffiliate(app.get(DataSource), { userId: user.id })),
    body: () => ({ method: 'ach', routingNumber: '101000019', accountNumber: '0012345678', accountType: 'checking' }),
    allowed: 200,
  },
  getMyAffiliate: { before: async (app, user) => void (await insertAffiliate(app.get(DataSource), { userId: user.id })), allowed: 200 },
  getMyAffiliateSummary: { before: async (app, user) => void (await insertAffiliate(app.get(DataSource), { userId: user.id })), allowed: 200 },
  // Issue 30's partner resources: the office uploads and deletes; the office and active partners list and download.
  uploadPartnerResource: {
    multipart: {
      fields: { title: 'Program rules', description: 'How referrals are credited and paid.', category: 'program_rules' },
      file: { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'rules.pdf', type: 'application/pdf' },
    },
    allowed: 201,
  },
  deletePartnerResource: { params: async (app) => ({ id: await partnerResource(app) }), allowed: 204 },
  listPartnerResources: { before: activePartnerOf, allowed: 200 },
  // Issue 31's plans: the office edits a plan's words and status and manages its pictures (a fresh test plan each call).
  listAdminDesigns: { query: { status: 'active', sort: 'pictures', order: 'desc' }, allowed: 200 },
  getAdminDesign: { params: async (app) => ({ id: await authzPlan(app) }), allowed: 200 },
  updateDesign: {
    params: async (app) => ({ id: await authzPlan(app) }),
    body: () => ({ description: 'A plan the authorization test edits.', updatedAt: new Date().toISOString() }),
    // The allowed call sends the updatedAt it read, as the edit page does.
    before: async (app) => ({ description: 'A plan the authorization test edits.', updatedAt: await authzPlanUpdatedAt(app) }),
    allowed: 200,
  },
  uploadDesignImage: {
    params: async (app) => ({ id: await authzPlan(app) }),
    multipart: { fields: { kind: 'floor_plan', altText: 'Floor plan of the test plan' }, file: { bytes: PNG_PIXEL, name: 'plan.png', type: 'image/png' } },
    allowed: 201,
  },
  updateDesignImage: { params: async (app) => authzPlanImage(app), body: () => ({ caption: 'The front porch' }), allowed: 200 },
  deleteDesignImage: { params: async (app) => authzPlanImage(app), allowed: 204 },
  downloadPartnerResource: { params: async (app) => ({ id: await partnerResource(app) }), before: activePartnerOf, allowed: 200 },
  listMyAffiliateLeads: {
    query: { leadStatus: 'new', sort: 'commission' },
    before: async (app, user) => void (await insertAffiliate(app.get(DataSource), { userId: user.id })),
    allowed: 200,
  },
  getMyReferralStats: {
    query: { weeks: '4' },
    before: async (app, user) => void (await insertAffiliate(app.get(DataSource), { userId: user.id })),
    allowed: 200,
  },
  listMyCommissionPayments: {
    query: { status: 'paid' },
    before: async (app, user) => void (await insertAffiliate(app.get(DataSource), { userId: user.id })),
    allowed: 200,
  },
  updateCommissionPayment: { params: async (app) => ({ id: await pendingCommissionPayment(app) }), body: () => ({ status: 'cancelled' }), allowed: 200 },
  listAdminContractors: { query: { status: 'pending', q: 'authz', sort: 'name' }, allowed: 200 },
  getAdminContractor: { params: async (app) => ({ id: (await insertAdminListing(app, ContractorStatus.Approved)).id }), allowed: 200 },
  reviewContractorApplication: {
    params: async (app) => ({ id: (await insertAdminListing(app, ContractorStatus.Pending)).id }),
    body: () => ({ decision: 'approve' }),
    allowed: 200,
  },
  updateContractorStatus: {
    params: async (app) => ({ id: (await insertAdminListing(app, ContractorStatus.Approved)).id }),
    body: () => ({ status: 'unpublished' }),
    allowed: 200,
  },
  verifyContractor: {
    // Verified is backed by a license record and an approved certificate (issue 31).
    params: async (app) => {
      const listing = await insertAdminListing(app, ContractorStatus.Approved);
      await giveCredentials(app.get(DataSource), listing.id);
      return { id: listing.id };
    },
    body: () => ({ action: 'verify', licenseNumber: 'MO-AUTHZ-1', note: 'Documents checked.' }),
    allowed: 200,
  },
  // Issue 31's credentials: the office's license records, certificate review and expiring list.
  getContractorCredentials: { params: async (app) => ({ id: (await insertAdminListing(app, ContractorStatus.Approved)).id }), allowed: 200 },
  upsertContractorLicense: {
    params: async (app) => ({ id: (await insertAdminListing(app, ContractorStatus.Approved)).id }),
    multipart: {
      fields: {
        trade: 'general_contractor',
        jurisdictionKind: 'city_or_county',
        jurisdictionName: 'Kansas City',
        number: 'GC-AUTHZ',
        issuer: 'City of Kansas City, Missouri',
      },
      file: { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'license.pdf', type: 'application/pdf' },
    },
    allowed: 200,
  },
  deleteContractorLicense: { params: async (app) => ({ id: await licenseWithDocument(app) }), allowed: 204 },
  downloadContractorLicenseDocument: { params: async (app) => ({ id: await licenseWithDocument(app) }), allowed: 200 },
  listExpiringCertificates: { query: { state: 'expiring', sort: 'contractorName', order: 'desc' }, allowed: 200 },
  reviewInsuranceCertificate: {
    params: async (app) => {
      const listing = await insertAdminListing(app, ContractorStatus.Approved);
      return { id: (await insertCertificate(app.get(DataSource), listing.id, { status: InsuranceCertificateStatus.Pending, reviewedAt: null })).id };
    },
    body: () => ({ decision: 'approve' }),
    allowed: 200,
  },
  downloadInsuranceCertificate: {
    params: async (app) => ({ id: (await insertCertificate(app.get(DataSource), (await insertAdminListing(app, ContractorStatus.Approved)).id)).id }),
    allowed: 200,
  },
  listReviewsForModeration: { query: { status: 'pending', pageSize: '10' }, allowed: 200 },
  moderateContractorReview: {
    params: async (app) => ({ id: await pendingContractorReview(app) }),
    body: () => ({ status: 'published', verifiedCustomer: true }),
    allowed: 200,
  },
  // The Contractor Dashboard: the signed-in contractor gets a listing linked to the account first; for
  // another contractor's area or inquiry, the stranger has a listing of their own.
  getMyContractorProfile: { before: contractorListing, allowed: 200 },
  updateMyContractorProfile: {
    before: contractorListing,
    body: () => ({ description: 'Framing crews for SIP shells and shops.', specialties: ['carpentry'] }),
    allowed: 200,
  },
  addMyServiceArea: { before: contractorListing, body: () => ({ zipCode: '64501', radius: 25 }), allowed: 201 },
  updateMyServiceArea: {
    owned: async (app, owner) => ({ id: await listingArea(app, owner) }),
    stranger: contractorListing,
    body: () => ({ zipCode: '64068', radius: 40 }),
    allowed: 200,
  },
  // Two areas, so removing one is allowed (the last one stays).
  removeMyServiceArea: { owned: async (app, owner) => ({ id: await listingArea(app, owner, 2) }), stranger: contractorListing, allowed: 204 },
  listMyContractorInquiries: { before: contractorListing, query: { status: 'new', sort: 'name', order: 'asc' }, allowed: 200 },
  // Issue 31: the contractor's own certificates of insurance (found through the caller's listing: nothing to own by id).
  listMyInsuranceCertificates: { before: contractorListing, allowed: 200 },
  uploadInsuranceCertificate: {
    before: contractorListing,
    multipart: {
      fields: { insurer: 'Heartland Mutual', policyNumber: 'GL-AUTHZ', coverageCents: '100000000', expiresOn: startDateInAYear() },
      file: { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'certificate.pdf', type: 'application/pdf' },
    },
    allowed: 201,
  },
  updateContractorInquiry: {
    owned: async (app, owner) => {
      const db = app.get(DataSource);
      return { id: (await insertInquiry(db, (await insertListing(db, owner.id)).id)).id };
    },
    stranger: contractorListing,
    body: () => ({ status: 'closed' }),
    allowed: 200,
  },
  // issue 31: reviews from real jobs.
  markInquiryJobDone: {
    owned: async (app, owner) => {
      const db = app.get(DataSource);
      return { id: (await insertInquiry(db, (await insertListing(db, owner.id)).id)).id };
    },
    stranger: contractorListing,
    allowed: 200,
  },
  listMyContractorReviews: { before: contractorListing, query: { page: '1', pageSize: '10' }, allowed: 200 },
  replyToContractorReview: {
    owned: async (app, owner) => {
      const db = app.get(DataSource);
      const listing = await insertListing(db, owner.id);
      const { identifiers } = await db.getRepository(ContractorReview).insert({
        contractorId: listing.id,
        rating: 4,
        body: 'An authorization test review of at least twenty characters.',
        reviewerName: 'Authz Reviewer',
        reviewerEmail: 'authz-reviewer@example.org',
        status: ContractorReviewStatus.Published,
      });
      return { id: identifiers[0].id as number };
    },
    stranger: contractorListing,
    body: () => ({ body: 'Thank you for the kind words about the framing.' }),
    allowed: 201,
  },
  listAdminContractorInquiries: {
    params: async (app) => ({ id: (await insertAdminListing(app, ContractorStatus.Approved)).id }),
    query: { status: 'new' },
    allowed: 200,
  },
  markInquiryJobDoneByOffice: {
    params: async (app) => ({ id: (await insertInquiry(app.get(DataSource), (await insertAdminListing(app, ContractorStatus.Approved)).id)).id }),
    allowed: 200,
  },
  resendContractorReviewLink: {
    // A job marked done two days ago whose link was never used.
    params: async (app) => {
      const db = app.get(DataSource);
      const listing = await insertAdminListing(app, ContractorStatus.Approved);
      const inquiry = await insertInquiry(db, listing.id, { status: ContractorInquiryStatus.JobDone });
      await db.query(
        `INSERT INTO contractor_review_links ("inquiryId", "contractorId", "tokenHash", "expiresAt", "markedBy") VALUES ($1, $2, $3, now() + interval '58 days', 'office')`,
        [inquiry.id, listing.id, randomBytes(32).toString('hex')],
      );
      return { id: inquiry.id };
    },
    allowed: 200,
  },
  // Issue 31's portfolio photos: the contractor uploads, lists, edits and deletes their own; the office lists and moderates.
  uploadContractorPhoto: {
    before: contractorListing,
    multipart: { fields: { altText: 'Finished SIP shop near Cameron' }, file: { bytes: PNG_PIXEL, name: 'shop.png', type: 'image/png' } },
    allowed: 201,
  },
  listMyContractorPhotos: { before: contractorListing, query: { status: 'pending', pageSize: '10' }, allowed: 200 },
  updateMyContractorPhoto: {
    owned: async (app, owner) => ({ id: await contractorPhoto(app, owner.id) }),
    stranger: contractorListing,
    body: () => ({ altText: 'Front porch of a finished barndominium', position: 1 }),
    allowed: 200,
  },
  deleteMyContractorPhoto: { owned: async (app, owner) => ({ id: await contractorPhoto(app, owner.id) }), stranger: contractorListing, allowed: 204 },
  listContractorPhotosForModeration: { query: { status: 'pending', pageSize: '10' }, allowed: 200 },
  moderateContractorPhoto: { params: async (app) => ({ id: await contractorPhoto(app, null) }), body: () => ({ status: 'approved' }), allowed: 200 },
};

/** A license record of a fresh listing with its document in the file store; its id. */
async function licenseWithDocument(app: INestApplication): Promise<number> {
  const listing = await insertAdminListing(app, ContractorStatus.Approved);
  const file = await app.get(FileStore).put({
    purpose: FilePurpose.LicenseDocument,
    bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    contentType: 'application/pdf',
    fileName: 'license.pdf',
    createdBy: null,
  });
  const { license } = await giveCredentials(app.get(DataSource), listing.id);
  await app.get(DataSource).query('UPDATE contractor_licenses SET "documentFileId" = $1 WHERE id = $2', [file.id, license.id]);
  return license.id;
}

/** A pending portfolio photo of a listing of `ownerId` (a fresh office-side listing when null); answers its id. */
async function contractorPhoto(app: INestApplication, ownerId: number | null): Promise<number> {
  const listing = ownerId === null ? await insertAdminListing(app, ContractorStatus.Approved) : await insertListing(app.get(DataSource), ownerId);
  return insertContractorPhoto(app, listing.id, ownerId);
}

/** A contractor listing written straight to the database (its e-mail in the test domain: an approval makes an account of it). */
async function insertAdminListing(app: INestApplication, status: ContractorStatus): Promise<Contractor> {
  const suffix = randomBytes(4).toString('hex');
  return app
    .get(DataSource)
    .getRepository(Contractor)
    .save({ slug: `authz-${suffix}`, name: `Authz Contractor ${suffix}`, email: testEmail('authz-contractor'), contactName: 'Authz Tester', status });
}

/** A pending review of a fresh approved listing; answers its id. */
async function pendingContractorReview(app: INestApplication): Promise<number> {
  const listing = await insertAdminListing(app, ContractorStatus.Approved);
  const { identifiers } = await app.get(DataSource).getRepository(ContractorReview).insert({
    contractorId: listing.id,
    rating: 4,
    body: 'An authorization test review of at least twenty characters.',
    reviewerName: 'Authz Reviewer',
    reviewerEmail: 'authz-reviewer@example.org',
    status: ContractorReviewStatus.Pending,
  });
  return identifiers[0].id as number;
}

/** A listing linked to the contractor's account. */
async function contractorListing(app: INestApplication, user: TestUser): Promise<void> {
  await insertListing(app.get(DataSource), user.id);
}

/** A listing of the contractor with `areas` service areas: the first one's id. */
async function listingArea(app: INestApplication, owner: TestUser, areas = 1): Promise<number> {
  const db = app.get(DataSource);
  const areaZips = [
    { zip: '64068', radius: 30 },
    { zip: '64501', radius: 20 },
  ].slice(0, areas);
  const listing = await insertListing(db, owner.id, { areaZips });
  const [area] = await db.getRepository(ServiceArea).find({ where: { contractorId: listing.id }, order: { id: 'ASC' } });
  return area.id;
}

/** A partner's converted referral whose commission is earned (hold over): its ids. */
async function earnedCommission(app: INestApplication): Promise<{ affiliateId: number; entryId: number }> {
  const db = app.get(DataSource);
  const partner = await insertAffiliate(db);
  const lead = await insertReferral(db, partner.id, { leadStatus: AffiliateLeadStatus.Converted });
  const { identifiers } = await db.getRepository(CommissionEntry).insert({
    affiliateId: partner.id,
    affiliateLeadId: lead.id,
    kind: CommissionEntryKind.Commission,
    amountCents: 50_000,
    status: CommissionEntryStatus.Earned,
    earnedAt: new Date(),
  });
  return { affiliateId: partner.id, entryId: identifiers[0].id as number };
}

/** A pending payment holding one earned commission: its id. */
async function pendingCommissionPayment(app: INestApplication): Promise<number> {
  const db = app.get(DataSource);
  const { affiliateId, entryId } = await earnedCommission(app);
  const { identifiers } = await db.getRepository(CommissionPayment).insert({ affiliateId, amount: 500, paymentMethod: 'PayPal' });
  await db.getRepository(CommissionEntry).update(entryId, { paymentId: identifiers[0].id as number });
  return identifiers[0].id as number;
}

let leadToUpdate: DiscoveryCallLead | undefined;
let taskToUpdate: LeadTask | undefined;

/** An open next step on a fresh lead, due tomorrow, held by nobody yet. */
async function insertTask(app: INestApplication): Promise<LeadTask> {
  const lead = await insertLead(app);
  return app
    .get(DataSource)
    .getRepository(LeadTask)
    .save({ leadId: lead.id, kind: LeadTaskKind.CallBack, dueAt: new Date(Date.now() + 86_400_000), assigneeId: null, note: null });
}

/** A referral partner written straight to the database (its e-mail in the test domain: an approval makes an account of it). */
async function insertPartner(app: INestApplication, status: AffiliateStatus): Promise<Affiliate> {
  const repository = app.get(DataSource).getRepository(Affiliate);
  return repository.save(
    repository.create({
      email: testEmail('authz-partner'),
      firstName: 'Authz',
      lastName: 'Partner',
      phone: '(816) 555-0190',
      address: '1 Test Road',
      city: 'Cameron',
      state: 'MO',
      zipCode: '64429',
      affiliateCode: status === AffiliateStatus.Pending ? null : `AZ${randomBytes(3).toString('hex').toUpperCase()}`,
      status,
    }),
  );
}

/** A self-referral flagged lead of a fresh partner; answers its id. */
/** A partner resource with a one-page PDF in the file store; its id. */
async function partnerResource(app: INestApplication): Promise<number> {
  const db = app.get(DataSource);
  const file = await app.get(FileStore).put({
    purpose: FilePurpose.PartnerResource,
    bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    contentType: 'application/pdf',
    fileName: 'brochure.pdf',
    createdBy: null,
  });
  const row = await db
    .getRepository(PartnerResource)
    .save({ title: 'Brochure', description: 'Our SIP homes in one page.', category: PartnerResourceCategory.Brochure, fileId: file.id });
  return row.id;
}

/** An affiliate caller gets an active partner row (resources are for active partners only); the office needs none. */
async function activePartnerOf(app: INestApplication, user: TestUser): Promise<void> {
  if (user.role === UserRole.Affiliate) await insertAffiliate(app.get(DataSource), { userId: user.id, status: AffiliateStatus.Active });
}

async function flaggedAffiliateLead(app: INestApplication): Promise<number> {
  const affiliate = await insertPartner(app, AffiliateStatus.Active);
  const { identifiers } = await app.get(DataSource).getRepository(AffiliateLead).insert({
    affiliateId: affiliate.id,
    customerFirstName: 'Authz',
    customerLastName: 'Partner',
    customerEmail: affiliate.email,
    customerPhone: affiliate.phone,
    location: 'Cameron',
    flag: AffiliateLeadFlag.SelfReferral,
    reviewState: ReferralReviewState.UnderReview,
  });
  return identifiers[0].id as number;
}

/** A pending lead written straight to the database. */
async function insertLead(app: INestApplication): Promise<DiscoveryCallLead> {
  const email = `authz-${randomBytes(6).toString('hex')}@leads.example`;
  return app
    .get(DataSource)
    .getRepository(DiscoveryCallLead)
    .save({ email, emailKey: email, firstName: 'Authz', accessToken: randomBytes(32).toString('base64url') });
}

/** A note by `author` on a fresh lead; answers the path parameters of updateLeadNote and deleteLeadNote. */
async function leadNote(app: INestApplication, author: TestUser): Promise<Params> {
  const lead = await insertLead(app);
  const [{ id }] = await app
    .get(DataSource)
    .query<{ id: number }[]>(`INSERT INTO lead_notes ("leadId", "authorId", body) VALUES ($1, $2, 'Left a voicemail.') RETURNING id`, [lead.id, author.id]);
  return { id: lead.id, noteId: id };
}

/** A new quote request (contact message) written straight to the database; answers its id. */
async function insertQuoteRequest(app: INestApplication): Promise<number> {
  const { identifiers } = await app
    .get(DataSource)
    .getRepository(ContactMessage)
    .insert({ name: 'Authz Test', email: 'authz@quotes.example', subject: 'general', message: 'Hello.' });
  return identifiers[0].id as number;
}

const AUTHZ_PLAN_PREFIX = 'zz-authz-plan-';
let authzPlans = 0;
let lastAuthzPlan = 0;

/** A fresh draft plan for one call (removed in afterAll); answers its id. */
async function authzPlan(app: INestApplication): Promise<number> {
  const designs = app.get(DataSource).getRepository(Design);
  const plan = await designs.save(
    designs.create({
      slug: `${AUTHZ_PLAN_PREFIX}${process.pid}-${++authzPlans}`,
      name: `Authorization Test Plan ${process.pid}-${authzPlans}`,
      category: 'Residential' as Design['category'],
      style: 'modern' as Design['style'],
      status: 'draft' as Design['status'],
      bedrooms: 2,
      bathrooms: 1,
      squareFeet: 900,
      livingSquareFeet: 900,
      roofRValue: 33,
    }),
  );
  lastAuthzPlan = plan.id;
  return plan.id;
}

/** The updatedAt of the plan authzPlan made last, as the edit page read it. */
async function authzPlanUpdatedAt(app: INestApplication): Promise<string> {
  return (await app.get(DataSource).getRepository(Design).findOneByOrFail({ id: lastAuthzPlan })).updatedAt.toISOString();
}

/** A fresh plan with one picture row (no stored sizes: the operations under test never read them); its path parameters. */
async function authzPlanImage(app: INestApplication): Promise<Params> {
  const id = await authzPlan(app);
  const image = await app.get(DataSource).getRepository(DesignImage).save({ designId: id, imageUrl: '/images/test.webp', altText: 'The front of the house' });
  return { id, imageId: image.id };
}

/** A fresh buyer's pending deposit on the Oak plan; answers its id. */
async function pendingDeposit(app: INestApplication): Promise<number> {
  const db = app.get(DataSource);
  const buyer = await createUser(app);
  const { id: designId } = await db.getRepository(Design).findOneByOrFail({ slug: 'oak' });
  const { identifiers } = await db
    .getRepository(Deposit)
    .insert({ userId: buyer.id, designId, amount: 250_000, street: '7 Prairie Road', city: 'Cameron', state: 'MO', zipCode: '64429' });
  return identifiers[0].id as number;
}

/** A fresh buyer's invoice deposit the office recorded paid (paidAt set); answers its id. */
async function paidDeposit(app: INestApplication): Promise<number> {
  const id = await pendingDeposit(app);
  await app
    .get(DataSource)
    .getRepository(Deposit)
    .update(id, { status: 'paid' as Deposit['status'], paidAt: new Date() });
  return id;
}

/** Sets (or clears) the user's two-step secret straight in the database. */
async function setSecret(app: INestApplication, user: TestUser, secret: string | null): Promise<void> {
  await app.get(DataSource).query('UPDATE users SET "totpSecret" = $2, "totpLastStep" = NULL WHERE id = $1', [user.id, secret]);
  user.totpSecret = secret;
}

/** The password and a current code of an enrolled user (enrolling users that are not). */
async function passwordAndCode(app: INestApplication, user: TestUser): Promise<object> {
  if (!user.totpSecret) await setSecret(app, user, generateSecret());
  return { password: user.password, code: await totpCode(user.totpSecret!) };
}

/** An outbox e-mail that delivery gave up on: its id. */
async function failedMail(app: INestApplication): Promise<number> {
  const rows = (
    await app.get(DataSource).getRepository(MailOutbox).insert({
      to: 'office@builder.example',
      subject: 'New quiz lead: Robin',
      text: 'A new lead took the readiness quiz.',
      kind: MailKind.BusinessNotice,
      status: MailStatus.Failed,
      attempts: MAIL_ATTEMPT_BUDGET[MailKind.BusinessNotice],
      failedAt: new Date(),
    })
  ).identifiers;
  return rows[0].id as number;
}

/** A valid expected start date for a deposit: a year from today in Missouri. */
function startDateInAYear(): string {
  const today = businessToday();
  return `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
}

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  operationId: string;
  roles: UserRole[];
  owner?: string;
}

interface OpenApiOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  'x-roles'?: UserRole[];
  'x-owner'?: string;
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>>; security?: unknown[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ALL_ROLES = Object.values(UserRole);

function operationsOf(document: OpenApiDocument): { secured: Operation[]; all: (Operation & { secured: boolean })[] } {
  const all: (Operation & { secured: boolean })[] = [];
  for (const [apiPath, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const secured = Boolean(op.security?.length ?? document.security?.length);
      all.push({ method, path: apiPath, operationId: op.operationId, roles: op['x-roles'] ?? [], owner: op['x-owner'], secured });
    }
  }
  return { secured: all.filter((op) => op.secured), all };
}

// The committed document (what the front end is generated from) drives the test list; the
// first test checks that the running app declares exactly the same secured operations.
const committed = JSON.parse(readFileSync(path.resolve(__dirname, '../../openapi/openapi.json'), 'utf8')) as OpenApiDocument;
const { secured: SECURED, all: ALL } = operationsOf(committed);

const fill = (apiPath: string, params: Params = {}) =>
  apiPath.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`No value for path parameter {${name}} of ${apiPath}`);
    return encodeURIComponent(String(params[name]));
  });

/** A signed-in user of the role (admins enrolled in two-step sign-in, unless `twoStep` is false). */
async function signedIn(app: INestApplication, role: UserRole, { twoStep = true } = {}): Promise<{ user: TestUser; browser: Browser }> {
  const user = await createUser(app, { role, ...(twoStep ? {} : { totpSecret: null }) });
  const browser = new Browser(app);
  await browser.signInAs(user);
  return { user, browser };
}

/** Path parameters for a call: the case's own, or a resource owned by a fresh user of an allowed role. */
async function paramsFor(app: INestApplication, op: Operation, spec: OperationCase): Promise<Params> {
  if (spec.owned) return spec.owned(app, (await signedIn(app, op.roles[0])).user);
  return spec.params ? spec.params(app) : {};
}

function call(app: INestApplication, op: Operation, spec: OperationCase, params: Params, browser?: Browser, user?: TestUser, body?: object): request.Test {
  const url = fill(op.path, params);
  const req = browser ? browser.send(op.method, url) : request(app.getHttpServer())[op.method](url);
  if (spec.query) req.query(spec.query);
  if (spec.multipart) {
    for (const [name, value] of Object.entries(spec.multipart.fields)) req.field(name, value);
    return req.attach('file', spec.multipart.file.bytes, { filename: spec.multipart.file.name, contentType: spec.multipart.file.type });
  }
  if (body) req.send(body);
  else if (spec.body && op.method !== 'get')
    req.send(spec.body(user ?? { id: 0, email: 'anonymous@example.org', password: 'unused-password', role: UserRole.User, totpSecret: null }));
  return req;
}

/** The status another user (same role as the owner) gets on the owner's resource. */
async function strangerStatus(app: INestApplication, op: Operation, spec: OperationCase): Promise<number> {
  const owner = await signedIn(app, op.roles[0]);
  const params = await spec.owned!(app, owner.user);
  const stranger = await signedIn(app, op.roles[0]);
  await spec.stranger?.(app, stranger.user);
  return (await call(app, op, spec, params, stranger.browser, stranger.user)).status;
}

describe('authorization of every secured operation in the OpenAPI document', () => {
  let app: INestApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
  });

  afterAll(async () => {
    if (db) {
      await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE 'authz-%@leads.example'`);
      await db.query(`DELETE FROM contact_messages WHERE email = 'authz@quotes.example'`);
      await cleanPartners(db);
      await db.query(`DELETE FROM partner_resources WHERE title IN ('Brochure', 'Program rules')`);
      await db.query(`DELETE FROM stored_files WHERE purpose = 'partner_resource' AND id NOT IN (SELECT "fileId" FROM partner_resources)`);
      const variants: { fileId: string }[] = await db.query(
        `SELECT v->>'fileId' AS "fileId" FROM design_images i JOIN designs d ON d.id = i."designId", jsonb_array_elements(i.image->'variants') v WHERE d.slug LIKE $1`,
        [`${AUTHZ_PLAN_PREFIX}%`],
      );
      await db.query(`DELETE FROM designs WHERE slug LIKE $1`, [`${AUTHZ_PLAN_PREFIX}%`]);
      await db.query(`DELETE FROM stored_files WHERE id = ANY($1)`, [variants.map((v) => v.fileId)]);
      await cleanPhotoFiles(db, `(c."slug" LIKE 'test-dash-%' OR c."slug" LIKE 'authz-%')`);
      await cleanDashboardListings(db);
      await db.query(`DELETE FROM affiliate_leads WHERE "affiliateId" IN (SELECT id FROM affiliates WHERE email LIKE $1)`, [`%@${TEST_DOMAIN}`]);
      await db.query(`DELETE FROM affiliates WHERE email LIKE $1`, [`%@${TEST_DOMAIN}`]);
      await db.query(`DELETE FROM contractors WHERE email LIKE $1`, [`%@${TEST_DOMAIN}`]);
      await cleanAuthTables(db);
    }
    await app?.close();
  });

  it('reads the same secured operations from the running app as from the committed openapi.json', async () => {
    const live = (await request(app.getHttpServer()).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    const describe = (ops: Operation[]) =>
      ops.map((op) => `${op.method.toUpperCase()} ${op.path} ${op.operationId} roles=${op.roles.join(',')} owner=${op.owner ?? '-'}`).sort();
    expect(describe(operationsOf(live).secured)).toEqual(describe(SECURED));
  });

  it('has a case for every secured operation, and no case for an operation that is not secured', () => {
    const missing = SECURED.filter((op) => !CASES[op.operationId]).map((op) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`);
    expect(missing).toEqual([]);
    const securedIds = new Set(SECURED.map((op) => op.operationId));
    expect(Object.keys(CASES).filter((id) => !securedIds.has(id))).toEqual([]);
    expect(SECURED.length).toBeGreaterThan(0);
  });

  it('declares roles on every secured operation (x-roles), and security on every /api/admin operation (office staff only)', () => {
    for (const op of SECURED) {
      expect({ op: op.operationId, roles: op.roles.length > 0 && op.roles.every((r) => ALL_ROLES.includes(r)) }).toEqual({ op: op.operationId, roles: true });
    }
    // Admin only, or admins and sales reps (issue 27: leads, quote requests, reading deposits); nobody else.
    for (const op of ALL.filter((o) => o.path.startsWith('/api/admin/'))) {
      expect({
        op: op.operationId,
        secured: op.secured,
        officeOnly: op.roles.includes(UserRole.Admin) && op.roles.every((r) => isOfficeRole(r)),
      }).toEqual({
        op: op.operationId,
        secured: true,
        officeOnly: true,
      });
    }
    for (const op of ALL.filter((o) => o.owner)) expect({ op: op.operationId, secured: op.secured }).toEqual({ op: op.operationId, secured: true });
  });

  describe.each(SECURED.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))('%s', (_name, op) => {
    const denied = ALL_ROLES.filter((role) => !op.roles.includes(role));

    const spec = () => CASES[op.operationId];

    it('answers 401 to an anonymous caller', async () => {
      const res = await call(app, op, spec(), await paramsFor(app, op, spec())).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: SIGN_IN_REQUIRED_MESSAGE, error: 'Unauthorized' });
    });

    if (denied.length) {
      it.each(denied)('answers 403 to a signed-in %s', async (role) => {
        const params = await paramsFor(app, op, spec());
        const { user, browser } = await signedIn(app, role);
        const res = await call(app, op, spec(), params, browser, user).expect(403);
        expect(res.body).toEqual({ statusCode: 403, message: ROLE_NOT_ALLOWED_MESSAGE, error: 'Forbidden' });
      });
    } else {
      it('is open to every role (x-roles lists them all), so no role gets 403', () => {
        expect([...op.roles].sort()).toEqual([...ALL_ROLES].sort());
      });
    }

    it.each(op.roles)('lets a signed-in %s call it', async (role) => {
      const { user, browser } = await signedIn(app, role);
      const params = spec().owned ? await spec().owned!(app, user) : spec().self ? spec().self!(user) : await paramsFor(app, op, spec());
      const body = (await spec().before?.(app, user, browser)) ?? undefined;
      const res = await call(app, op, spec(), params, browser, user, body);
      expect({ status: res.status, body: res.body }).toEqual({ status: spec().allowed, body: expect.anything() });
      // Staff answers hold personal data: no cache keeps them (@NoStore on every /api/admin operation).
      if (op.path.startsWith('/api/admin/'))
        expect({ op: op.operationId, cacheControl: res.headers['cache-control'] }).toEqual({ op: op.operationId, cacheControl: 'no-store' });
    });

    if (op.roles.every((role) => isOfficeRole(role))) {
      it.each(op.roles)('answers 403 to a signed-in %s who has not set up two-step sign-in', async (role) => {
        const params = await paramsFor(app, op, spec());
        const { user, browser } = await signedIn(app, role, { twoStep: false });
        const res = await call(app, op, spec(), params, browser, user).expect(403);
        expect(res.body).toEqual({ statusCode: 403, message: TWO_STEP_REQUIRED_MESSAGE, error: 'Forbidden' });
      });
    }

    if (op.owner) {
      it(`answers 404 or 403 to another user on someone else's resource (${op.owner})`, async () => {
        expect(spec().owned).toBeDefined();
        expect([403, 404]).toContain(await strangerStatus(app, op, spec()));
      });
    } else {
      it('has no owner (x-owner), so needs no owner case', () => {
        expect(CASES[op.operationId].owned).toBeUndefined();
      });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The checks above, run against two throw-away operations: one that keeps owners apart and one
// that leaks, so the owner check is known to catch a leak before a real owned endpoint relies on it.

const notes = new Map<number, { ownerId: number; text: string }>();

@Controller('authorization-self-test')
class SelfTestNotesController {
  @Post('notes')
  @SignedIn()
  createNote(@CurrentUser() user: AuthenticatedUser): { id: number } {
    const id = notes.size + 1;
    notes.set(id, { ownerId: user.id, text: `note of ${user.id}` });
    return { id };
  }

  @Get('notes/:id')
  @SignedIn()
  @Owned('notes.ownerId')
  getNote(@CurrentUser() user: AuthenticatedUser, @Param('id', ParseIntPipe) id: number): { text: string } {
    const note = notes.get(id);
    if (!note || note.ownerId !== user.id) throw new NotFoundException('There is no note with this id.');
    return { text: note.text };
  }

  @Get('leaky-notes/:id')
  @SignedIn()
  @Owned('notes.ownerId')
  getNoteLeaky(@Param('id', ParseIntPipe) id: number): { text: string } {
    const note = notes.get(id);
    if (!note) throw new NotFoundException('There is no note with this id.');
    return { text: note.text };
  }

  @Get('admin-report')
  @Roles(UserRole.Admin)
  getAdminReport(): { ok: boolean } {
    return { ok: true };
  }
}

describe('the authorization checks themselves (on throw-away operations)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' }, { controllers: [SelfTestNotesController] }));
  });

  afterAll(async () => {
    const db = app?.get(DataSource);
    if (db) await cleanAuthTables(db);
    await app?.close();
  });

  it('reads x-roles and x-owner from the document and tells a guarded owner check from a leak', async () => {
    const document = (await request(app.getHttpServer()).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    const ops = operationsOf(document).secured.filter((op) => op.path.startsWith('/api/authorization-self-test/'));
    const byId = Object.fromEntries(ops.map((op) => [op.operationId, op]));
    expect(byId.getNote).toMatchObject({ method: 'get', path: '/api/authorization-self-test/notes/{id}', roles: ALL_ROLES, owner: 'notes.ownerId' });
    expect(byId.getAdminReport).toMatchObject({ roles: [UserRole.Admin] });
    expect(byId.getAdminReport.owner).toBeUndefined();
    // Stale committed document or missing case: these operations are not in CASES, and that is reported.
    expect(
      ops
        .filter((op) => !CASES[op.operationId])
        .map((op) => op.operationId)
        .sort(),
    ).toEqual(['createNote', 'getAdminReport', 'getNote', 'getNoteLeaky']);

    const owned: OperationCase = {
      owned: async (_app, owner) => {
        const browser = new Browser(app);
        await browser.signIn(owner.email, owner.password);
        return { id: (await browser.call('post', '/api/authorization-self-test/notes', undefined, 201)).body.id as number };
      },
      allowed: 200,
    };
    expect(await strangerStatus(app, byId.getNote, owned)).toBe(404);
    expect(await strangerStatus(app, byId.getNoteLeaky, owned)).toBe(200); // the check fails this operation

    const { user, browser } = await signedIn(app, UserRole.Contractor);
    expect((await call(app, byId.getAdminReport, { allowed: 200 }, {}, browser, user)).status).toBe(403);
    expect((await call(app, byId.getAdminReport, { allowed: 200 }, {})).status).toBe(401);
  });
});
