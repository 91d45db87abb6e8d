import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { MailKind } from '../src/mail/mail.enums';
import { REMOVAL_REASON_ONLY_WITH_REMOVAL_MESSAGE, REMOVAL_REASON_REQUIRED_MESSAGE } from '../src/modules/contractors/admin/dto/admin-contractor-review.dto';
import { ContractorInquiryStatus, ContractorReviewStatus, ContractorStatus, JobDoneBy } from '../src/modules/contractors/contractors.enums';
import { REVIEW_REPLY_MESSAGES } from '../src/modules/contractors/dashboard/contractor-dashboard-reviews.service';
import { INQUIRY_UPDATE_MESSAGES } from '../src/modules/contractors/dashboard/dto/my-contractor-inquiries.dto';
import { REVIEW_REPLY_MESSAGE } from '../src/modules/contractors/dashboard/dto/my-contractor-reviews.dto';
import { ContractorReviewLink } from '../src/modules/contractors/entities/contractor-review-link.entity';
import { ContractorReview } from '../src/modules/contractors/entities/contractor-review.entity';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { REVIEW_LINK_DAYS } from '../src/modules/contractors/reviews/review-link-emails';
import { REVIEW_LINK_MESSAGES } from '../src/modules/contractors/reviews/review-links.service';
import { closedPort, decodeQuotedPrintable, startSmtpListener } from '../tools/verify/smtp-listener';
import { Browser, createUser } from './auth-helpers';
import { insertInquiry, insertListing, startSignedInContractor, type SignedInContractor } from './contractor-dashboard-helpers';

// issue 31, "Reviews from real jobs": job done → one-time review link → a review published at once,
// moderated afterwards only for a published reason; the contractor's one reply.
jest.setTimeout(120_000);

const BUSINESS_EMAIL = 'office@builder.example';
const BASE_URL = 'https://www.builder.example';
const ME = '/api/contractor/me';

let contractor: SignedInContractor;
let app: INestApplication;
let db: DataSource;
let browser: Browser;
let listing: Contractor;
let office: Browser;
let smtpPort: number;
const http = () => request(app.getHttpServer());

const review = (token: string | undefined, overrides: Record<string, unknown> = {}) => ({
  rating: 2,
  body: 'They finished the shop framing two weeks late and left nails in the yard.',
  reviewerName: 'Martha Jennings',
  ...(token === undefined ? {} : { token }),
  ...overrides,
});
const tokenIn = (text: string) => /\/contractor-reviews\/write#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const outbox = (): Promise<{ to: string; subject: string; text: string; kind: MailKind; carriesSecret: boolean }[]> =>
  db.query('SELECT "to", subject, text, kind, "carriesSecret" FROM mail_outbox ORDER BY id');
const markDone = (id: number, expected = 200) => browser.call('post', `${ME}/inquiries/${id}/job-done`, undefined, expected);

/** A confirmed inquiry of the signed-in contractor's listing, marked done; answers the review token from the outbox. */
async function jobDoneToken(values: Parameters<typeof insertInquiry>[2] = {}): Promise<{ inquiryId: number; token: string; email: string }> {
  const inquiry = await insertInquiry(db, listing.id, values);
  await markDone(inquiry.id);
  const mails = await outbox();
  const token = tokenIn(mails.filter((mail) => mail.to === inquiry.email).at(-1)!.text)!;
  return { inquiryId: inquiry.id, token, email: inquiry.email };
}

beforeAll(async () => {
  smtpPort = await closedPort();
  contractor = await startSignedInContractor('Oak Ridge Framing', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    BUSINESS_EMAIL,
    PUBLIC_BASE_URL: BASE_URL,
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  ({ app, db, browser, listing } = contractor);
  const admin = await createUser(app, { role: UserRole.Admin });
  office = new Browser(app);
  await office.signInAs(admin);
});

beforeEach(async () => {
  await db.query('DELETE FROM mail_outbox');
  await db.query('DELETE FROM contractor_reviews WHERE "contractorId" = $1', [listing.id]);
  await db.query('DELETE FROM contractor_inquiries WHERE "contractorId" = $1', [listing.id]);
  await db.getRepository(Contractor).update(listing.id, { status: ContractorStatus.Approved, averageRating: 0, reviewCount: 0 });
});

afterAll(async () => {
  await contractor?.close();
});

describe('markInquiryJobDone (POST /api/contractor/me/inquiries/{id}/job-done)', () => {
  it('moves the inquiry to job done and e-mails the homeowner a one-time review link (SHA-256 stored, 60 days); marking again sends nothing', async () => {
    const inquiry = await insertInquiry(db, listing.id, { status: ContractorInquiryStatus.Replied });
    const res = await markDone(inquiry.id);
    expect(res.body).toMatchObject({
      id: inquiry.id,
      status: ContractorInquiryStatus.JobDone,
      allowedStatuses: [],
      canReply: false,
      canMarkJobDone: false,
      jobDone: { markedBy: JobDoneBy.Contractor, reviewed: false },
    });
    const mails = await outbox();
    expect(mails.map(({ to, kind, carriesSecret }) => ({ to, kind, carriesSecret }))).toEqual([
      { to: inquiry.email, kind: MailKind.VisitorConfirmation, carriesSecret: true },
    ]);
    expect(mails[0].subject).toBe('How did Oak Ridge Framing do? Review your job');
    expect(mails[0].text).toContain('Oak Ridge Framing has marked the job you hired them for');
    const token = tokenIn(mails[0].text)!;
    const [link] = await db.getRepository(ContractorReviewLink).findBy({ inquiryId: inquiry.id });
    expect(link.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link.tokenHash).not.toContain(token);
    const days = (link.expiresAt.getTime() - link.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(59.99);
    expect(days).toBeLessThan(60.01);

    const again = await markDone(inquiry.id);
    expect(again.body.status).toBe(ContractorInquiryStatus.JobDone);
    expect(await outbox()).toHaveLength(1);
    expect(await db.getRepository(ContractorReviewLink).countBy({ inquiryId: inquiry.id })).toBe(1);

    // The dashboard's list shows it, with the filter of the new status.
    const list = await browser.call('get', `${ME}/inquiries?status=job_done`, undefined, 200);
    expect(list.body.items.map((item: { id: number }) => item.id)).toEqual([inquiry.id]);
  });

  it('marks twice at the same moment: one link, one e-mail', async () => {
    const inquiry = await insertInquiry(db, listing.id);
    const answers = await Promise.all([1, 2, 3].map(() => browser.send('post', `${ME}/inquiries/${inquiry.id}/job-done`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await outbox()).toHaveLength(1);
  });

  it('refuses what it cannot do, in a sentence: a closed job stays markable; not through the status PATCH; nothing after job done', async () => {
    const closed = await insertInquiry(db, listing.id, { status: ContractorInquiryStatus.Closed });
    await markDone(closed.id);

    const viaPatch = await browser.call('patch', `${ME}/inquiries/${closed.id}`, { status: 'job_done' }, 400);
    expect(viaPatch.body.errors).toEqual([{ field: 'status', message: INQUIRY_UPDATE_MESSAGES.jobDone }]);
    const reopen = await browser.call('patch', `${ME}/inquiries/${closed.id}`, { status: 'new' }, 409);
    expect(reopen.body.message).toBe('An inquiry cannot move from job done to new.');

    // Unconfirmed (never sent to the contractor), another listing's, unknown: 404 alike.
    const unconfirmed = await insertInquiry(db, listing.id, { confirmedAt: null });
    const other = await insertListing(db, null);
    const strangers = await insertInquiry(db, other.id);
    for (const id of [unconfirmed.id, strangers.id, 2147483647]) {
      const res = await markDone(id, 404);
      expect(res.body.message).toBe(REVIEW_LINK_MESSAGES.inquiryNotFound);
    }

    await db.getRepository(Contractor).update(listing.id, { status: ContractorStatus.Unpublished });
    const hidden = await insertInquiry(db, listing.id);
    const res = await markDone(hidden.id, 409);
    expect(res.body.message).toBe(REVIEW_LINK_MESSAGES.jobDoneNotListed);
    expect((await outbox()).filter((mail) => mail.to !== closed.email)).toEqual([]);
  });
});

describe('markInquiryJobDoneByOffice and listAdminContractorInquiries', () => {
  it('lets the office see a listing’s confirmed requests and mark one done: the homeowner gets the link, worded for the office', async () => {
    const inquiry = await insertInquiry(db, listing.id);
    await insertInquiry(db, listing.id, { confirmedAt: null });
    const list = await office.call('get', `/api/admin/contractors/${listing.id}/inquiries`, undefined, 200);
    expect(list.body).toMatchObject({ total: 1, items: [{ id: inquiry.id, canMarkJobDone: true, jobDone: null, firstReplyAt: null }] });

    const res = await office.call('post', `/api/admin/contractor-inquiries/${inquiry.id}/job-done`, undefined, 200);
    expect(res.body).toMatchObject({ id: inquiry.id, status: 'job_done', canMarkJobDone: false, jobDone: { markedBy: JobDoneBy.Office } });
    const [mail] = await outbox();
    expect(mail.to).toBe(inquiry.email);
    expect(mail.text).toContain('Our office has marked the job you hired Oak Ridge Framing for through our contractor network as done.');
    await office.call('post', `/api/admin/contractor-inquiries/${inquiry.id}/job-done`, undefined, 200);
    expect(await outbox()).toHaveLength(1);
    const audit = (await db.query(`SELECT "operationId", "targetId" FROM audit_log WHERE "operationId" = 'markInquiryJobDoneByOffice' AND "targetId" = $1`, [
      String(inquiry.id),
    ])) as unknown[];
    expect(audit).toHaveLength(1);

    const filtered = await office.call('get', `/api/admin/contractors/${listing.id}/inquiries?status=new`, undefined, 200);
    expect(filtered.body.total).toBe(0);
    await office.call('get', `/api/admin/contractors/2147483647/inquiries`, undefined, 404);
    await office.call('post', `/api/admin/contractor-inquiries/2147483647/job-done`, undefined, 404);
  });
});

describe('resendContractorReviewLink (POST /api/admin/contractor-inquiries/{id}/review-link)', () => {
  const resend = (id: number, expected: number) => office.call('post', `/api/admin/contractor-inquiries/${id}/review-link`, undefined, expected);
  /** The link as if it had been sent `days` ago. */
  const sentDaysAgo = (inquiryId: number, days: number) =>
    db.query(`UPDATE contractor_review_links SET "expiresAt" = now() + make_interval(days => $2) WHERE "inquiryId" = $1`, [inquiryId, REVIEW_LINK_DAYS - days]);

  it('sends a lost link again once a day at most: the old link stops working, the new one reviews the job, and nothing goes out after the review', async () => {
    const { inquiryId, token: lost, email } = await jobDoneToken();
    expect((await resend(inquiryId, 409)).body.message).toBe(REVIEW_LINK_MESSAGES.resendTooSoon(email));
    await sentDaysAgo(inquiryId, 2);
    await db.query('DELETE FROM mail_outbox');
    const res = await resend(inquiryId, 200);
    expect(res.body).toMatchObject({ id: inquiryId, status: 'job_done', jobDone: { markedBy: JobDoneBy.Contractor, reviewed: false } });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: 'How did Oak Ridge Framing do? Review your job', carriesSecret: true });
    const fresh = tokenIn(mails[0].text)!;
    expect(fresh).not.toBe(lost);
    await http().post(`/api/contractors/${listing.slug}/reviews`).send(review(lost)).expect(403);
    await http().post(`/api/contractors/${listing.slug}/reviews`).send(review(fresh)).expect(201);
    await sentDaysAgo(inquiryId, 2);
    expect((await resend(inquiryId, 409)).body.message).toBe(REVIEW_LINK_MESSAGES.resendReviewed);
    const audit = (await db.query(`SELECT "actorId" FROM audit_log WHERE "operationId" = 'resendContractorReviewLink' AND "targetId" = $1`, [
      String(inquiryId),
    ])) as unknown[];
    expect(audit).toHaveLength(1);
  });

  it('refuses a job not marked done, a listing the public cannot see, and an unknown request', async () => {
    const open = await insertInquiry(db, listing.id);
    expect((await resend(open.id, 409)).body.message).toBe(REVIEW_LINK_MESSAGES.resendNotDone);
    const { inquiryId } = await jobDoneToken();
    await sentDaysAgo(inquiryId, 3);
    await db.getRepository(Contractor).update(listing.id, { status: ContractorStatus.Unpublished });
    expect((await resend(inquiryId, 409)).body.message).toBe(REVIEW_LINK_MESSAGES.officeJobDoneNotListed('Oak Ridge Framing'));
    await resend(2147483647, 404);
  });
});

describe('createContractorReview through the link (POST /api/contractors/{idOrSlug}/reviews)', () => {
  it('delivers the link by SMTP; the review page reads it; the review is published at once with the request’s e-mail, and the rating counts it', async () => {
    const inquiry = await insertInquiry(db, listing.id, { name: 'Martha Jennings' });
    await markDone(inquiry.id);
    const smtp = await startSmtpListener(smtpPort);
    let token: string;
    try {
      await app.get(MailDeliveryJob).deliverDue();
      const received = smtp.received.filter((mail) => mail.to.includes(inquiry.email));
      expect(received).toHaveLength(1);
      token = tokenIn(decodeQuotedPrintable(received[0].raw))!;
      expect(token).toBeDefined();
    } finally {
      await smtp.close();
    }

    const opened = await http().post('/api/contractors/review-links/open').send({ token }).expect(200);
    expect(opened.body).toMatchObject({ contractorName: 'Oak Ridge Framing', contractorSlug: listing.slug, reviewerName: 'Martha Jennings' });

    const res = await http().post(`/api/contractors/${listing.slug}/reviews`).send(review(token)).expect(201);
    expect(res.body).toEqual({ message: 'Thanks! Your review is on Oak Ridge Framing’s profile now.' });
    const [stored] = await db.getRepository(ContractorReview).findBy({ contractorId: listing.id });
    expect(stored).toMatchObject({ status: ContractorReviewStatus.Published, verifiedCustomer: true, reviewerEmail: inquiry.email, rating: 2 });
    expect(stored.reviewLinkId).not.toBeNull();

    // A negative review is public at once and counts.
    const profile = await http().get(`/api/contractors/${listing.slug}`).expect(200);
    expect(profile.body).toMatchObject({ averageRating: 2, reviewCount: 1 });
    const list = await http().get(`/api/contractors/${listing.slug}/reviews`).expect(200);
    expect(list.body).toMatchObject({
      total: 1,
      removed: [],
      items: [{ id: stored.id, rating: 2, hiredThroughDirectory: true, verifiedCustomer: true, reply: null }],
    });
    expect(JSON.stringify(list.body)).not.toContain(inquiry.email);

    const notice = (await outbox()).filter((mail) => mail.to === BUSINESS_EMAIL);
    expect(notice.map((mail) => mail.subject)).toEqual(['New review: 2 out of 5 for Oak Ridge Framing']);
    expect((await browser.call('get', `${ME}/inquiries?status=job_done`, undefined, 200)).body.items[0].jobDone).toMatchObject({ reviewed: true });
  });

  it('without a job link → 403; with a used link → 409; an expired one → 410; another contractor’s link → 403', async () => {
    const noLink = await http().post(`/api/contractors/${listing.slug}/reviews`).send(review(undefined)).expect(403);
    expect(noLink.body).toEqual({ statusCode: 403, message: REVIEW_LINK_MESSAGES.required, error: 'Forbidden' });

    const { token } = await jobDoneToken();
    await http().post(`/api/contractors/${listing.slug}/reviews`).send(review(token)).expect(201);
    // The same review again within 10 minutes (a double click) is answered as the first; anything else is the used link.
    await http().post(`/api/contractors/${listing.slug}/reviews`).send(review(token)).expect(201);
    const used = await http()
      .post(`/api/contractors/${listing.slug}/reviews`)
      .send(review(token, { rating: 5, body: 'Changed my mind, they were great after all and fixed everything.' }))
      .expect(409);
    expect(used.body).toEqual({ statusCode: 409, message: REVIEW_LINK_MESSAGES.used, error: 'Conflict' });
    await http().post('/api/contractors/review-links/open').send({ token }).expect(409);
    expect(await db.getRepository(ContractorReview).countBy({ contractorId: listing.id })).toBe(1);

    const expired = await jobDoneToken();
    await db.query(`UPDATE contractor_review_links SET "expiresAt" = now() - interval '1 minute' WHERE "inquiryId" = $1`, [expired.inquiryId]);
    const gone = await http().post(`/api/contractors/${listing.slug}/reviews`).send(review(expired.token)).expect(410);
    expect(gone.body).toEqual({ statusCode: 410, message: REVIEW_LINK_MESSAGES.expired, error: 'Gone' });
    await http().post('/api/contractors/review-links/open').send({ token: expired.token }).expect(410);

    // A link of this listing used on another listing's page.
    const other = await insertListing(db, null, { name: 'Elm Street Builders' });
    const fresh = await jobDoneToken();
    const elsewhere = await http().post(`/api/contractors/${other.slug}/reviews`).send(review(fresh.token)).expect(403);
    expect(elsewhere.body.message).toBe(REVIEW_LINK_MESSAGES.required);
    expect(await db.getRepository(ContractorReview).countBy({ contractorId: other.id })).toBe(0);
    await http().post('/api/contractors/review-links/open').send({ token: 'not-a-token' }).expect(403);

    // The listing left the directory: its page is 404, the link 409.
    await db.getRepository(Contractor).update(listing.id, { status: ContractorStatus.Unpublished });
    const unlisted = await http().post('/api/contractors/review-links/open').send({ token: fresh.token }).expect(409);
    expect(unlisted.body.message).toBe(REVIEW_LINK_MESSAGES.notListed('Oak Ridge Framing'));
    await http().post(`/api/contractors/${listing.slug}/reviews`).send(review(fresh.token)).expect(404);
  });

  it('accepts one review per link even when two arrive at the same moment', async () => {
    const { token } = await jobDoneToken();
    const answers = await Promise.all(
      [3, 4].map((rating) =>
        http()
          .post(`/api/contractors/${listing.slug}/reviews`)
          .send(review(token, { rating, body: `Rated ${rating}: good framing, slow paperwork.` })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await db.getRepository(ContractorReview).countBy({ contractorId: listing.id })).toBe(1);
  });
});

describe('moderation only for published reasons (moderateContractorReview)', () => {
  it('removes a review only with a reason; the profile keeps a line per reason; the rating is recomputed; a restore clears it', async () => {
    const first = await jobDoneToken();
    await http()
      .post(`/api/contractors/${listing.slug}/reviews`)
      .send(review(first.token, { rating: 1 }))
      .expect(201);
    const second = await jobDoneToken();
    await http()
      .post(`/api/contractors/${listing.slug}/reviews`)
      .send(review(second.token, { rating: 5, body: 'Call Dale at 816-555-0199, he did our whole barn and was great.' }))
      .expect(201);
    const third = await jobDoneToken();
    await http()
      .post(`/api/contractors/${listing.slug}/reviews`)
      .send(review(third.token, { rating: 4, body: 'My cousin runs this company and they are the best in Missouri.' }))
      .expect(201);
    const [negative, withPhone, cousin] = await db.getRepository(ContractorReview).find({ where: { contractorId: listing.id }, order: { id: 'ASC' } });
    expect(await db.getRepository(Contractor).findOneByOrFail({ id: listing.id })).toMatchObject({ reviewCount: 3, averageRating: 3.33 });

    const moderate = (id: number, body: object, expected: number) => office.call('patch', `/api/admin/contractor-reviews/${id}`, body, expected);
    const noReason = await moderate(withPhone.id, { status: 'rejected' }, 400);
    expect(noReason.body.errors).toEqual([{ field: 'removalReason', message: REMOVAL_REASON_REQUIRED_MESSAGE }]);
    const reasonAlone = await moderate(withPhone.id, { removalReason: 'abuse' }, 400);
    expect(reasonAlone.body.errors).toEqual([{ field: 'removalReason', message: REMOVAL_REASON_ONLY_WITH_REMOVAL_MESSAGE }]);
    const badReason = await moderate(withPhone.id, { status: 'rejected', removalReason: 'negative' }, 400);
    expect(badReason.body.errors[0].field).toBe('removalReason');
    // No hiding without a reason: the old unpublish is refused.
    const unpublish = await moderate(negative.id, { status: 'pending' }, 409);
    expect(unpublish.body.message).toBe('A review cannot move from published to pending.');

    const removed = await moderate(withPhone.id, { status: 'rejected', removalReason: 'personal_data' }, 200);
    expect(removed.body).toMatchObject({ status: 'rejected', removalReason: 'personal_data', hiredThroughDirectory: true, allowedStatuses: ['published'] });
    await moderate(cousin.id, { status: 'rejected', removalReason: 'conflict_of_interest' }, 200);

    const list = await http().get(`/api/contractors/${listing.slug}/reviews`).expect(200);
    expect(list.body.items.map((item: { id: number }) => item.id)).toEqual([negative.id]);
    // One line per reason, most first, then in the published list's order.
    expect(list.body.removed).toEqual([
      { reason: 'personal_data', count: 1, text: '1 review removed: contained personal information' },
      { reason: 'conflict_of_interest', count: 1, text: '1 review removed: was written by someone with a conflict of interest' },
    ]);
    // The negative review stays, and now is the whole rating.
    expect(await db.getRepository(Contractor).findOneByOrFail({ id: listing.id })).toMatchObject({ reviewCount: 1, averageRating: 1 });

    const restored = await moderate(cousin.id, { status: 'published' }, 200);
    expect(restored.body).toMatchObject({ status: 'published', removalReason: null });
    const after = await http().get(`/api/contractors/${listing.slug}/reviews`).expect(200);
    expect(after.body.removed).toEqual([{ reason: 'personal_data', count: 1, text: '1 review removed: contained personal information' }]);
    const audit = (await db.query(`SELECT changes FROM audit_log WHERE "operationId" = 'moderateContractorReview' AND "targetId" = $1`, [
      String(withPhone.id),
    ])) as { changes: Record<string, { before: unknown; after: unknown }> }[];
    expect(audit.map((row) => row.changes)).toEqual([
      { status: { before: 'published', after: 'rejected' }, removalReason: { before: null, after: 'personal_data' } },
    ]);
  });

  it('counts several removals for one reason in one line', async () => {
    for (let i = 0; i < 2; i++) {
      const { token } = await jobDoneToken();
      await http()
        .post(`/api/contractors/${listing.slug}/reviews`)
        .send(review(token, { body: `Review ${i}: this is about a different company entirely, sorry.` }))
        .expect(201);
    }
    for (const one of await db.getRepository(ContractorReview).findBy({ contractorId: listing.id }))
      await office.call('patch', `/api/admin/contractor-reviews/${one.id}`, { status: 'rejected', removalReason: 'off_topic' }, 200);
    const list = await http().get(`/api/contractors/${listing.slug}/reviews`).expect(200);
    expect(list.body.removed).toEqual([{ reason: 'off_topic', count: 2, text: '2 reviews removed: was not about the contractor’s work' }]);
  });
});

describe('replyToContractorReview and listMyContractorReviews', () => {
  it('posts one public reply per review, shown under it on the profile; a second is 409', async () => {
    const { token } = await jobDoneToken();
    await http().post(`/api/contractors/${listing.slug}/reviews`).send(review(token)).expect(201);
    const [stored] = await db.getRepository(ContractorReview).findBy({ contractorId: listing.id });

    const mine = await browser.call('get', `${ME}/reviews`, undefined, 200);
    expect(mine.body).toMatchObject({ total: 1, removed: [], items: [{ id: stored.id, canReply: true, reply: null }] });

    const short = await browser.call('post', `${ME}/reviews/${stored.id}/reply`, { body: 'Sorry.' }, 400);
    expect(short.body.errors).toEqual([{ field: 'body', message: REVIEW_REPLY_MESSAGE }]);

    const text = 'We are sorry about the delay; the trusses came late. We came back and cleaned the yard the next week.';
    const res = await browser.call('post', `${ME}/reviews/${stored.id}/reply`, { body: text }, 201);
    expect(res.body).toMatchObject({ id: stored.id, canReply: false, reply: { body: text } });
    const publicList = await http().get(`/api/contractors/${listing.slug}/reviews`).expect(200);
    expect(publicList.body.items[0].reply).toMatchObject({ body: text });

    const second = await browser.call('post', `${ME}/reviews/${stored.id}/reply`, { body: 'Actually, one more thing to add here.' }, 409);
    expect(second.body.message).toBe(REVIEW_REPLY_MESSAGES.alreadyReplied);
    expect((await db.getRepository(ContractorReview).findOneByOrFail({ id: stored.id })).contractorReply).toBe(text);

    // Another listing's review: 404 like an unknown one; a removed review: 409.
    const other = await insertListing(db, null);
    const { identifiers } = await db.getRepository(ContractorReview).insert({
      contractorId: other.id,
      rating: 5,
      body: 'A review of another listing, twenty characters at least.',
      reviewerName: 'Sam Other',
      reviewerEmail: 'sam@example.org',
      status: ContractorReviewStatus.Published,
    });
    const stranger = await browser.call('post', `${ME}/reviews/${identifiers[0].id}/reply`, { body: text }, 404);
    expect(stranger.body.message).toBe(REVIEW_REPLY_MESSAGES.notFound);
    const removedOne = await jobDoneToken();
    await http()
      .post(`/api/contractors/${listing.slug}/reviews`)
      .send(review(removedOne.token, { rating: 3 }))
      .expect(201);
    const removed = await db.getRepository(ContractorReview).findOneByOrFail({ contractorId: listing.id, rating: 3 });
    await office.call('patch', `/api/admin/contractor-reviews/${removed.id}`, { status: 'rejected', removalReason: 'abuse' }, 200);
    const onRemoved = await browser.call('post', `${ME}/reviews/${removed.id}/reply`, { body: text }, 409);
    expect(onRemoved.body.message).toBe(REVIEW_REPLY_MESSAGES.notPublished);
    const withRemoved = await browser.call('get', `${ME}/reviews`, undefined, 200);
    expect(withRemoved.body.removed).toEqual([{ reason: 'abuse', count: 1, text: '1 review removed: contained abusive language' }]);
  });
});
