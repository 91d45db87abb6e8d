import { DEPOSIT_REFERENCE } from '../../src/modules/deposits/deposit-emails';
import { agreementPath, signatureFields, type AgreementReference } from './deposit-signing';
import { call, type Answer } from './http';
import type { ScenarioContext, SignedInSession } from './scenario';

interface QuizDefinition {
  firstStep: string;
  steps: { id: string; question: string; options: { value: string; next: string | null }[] }[];
}

type QuizAnswer = { step: string; question: string; answer: string };

/** Every whole path through the quiz (first step to completion), from the app's own GET /api/quiz. */
export async function quizPaths(baseUrl: string): Promise<QuizAnswer[][]> {
  const definition = (await call(baseUrl, 'GET', '/api/quiz')).body as QuizDefinition;
  const steps = new Map(definition.steps.map((step) => [step.id, step]));
  const paths: QuizAnswer[][] = [];
  const walk = (stepId: string, so: QuizAnswer[]) => {
    const step = steps.get(stepId)!;
    for (const option of step.options) {
      const next = [...so, { step: step.id, question: step.question, answer: option.value }];
      if (option.next) walk(option.next, next);
      else paths.push(next);
    }
  };
  walk(definition.firstStep, []);
  return paths;
}

/** A small deterministic generator (mulberry32), so a seed replays the same inputs. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the app accepted (2xx) during a load, as the answers identify it. */
export interface Accepted {
  quiz: { email: string; token: string }[];
  contact: string[];
  deposits: number[];
}

/**
 * The public traffic of scenarios 1, 2 and 5: quiz submissions (a whole valid path, a unique
 * e-mail each), contact messages and, with buyers, deposits (about 8 : 1 : 1). Every answer is kept.
 */
export class Traffic {
  readonly answers: Answer[] = [];
  readonly accepted: Accepted = { quiz: [], contact: [], deposits: [] };
  private readonly next: () => number;
  private agreementRead?: AgreementReference;

  constructor(
    private readonly baseUrl: string,
    private readonly paths: QuizAnswer[][],
    /** Distinguishes this load's e-mail addresses from every other load's of the run. */
    private readonly tag: string,
    seed: number,
    private readonly buyers: SignedInSession[] = [],
    private readonly designId = '',
    private readonly timeoutMs = 15_000,
  ) {
    this.next = random(seed);
  }

  async send(n: number): Promise<Answer> {
    const kind = n % 10;
    if (kind === 0) return this.contact(n);
    if (kind === 5 && this.buyers.length && this.designId) return this.deposit(n);
    return this.quiz(n);
  }

  private email(n: number): string {
    return `verify-${this.tag}-${n}@example.org`;
  }

  async quiz(n: number): Promise<Answer> {
    const email = this.email(n);
    const answers = this.paths[Math.floor(this.next() * this.paths.length)];
    const answer = await this.record(
      call(this.baseUrl, 'POST', '/api/submit-quiz', {
        body: { answers, contact: { firstName: 'Robin', lastName: `Load ${n}`, email, phone: '(816) 555-0142' }, tracking: { utmSource: 'verify' } },
        timeoutMs: this.timeoutMs,
      }),
    );
    if (answer.status >= 200 && answer.status < 300) this.accepted.quiz.push({ email, token: (answer.body as { accessToken: string }).accessToken });
    return answer;
  }

  async contact(n: number): Promise<Answer> {
    const email = this.email(n);
    const answer = await this.record(
      call(this.baseUrl, 'POST', '/api/contact', {
        body: {
          name: 'Martha Jennings',
          email,
          phone: '(816) 555-0123',
          model: 'Custom',
          subject: 'design',
          message: `We own 12 acres outside Savannah (message ${n}).`,
          privacyAgree: true,
        },
        timeoutMs: this.timeoutMs,
      }),
    );
    if (answer.status >= 200 && answer.status < 300) this.accepted.contact.push(email);
    return answer;
  }

  async deposit(n: number): Promise<Answer> {
    const session = this.buyers[n % this.buyers.length];
    const start = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const agreement = await this.agreement();
    if ('failed' in agreement) return this.record(Promise.resolve(agreement.failed));
    const answer = await this.record(
      call(this.baseUrl, 'POST', '/api/deposits', {
        session,
        body: {
          ...signatureFields(agreement.read),
          designId: this.designId,
          street: `${100 + (n % 900)} Main Street`,
          city: 'St. Joseph',
          state: 'MO',
          zipCode: '64501',
          expectedStartDate: start,
          additionalNotes: `verify ${this.tag} ${n}`,
        },
        timeoutMs: this.timeoutMs,
      }),
    );
    if (answer.status >= 200 && answer.status < 300) this.accepted.deposits.push((answer.body as { id: number }).id);
    return answer;
  }

  /**
   * The plan's reservation agreement (a buyer signs the text the checkout page shows), read once it
   * is answered; a failed read (the database restarting) is an answer of the load like any other.
   */
  private async agreement(): Promise<{ read: AgreementReference } | { failed: Answer }> {
    if (this.agreementRead) return { read: this.agreementRead };
    const answer = await call(this.baseUrl, 'GET', agreementPath(this.designId), { timeoutMs: this.timeoutMs });
    if (answer.status !== 200) return { failed: answer };
    this.agreementRead = answer.body as AgreementReference;
    return { read: this.agreementRead };
  }

  private async record(pending: Promise<Answer>): Promise<Answer> {
    const answer = await pending;
    this.answers.push(answer);
    return answer;
  }

  get acceptedCount(): number {
    return this.accepted.quiz.length + this.accepted.contact.length + this.accepted.deposits.length;
  }
}

/**
 * The accepted submissions whose row or outbox e-mails are missing: a quiz answer's token must
 * belong to the lead of its e-mail, with the visitor's confirmation (to the address) and the
 * office's notice (reply-to the address) queued; a contact message likewise; a deposit its row
 * and its two e-mails (both name it by DEPOSIT_REFERENCE and its number).
 */
export async function missingRows(ctx: Pick<ScenarioContext, 'query'>, accepted: Accepted): Promise<string[]> {
  const missing: string[] = [];
  const emails = [...accepted.quiz.map((q) => q.email), ...accepted.contact];
  const outbox = await ctx.query<{ address: string; direction: string }>(
    `SELECT "to" AS address, 'to' AS direction FROM mail_outbox WHERE "to" = ANY($1)
     UNION ALL SELECT "replyTo", 'replyTo' FROM mail_outbox WHERE "replyTo" = ANY($1)`,
    [emails],
  );
  const mailed = new Set(outbox.map((row) => `${row.direction}:${row.address}`));
  const mailsOf = (email: string) => ['to', 'replyTo'].filter((direction) => !mailed.has(`${direction}:${email}`));

  const tokens = await ctx.query<{ token: string; email: string }>(
    `SELECT t.token, l.email FROM lead_access_tokens t JOIN discovery_call_leads l ON l.id = t."leadId" WHERE t.token = ANY($1)`,
    [accepted.quiz.map((q) => q.token)],
  );
  const leadOfToken = new Map(tokens.map((row) => [row.token, row.email]));
  for (const { email, token } of accepted.quiz) {
    if (leadOfToken.get(token) !== email) missing.push(`quiz ${email}: no lead with its token`);
    for (const direction of mailsOf(email)) missing.push(`quiz ${email}: no outbox e-mail with ${direction} = the address`);
  }

  const messages = new Set(
    (await ctx.query<{ email: string }>('SELECT email FROM contact_messages WHERE email = ANY($1)', [accepted.contact])).map((row) => row.email),
  );
  for (const email of accepted.contact) {
    if (!messages.has(email)) missing.push(`contact ${email}: no contact_messages row`);
    for (const direction of mailsOf(email)) missing.push(`contact ${email}: no outbox e-mail with ${direction} = the address`);
  }

  const deposits = new Set((await ctx.query<{ id: number }>('SELECT id FROM deposits WHERE id = ANY($1)', [accepted.deposits])).map((row) => Number(row.id)));
  const depositMails = await ctx.query<{ id: number; count: number }>(
    `SELECT substring(text from $1)::int AS id, count(*)::int AS count
     FROM mail_outbox WHERE strpos(text, $2) > 0 GROUP BY 1`,
    [`${DEPOSIT_REFERENCE}([0-9]+)`, DEPOSIT_REFERENCE],
  );
  const mailCount = new Map(depositMails.map((row) => [Number(row.id), row.count]));
  for (const id of accepted.deposits) {
    if (!deposits.has(id)) missing.push(`deposit ${id}: no deposits row`);
    if ((mailCount.get(id) ?? 0) < 2) missing.push(`deposit ${id}: ${mailCount.get(id) ?? 0} of its 2 outbox e-mails`);
  }
  return missing;
}

/** The first few of a list of problems as one failure line each, and how many more there were. */
export function firstFew(problems: string[], count = 5): string[] {
  return problems.length <= count ? problems : [...problems.slice(0, count), `… and ${problems.length - count} more`];
}
