import type { NestExpressApplication } from '@nestjs/platform-express';
import { SchedulerRegistry } from '@nestjs/schedule';
import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JSON_ONLY_MESSAGE } from '../src/common/body-parser';
import { RATE_LIMIT_MESSAGE } from '../src/common/rate-limit';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { UserRole } from '../src/common/auth/user-role';
import { Clock } from '../src/modules/follow-ups/clock';
import { fittingPlan } from '../src/modules/follow-ups/follow-up-copy';
import { FollowUpSkipReason } from '../src/modules/follow-ups/follow-up-schedule';
import { FOLLOW_UPS_CRON_JOB } from '../src/modules/follow-ups/follow-ups.job';
import { FollowUpsService } from '../src/modules/follow-ups/follow-ups.service';
import type { FollowUpRunResponseDto } from '../src/modules/follow-ups/dto/follow-up-run-response.dto';
import type { QuizAnswerRecord } from '../src/modules/leads/quiz-answer-record';
import { quizStep } from '../src/modules/leads/quiz-definition';
import { QuizStep } from '../src/modules/leads/quiz.enums';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { startSmtpListener, type SmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

/** A clock the test sets; the app's follow-up job and webhook check read it. */
class FakeClock {
  current = new Date('2026-03-02T16:00:00Z');
  now(): Date {
    return new Date(this.current);
  }
  set(iso: string): void {
    this.current = new Date(iso);
  }
}

const DOMAIN = 'follow-ups.test';
const WEBHOOK_SECRET = 'booking-webhook-secret-for-tests';
const UNSUBSCRIBED = "You're unsubscribed. We won't send you any more follow-up e-mails.";
const NOT_VALID = 'This unsubscribe link is not valid.';
const BAD_SIGNATURE = 'Invalid or expired signature.';

// Missouri times of the sequence of a lead created Monday 2026-03-02 10:00 CST (16:00 UTC), delays 2d, 5d, 10d.
const CREATED = '2026-03-02T16:00:00Z';
const STEP_1_DUE = '2026-03-04T16:00:00Z'; // Wednesday 10:00 CST
const STEP_2_DUE = '2026-03-07T16:00:00Z'; // Saturday: the window is closed
const MONDAY_OPENING = '2026-03-09T14:00:00Z'; // Monday 09:00 CDT: clocks went forward on Sunday 8 March
const STEP_3_DUE = '2026-03-12T16:00:00Z'; // Thursday 11:00 CDT

function answers(values: Partial<Record<QuizStep, string>>): QuizAnswerRecord[] {
  return Object.entries(values).map(([step, answer]) => ({ step, question: quizStep(step as QuizStep).question, answer: answer! }));
}

const QUIZ = answers({
  [QuizStep.LandOwnership]: 'no',
  [QuizStep.LandSearchHelp]: 'yes',
  [QuizStep.BuildingPlans]: 'no',
  [QuizStep.PermitStatus]: 'no',
  [QuizStep.BudgetRange]: '200k-350k',
  [QuizStep.FundingStatus]: 'no',
  [QuizStep.DecisionTimeline]: '6-12-months',
  [QuizStep.PrimaryUse]: 'family-home-shop',
  [QuizStep.DecisionMakers]: 'spouse-partner',
  [QuizStep.ContractorHelp]: 'yes',
});

async function createFollowUpApp(clock: FakeClock, env: NodeJS.ProcessEnv = {}): Promise<NestExpressApplication> {
  const { app } = await createTestApp(
    {
      PUBLIC_BASE_URL: 'https://barndos.example',
      TRUST_PROXY: 'loopback',
      BOOKING_URL: 'https://booking.example.com/discovery-call',
      BUSINESS_EMAIL: 'office@builder.example',
      BOOKING_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    { overrideProviders: [{ provide: Clock, useValue: clock }] },
  );
  return app;
}

describe('scheduled follow-ups', () => {
  const clock = new FakeClock();
  let app: NestExpressApplication;
  let db: DataSource;
  let smtp: SmtpListener;
  let serial = 0;

  const run = (dryRun = false) => app.get(FollowUpsService).run(dryRun);
  const token = (leadId: number) => app.get(FollowUpsService).unsubscribeToken(leadId);

  async function insertLead(createdAt: string, extra: Record<string, unknown> = {}): Promise<{ id: number; email: string; accessToken: string }> {
    const email = `lead-${++serial}@${DOMAIN}`;
    const accessToken = randomBytes(32).toString('base64url');
    const given = { email, firstName: `Jordan${serial}`, lastName: 'Hale', accessToken, quizAnswers: JSON.stringify(QUIZ), createdAt, ...extra };
    // The lead's mailbox key, as the app stores it (these addresses have no dots or tags to fold).
    const values = { ...given, emailKey: given.email };
    const columns = Object.keys(values);
    const [row] = (await db.query(
      `INSERT INTO discovery_call_leads (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      Object.values(values),
    )) as Array<{ id: number }>;
    return { id: row.id, email, accessToken };
  }

  const lead = async (id: number) =>
    (
      (await db.query(
        `SELECT status, "followUpCount", "lastContacted", "followUpsPaused", "followUpsStoppedReason", "unsubscribedAt", "calendarScheduled", "updatedAt" FROM discovery_call_leads WHERE id = $1`,
        [id],
      )) as Array<Record<string, unknown>>
    )[0];
  const steps = async (id: number) =>
    (await db.query(`SELECT step, outcome, subject, "stoppedReason", "mailId", "createdAt" FROM lead_follow_ups WHERE "leadId" = $1 ORDER BY step`, [
      id,
    ])) as Array<Record<string, unknown>>;
  const mails = async (to: string) =>
    (await db.query(`SELECT id, subject, text, html, "replyTo", headers FROM mail_outbox WHERE "to" = $1 ORDER BY id`, [to])) as Array<{
      id: number;
      subject: string;
      text: string;
      html: string;
      replyTo: string;
      headers: Record<string, string>;
    }>;

  async function clean(): Promise<void> {
    await db.query(`DELETE FROM contact_messages WHERE email LIKE $1`, [`%@${DOMAIN}`]);
    await db.query(`DELETE FROM bookings WHERE email LIKE $1`, [`%@${DOMAIN}`]);
    await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1`, [`%@${DOMAIN}`]);
    // Buyers with a lead's e-mail (the deposit stop rule), then the admins of the HTTP tests.
    await db.query(`DELETE FROM deposit_signatures WHERE "userId" IN (SELECT id FROM users WHERE email LIKE $1)`, [`%@${DOMAIN}`]);
    await db.query(`DELETE FROM deposits WHERE "userId" IN (SELECT id FROM users WHERE email LIKE $1)`, [`%@${DOMAIN}`]);
    await db.query(`DELETE FROM users WHERE email LIKE $1`, [`%@${DOMAIN}`]);
    await cleanAuthTables(db);
  }

  beforeAll(async () => {
    smtp = await startSmtpListener();
    app = await createFollowUpApp(clock, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    db = app.get(DataSource);
  });

  beforeEach(async () => {
    await clean();
    smtp.received.length = 0;
  });

  afterAll(async () => {
    if (db) await clean();
    await app?.close();
    await smtp?.close();
  });

  it('registers its cron job from FOLLOW_UPS_CRON (not started under test)', () => {
    const job = app.get(SchedulerRegistry).getCronJob(FOLLOW_UPS_CRON_JOB);
    expect(job.cronTime.source).toBe('*/15 * * * *');
    expect(job.isActive).toBe(false);
  });

  it('sends every step at its time, built from the answers, and nothing after the last', async () => {
    const { id, email, accessToken } = await insertLead(CREATED);

    clock.set('2026-03-04T15:59:00Z'); // a minute early
    expect((await run()).due).toEqual([]);

    clock.set(STEP_1_DUE);
    const first = await run();
    expect(first).toMatchObject({ dryRun: false, windowOpen: true, sent: 1, skipped: [] });
    expect(first.due).toEqual([
      { leadId: id, name: `Jordan${serial} Hale`, step: 1, subject: `Jordan${serial}, your next steps: land, survey, plans and permits` },
    ]);
    expect(await lead(id)).toMatchObject({ followUpCount: 1, lastContacted: new Date(STEP_1_DUE) });
    const [day2] = await mails(email);
    expect(day2.replyTo).toBe('office@builder.example');
    const unsubscribePage = `https://barndos.example/unsubscribe#token=${token(id)}`;
    for (const part of [day2.text, day2.html]) {
      expect(part).toContain(`https://barndos.example/unlock#access=${accessToken}`);
      expect(part).toContain('https://booking.example.com/discovery-call');
      expect(part).toContain('123 Example Road, St. Joseph, MO 64505');
      expect(part).toContain(unsubscribePage);
      expect(part).toContain('https://barndos.example/land-search-guide'); // no land yet
      expect(part).toContain('https://barndos.example/building-permits'); // permits not checked
    }
    expect(day2.html).toContain(`<a href="${unsubscribePage}"`);
    expect(day2.headers).toEqual({
      'List-Unsubscribe': `<https://barndos.example/api/follow-ups/unsubscribe?token=${token(id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Saturday: step 2 is due but the window is closed; it goes on Monday's opening (after the DST change).
    clock.set(STEP_2_DUE);
    const saturday = await run();
    expect(saturday).toMatchObject({ windowOpen: false, nextWindowOpensAt: '2026-03-09T14:00:00.000Z', sent: 0 });
    expect(saturday.skipped).toEqual([expect.objectContaining({ leadId: id, step: 2, reason: FollowUpSkipReason.OutsideWindow, endsSequence: false })]);
    clock.set('2026-03-09T13:59:00Z');
    expect((await run()).sent).toBe(0);
    clock.set(MONDAY_OPENING);
    expect((await run()).sent).toBe(1);
    const plan = fittingPlan(QUIZ);
    const day5 = (await mails(email))[1];
    expect(day5.subject).toBe(`Jordan${serial}, what your barndominium could cost, and how to finance it`);
    expect(day5.text).toContain(`the ${plan.name}`);
    expect(day5.text).toContain(`https://barndos.example/designs/${plan.slug}`);
    expect(day5.text).toContain('you told us $200K – $350K');
    expect(day5.text).toContain('https://barndos.example/barndominium-financing');

    clock.set(STEP_3_DUE);
    expect((await run()).sent).toBe(1);
    const day10 = (await mails(email))[2];
    expect(day10.subject).toBe(`A quick question, Jordan${serial}`);
    expect(day10.text).toContain('book a 12-minute call');

    clock.set('2026-04-30T16:00:00Z');
    expect((await run()).due).toEqual([]);
    expect(await mails(email)).toHaveLength(3);
    expect(await lead(id)).toMatchObject({ followUpCount: 3, followUpsStoppedReason: null, lastContacted: new Date(STEP_3_DUE) });
    expect((await steps(id)).map((row) => [row.step, row.outcome, row.subject])).toEqual([
      [1, 'sent', day2.subject],
      [2, 'sent', day5.subject],
      [3, 'sent', day10.subject],
    ]);
  });

  /** One lead per stop reason (and one that gets its e-mail), all with step 1 due at STEP_1_DUE. */
  async function leadsForEveryReason() {
    const plain = await insertLead(CREATED);
    const booked = await insertLead(CREATED, { calendarScheduled: true });
    const qualified = await insertLead(CREATED, { status: 'qualified' });
    const deposit = await insertLead(CREATED);
    const buyer = await createUser(app, { email: deposit.email });
    const [{ id: designId }] = (await db.query(`SELECT id FROM designs WHERE slug = 'oak'`)) as Array<{ id: number }>;
    await db.query(`INSERT INTO deposits ("userId", "designId", amount) VALUES ($1, $2, 250000)`, [buyer.id, designId]);
    const quote = await insertLead(CREATED);
    await db.query(`INSERT INTO contact_messages (name, email, subject, message) VALUES ('Jo', $1, 'pricing', 'How much?')`, [quote.email]);
    const unsubscribed = await insertLead(CREATED, { unsubscribedAt: CREATED });
    const paused = await insertLead(CREATED, { followUpsPaused: true });
    const late = await insertLead('2026-02-28T15:00:00Z'); // step 1 was due Monday 09:00 CST: 2 days and 1 hour before
    return { plain, booked, qualified, deposit, quote, unsubscribed, paused, late };
  }

  it('stops on a booked call, a status change, a deposit, a quote request and an unsubscribe; waits while paused; ends a late sequence', async () => {
    const leads = await leadsForEveryReason();
    clock.set(STEP_1_DUE);
    const result = await run();

    expect(result.due.map((due) => due.leadId)).toEqual([leads.plain.id]);
    expect(result.sent).toBe(1);
    const reasons = Object.fromEntries(result.skipped.map((skip) => [skip.leadId, skip.reason]));
    expect(reasons).toEqual({
      [leads.booked.id]: FollowUpSkipReason.CallBooked,
      [leads.qualified.id]: FollowUpSkipReason.StatusChanged,
      [leads.deposit.id]: FollowUpSkipReason.Deposit,
      [leads.quote.id]: FollowUpSkipReason.QuoteRequest,
      [leads.unsubscribed.id]: FollowUpSkipReason.Unsubscribed,
      [leads.paused.id]: FollowUpSkipReason.Paused,
      [leads.late.id]: FollowUpSkipReason.Late,
    });
    expect(result.skipCounts).toHaveLength(7);

    for (const [name, reason] of [
      ['booked', 'call-booked'],
      ['qualified', 'status-changed'],
      ['deposit', 'deposit'],
      ['quote', 'quote-request'],
      ['unsubscribed', 'unsubscribed'],
      ['late', 'late'],
    ] as const) {
      const { id, email } = leads[name];
      expect(await lead(id)).toMatchObject({ followUpCount: 0, followUpsStoppedReason: reason, lastContacted: null });
      expect(await steps(id)).toEqual([expect.objectContaining({ step: 1, outcome: 'stopped', stoppedReason: reason, mailId: null })]);
      expect(await mails(email)).toEqual([]);
    }
    // Paused: nothing recorded; once resumed, the step goes out at the next run.
    expect(await steps(leads.paused.id)).toEqual([]);
    await db.query(`UPDATE discovery_call_leads SET "followUpsPaused" = false WHERE id = $1`, [leads.paused.id]);
    clock.set('2026-03-04T16:15:00Z');
    const resumed = await run();
    expect(resumed.due.map((due) => due.leadId)).toEqual([leads.paused.id]);
    expect(resumed.skipped).toEqual([]); // the stopped sequences are not looked at again
  });

  it('a dry run answers the same and writes nothing', async () => {
    const leads = await leadsForEveryReason();
    clock.set(STEP_1_DUE);
    const snapshot = async () => ({
      leads: await db.query(`SELECT * FROM discovery_call_leads WHERE email LIKE $1 ORDER BY id`, [`%@${DOMAIN}`]),
      steps: await db.query(`SELECT * FROM lead_follow_ups`),
      outbox: await db.query(`SELECT * FROM mail_outbox`),
    });
    const before = await snapshot();
    const preview = await run(true);
    expect(await snapshot()).toEqual(before);
    expect(preview).toMatchObject({ dryRun: true, sent: 0, windowOpen: true, sendWindow: 'Mon-Fri 09:00-15:00 America/Chicago', scheduled: true });
    expect(preview.due).toEqual([expect.objectContaining({ leadId: leads.plain.id, step: 1 })]);
    expect(preview.skipped).toHaveLength(7);

    // The real run then does what the preview said.
    const real = await run(false);
    expect(real.due).toEqual(preview.due);
    expect(real.skipped).toEqual(preview.skipped);
  });

  it('keeps to the window: open Friday 14:59, closed from 15:00 until Monday 09:00 CDT', async () => {
    const early = await insertLead('2026-03-04T20:59:00Z'); // step 1 due Friday 14:59 CST
    const closing = await insertLead('2026-03-04T21:00:00Z'); // step 1 due Friday 15:00 CST
    clock.set('2026-03-06T20:59:00Z');
    expect((await run()).due.map((due) => due.leadId)).toEqual([early.id]);

    clock.set('2026-03-06T21:00:00Z');
    const friday = await run();
    expect(friday).toMatchObject({ windowOpen: false, nextWindowOpensAt: '2026-03-09T14:00:00.000Z', sent: 0 });
    expect(friday.skipped).toEqual([expect.objectContaining({ leadId: closing.id, reason: FollowUpSkipReason.OutsideWindow })]);
    expect(friday.due).toEqual([expect.objectContaining({ leadId: closing.id, step: 1 })]); // what goes at the opening
    expect(await mails(closing.email)).toEqual([]);

    // The weekend does not make it late: it goes at Monday's opening.
    clock.set(MONDAY_OPENING);
    expect((await run()).sent).toBe(1);
    expect(await mails(closing.email)).toHaveLength(1);
  });

  it('two instances running at once send each step once', async () => {
    const second = await createFollowUpApp(clock);
    try {
      const leads = await Promise.all(Array.from({ length: 12 }, () => insertLead(CREATED)));
      clock.set(STEP_1_DUE);
      const [a, b] = await Promise.all([run(), second.get(FollowUpsService).run(false)]);
      expect(a.sent + b.sent).toBe(12);
      const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM mail_outbox WHERE "to" LIKE $1`, [`%@${DOMAIN}`])) as Array<{ count: number }>;
      expect(count).toBe(12);
      for (const { id } of leads) expect((await lead(id)).followUpCount).toBe(1);

      // Both again (step 2 is not due): nothing more.
      const [c, d] = await Promise.all([run(), second.get(FollowUpsService).run(false)]);
      expect(c.sent + d.sent).toBe(0);
      // And at step 2's time the two still send one each.
      clock.set(MONDAY_OPENING);
      const [e, f] = await Promise.all([run(), second.get(FollowUpsService).run(false)]);
      expect(e.sent + f.sent).toBe(12);
      const [{ rows }] = (await db.query(
        `SELECT count(*)::int AS rows FROM lead_follow_ups f JOIN discovery_call_leads l ON l.id = f."leadId" WHERE l.email LIKE $1`,
        [`%@${DOMAIN}`],
      )) as Array<{ rows: number }>;
      expect(rows).toBe(24);
    } finally {
      await second.close();
    }
  });

  it('an SMTP server receives both unsubscribe headers, and the one-click POST unsubscribes', async () => {
    const { id, email } = await insertLead(CREATED);
    clock.set(STEP_1_DUE);
    await run();
    await app.get(MailDeliveryJob).deliverDue();
    const received = smtp.received.find((mail) => mail.to.includes(email))!;
    const headers = received.raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' '); // the header section, unfolded
    const url = `https://barndos.example/api/follow-ups/unsubscribe?token=${token(id)}`;
    expect(headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers).toContain('Reply-To: office@builder.example');

    // What a mail client does (RFC 8058): POST the header's URL with the form body.
    const res = await request(app.getHttpServer())
      .post(new URL(url).pathname + new URL(url).search)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body).toEqual({ message: UNSUBSCRIBED });
    expect((await lead(id)).unsubscribedAt).toEqual(new Date(STEP_1_DUE));

    clock.set(MONDAY_OPENING);
    const next = await run();
    expect(next.skipped).toEqual([expect.objectContaining({ leadId: id, reason: FollowUpSkipReason.Unsubscribed })]);
    expect(await mails(email)).toHaveLength(1);
  });

  describe('unsubscribeFollowUps', () => {
    const unsubscribe = (query: string) => request(app.getHttpServer()).post(`/api/follow-ups/unsubscribe${query}`);

    it("unsubscribes with the page's empty JSON body, and a repeat answers the same and keeps the first time", async () => {
      const { id } = await insertLead(CREATED);
      clock.set('2026-03-03T12:00:00Z');
      expect(
        (
          await unsubscribe(`?token=${token(id)}`)
            .send({})
            .expect(200)
        ).body,
      ).toEqual({ message: UNSUBSCRIBED });
      const first = await lead(id);
      clock.set('2026-03-05T12:00:00Z');
      expect((await unsubscribe(`?token=${token(id)}`).expect(200)).body).toEqual({ message: UNSUBSCRIBED });
      expect(await lead(id)).toEqual(first);
      expect(first.unsubscribedAt).toEqual(new Date('2026-03-03T12:00:00Z'));
    });

    it('refuses a bad, forged, missing or unknown token with one message, and changes nothing', async () => {
      const { id } = await insertLead(CREATED);
      const other = await insertLead(CREATED);
      const forged = `${id}.${token(other.id).split('.')[1]}`;
      const unknown = token(2_000_000_000);
      for (const query of ['?token=nonsense', `?token=${forged}`, '', `?token=${unknown}`, `?token=${token(id)}x`]) {
        const res = await unsubscribe(query).send({}).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, message: NOT_VALID, errors: [{ field: 'token', message: NOT_VALID }] });
      }
      expect((await lead(id)).unsubscribedAt).toBeNull();
    });

    it('a GET never unsubscribes, and only the one-click body is accepted', async () => {
      const { id } = await insertLead(CREATED);
      await request(app.getHttpServer())
        .get(`/api/follow-ups/unsubscribe?token=${token(id)}`)
        .expect(404);
      await unsubscribe(`?token=${token(id)}`)
        .type('form')
        .send('List-Unsubscribe=Two-Clicks')
        .expect(400);
      await unsubscribe(`?token=${token(id)}`)
        .send({ email: 'someone@example.org' })
        .expect(400);
      expect((await lead(id)).unsubscribedAt).toBeNull();
      // Form bodies are for this route only: elsewhere the API still reads JSON alone.
      const elsewhere = await request(app.getHttpServer()).post('/api/contact').type('form').send('name=Jo').expect(415);
      expect(elsewhere.body.message).toBe(JSON_ONLY_MESSAGE);
    });

    it('keys links with UNSUBSCRIBE_SECRET, and still takes those keyed from SESSION_SECRET before it existed (issue 25 item 8)', async () => {
      const sessionSecret = 'follow-ups-session-secret-'.repeat(2);
      const unsubscribeSecret = 'follow-ups-unsubscribe-secret-'.repeat(2);
      const keyed = await createFollowUpApp(clock, { SESSION_SECRET: sessionSecret, UNSUBSCRIBE_SECRET: unsubscribeSecret });
      const made = (leadId: number, secret: string, purpose: string) =>
        `${leadId}.${createHmac('sha256', createHmac('sha256', secret).update(purpose).digest()).update(`lead:${leadId}`).digest('base64url')}`;
      const post = (value: string) => request(keyed.getHttpServer()).post(`/api/follow-ups/unsubscribe?token=${value}`).send({});
      try {
        const fresh = await insertLead(CREATED);
        const sentEarlier = await insertLead(CREATED);
        const forged = await insertLead(CREATED);
        // What the e-mails carry now: the unsubscribe key's token, not the session secret's.
        const issued = keyed.get(FollowUpsService).unsubscribeToken(fresh.id);
        expect(issued).toBe(made(fresh.id, unsubscribeSecret, 'follow-up-unsubscribe-v2'));
        expect(issued).not.toBe(made(fresh.id, sessionSecret, 'follow-up-unsubscribe-v1'));
        await post(issued).expect(200);
        // A link mailed before (keyed from SESSION_SECRET) keeps working.
        await post(made(sentEarlier.id, sessionSecret, 'follow-up-unsubscribe-v1')).expect(200);
        // Anyone who knows only another site's secret (the old public development one) cannot make one.
        await post(made(forged.id, 'development-only-session-secret-not-for-production', 'follow-up-unsubscribe-v1')).expect(400);
        await post(made(forged.id, sessionSecret, 'follow-up-unsubscribe-v2')).expect(400);
        expect((await lead(fresh.id)).unsubscribedAt).not.toBeNull();
        expect((await lead(sentEarlier.id)).unsubscribedAt).not.toBeNull();
        expect((await lead(forged.id)).unsubscribedAt).toBeNull();
      } finally {
        await keyed.close();
      }
    });

    it('is counted against the public-form rate limit', async () => {
      const limited = await createFollowUpApp(clock, { RATE_LIMIT_PER_MINUTE: '2' });
      try {
        await db.query('DELETE FROM rate_limit_counters');
        const { id } = await insertLead(CREATED);
        const call = () =>
          request(limited.getHttpServer())
            .post(`/api/follow-ups/unsubscribe?token=${token(id)}`)
            .send({});
        await call().expect(200);
        await call().expect(200);
        expect((await call().expect(429)).body.message).toBe(RATE_LIMIT_MESSAGE);
      } finally {
        await limited.close();
      }
    });
  });

  describe('bookingWebhook', () => {
    const sign = (body: string, timestamp: number, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    const now = () => Math.floor(clock.now().getTime() / 1000);
    const event = (overrides: Record<string, unknown> = {}) =>
      JSON.stringify({
        event: 'booking.created',
        bookingId: `bk-${++serial}`,
        email: `booker-${serial}@${DOMAIN}`,
        name: 'Morgan Lee Price',
        phone: '(816) 555-0100',
        startsAt: '2026-03-10T15:00:00Z',
        ...overrides,
      });
    const post = (body: string, timestamp = now(), signature = sign(body, timestamp)) =>
      request(app.getHttpServer())
        .post('/api/webhooks/booking')
        .set('Content-Type', 'application/json')
        .set('X-Booking-Timestamp', String(timestamp))
        .set('X-Booking-Signature', signature)
        .send(body);

    it('marks the lead booked (pending becomes scheduled), a cancellation unmarks it, and a replay changes nothing', async () => {
      const { id, email } = await insertLead(CREATED);
      const created = event({ email: email.toUpperCase(), bookingId: 'bk-lead' });
      expect((await post(created).expect(200)).body).toEqual({ processed: true, leadId: id });
      expect(await lead(id)).toMatchObject({ calendarScheduled: true, status: 'scheduled' });

      const cancelled = event({ email, bookingId: 'bk-lead', event: 'booking.cancelled' });
      expect((await post(cancelled).expect(200)).body).toEqual({ processed: true, leadId: id });
      const afterCancel = await lead(id);
      expect(afterCancel).toMatchObject({ calendarScheduled: false, status: 'scheduled' });

      // The same created event again (a provider's retry): 200, nothing changes.
      expect((await post(created).expect(200)).body).toEqual({ processed: false, leadId: id });
      expect(await lead(id)).toEqual(afterCancel);
      const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM bookings WHERE "bookingId" = 'bk-lead'`)) as Array<{ count: number }>;
      expect(count).toBe(2);
    });

    it("leaves a qualified lead's status alone, and makes an unknown e-mail a scheduled lead", async () => {
      const { id } = await insertLead(CREATED, { status: 'qualified', email: `qualified@${DOMAIN}` });
      await post(event({ email: `qualified@${DOMAIN}` })).expect(200);
      expect(await lead(id)).toMatchObject({ calendarScheduled: true, status: 'qualified' });

      const res = await post(event({ email: `new-booker@${DOMAIN}`, name: 'Sam  Rivera Ortiz' })).expect(200);
      const [made] = (await db.query(
        `SELECT l.id, "firstName", "lastName", phone, status, "calendarScheduled", (SELECT count(*)::int FROM lead_access_tokens t WHERE t."leadId" = l.id) AS tokens
         FROM discovery_call_leads l WHERE email = $1`,
        [`new-booker@${DOMAIN}`],
      )) as Array<Record<string, unknown>>;
      expect(made).toEqual({
        id: res.body.leadId,
        firstName: 'Sam',
        lastName: 'Rivera Ortiz',
        phone: '(816) 555-0100',
        status: 'scheduled',
        calendarScheduled: true,
        tokens: 1,
      });
    });

    it('refuses a bad signature, a stale or future timestamp, and missing headers: 401, nothing stored', async () => {
      const body = event();
      const t = now();
      for (const res of [
        await post(body, t, sign(body, t, 'another-secret-of-16+chars')),
        await post(body, t, sign(`${body} `, t)), // signed a different body
        await post(body, t - 301),
        await post(body, t + 301),
        await request(app.getHttpServer()).post('/api/webhooks/booking').set('Content-Type', 'application/json').send(body),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ statusCode: 401, message: BAD_SIGNATURE });
      }
      expect(await post(body, t - 300).then((res) => res.status)).toBe(200); // 5 minutes is still fine
      const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM bookings WHERE email LIKE $1`, [`%@${DOMAIN}`])) as Array<{ count: number }>;
      expect(count).toBe(1);
    });

    it('validates a signed body (400, one entry per field)', async () => {
      const body = JSON.stringify({ event: 'booking.moved', bookingId: '', email: 'nope', name: 'X', startsAt: 'tomorrow', extra: 1 });
      const res = await post(body).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['bookingId', 'email', 'event', 'extra', 'startsAt']);
    });

    it('refuses everything when BOOKING_WEBHOOK_SECRET is not set', async () => {
      const unset = await createFollowUpApp(clock, { BOOKING_WEBHOOK_SECRET: '' });
      try {
        const body = event();
        const t = now();
        const res = await request(unset.getHttpServer())
          .post('/api/webhooks/booking')
          .set('Content-Type', 'application/json')
          .set('X-Booking-Timestamp', String(t))
          .set('X-Booking-Signature', createHmac('sha256', '').update(`${t}.${body}`).digest('hex'))
          .send(body)
          .expect(401);
        expect(res.body.message).toBe(BAD_SIGNATURE);
      } finally {
        await unset.close();
      }
    });
  });

  describe('runFollowUps (POST /api/admin/follow-ups/run)', () => {
    it('previews by default and sends with dryRun false, inside the window', async () => {
      const admin = await createUser(app, { role: UserRole.Admin });
      const browser = new Browser(app);
      await browser.signInAs(admin);
      const { id, email } = await insertLead(CREATED);
      clock.set(STEP_1_DUE);

      const preview = (await browser.call('post', '/api/admin/follow-ups/run', {}, 200)).body as FollowUpRunResponseDto;
      expect(preview).toMatchObject({ dryRun: true, windowOpen: true, sent: 0, due: [expect.objectContaining({ leadId: id, step: 1 })] });
      expect(await mails(email)).toEqual([]);

      expect((await browser.call('post', '/api/admin/follow-ups/run?dryRun=true', undefined, 200)).body.dryRun).toBe(true);
      const sent = (await browser.call('post', '/api/admin/follow-ups/run', { dryRun: false }, 200)).body as FollowUpRunResponseDto;
      expect(sent).toMatchObject({ dryRun: false, sent: 1 });
      expect(await mails(email)).toHaveLength(1);
      expect((await browser.call('post', '/api/admin/follow-ups/run', undefined, 200)).headers['cache-control']).toBe('no-store');
    });

    it('answers 400 to a dryRun that is not a boolean and to unknown fields', async () => {
      const admin = await createUser(app, { role: UserRole.Admin });
      const browser = new Browser(app);
      await browser.signInAs(admin);
      expect((await browser.call('post', '/api/admin/follow-ups/run', { dryRun: 'no' }, 400)).body.errors).toEqual([
        { field: 'dryRun', message: 'Dry run must be true or false.' },
      ]);
      await browser.call('post', '/api/admin/follow-ups/run', { send: true }, 400);
      await browser.call('post', '/api/admin/follow-ups/run?dryRun=maybe', undefined, 400);
      await browser.call('post', '/api/admin/follow-ups/run?force=1', undefined, 400);
    });
  });

  it('FOLLOW_UPS_ENABLED=false schedules nothing', async () => {
    const disabled = await createFollowUpApp(clock, { FOLLOW_UPS_ENABLED: 'false' });
    try {
      expect(disabled.get(SchedulerRegistry).doesExist('cron', FOLLOW_UPS_CRON_JOB)).toBe(false);
      expect((await disabled.get(FollowUpsService).run(true)).scheduled).toBe(false);
    } finally {
      await disabled.close();
    }
  });
});
