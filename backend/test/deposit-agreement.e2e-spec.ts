import type { INestApplication } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SIGN_IN_REQUIRED_MESSAGE } from '../src/common/auth/roles.guard';
import { UserRole } from '../src/common/auth/user-role';
import businessDefaults from '../src/config/business-defaults.json';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { AGREEMENT_TITLE, AGREEMENT_VERSION } from '../src/modules/deposits/agreement/deposit-agreement';
import { AGREEMENT_CHANGED_MESSAGE, NO_AGREEMENT_MESSAGE } from '../src/modules/deposits/agreement/deposit-agreement.service';
import {
  AGREEMENT_REFERENCE_MESSAGE,
  CONSENT_MESSAGE,
  SIGNER_NAME_LETTERS_MESSAGE,
  SIGNER_NAME_LONG_MESSAGE,
  SIGNER_NAME_MESSAGE,
} from '../src/modules/deposits/dto/deposit-fields';
import { SIGNED_AGREEMENT_ATTACHED } from '../src/modules/deposits/deposit-emails';
import { DepositSignature } from '../src/modules/deposits/entities/deposit-signature.entity';
import { Deposit } from '../src/modules/deposits/entities/deposit.entity';
import { businessToday } from '../src/shared/business-calendar';
import { signatureFields, type AgreementReference } from '../tools/verify/deposit-signing';
import { startSmtpListener, type SmtpListener } from '../tools/verify/smtp-listener';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { placeDeposit, readAgreement, signedDepositBody } from './deposit-helpers';
import { pdfText } from './pdf-text';
import { createTestApp } from './test-app';

// Sign-ins run argon2id; PDFs are drawn and read back: give a loaded machine time.
jest.setTimeout(120_000);

// Not the defaults (250000 cents, 7 days), so the text can only come from the configuration.
const AMOUNT_CENTS = 375_000;
const AMOUNT = '$3,750';
const HOLD_DAYS = 10;
const PLAN_GONE = 'This plan does not exist or is no longer offered.';
const REFUND_SENTENCE =
  'Your deposit is fully refundable within 14 days of signing this agreement, or at any time before we begin the site visit or the engineering for your plan, whichever is later.';
const SIGNER = 'Zoë O’Brien-Ávila';
const USER_AGENT = 'Mozilla/5.0 (agreement test)';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const site = () => ({
  designId: 'rose-mount',
  street: '18 Orchard Lane',
  city: 'Savannah',
  zipCode: '64485',
  expectedStartDate: `${Number(businessToday().slice(0, 4)) + 1}-06-01`,
});

/** supertest keeps a PDF answer's bytes as a Buffer with this parser. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the reservation agreement: read, e-signed with the deposit, kept as a PDF (issue 29)', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtp: SmtpListener;
  let rose: AgreementReference & { text: string };
  const http = () => request(app.getHttpServer());

  const signedIn = async (role = UserRole.User): Promise<{ user: TestAccount; browser: Browser }> => {
    const user = await createUser(app, { role });
    const browser = new Browser(app);
    await browser.signInAs(user);
    return { user, browser };
  };
  const download = (browser: Browser | null, depositId: number) => {
    const url = `/api/deposits/${depositId}/agreement.pdf`;
    return (browser ? browser.send('get', url) : http().get(url)).buffer(true).parse(binary);
  };
  const depositsOf = (userId: number) => db.getRepository(Deposit).find({ where: { userId } });
  const signatureOf = (depositId: number) => db.getRepository(DepositSignature).findOneByOrFail({ depositId });

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DEPOSIT_AMOUNT_CENTS: String(AMOUNT_CENTS),
      DEPOSIT_HOLD_DAYS: String(HOLD_DAYS),
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
    rose = await readAgreement(app, 'rose-mount');
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

  describe('GET /api/deposits/agreement (getDepositAgreement)', () => {
    it('answers anyone the current version, the text with the plan, amount, hold and business filled in, its HTML and its SHA-256', async () => {
      const res = await http().get('/api/deposits/agreement').query({ design: 'rose-mount' }).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['html', 'sha256', 'text', 'title', 'version']);
      expect(res.body).toMatchObject({ version: AGREEMENT_VERSION, title: AGREEMENT_TITLE, sha256: sha256(res.body.text) });
      const { text, html } = res.body as { text: string; html: string };
      expect(text).toMatch(/^# Plan Reservation and Deposit Agreement\n/);
      for (const words of [
        'reservation of the **Rose Mount** plan and the **$3,750** deposit',
        `for **${HOLD_DAYS} days** from the moment you sign`,
        businessDefaults.businessName,
        `**${REFUND_SENTENCE}**`,
        'credited toward the price in your build contract',
        'It is not a contract to build a home.',
        'You have the right to a paper copy.',
      ]) {
        expect(text).toContain(words);
      }
      // Under the checkout page's own h1 and h2: the agreement's title is an h3.
      expect(html).toContain('<h3>Plan Reservation and Deposit Agreement</h3>');
      expect(html).not.toMatch(/<h[12]>/);
      expect(html).toContain('<strong>Rose Mount</strong>');
      expect(html).toContain('<li>');
      expect(html).toContain('Show Me Barndos &amp; SIP Homes');
      // The same plan by id, the same text; another plan, another text.
      const { id } = (await http().get('/api/designs/rose-mount').expect(200)).body as { id: number };
      expect(
        (
          await http()
            .get('/api/deposits/agreement')
            .query({ design: String(id) })
            .expect(200)
        ).body.sha256,
      ).toBe(res.body.sha256);
      const oak = (await http().get('/api/deposits/agreement').query({ design: 'oak' }).expect(200)).body as { text: string; sha256: string };
      expect(oak.text).toContain('**Oak** plan');
      expect(oak.sha256).not.toBe(res.body.sha256);
    });

    it('answers 404 for an unknown or archived plan, and 400 without a plan', async () => {
      for (const design of ['no-such-plan', '999999999']) {
        expect((await http().get('/api/deposits/agreement').query({ design }).expect(404)).body).toEqual({
          statusCode: 404,
          message: PLAN_GONE,
          error: 'Not Found',
        });
      }
      await db.query(`UPDATE designs SET status = 'archived' WHERE slug = 'maple-ridge'`);
      try {
        await http().get('/api/deposits/agreement').query({ design: 'maple-ridge' }).expect(404);
      } finally {
        await db.query(`UPDATE designs SET status = 'active' WHERE slug = 'maple-ridge'`);
      }
      const res = await http().get('/api/deposits/agreement').expect(400);
      expect(res.body.errors).toEqual([{ field: 'design', message: 'Choose a plan to reserve.' }]);
    });
  });

  describe('POST /api/deposits (createDeposit) with the signature', () => {
    it('refuses a deposit without a signature: 400 with one message per field, nothing stored', async () => {
      const { user, browser } = await signedIn();
      const res = await browser.call('post', '/api/deposits', site(), 400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'signerName', message: SIGNER_NAME_MESSAGE },
          { field: 'consentToSignElectronically', message: CONSENT_MESSAGE },
          { field: 'agreementVersion', message: AGREEMENT_REFERENCE_MESSAGE },
          { field: 'agreementSha256', message: AGREEMENT_REFERENCE_MESSAGE },
        ]),
      );
      expect(res.body.errors).toHaveLength(4);
      expect(await depositsOf(user.id)).toEqual([]);
    });

    it.each([
      ['a blank name', { signerName: '   ' }, 'signerName', SIGNER_NAME_MESSAGE],
      ['a one-letter name', { signerName: 'Z' }, 'signerName', SIGNER_NAME_MESSAGE],
      ['a name over 120 characters', { signerName: `Dana ${'W'.repeat(116)}` }, 'signerName', SIGNER_NAME_LONG_MESSAGE],
      ['a name the PDF font cannot print', { signerName: '山田 太郎' }, 'signerName', SIGNER_NAME_LETTERS_MESSAGE],
      ['a name with digits', { signerName: 'Dana 2000' }, 'signerName', SIGNER_NAME_LETTERS_MESSAGE],
      ['consent not given', { consentToSignElectronically: false }, 'consentToSignElectronically', CONSENT_MESSAGE],
      ['consent as text', { consentToSignElectronically: 'true' }, 'consentToSignElectronically', CONSENT_MESSAGE],
      ['a hash in capitals', { agreementSha256: 'A'.repeat(64) }, 'agreementSha256', AGREEMENT_REFERENCE_MESSAGE],
      ['a short hash', { agreementSha256: 'a'.repeat(63) }, 'agreementSha256', AGREEMENT_REFERENCE_MESSAGE],
      ['an oversize version', { agreementVersion: 'v'.repeat(41) }, 'agreementVersion', AGREEMENT_REFERENCE_MESSAGE],
    ])('refuses %s with 400 and its message', async (_name, change, field, message) => {
      const { browser } = await signedIn();
      const res = await browser.call('post', '/api/deposits', { ...site(), ...signatureFields(rose), ...change }, 400);
      expect(res.body.errors).toEqual([{ field, message }]);
    });

    it('answers 409 when the text read is not the current one (another hash, another version, another plan’s), and stores and sends nothing', async () => {
      const { user, browser } = await signedIn();
      const oak = await readAgreement(app, 'oak');
      for (const stale of [{ ...rose, sha256: sha256(`${rose.text}\nAn older paragraph.`) }, { ...rose, version: '2026-10-v0' }, oak]) {
        const res = await browser.call('post', '/api/deposits', { ...site(), ...signatureFields(stale) }, 409);
        expect(res.body).toEqual({ statusCode: 409, message: AGREEMENT_CHANGED_MESSAGE, error: 'Conflict' });
      }
      expect(await depositsOf(user.id)).toEqual([]);
      expect(await db.getRepository(DepositSignature).countBy({ userId: user.id })).toBe(0);
      expect(await db.getRepository(MailOutbox).count()).toBe(0);
    });

    it('stores the ESIGN record with the deposit: user, deposit, version, the exact text and its hash, typed name (composed, trimmed), time, IP behind the proxy, user agent', async () => {
      const { user, browser } = await signedIn();
      const before = Date.now();
      const res = await browser
        .send('post', '/api/deposits')
        .set('User-Agent', USER_AGENT)
        // The app trusts the loopback proxy (TRUST_PROXY default): the client is the forwarded address.
        .set('X-Forwarded-For', '203.0.113.7')
        .send(await signedDepositBody(app, site(), `  ${SIGNER.normalize('NFD')}  `))
        .expect(201);
      const [deposit] = await depositsOf(user.id);
      const signature = await signatureOf(deposit.id);
      expect(signature).toMatchObject({
        depositId: deposit.id,
        userId: user.id,
        agreementVersion: AGREEMENT_VERSION,
        agreementText: rose.text,
        textSha256: rose.sha256,
        holdDays: HOLD_DAYS,
        signerName: SIGNER,
        ipAddress: '203.0.113.7',
        userAgent: USER_AGENT,
      });
      expect(sha256(signature.agreementText)).toBe(signature.textSha256);
      expect(signature.signedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(signature.signedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      const expected = { agreementVersion: AGREEMENT_VERSION, sha256: rose.sha256, signerName: SIGNER, signedAt: signature.signedAt.toISOString() };
      expect(res.body.signature).toEqual(expected);
      expect((await browser.call('get', '/api/deposits', undefined, 200)).body[0].signature).toEqual(expected);
      expect((await browser.call('get', '/api/deposits/latest/rose-mount', undefined, 200)).body.signature).toEqual(expected);
      const admin = await signedIn(UserRole.Admin);
      expect((await admin.browser.call('get', `/api/admin/deposits/${deposit.id}`, undefined, 200)).body.signature).toEqual(expected);
      const listed = (await admin.browser.call('get', '/api/admin/deposits', undefined, 200)).body.items as { id: number; signature: unknown }[];
      expect(listed.find((item) => item.id === deposit.id)?.signature).toEqual(expected);
    });

    it('cuts a long user agent to 500 characters; a double click keeps the first signature', async () => {
      const { user, browser } = await signedIn();
      const body = await signedDepositBody(app, site());
      const first = await browser.send('post', '/api/deposits').set('User-Agent', 'A'.repeat(800)).send(body).expect(201);
      const again = await browser
        .send('post', '/api/deposits')
        .send({ ...body, signerName: 'Casey Q. Buyer' })
        .expect(201);
      expect(again.body).toEqual(first.body);
      expect(await depositsOf(user.id)).toHaveLength(1);
      const signature = await signatureOf(first.body.id);
      expect(signature.userAgent).toBe('A'.repeat(500));
      expect(signature.signerName).toBe('Casey Buyer');
    });
  });

  describe('the signed PDF: e-mailed to the buyer, downloaded by the buyer and admins (downloadDepositAgreement)', () => {
    it('e-mails the buyer the PDF (in the outbox and over SMTP), and lets the buyer download the same agreement, whose text holds the plan, amount, refund terms, name and the stored hash', async () => {
      const { user, browser } = await signedIn();
      const placed = await placeDeposit(app, browser, site(), 201, SIGNER);
      const id = placed.body.id as number;
      const signature = await signatureOf(id);
      const filename = `reservation-agreement-rose-mount-${id}.pdf`;

      // Downloaded by its buyer.
      const res = await download(browser, id).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      for (const words of [
        'Plan Reservation and Deposit Agreement',
        businessDefaults.businessName,
        'Plan: Rose Mount',
        `Deposit: ${AMOUNT} (US dollars)`,
        `(${HOLD_DAYS} days)`,
        REFUND_SENTENCE,
        'This agreement reserves a plan and a place on the schedule. It is not a contract to build a home.',
        `Typed name: ${SIGNER}`,
        'Signed electronically on ',
        `Agreement version: ${AGREEMENT_VERSION}`,
        `Reservation number: ${id}`,
      ]) {
        expect(text).toContain(words);
      }
      const printedHash = /SHA-256 of the agreement text: ([0-9a-f]{64})/.exec(text)?.[1];
      expect(printedHash).toBe(signature.textSha256);
      expect(printedHash).toBe(sha256(signature.agreementText));

      // The buyer's confirmation carries it; the business's notice does not.
      const mails = await db.getRepository(MailOutbox).find({ order: { id: 'ASC' } });
      const confirmation = mails.find((mail) => mail.to === user.email)!;
      expect(confirmation.attachments).toEqual([{ filename, contentType: 'application/pdf', contentBase64: expect.any(String) }]);
      const attached = Buffer.from(confirmation.attachments![0].contentBase64, 'base64');
      expect(/SHA-256 of the agreement text: ([0-9a-f]{64})/.exec(await pdfText(attached))?.[1]).toBe(signature.textSha256);
      expect(mails.find((mail) => mail.to !== user.email)!.attachments).toBeNull();
      expect(confirmation.text).toContain(SIGNED_AGREEMENT_ATTACHED);

      await expect(app.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 2, failed: 0 });
      const delivered = await simpleParser(smtp.received.find((mail) => mail.to.includes(user.email))!.raw);
      expect(delivered.attachments.map((a) => [a.filename, a.contentType, a.contentDisposition])).toEqual([[filename, 'application/pdf', 'attachment']]);
      expect(Buffer.compare(delivered.attachments[0].content, attached)).toBe(0);
    });

    it('answers 404 to another buyer (and to a sales rep), 200 to an admin, 401 to a visitor; 404 for a deposit without a signature', async () => {
      const owner = await signedIn();
      const id = (await placeDeposit(app, owner.browser, site())).body.id as number;

      const stranger = await signedIn();
      expect((await stranger.browser.call('get', `/api/deposits/${id}/agreement.pdf`, undefined, 404)).body).toEqual({
        statusCode: 404,
        message: NO_AGREEMENT_MESSAGE,
        error: 'Not Found',
      });
      await (await signedIn(UserRole.Sales)).browser.call('get', `/api/deposits/${id}/agreement.pdf`, undefined, 404);

      const admin = await signedIn(UserRole.Admin);
      const byAdmin = await download(admin.browser, id).expect(200);
      expect(byAdmin.headers['content-type']).toBe('application/pdf');
      expect(await pdfText(byAdmin.body as Buffer)).toContain('Typed name: Casey Buyer');

      const anonymous = await http().get(`/api/deposits/${id}/agreement.pdf`).expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, message: SIGN_IN_REQUIRED_MESSAGE, error: 'Unauthorized' });

      // A deposit placed before agreements were signed online: no signature, no PDF.
      const [placed] = await depositsOf(owner.user.id);
      const { identifiers } = await db.getRepository(Deposit).insert({ userId: owner.user.id, designId: placed.designId, amount: AMOUNT_CENTS });
      const older = identifiers[0].id as number;
      await owner.browser.call('get', `/api/deposits/${older}/agreement.pdf`, undefined, 404);
      await admin.browser.call('get', `/api/deposits/${older}/agreement.pdf`, undefined, 404);
      const listed = (await owner.browser.call('get', '/api/deposits', undefined, 200)).body as { id: number; signature: unknown }[];
      expect(listed.find((deposit) => deposit.id === older)?.signature).toBeNull();
      await owner.browser.call('get', '/api/deposits/999999999/agreement.pdf', undefined, 404);
      await owner.browser.call('get', '/api/deposits/0/agreement.pdf', undefined, 400);
    });
  });
});
