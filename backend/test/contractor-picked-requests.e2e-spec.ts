import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { ContractorStatus } from '../src/modules/contractors/contractors.enums';
import { ContractorInquiry } from '../src/modules/contractors/entities/contractor-inquiry.entity';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { PICKED_CONTRACTOR_GONE_MESSAGE, PICKED_CONTRACTORS_MESSAGE } from '../src/modules/contractors/public/dto/create-contractor-inquiries.dto';
import { closedPort, decodeQuotedPrintable, startSmtpListener } from '../tools/verify/smtp-listener';
import { cleanDashboardListings, insertListing } from './contractor-dashboard-helpers';
import { createTestApp } from './test-app';

// issue 31: "A homeowner's inquiry goes to the contractors the homeowner picks (at most 3), never sold or sent to others."
jest.setTimeout(120_000);

const BUSINESS_EMAIL = 'office@builder.example';

let app: INestApplication;
let db: DataSource;
let smtpPort: number;
let picked: Contractor[];
let bystander: Contractor;
const http = () => request(app.getHttpServer());
let serial = 0;

const requestBody = (contractorIds: unknown, overrides: Record<string, unknown> = {}) => ({
  contractorIds,
  name: 'Martha Jennings',
  email: `martha-${process.pid}-${++serial}@homeowners-test.example`,
  phone: '(816) 555-0123',
  message: 'We want a 40x60 barndominium with a shop on 12 acres near Savannah. Can you quote the framing?',
  projectZip: '64485',
  ...overrides,
});
const outbox = (): Promise<{ to: string; subject: string; text: string }[]> => db.query('SELECT "to", subject, text FROM mail_outbox ORDER BY id');
const tokenIn = (text: string) => /\/contractor-requests\/confirm#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

beforeAll(async () => {
  smtpPort = await closedPort();
  ({ app } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, BUSINESS_EMAIL, RATE_LIMIT_PER_MINUTE: '100000' }));
  db = app.get(DataSource);
  await cleanDashboardListings(db);
  picked = [
    await insertListing(db, null, { name: 'Bluff Road Framing' }),
    await insertListing(db, null, { name: 'Cedar Ridge Electric' }),
    await insertListing(db, null, { name: 'Grand River Plumbing Co' }),
  ];
  bystander = await insertListing(db, null, { name: 'Not Picked Builders' });
});

beforeEach(async () => {
  await db.query('DELETE FROM mail_outbox');
  await db.query('DELETE FROM submitter_confirmations');
  await db.query(`DELETE FROM contractor_inquiries WHERE "contractorId" IN (SELECT id FROM contractors WHERE slug LIKE 'test-dash-%')`);
  await db.getRepository(Contractor).update(picked[1].id, { status: ContractorStatus.Approved });
});

afterAll(async () => {
  if (db) {
    await cleanDashboardListings(db);
    await db.query('DELETE FROM mail_outbox');
  }
  await app?.close();
});

describe('createContractorInquiries (POST /api/contractors/inquiries)', () => {
  it('stores one request per picked contractor behind one confirmation link; once confirmed each gets its own copy, and nobody else anything', async () => {
    const body = requestBody(picked.map((listing) => listing.id));
    const res = await http().post('/api/contractors/inquiries').send(body).expect(201);
    expect(res.body).toEqual({
      message: 'Check your e-mail to send your request to Bluff Road Framing, Cedar Ridge Electric and Grand River Plumbing Co.',
      contractorNames: ['Bluff Road Framing', 'Cedar Ridge Electric', 'Grand River Plumbing Co'],
    });
    const rows = await db.getRepository(ContractorInquiry).find({ where: { email: body.email }, order: { id: 'ASC' } });
    expect(rows.map((row) => row.contractorId)).toEqual(picked.map((listing) => listing.id));
    expect(new Set(rows.map((row) => row.confirmationTokenHash)).size).toBe(1);
    expect(rows.every((row) => row.confirmedAt === null)).toBe(true);
    const [confirmation] = await outbox();
    expect(confirmation.to).toBe(body.email);
    expect(confirmation.subject).toBe('Confirm your request to Bluff Road Framing, Cedar Ridge Electric and Grand River Plumbing Co');
    expect(confirmation.text).toContain('We send it to the 3 contractors you picked only and never sell or share your details.');
    expect(await outbox()).toHaveLength(1);

    const confirmed = await http()
      .post('/api/contractors/inquiries/confirm')
      .send({ token: tokenIn(confirmation.text) })
      .expect(200);
    expect(confirmed.body).toMatchObject({
      message: 'Your request is on its way to Bluff Road Framing, Cedar Ridge Electric and Grand River Plumbing Co.',
      contractorNames: ['Bluff Road Framing', 'Cedar Ridge Electric', 'Grand River Plumbing Co'],
    });
    // A second click sends nothing again.
    await http()
      .post('/api/contractors/inquiries/confirm')
      .send({ token: tokenIn(confirmation.text) })
      .expect(200);

    const smtp = await startSmtpListener(smtpPort);
    try {
      await app.get(MailDeliveryJob).deliverDue();
      const recipients = smtp.received.flatMap((mail) => mail.to).sort();
      expect(recipients).toEqual([...picked.map((listing) => listing.email), BUSINESS_EMAIL, BUSINESS_EMAIL, BUSINESS_EMAIL, body.email].sort());
      expect(recipients).not.toContain(bystander.email);
      for (const listing of picked) {
        const own = smtp.received.filter((mail) => mail.to.includes(listing.email));
        expect(own).toHaveLength(1);
        const text = decodeQuotedPrintable(own[0].raw);
        expect(text).toContain('40x60 barndominium');
        expect(text).toContain('The homeowner picked 3 contractors from our search, you among them');
        // Each contractor's copy is its own: it names no other picked contractor.
        for (const otherListing of picked.filter((other) => other.id !== listing.id)) expect(text).not.toContain(otherListing.name);
      }
    } finally {
      await smtp.close();
    }
    expect(await db.getRepository(ContractorInquiry).countBy({ contractorId: bystander.id })).toBe(0);
  });

  it('refuses a 4th contractor (400, a sentence), none, a repeat-free list of more than 3, and one no longer listed; storing nothing', async () => {
    const four = await http()
      .post('/api/contractors/inquiries')
      .send(requestBody([...picked.map((listing) => listing.id), bystander.id]))
      .expect(400);
    expect(four.body).toMatchObject({
      statusCode: 400,
      message: PICKED_CONTRACTORS_MESSAGE,
      errors: [{ field: 'contractorIds', message: PICKED_CONTRACTORS_MESSAGE }],
    });
    expect(PICKED_CONTRACTORS_MESSAGE).toBe('Pick 1 to 3 contractors. Your request goes only to the contractors you pick.');
    await http().post('/api/contractors/inquiries').send(requestBody([])).expect(400);
    await http().post('/api/contractors/inquiries').send(requestBody('1,2')).expect(400);
    await http()
      .post('/api/contractors/inquiries')
      .send(requestBody([picked[0].id, 'x']))
      .expect(400);
    const missing = await http()
      .post('/api/contractors/inquiries')
      .send({ ...requestBody([picked[0].id]), contractorIds: undefined })
      .expect(400);
    expect(missing.body.errors).toEqual([{ field: 'contractorIds', message: PICKED_CONTRACTORS_MESSAGE }]);

    await db.getRepository(Contractor).update(picked[1].id, { status: ContractorStatus.Unpublished });
    const gone = await http()
      .post('/api/contractors/inquiries')
      .send(requestBody([picked[0].id, picked[1].id]))
      .expect(400);
    expect(gone.body.errors).toEqual([{ field: 'contractorIds', message: PICKED_CONTRACTOR_GONE_MESSAGE }]);
    await http()
      .post('/api/contractors/inquiries')
      .send(requestBody([2147483647]))
      .expect(400);
    expect(await db.getRepository(ContractorInquiry).count({ where: { projectZip: '64485' } })).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it('counts a repeated pick once, and a double click once', async () => {
    const body = requestBody([picked[0].id, picked[0].id, picked[2].id]);
    await http().post('/api/contractors/inquiries').send(body).expect(201);
    await http().post('/api/contractors/inquiries').send(body).expect(201);
    const rows = await db.getRepository(ContractorInquiry).findBy({ email: body.email });
    expect(rows.map((row) => row.contractorId).sort()).toEqual([picked[0].id, picked[2].id].sort());
    expect(await outbox()).toHaveLength(1);
  });

  it('sends to the others when a picked contractor left the directory before the homeowner confirmed, and says so', async () => {
    const body = requestBody(picked.map((listing) => listing.id));
    await http().post('/api/contractors/inquiries').send(body).expect(201);
    const [confirmation] = await outbox();
    await db.getRepository(Contractor).update(picked[1].id, { status: ContractorStatus.Unpublished });
    const res = await http()
      .post('/api/contractors/inquiries/confirm')
      .send({ token: tokenIn(confirmation.text) })
      .expect(200);
    expect(res.body.message).toBe(
      'Your request is on its way to Bluff Road Framing and Grand River Plumbing Co. Cedar Ridge Electric is no longer listed in our network, so your request was not sent there.',
    );
    const sentTo = (await outbox()).map((mail) => mail.to);
    expect(sentTo).toContain(picked[0].email);
    expect(sentTo).toContain(picked[2].email);
    expect(sentTo).not.toContain(picked[1].email);
  });
});
