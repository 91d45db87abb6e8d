import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { AffiliateStatus } from '../src/modules/affiliates/affiliates.enums';
import { PARTNER_RESOURCE_UPLOAD } from '../src/shared/file-types';
import { Browser, createUser, type TestAccount } from './auth-helpers';
import { cleanPartners, insertAffiliate, startCommissionOffice, type CommissionOffice } from './commission-helpers';

jest.setTimeout(120_000);

/** A small but real PDF (one empty page). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The start of a Linux program and of a Windows one: what a renamed executable begins with. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0)]);
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(120, 0)]);

const FIELDS = {
  title: '2026 Barndominium Plan Book',
  description: 'Every plan we build, with floor plans and square footage, to hand a buyer.',
  category: 'plan_book',
};

describe('partner resources (issue 30): upload, list, download, delete', () => {
  let office: CommissionOffice;
  let app: NestExpressApplication;
  let db: DataSource;
  let partner: Browser;

  /** A multipart upload as the office's form sends it (CSRF header included). */
  function upload(browser: Browser, file: { bytes: Buffer; name: string; type: string } | null, fields: Record<string, string> = FIELDS): request.Test {
    const req = browser.agent.post('/api/admin/partner-resources');
    if (browser.xsrf) req.set('X-XSRF-TOKEN', browser.xsrf);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    if (file) req.attach('file', file.bytes, { filename: file.name, contentType: file.type });
    return req;
  }

  async function signedInPartner(status = AffiliateStatus.Active): Promise<Browser> {
    const account: TestAccount = await createUser(app, { role: UserRole.Affiliate });
    await insertAffiliate(db, { userId: account.id, email: account.email, status });
    const browser = new Browser(app);
    await browser.signInAs(account);
    return browser;
  }

  beforeAll(async () => {
    office = await startCommissionOffice();
    ({ app, db } = office);
    await db.query('DELETE FROM partner_resources');
    await db.query("DELETE FROM stored_files WHERE purpose = 'partner_resource'");
    partner = await signedInPartner();
  });

  afterAll(async () => {
    if (db) {
      await db.query('DELETE FROM partner_resources');
      await db.query("DELETE FROM stored_files WHERE purpose = 'partner_resource'");
      await cleanPartners(db);
    }
    await office?.close();
  });

  it('stores a PDF and an image, lists them and gives each back byte for byte to a partner and the office', async () => {
    const pdf = await upload(office.office, { bytes: PDF, name: '../../Plan Book 2026 (final).pdf', type: 'application/pdf' }).expect(201);
    expect(pdf.body).toMatchObject({
      title: FIELDS.title,
      description: FIELDS.description,
      category: 'plan_book',
      fileName: 'Plan Book 2026 (final).pdf',
      contentType: 'application/pdf',
      byteSize: PDF.length,
      downloadUrl: `/api/partner-resources/${pdf.body.id}/file`,
    });
    // The declared type is not trusted either way: a PNG sent as application/octet-stream under a .pdf name is kept as what it is.
    const png = await upload(
      office.office,
      { bytes: PNG, name: 'yard sign.pdf', type: 'application/octet-stream' },
      { title: 'Yard sign artwork', description: 'Our logo for the sign at a job site you referred.', category: 'marketing' },
    ).expect(201);
    expect(png.body).toMatchObject({ fileName: 'yard sign.png', contentType: 'image/png', byteSize: PNG.length, category: 'marketing' });

    const stored = await db.query(
      `SELECT "contentType", "byteSize", sha256, purpose, "createdBy" FROM stored_files WHERE id = (SELECT "fileId" FROM partner_resources WHERE id = $1)`,
      [pdf.body.id],
    );
    expect(stored).toEqual([
      {
        contentType: 'application/pdf',
        byteSize: PDF.length,
        sha256: createHash('sha256').update(PDF).digest('hex'),
        purpose: 'partner_resource',
        createdBy: expect.any(Number),
      },
    ]);

    const list = await partner.call('get', '/api/partner-resources?sort=title&order=asc', undefined, 200);
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(list.body.items.map((item: { title: string }) => item.title)).toEqual(['2026 Barndominium Plan Book', 'Yard sign artwork']);
    const officeList = await office.office.call('get', '/api/partner-resources?category=marketing', undefined, 200);
    expect(officeList.body.items.map((item: { id: number }) => item.id)).toEqual([png.body.id]);

    const download = await partner.agent.get(pdf.body.downloadUrl).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Plan Book 2026 (final).pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
      etag: `"${createHash('sha256').update(PDF).digest('hex')}"`,
    });
    // The same file again: the browser's copy is still good (ETag is the SHA-256).
    await partner.agent
      .get(pdf.body.downloadUrl)
      .set('If-None-Match', download.headers.etag as string)
      .expect(304);
    const image = await office.office.agent.get(png.body.downloadUrl).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['a Linux program', ELF, 'a Linux program'],
    ['a Windows program', MZ, 'a Windows program'],
  ])('refuses %s renamed brochure.pdf and sent as application/pdf, by its bytes (415), and stores nothing', async (_name, bytes, words) => {
    const before = await db.query('SELECT count(*)::int AS n FROM stored_files');
    const res = await upload(office.office, { bytes, name: 'brochure.pdf', type: 'application/pdf' }).expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: `This file cannot be a partner resource: its contents are not a PDF, JPEG, PNG or WebP file (they are ${words}), whatever its name says. Save it as PDF, JPEG, PNG or WebP and upload it again.`,
    });
    expect(await db.query('SELECT count(*)::int AS n FROM stored_files')).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 and a sentence, and stores nothing', async () => {
    const before = await db.query('SELECT count(*)::int AS n FROM stored_files');
    const big = Buffer.concat([PDF, Buffer.alloc(PARTNER_RESOURCE_UPLOAD.maxBytes, 0x20)]);
    const res = await upload(office.office, { bytes: big, name: 'huge.pdf', type: 'application/pdf' }).expect(413);
    expect(res.body.message).toBe(
      'The file is larger than 10 MB, the most a partner resource may be. Make it smaller (for a PDF, export it with a smaller file size or lower image quality) and upload it again.',
    );
    expect(await db.query('SELECT count(*)::int AS n FROM stored_files')).toEqual(before);
  });

  it('refuses an upload without a file, with two files, with an empty file, or with a missing field (400, a sentence each)', async () => {
    expect((await upload(office.office, null).expect(400)).body.message).toBe('Choose a file to upload: PDF, JPEG, PNG or WebP, up to 10 MB.');
    const two = upload(office.office, { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }).attach('file', PDF, {
      filename: 'b.pdf',
      contentType: 'application/pdf',
    });
    expect((await two.expect(400)).body.message).toBe('Send exactly one file, in the form field named "file".');
    expect((await upload(office.office, { bytes: Buffer.alloc(0), name: 'empty.pdf', type: 'application/pdf' }).expect(400)).body.message).toMatch(
      /^The file is empty/,
    );
    const noTitle = await upload(office.office, { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }, { ...FIELDS, title: '  ', category: 'coupons' }).expect(
      400,
    );
    expect(noTitle.body.errors).toEqual([
      { field: 'title', message: 'Give the resource a title.' },
      { field: 'category', message: 'Category must be one of: brochure, plan_book, program_rules, marketing, other.' },
    ]);
    // A text body is still refused by the body parser, before anything else.
    const text = await office.office.agent
      .post('/api/admin/partner-resources')
      .set('X-XSRF-TOKEN', office.office.xsrf!)
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(415);
    expect(text.body.message).toBe('Send the file as multipart/form-data, the way a form with a file field sends it.');
  });

  it('refuses a multipart upload without the CSRF token (403), and multipart anywhere else (415)', async () => {
    await office.office.agent.post('/api/admin/partner-resources').field('title', 'x').attach('file', PDF, 'a.pdf').expect(403);
    const elsewhere = await office.office.agent.patch('/api/auth/me').set('X-XSRF-TOKEN', office.office.xsrf!).field('firstName', 'Riley').expect(415);
    expect(elsewhere.body.message).toBe('Send the request body as JSON (Content-Type: application/json).');
  });

  it('keeps the resources from anonymous callers, other roles, and partners who are not active', async () => {
    const { body } = await office.office.call('get', '/api/partner-resources', undefined, 200);
    const url = body.items[0].downloadUrl as string;
    await request(app.getHttpServer()).get('/api/partner-resources').expect(401);
    await request(app.getHttpServer()).get(url).expect(401);
    await upload(new Browser(app), { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }).expect(401);

    const buyer = new Browser(app);
    await buyer.signInAs(await createUser(app, { role: UserRole.User }));
    await buyer.call('get', url, undefined, 403);
    await upload(partner, { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }).expect(403);

    const suspended = await signedInPartner(AffiliateStatus.Suspended);
    const refused = await suspended.call('get', '/api/partner-resources', undefined, 403);
    expect(refused.body.message).toBe('Partner resources are for active referral partners. If your account is pending or suspended, contact our office.');
    await suspended.call('get', url, undefined, 403);
    await suspended.call('get', '/api/partner-resources/999999/file', undefined, 403);
    await partner.call('get', '/api/partner-resources/999999/file', undefined, 404);
  });

  it('deletes a resource together with its stored file; a second delete is 404', async () => {
    const created = await upload(office.office, { bytes: PNG, name: 'logo.png', type: 'image/png' }).expect(201);
    const [{ fileId }] = await db.query('SELECT "fileId" FROM partner_resources WHERE id = $1', [created.body.id]);
    await partner.call('delete', `/api/admin/partner-resources/${created.body.id}`, undefined, 403);
    await office.office.call('delete', `/api/admin/partner-resources/${created.body.id}`, undefined, 204);
    expect(await db.query('SELECT id FROM partner_resources WHERE id = $1', [created.body.id])).toEqual([]);
    expect(await db.query('SELECT id FROM stored_files WHERE id = $1', [fileId])).toEqual([]);
    await office.office.call('delete', `/api/admin/partner-resources/${created.body.id}`, undefined, 404);
    await partner.call('get', created.body.downloadUrl, undefined, 404);
  });
});

/** supertest's parser for a binary answer: the bytes as they came. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
