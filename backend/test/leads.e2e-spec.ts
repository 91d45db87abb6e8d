import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { MailStatus } from '../src/mail/mail.enums';
import { DiscoveryCallLead } from '../src/modules/leads/entities/discovery-call-lead.entity';
import { LeadAccessToken } from '../src/modules/leads/entities/lead-access-token.entity';
import { LeadSubmission } from '../src/modules/leads/entities/lead-submission.entity';
import { LeadStatus, LeadSubmissionKind } from '../src/modules/leads/leads.enums';
import { quizOption, quizStep } from '../src/modules/leads/quiz-definition';
import { QuizStep } from '../src/modules/leads/quiz.enums';
import { closedPort, decodeQuotedPrintable, startSmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

const SUCCESS = '✅ Success! Your quiz results package is being sent to your email now. Check your inbox!';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const BUSINESS_EMAIL = 'office@builder.example';
const BOOKING_URL = 'https://booking.builder.example/discovery-call';
const BASE_URL = 'https://www.builder.example';

type Pair = [QuizStep | string, string];

const YES_PATH: Pair[] = [
  ['landOwnership', 'yes'],
  ['siteSurvey', 'no'],
  ['buildingPlans', 'no'],
  ['permitStatus', 'no'],
  ['budgetRange', '200k-350k'],
  ['fundingStatus', 'no'],
  ['decisionTimeline', '3-6-months'],
  ['primaryUse', 'family-home-shop'],
  ['decisionMakers', 'dog'],
  ['contractorHelp', 'yes'],
];
const NO_PATH: Pair[] = [
  ['landOwnership', 'no'],
  ['landSearchHelp', 'yes'],
  ['buildingPlans', 'yes'],
  ['permitStatus', 'yes'],
  ['budgetRange', 'researching'],
  ['fundingStatus', 'yes'],
  ['decisionTimeline', 'exploring'],
  ['primaryUse', 'commercial'],
  ['decisionMakers', 'clergy'],
  ['contractorHelp', 'no'],
];

const answers = (pairs: Pair[]) => pairs.map(([step, answer]) => ({ step, question: `Question about ${step}?`, answer }));
const contact = (email = 'ada@example.org') => ({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '(816) 555-0100', message: '' });
const submission = (pairs: Pair[] = YES_PATH, email?: string) => ({ answers: answers(pairs), contact: contact(email) });

describe('leads: quiz definition, quiz submissions and discovery leads', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtpPort: number;

  const http = () => request(app.getHttpServer());
  const counts = async () => ({
    leads: await db.getRepository(DiscoveryCallLead).count(),
    submissions: await db.getRepository(LeadSubmission).count(),
    mails: await db.getRepository(MailOutbox).count(),
  });

  beforeAll(async () => {
    // SMTP is down (nothing listens on the port) until a test starts a server there.
    smtpPort = await closedPort();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BUSINESS_EMAIL,
      BOOKING_URL,
      PUBLIC_BASE_URL: BASE_URL,
      // Far above what these tests send; the limit itself is tested in leads-rate-limit.e2e-spec.ts.
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    db = app.get(DataSource);
  });

  const clean = async () => {
    // Only the tables this module writes: the database is shared by every test file of a run.
    await db.query('DELETE FROM lead_submissions');
    await db.query('DELETE FROM discovery_call_leads');
    await db.query('DELETE FROM mail_outbox');
    await db.query('DELETE FROM submitter_confirmations');
  };
  beforeEach(clean);

  afterAll(async () => {
    if (db) await clean();
    await app?.close();
  });

  describe('GET /api/quiz', () => {
    it('describes every step, option, branch and percent, cacheable for 5 minutes', async () => {
      const res = await http().get('/api/quiz').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const quiz = res.body as {
        firstStep: string;
        totalQuestions: number;
        completionProgress: number;
        steps: Array<{
          id: string;
          question: string;
          helper: string;
          progress: number;
          options: Array<{ value: string; label: string; insight: string; next: string | null }>;
        }>;
      };
      expect(quiz.firstStep).toBe('landOwnership');
      expect(quiz.totalQuestions).toBe(10);
      expect(quiz.completionProgress).toBe(100);
      expect(quiz.steps).toHaveLength(11);

      const byId = Object.fromEntries(quiz.steps.map((s) => [s.id, s]));
      expect(Object.fromEntries(quiz.steps.map((s) => [s.id, s.progress]))).toEqual({
        landOwnership: 9,
        landSearchHelp: 18,
        siteSurvey: 18,
        buildingPlans: 27,
        permitStatus: 36,
        budgetRange: 45,
        fundingStatus: 54,
        decisionTimeline: 63,
        primaryUse: 72,
        decisionMakers: 81,
        contractorHelp: 90,
      });
      const next = (id: string) => Object.fromEntries(byId[id].options.map((o) => [o.value, o.next]));
      expect(next('landOwnership')).toEqual({ yes: 'siteSurvey', no: 'landSearchHelp' });
      expect(next('landSearchHelp')).toEqual({ yes: 'buildingPlans', no: 'buildingPlans' });
      expect(next('siteSurvey')).toEqual({ yes: 'buildingPlans', no: 'buildingPlans' });
      expect(next('buildingPlans')).toEqual({ yes: 'permitStatus', no: 'permitStatus' });
      expect(next('permitStatus')).toEqual({ yes: 'budgetRange', no: 'budgetRange' });
      expect(new Set(Object.values(next('budgetRange')))).toEqual(new Set(['fundingStatus']));
      expect(next('fundingStatus')).toEqual({ yes: 'decisionTimeline', no: 'decisionTimeline' });
      expect(new Set(Object.values(next('decisionTimeline')))).toEqual(new Set(['primaryUse']));
      expect(new Set(Object.values(next('primaryUse')))).toEqual(new Set(['decisionMakers']));
      expect(new Set(Object.values(next('decisionMakers')))).toEqual(new Set(['contractorHelp']));
      expect(next('contractorHelp')).toEqual({ yes: null, no: null });
      expect(Object.keys(next('decisionMakers'))).toEqual([
        'just-me',
        'spouse-partner',
        'family',
        'business-partners',
        'dog',
        'clergy',
        'extended-family',
        'still-deciding',
      ]);

      // Every step is reachable from the first one.
      const reached = new Set<string>();
      const queue = [quiz.firstStep];
      while (queue.length) {
        const id = queue.shift()!;
        if (reached.has(id)) continue;
        reached.add(id);
        for (const option of byId[id].options) if (option.next) queue.push(option.next);
      }
      expect([...reached].sort()).toEqual(quiz.steps.map((s) => s.id).sort());

      for (const step of quiz.steps) {
        expect(step.question).toMatch(/\?$/);
        expect(step.helper).not.toBe('');
        for (const option of step.options) {
          expect(option.label).not.toBe('');
          expect(option.insight.length).toBeGreaterThan(40);
          expect(Object.keys(option).sort()).toEqual(['insight', 'label', 'next', 'value']); // next actions stay on the server
        }
      }
    });
  });

  describe('POST /api/submit-quiz', () => {
    it('stores a yes-branch lead, its submission and two e-mails, and answers 201 with a token', async () => {
      const body = {
        answers: answers(YES_PATH),
        contact: {
          firstName: '  Ada ',
          lastName: 'Lovelace',
          email: ' Ada.Lovelace@Example.ORG ',
          phone: ' (816) 555-0100 ',
          message: 'Forty acres near Savannah.',
        },
        tracking: { utmSource: 'facebook', utmMedium: 'paid', utmCampaign: 'spring', ref: 'partner-42' },
      };
      const res = await http().post('/api/submit-quiz').send(body).expect(201);
      expect(res.body).toEqual({ message: SUCCESS, accessToken: expect.stringMatching(TOKEN) });

      const leads = await db.getRepository(DiscoveryCallLead).find();
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        email: 'ada.lovelace@example.org',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '(816) 555-0100',
        accessToken: res.body.accessToken,
        utmSource: 'facebook',
        utmMedium: 'paid',
        utmCampaign: 'spring',
        utmContent: null,
        utmTerm: null,
        status: LeadStatus.Pending,
        accessUnlocked: true,
        followUpCount: 0,
      });
      // The record keeps the server's wording of each question, not the request's.
      const expectedAnswers = YES_PATH.map(([step, answer]) => ({ step, question: quizStep(step as QuizStep).question, answer }));
      expect(leads[0].quizAnswers).toEqual(expectedAnswers);

      const submissions = await db.getRepository(LeadSubmission).find();
      expect(submissions).toHaveLength(1);
      expect(submissions[0]).toMatchObject({
        leadId: leads[0].id,
        kind: LeadSubmissionKind.Quiz,
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '(816) 555-0100',
        answers: expectedAnswers,
        tracking: { utmSource: 'facebook', utmMedium: 'paid', utmCampaign: 'spring', ref: 'partner-42' },
      });

      const mails = await db.getRepository(MailOutbox).find({ order: { id: 'ASC' } });
      expect(mails).toHaveLength(2);
      const [results, notice] = mails;
      expect(results).toMatchObject({ to: 'ada.lovelace@example.org', replyTo: BUSINESS_EMAIL, status: MailStatus.Pending });
      expect(results.subject).toBe('Your barndominium building roadmap, Ada');
      expect(results.html).toContain('<html lang="en">');
      for (const [step, answer] of YES_PATH) {
        expect(results.text).toContain(quizStep(step as QuizStep).question);
        expect(results.text).toContain(quizOption(step as QuizStep, answer)!.insight);
      }
      expect(results.text).toContain(`Your answer: ${quizOption(QuizStep.DecisionMakers, 'dog')!.label}`);
      for (const path of [
        '/unlock',
        '/sip-info',
        '/building-process',
        '/barndominium-calculator',
        '/barndominium-financing',
        '/building-permits',
        '/designs',
        '/site-prep-guide',
      ]) {
        expect(results.text).toContain(`${BASE_URL}${path}`);
      }
      expect(results.text).toContain(BOOKING_URL);
      expect(results.text).toContain('12-MINUTE DISCOVERY CALL');
      expect(results.text).toContain('within 24 hours');

      expect(notice).toMatchObject({ to: BUSINESS_EMAIL, replyTo: 'ada.lovelace@example.org', subject: 'New quiz lead: Ada Lovelace' });
      expect(notice.text).toContain('E-mail: ada.lovelace@example.org');
      expect(notice.text).toContain('Phone: (816) 555-0100');
      expect(notice.text).toContain('Forty acres near Savannah.');
      expect(notice.text).toContain('utmSource=facebook, utmMedium=paid, utmCampaign=spring, ref=partner-42');
      expect(notice.text).toContain('1. landOwnership: Yes (yes)');
      expect(notice.text).not.toContain(res.body.accessToken);
    });

    it('stores a no-branch lead the same way', async () => {
      const res = await http().post('/api/submit-quiz').send(submission(NO_PATH, 'grace@example.org')).expect(201);
      expect(res.body.accessToken).toMatch(TOKEN);
      const lead = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ email: 'grace@example.org' });
      expect(lead.quizAnswers!.map((a) => [a.step, a.answer])).toEqual(NO_PATH);
      expect(lead.utmSource).toBeNull();
      expect(await counts()).toEqual({ leads: 1, submissions: 1, mails: 2 });
      const results = await db.getRepository(MailOutbox).findOneByOrFail({ to: 'grace@example.org' });
      expect(results.text).toContain(`${BASE_URL}/land-search-guide`);
      expect(results.text).toContain(quizOption(QuizStep.LandOwnership, 'no')!.insight);
    });

    const invalid: Array<[string, unknown, RegExp, string?]> = [
      ['an empty body', {}, /^Please correct 2 fields: answers, contact\.$/, 'contact'],
      ['a missing contact', { answers: answers(YES_PATH) }, /^Contact details are required: firstName, lastName and email\.$/, 'contact'],
      ['a contact that is a list', { answers: answers(YES_PATH), contact: [] }, /^Contact details are required/, 'contact'],
      ['a bad e-mail', { answers: answers(YES_PATH), contact: { ...contact(), email: 'ada@' } }, /^Please enter a valid email address\.$/, 'contact.email'],
      ['a blank first name', { answers: answers(YES_PATH), contact: { ...contact(), firstName: '   ' } }, /^First name is required\.$/, 'contact.firstName'],
      [
        'a missing last name',
        { answers: answers(YES_PATH), contact: { firstName: 'Ada', email: 'ada@example.org' } },
        /^Last name is required\.$/,
        'contact.lastName',
      ],
      [
        'a bad phone',
        { answers: answers(YES_PATH), contact: { ...contact(), phone: 'call me maybe' } },
        /^Please enter a phone number with area code/,
        'contact.phone',
      ],
      [
        'an unknown step',
        {
          answers: answers([
            ['landOwnership', 'yes'],
            ['pool', 'yes'],
          ]),
          contact: contact(),
        },
        /^Step must be one of the quiz steps: landOwnership, /,
        'answers.1.step',
      ],
      [
        'a wrong answer for a step',
        { answers: answers([['landOwnership', 'maybe'], ...YES_PATH.slice(1)]), contact: contact() },
        /^"maybe" is not an answer to landOwnership; choose one of: yes, no\.$/,
        'answers.0.answer',
      ],
      [
        'an option of another step',
        { answers: answers([...YES_PATH.slice(0, 4), ['budgetRange', 'asap'], ...YES_PATH.slice(5)]), contact: contact() },
        /^"asap" is not an answer to budgetRange/,
        'answers.4.answer',
      ],
      [
        'a skipped step',
        { answers: answers([YES_PATH[0], ...YES_PATH.slice(2)]), contact: contact() },
        /^The quiz answers skip a step: after landOwnership = yes comes siteSurvey\.$/,
        'answers.1.step',
      ],
      [
        'the wrong branch',
        { answers: answers([YES_PATH[0], ['landSearchHelp', 'yes'], ...YES_PATH.slice(2)]), contact: contact() },
        /^The quiz answers skip a step: after landOwnership = yes comes siteSurvey\.$/,
        'answers.1.step',
      ],
      [
        'a repeated step',
        { answers: answers([YES_PATH[0], ...YES_PATH]), contact: contact() },
        /^The quiz answers repeat landOwnership: after landOwnership = yes comes siteSurvey\.$/,
        'answers.1.step',
      ],
      [
        'an extra step after completion',
        { answers: answers([...YES_PATH, ['landSearchHelp', 'no']]), contact: contact() },
        /^The quiz is complete after contractorHelp; the extra answer for landSearchHelp does not belong\.$/,
        'answers.10.step',
      ],
      [
        'answers that stop early',
        { answers: answers(YES_PATH.slice(0, 9)), contact: contact() },
        /^The quiz answers stop before the end: after decisionMakers = dog comes contractorHelp\.$/,
        'answers',
      ],
      [
        'answers that do not start at the first step',
        { answers: answers(YES_PATH.slice(1)), contact: contact() },
        /^The quiz answers must start with landOwnership, not siteSurvey\.$/,
        'answers.0.step',
      ],
      ['answers that are not a list', { answers: 'yes', contact: contact() }, /^Answers must be a list of the quiz answers\.$/, 'answers'],
      ['an empty answers list', { answers: [], contact: contact() }, /^Answers must hold 1 to 20 items; got 0\.$/, 'answers'],
      [
        'too many answers',
        { answers: answers([...YES_PATH, ...YES_PATH, YES_PATH[0]]), contact: contact() },
        /^Answers must hold 1 to 20 items; got 21\.$/,
        'answers',
      ],
      [
        'an answer that is not an object',
        { answers: ['yes'], contact: contact() },
        /^Each answer must be an object with step, question and answer\.$/,
        'answers.0',
      ],
      ['an unknown top-level field', { ...submission(), isAdmin: true }, /^Unknown field "isAdmin" is not allowed\.$/, 'isAdmin'],
      [
        'an unknown contact field',
        { answers: answers(YES_PATH), contact: { ...contact(), status: 'won' } },
        /^Unknown field "contact\.status" is not allowed\.$/,
        'contact.status',
      ],
      [
        'an unknown answer field',
        { answers: [{ ...answers(YES_PATH)[0], score: 5 }, ...answers(YES_PATH).slice(1)], contact: contact() },
        /^Unknown field "answers\.0\.score" is not allowed\.$/,
        'answers.0.score',
      ],
      ['an unknown tracking field', { ...submission(), tracking: { gclid: 'x' } }, /^Unknown field "tracking\.gclid" is not allowed\.$/, 'tracking.gclid'],
      ['tracking that is not an object', { ...submission(), tracking: 'facebook' }, /^Tracking must be an object/, 'tracking'],
      [
        'an oversize first name',
        { answers: answers(YES_PATH), contact: { ...contact(), firstName: 'A'.repeat(101) } },
        /^First name must be at most 100 characters\.$/,
        'contact.firstName',
      ],
      [
        'an oversize message',
        { answers: answers(YES_PATH), contact: { ...contact(), message: 'x'.repeat(2001) } },
        /^Message must be at most 2000 characters\.$/,
        'contact.message',
      ],
      ['an oversize phone', { answers: answers(YES_PATH), contact: { ...contact(), phone: '1'.repeat(31) } }, /^Please enter a phone number/, 'contact.phone'],
      [
        'an oversize question',
        { answers: [{ ...answers(YES_PATH)[0], question: 'q'.repeat(301) }, ...answers(YES_PATH).slice(1)], contact: contact() },
        /^Question must be at most 300 characters\.$/,
        'answers.0.question',
      ],
      [
        'an oversize answer',
        { answers: [{ ...answers(YES_PATH)[0], answer: 'y'.repeat(51) }, ...answers(YES_PATH).slice(1)], contact: contact() },
        /^Answer must be at most 50 characters\.$/,
        'answers.0.answer',
      ],
      [
        'an oversize utm field',
        { ...submission(), tracking: { utmSource: 's'.repeat(201) } },
        /^Utm source must be at most 200 characters\.$/,
        'tracking.utmSource',
      ],
      [
        'a name over two lines',
        { answers: answers(YES_PATH), contact: { ...contact(), firstName: 'Ada\nBcc: x@y.z' } },
        /^First name must be a single line of text\.$/,
        'contact.firstName',
      ],
    ];

    it.each(invalid)('rejects %s with 400, a readable message and nothing stored', async (_name, body, message, field) => {
      const res = await http()
        .post('/api/submit-quiz')
        .send(body as object)
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
      if (field) expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await counts()).toEqual({ leads: 0, submissions: 0, mails: 0 });
    });

    it('rejects a request without a body with 400 and nothing stored', async () => {
      const res = await http().post('/api/submit-quiz').expect(400);
      expect(res.body.message).toBe('Please correct 2 fields: answers, contact.');
      expect(res.body.errors).toEqual([
        { field: 'answers', message: 'Answers must be a list of the quiz answers.' },
        { field: 'contact', message: 'Contact details are required: firstName, lastName and email.' },
      ]);
      expect(await counts()).toEqual({ leads: 0, submissions: 0, mails: 0 });
    });

    it('keeps one lead per e-mail: a later quiz keeps the first values, adds to the history and gets a token of its own', async () => {
      const first = await http()
        .post('/api/submit-quiz')
        .send({ ...submission(YES_PATH, 'sam@example.org'), tracking: { utmSource: 'facebook', utmCampaign: 'spring' } })
        .expect(201);
      // Anyone can type anyone's e-mail: this could be an attacker.
      const second = await http()
        .post('/api/submit-quiz')
        .send({
          answers: answers(NO_PATH),
          contact: { firstName: 'Samuel', lastName: 'Clemens', email: 'SAM@Example.org', phone: '(573) 555-0199' },
          tracking: { utmSource: 'newsletter' },
        })
        .expect(201);
      expect(second.body.accessToken).toMatch(TOKEN);
      expect(second.body.accessToken).not.toBe(first.body.accessToken);

      expect(await counts()).toEqual({ leads: 1, submissions: 2, mails: 4 });
      const lead = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ email: 'sam@example.org' });
      expect(lead).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '(816) 555-0100',
        utmSource: 'facebook',
        utmCampaign: 'spring',
        accessToken: first.body.accessToken,
      });
      expect(lead.quizAnswers!.map((a) => [a.step, a.answer])).toEqual(YES_PATH);
      // The office sees every submission, with what each one said.
      const history = await db.getRepository(LeadSubmission).find({ where: { leadId: lead.id }, order: { id: 'ASC' } });
      expect(history.map((s) => [s.kind, s.firstName, s.lastName, s.phone, s.answers![0].answer])).toEqual([
        ['quiz', 'Ada', 'Lovelace', '(816) 555-0100', 'yes'],
        ['quiz', 'Samuel', 'Clemens', '(573) 555-0199', 'no'],
      ]);
      expect(history.map((s) => s.tracking)).toEqual([{ utmSource: 'facebook', utmCampaign: 'spring' }, { utmSource: 'newsletter' }]);
      // Both tokens are the lead's, each issued once.
      const tokens = await db.getRepository(LeadAccessToken).find({ where: { leadId: lead.id }, order: { id: 'ASC' } });
      expect(tokens.map((t) => t.token)).toEqual([first.body.accessToken, second.body.accessToken]);
      const notices = await db.getRepository(MailOutbox).find({ where: { to: BUSINESS_EMAIL }, order: { id: 'ASC' } });
      expect(notices.map((n) => n.subject)).toEqual(['New quiz lead: Ada Lovelace', 'Returning quiz lead: Samuel Clemens']);
      expect(notices[1].text).toContain('Phone: (573) 555-0199');
      expect(notices[1].text).toContain('The lead keeps its first name, phone, campaign and answers');
    });

    it("never answers with a token issued earlier: replaying a victim's exact submission is a no-op with a fresh token", async () => {
      const victim = await http().post('/api/submit-quiz').send(submission()).expect(201);
      const replay = await http().post('/api/submit-quiz').send(submission()).expect(201);
      expect(replay.body.message).toBe(SUCCESS);
      expect(replay.body.accessToken).toMatch(TOKEN);
      expect(replay.body.accessToken).not.toBe(victim.body.accessToken);
      // Still a double click as far as data and mail go: no second submission or e-mail.
      expect(await counts()).toEqual({ leads: 1, submissions: 1, mails: 2 });
      expect(await db.getRepository(LeadAccessToken).count()).toBe(2);
    });

    it('creates one lead when submissions for a new e-mail arrive at the same time, each answer with its own token', async () => {
      const same = await Promise.all(Array.from({ length: 5 }, () => http().post('/api/submit-quiz').send(submission(YES_PATH, 'race@example.org'))));
      expect(same.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(same.map((r) => r.body.accessToken)).size).toBe(5);
      expect(await counts()).toEqual({ leads: 1, submissions: 1, mails: 2 });

      const different = await Promise.all([
        http().post('/api/submit-quiz').send(submission(YES_PATH, 'race2@example.org')),
        http().post('/api/submit-quiz').send(submission(NO_PATH, 'race2@example.org')),
      ]);
      expect(different.map((r) => r.status)).toEqual([201, 201]);
      expect(different[0].body.accessToken).not.toBe(different[1].body.accessToken);
      expect(await counts()).toEqual({ leads: 2, submissions: 3, mails: 6 });
    });

    it('answers 201 while SMTP is down and delivers the results package once it is back', async () => {
      await http().post('/api/submit-quiz').send(submission(YES_PATH, 'ada@example.org')).expect(201);
      const job = app.get(MailDeliveryJob);
      await expect(job.deliverDue()).resolves.toEqual({ sent: 0, failed: 2 });
      const pending = await db.getRepository(MailOutbox).find();
      expect(pending.map((m) => [m.status, m.attempts])).toEqual([
        [MailStatus.Pending, 1],
        [MailStatus.Pending, 1],
      ]);

      const smtp = await startSmtpListener(smtpPort);
      try {
        await db.query('UPDATE mail_outbox SET "nextAttemptAt" = now()');
        await expect(job.deliverDue()).resolves.toEqual({ sent: 2, failed: 0 });
        const results = smtp.received.find((m) => m.to.includes('ada@example.org'))!;
        expect(results.raw).toMatch(/^Subject: Your barndominium building roadmap, Ada\r$/m);
        expect(results.raw).toMatch(new RegExp(`^Reply-To: ${BUSINESS_EMAIL.replace(/\./g, '\\.')}\r$`, 'm'));
        const text = decodeQuotedPrintable(results.raw);
        expect(text).toContain(quizOption(QuizStep.FundingStatus, 'no')!.insight);
        expect(text).toContain(BOOKING_URL);
        expect(smtp.received.find((m) => m.to.includes(BUSINESS_EMAIL))!.raw).toMatch(/^Subject: New quiz lead: Ada Lovelace\r$/m);
      } finally {
        await smtp.close();
      }
    });
  });

  describe('POST /api/discovery-leads', () => {
    it('answers the spec §5 messages for a missing first name and a non-basic e-mail, storing nothing', async () => {
      const res = await http().post('/api/discovery-leads').send({ firstName: '', email: 'ada@example' }).expect(400);
      expect(res.body.errors).toEqual([
        { field: 'firstName', message: 'First name is required.' },
        { field: 'email', message: 'Please enter a basic email format (e.g., name@example.com).' },
      ]);
      const empty = await http().post('/api/discovery-leads').send({}).expect(400);
      expect(empty.body.errors.map((e: { field: string }) => e.field)).toEqual(['firstName', 'email']);
      for (const body of [
        { firstName: 'Ada', email: 'ada@example.org', phone: 'nope' },
        { firstName: 'Ada', email: 'ada@example.org', utmSource: 'u'.repeat(201) },
        { firstName: 'Ada', email: 'ada@example.org', lastName: 'Lovelace' },
      ]) {
        await http().post('/api/discovery-leads').send(body).expect(400);
      }
      expect(await counts()).toEqual({ leads: 0, submissions: 0, mails: 0 });
    });

    it('stores a lead with a welcome e-mail and a notice, and shares the lead with the quiz', async () => {
      const res = await http()
        .post('/api/discovery-leads')
        .send({ firstName: 'Ada', email: 'Ada@Example.org', phone: '', utmSource: 'facebook', utmCampaign: 'barndo-spring' })
        .expect(201);
      expect(res.body).toEqual({ message: expect.stringContaining('Success'), accessToken: expect.stringMatching(TOKEN) });
      let lead = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ email: 'ada@example.org' });
      expect(lead).toMatchObject({
        firstName: 'Ada',
        lastName: null,
        phone: null,
        quizAnswers: null,
        utmSource: 'facebook',
        utmCampaign: 'barndo-spring',
        accessToken: res.body.accessToken,
      });
      const mails = await db.getRepository(MailOutbox).find({ order: { id: 'ASC' } });
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        ['ada@example.org', 'Welcome, Ada: your barndominium resources are unlocked'],
        [BUSINESS_EMAIL, 'New discovery lead: Ada'],
      ]);
      expect(mails[0].text).toContain(`${BASE_URL}/unlock`);
      expect(mails[0].text).toContain(BOOKING_URL);
      expect(mails[0].text).toContain('within 24 hours');
      expect(mails[1].text).toContain('utmSource=facebook, utmCampaign=barndo-spring');

      // The same e-mail then takes the quiz: same lead, a token of its own, the answers filled in.
      const quiz = await http().post('/api/submit-quiz').send(submission(YES_PATH, 'ada@example.org')).expect(201);
      expect(quiz.body.accessToken).toMatch(TOKEN);
      expect(quiz.body.accessToken).not.toBe(res.body.accessToken);
      // And sends the discovery form again under another name: the lead's first values stay.
      const again = await http().post('/api/discovery-leads').send({ firstName: 'Augusta', email: 'ada@example.org' }).expect(201);
      expect(new Set([res.body.accessToken, quiz.body.accessToken, again.body.accessToken]).size).toBe(3);
      lead = await db.getRepository(DiscoveryCallLead).findOneByOrFail({ email: 'ada@example.org' });
      expect(lead).toMatchObject({
        firstName: 'Ada',
        lastName: null,
        phone: null,
        utmSource: 'facebook',
        utmCampaign: 'barndo-spring',
        accessToken: res.body.accessToken,
      });
      expect(lead.quizAnswers).toHaveLength(10);
      expect(await counts()).toEqual({ leads: 1, submissions: 3, mails: 6 });
      const history = await db.getRepository(LeadSubmission).find({ where: { leadId: lead.id }, order: { id: 'ASC' } });
      expect(history.map((s) => [s.kind, s.firstName, s.lastName, s.phone])).toEqual([
        ['discovery', 'Ada', null, null],
        ['quiz', 'Ada', 'Lovelace', '(816) 555-0100'],
        ['discovery', 'Augusta', null, null],
      ]);
      expect((await db.getRepository(MailOutbox).findOneByOrFail({ subject: 'Returning discovery lead: Augusta' })).to).toBe(BUSINESS_EMAIL);
    });

    it('treats identical posts moments apart as a double click: one lead change, two e-mails, a fresh token each', async () => {
      const body = { firstName: 'Ada', email: 'ada@example.org', phone: '(816) 555-0100', utmSource: 'facebook' };
      const posts = [];
      for (let i = 0; i < 3; i++) posts.push(await http().post('/api/discovery-leads').send(body).expect(201));
      expect(new Set(posts.map((r) => r.body.accessToken)).size).toBe(3);
      expect(await counts()).toEqual({ leads: 1, submissions: 1, mails: 2 });
      // At the same time, too.
      const parallel = await Promise.all(
        Array.from({ length: 3 }, () =>
          http()
            .post('/api/discovery-leads')
            .send({ ...body, email: 'bo@example.org' }),
        ),
      );
      expect(parallel.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(await counts()).toEqual({ leads: 2, submissions: 2, mails: 4 });
    });
  });
});
