import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { UserRole } from '../src/common/auth/user-role';
import { User } from '../src/modules/auth/entities/user.entity';
import { DEPOSIT_NOT_FOUND_MESSAGE } from '../src/modules/deposits/admin-deposits.service';
import { DEPOSIT_NEXT_STEPS } from '../src/modules/deposits/deposit-terms';
import { depositOfficeFlows } from '../src/modules/deposits/deposit-status-flow';
import { DepositPaymentProvider, DepositStatus } from '../src/modules/deposits/deposits.enums';

/** The office's moves on an invoice deposit (issue 13; a Stripe deposit's are in deposit-payments.e2e-spec.ts). */
const depositStatusFlow = depositOfficeFlows[DepositPaymentProvider.Invoice];
import { DEPOSIT_STATUS_MESSAGE } from '../src/modules/deposits/dto/update-deposit-status.dto';
import { DepositStatusChange } from '../src/modules/deposits/entities/deposit-status-change.entity';
import { Deposit } from '../src/modules/deposits/entities/deposit.entity';
import { Design } from '../src/modules/designs/entities/design.entity';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { decodeQuotedPrintable, startSmtpListener, type ReceivedMail, type SmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const URL = '/api/admin/deposits';
const BUSINESS_EMAIL = 'office@builder.example';
const BASE_URL = 'https://www.builder.example';
const ALL_STATUSES = Object.values(DepositStatus);
// issue 13, word for word.
const ALLOWED: [DepositStatus, DepositStatus][] = [
  [DepositStatus.Pending, DepositStatus.Invoiced],
  [DepositStatus.Pending, DepositStatus.Cancelled],
  [DepositStatus.Invoiced, DepositStatus.Paid],
  [DepositStatus.Invoiced, DepositStatus.Cancelled],
  [DepositStatus.Paid, DepositStatus.Refunded],
];
const isAllowed = (from: DepositStatus, to: DepositStatus) => ALLOWED.some(([f, t]) => f === from && t === to);
const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}: (.*)\r$`, 'm').exec(mail.raw)?.[1];

describe('admin deposits: /api/admin/deposits', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtp: SmtpListener;
  let admin: TestAccount;
  let office: Browser;
  let serial = 0;

  /** A buyer (with a surname unique to this run, to search by) and their deposit in `status`. */
  const depositIn = async (
    status: DepositStatus,
    { slug = 'rose-mount', amount = 250_000, lastName = `Tester${process.pid}x${++serial}`, firstName = 'Dana' } = {},
  ) => {
    const buyer = await createUser(app);
    await db.getRepository(User).update(buyer.id, { firstName, lastName });
    const { id: designId } = await db.getRepository(Design).findOneByOrFail({ slug });
    const { identifiers } = await db.getRepository(Deposit).insert({
      userId: buyer.id,
      designId,
      amount,
      status,
      street: '18 Orchard Lane',
      city: 'Savannah',
      state: 'MO',
      zipCode: '64485',
      expectedStartDate: '2027-05-03',
    });
    return { buyer, id: identifiers[0].id as number, lastName };
  };
  const statusOf = async (id: number) => (await db.getRepository(Deposit).findOneByOrFail({ id })).status;
  const historyOf = (id: number) => db.getRepository(DepositStatusChange).find({ where: { depositId: id }, order: { id: 'ASC' } });
  const outbox = () => db.getRepository(MailOutbox).find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      BUSINESS_EMAIL,
      PUBLIC_BASE_URL: BASE_URL,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
    admin = await createUser(app, { role: UserRole.Admin });
    await db.getRepository(User).update(admin.id, { firstName: 'Olive', lastName: 'Office' });
    office = new Browser(app);
    await office.signInAs(admin);
  });

  beforeEach(async () => {
    await db.query('DELETE FROM mail_outbox');
    smtp.received.length = 0;
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await app?.close();
    await smtp?.close();
  });

  describe('PATCH /api/admin/deposits/{id} (updateDepositStatus)', () => {
    it('the typed office moves of an invoice deposit are exactly the issue’s', () => {
      const typed = ALL_STATUSES.flatMap((from) => depositStatusFlow.moves[from].map((to) => [from, to]));
      expect(typed.sort()).toEqual([...ALLOWED].sort());
    });

    it.each(ALL_STATUSES.flatMap((from) => ALL_STATUSES.map((to) => [from, to] as const)))(
      '%s → %s: allowed moves write the status, the history and the e-mail; others 409 and write nothing',
      async (from, to) => {
        const { id, buyer } = await depositIn(from);
        const res = await office.call('patch', `${URL}/${id}`, { status: to });
        if (isAllowed(from, to)) {
          expect(res.status).toBe(200);
          expect(res.headers['cache-control']).toBe('no-store');
          expect(res.body).toMatchObject({ id, status: to, allowedStatuses: [...depositStatusFlow.moves[to]] });
          expect(await statusOf(id)).toBe(to);
          expect(await historyOf(id)).toEqual([expect.objectContaining({ fromStatus: from, toStatus: to, note: null, adminId: admin.id })]);
          expect((await outbox()).map((m) => m.to)).toEqual([buyer.email]);
        } else {
          expect(res.status).toBe(409);
          expect(res.body).toMatchObject({ statusCode: 409, message: `A deposit cannot move from ${from} to ${to}.` });
          expect(await statusOf(id)).toBe(from);
          expect(await historyOf(id)).toEqual([]);
          expect(await outbox()).toEqual([]);
        }
      },
    );

    it('invoices a deposit: the buyer gets the e-mail with the office’s note over SMTP, sees “invoiced” on their own list, and the history names the admin', async () => {
      const { id, buyer } = await depositIn(DepositStatus.Pending);
      const note = 'Invoice #1042 is on its way from our bookkeeper.\nPay by bank transfer or check.';
      const res = await office.call('patch', `${URL}/${id}`, { status: 'invoiced', note: `  ${note}  ` }, 200);
      expect(res.body.history).toEqual([
        {
          id: expect.any(Number),
          fromStatus: 'pending',
          toStatus: 'invoiced',
          note,
          admin: { id: admin.id, name: 'Olive Office' },
          createdAt: expect.stringMatching(/Z$/),
        },
      ]);

      await expect(app.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 1, failed: 0 });
      const [mail] = smtp.received;
      expect(mail.to).toEqual([buyer.email]);
      expect(header(mail, 'Subject')).toBe('Your invoice for the $2,500 deposit on the Rose Mount');
      expect(header(mail, 'Reply-To')).toBe(BUSINESS_EMAIL);
      const text = decodeQuotedPrintable(mail.raw);
      for (const line of [
        'Hi Dana,',
        'check your e-mail',
        'A NOTE FROM OUR OFFICE',
        'Invoice #1042 is on its way from our bookkeeper.',
        'Pay by bank transfer or check.',
        `Reference: request to reserve #${id}`,
        `${BASE_URL}/deposit-confirmation/rose-mount`,
      ]) {
        expect(text).toContain(line);
      }

      // The buyer's own list (what /account shows).
      const buyerBrowser = new Browser(app);
      await buyerBrowser.signInAs(buyer);
      const own = await buyerBrowser.call('get', '/api/deposits', undefined, 200);
      expect(own.body).toEqual([expect.objectContaining({ id, status: 'invoiced' })]);

      const detail = await office.call('get', `${URL}/${id}`, undefined, 200);
      expect(detail.body).toMatchObject({
        id,
        status: 'invoiced',
        allowedStatuses: ['paid', 'cancelled'],
        buyer: { id: buyer.id, email: buyer.email, firstName: 'Dana' },
        history: res.body.history,
      });
    });

    it('words each e-mail for its status: paid thanks and gives the next steps, cancelled and refunded say so', async () => {
      const { id } = await depositIn(DepositStatus.Invoiced, { slug: 'oak', amount: 375_000 });
      await office.call('patch', `${URL}/${id}`, { status: 'paid' }, 200);
      await office.call('patch', `${URL}/${id}`, { status: 'refunded', note: null }, 200);
      const { id: other } = await depositIn(DepositStatus.Pending, { slug: 'oak' });
      await office.call('patch', `${URL}/${other}`, { status: 'cancelled' }, 200);

      const [paid, refunded, cancelled] = await outbox();
      expect(paid.subject).toBe('We received your $3,750 deposit on the Oak: thank you');
      expect(paid.text).toContain('Thank you');
      for (const step of DEPOSIT_NEXT_STEPS.slice(1)) expect(paid.text.replace(/\s+/g, ' ')).toContain(step);
      expect(refunded.subject).toBe('We refunded your $3,750 deposit on the Oak');
      expect(cancelled.subject).toBe('Your request to reserve the Oak is cancelled');
      expect(cancelled.text).toContain('no payment is due');
      expect(paid.text).not.toContain('A NOTE FROM OUR OFFICE');
      expect((await historyOf(id)).map((h) => [h.fromStatus, h.toStatus])).toEqual([
        ['invoiced', 'paid'],
        ['paid', 'refunded'],
      ]);
    });

    it('answers 404 for an unknown deposit and 400 for a bad status, a long note, an unknown field or an id out of range', async () => {
      const { id } = await depositIn(DepositStatus.Pending);
      expect((await office.call('patch', `${URL}/2147483647`, { status: 'invoiced' }, 404)).body.message).toBe(DEPOSIT_NOT_FOUND_MESSAGE);
      expect((await office.call('get', `${URL}/2147483647`, undefined, 404)).body.message).toBe(DEPOSIT_NOT_FOUND_MESSAGE);
      const bad: [object, string, string][] = [
        [{ status: 'sent' }, 'status', DEPOSIT_STATUS_MESSAGE],
        [{}, 'status', DEPOSIT_STATUS_MESSAGE],
        [{ status: 'invoiced', note: 'x'.repeat(2001) }, 'note', 'Note must be at most 2000 characters.'],
        [{ status: 'invoiced', amount: 1 }, 'amount', expect.any(String) as unknown as string],
      ];
      for (const [body, field, message] of bad) {
        const res = await office.call('patch', `${URL}/${id}`, body, 400);
        expect(res.body.errors).toEqual([{ field, message }]);
      }
      await office.call('patch', `${URL}/2147483648`, { status: 'invoiced' }, 400);
      await office.call('patch', `${URL}/${id}`, { status: 'invoiced', note: 'x'.repeat(2000) }, 200);
      expect(await outbox()).toHaveLength(1);
    });
  });

  describe('GET /api/admin/deposits (listAdminDeposits)', () => {
    it('filters by status, finds buyers by name, e-mail or plan, sorts by date or amount and pages with a total', async () => {
      const family = `Quill${process.pid}`;
      const a = await depositIn(DepositStatus.Pending, { lastName: family, firstName: 'Avery', amount: 100_000, slug: 'oak' });
      const b = await depositIn(DepositStatus.Invoiced, { lastName: family, firstName: 'Blake', amount: 300_000 });
      const c = await depositIn(DepositStatus.Pending, { lastName: family, firstName: 'Casey', amount: 200_000 });
      // Oldest a, newest c.
      await db.query(`UPDATE deposits SET "createdAt" = now() - make_interval(days => $2) WHERE id = $1`, [a.id, 3]);
      await db.query(`UPDATE deposits SET "createdAt" = now() - make_interval(days => $2) WHERE id = $1`, [b.id, 2]);
      await db.query(`UPDATE deposits SET "createdAt" = now() - make_interval(days => $2) WHERE id = $1`, [c.id, 1]);
      const ids = async (query: Record<string, string | number>) => {
        const res = await office.send('get', URL).query(query).expect(200);
        return { ids: (res.body.items as { id: number }[]).map((item) => item.id), body: res.body };
      };

      const all = await ids({ q: family });
      expect(all.ids).toEqual([c.id, b.id, a.id]);
      expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
      expect(all.body.items[0]).toMatchObject({
        buyer: { firstName: 'Casey', lastName: family },
        design: { slug: 'rose-mount' },
        amount: 200_000,
        status: 'pending',
        allowedStatuses: ['invoiced', 'cancelled'],
      });
      expect((await ids({ q: family, status: 'pending' })).ids).toEqual([c.id, a.id]);
      expect((await ids({ q: family, status: 'invoiced' })).ids).toEqual([b.id]);
      expect((await ids({ q: `blake ${family.toUpperCase()}` })).ids).toEqual([b.id]);
      expect((await ids({ q: `${family} oak` })).ids).toEqual([a.id]);
      expect((await ids({ q: a.buyer.email })).ids).toEqual([a.id]);
      expect((await ids({ q: `${family} 100%` })).ids).toEqual([]);
      expect((await ids({ q: family, sort: 'amount', order: 'asc' })).ids).toEqual([a.id, c.id, b.id]);
      expect((await ids({ q: family, sort: 'amount' })).ids).toEqual([b.id, c.id, a.id]);
      expect((await ids({ q: family, sort: 'createdAt', order: 'asc' })).ids).toEqual([a.id, b.id, c.id]);
      const page2 = await ids({ q: family, pageSize: 2, page: 2 });
      expect(page2.ids).toEqual([a.id]);
      expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect((await ids({ q: family, page: 9 })).body).toMatchObject({ items: [], total: 3 });
    });

    it('answers 400 with one errors entry per bad or unknown parameter', async () => {
      const res = await office
        .send('get', URL)
        .query({ status: 'sent', sort: 'name', order: 'up', pageSize: 101, page: 0, q: 'x'.repeat(101), colour: 'red' })
        .expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['colour', 'order', 'page', 'pageSize', 'q', 'sort', 'status']);
      expect(res.body.errors).toContainEqual({
        field: 'status',
        message: 'Status must be one of: pending, invoiced, processing, paid, failed, expired, refunded, cancelled.',
      });
      expect(res.body.errors).toContainEqual({ field: 'sort', message: 'Sort must be one of: createdAt, amount.' });
      expect(res.body.errors).toContainEqual({ field: 'pageSize', message: expect.stringMatching(/^Page size must be a whole number from 1 to 100/) });
    });
  });
});
