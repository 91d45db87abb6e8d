import type { NestExpressApplication } from '@nestjs/platform-express';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { ContractorPhotoStatus } from '../src/modules/contractors/contractors.enums';
import { ContractorPhoto } from '../src/modules/contractors/entities/contractor-photo.entity';
import { PHOTO_MESSAGES, PHOTOS_PER_CONTRACTOR } from '../src/modules/contractors/photos/dto/contractor-photo.dto';
import { PICTURE_ALT_TEXT } from '../src/shared/file-types';
import { Browser, createUser } from './auth-helpers';
import { cleanPhotoFiles, insertContractorPhoto, smallPng } from './contractor-photo-helpers';
import { insertListing, startSignedInContractor, type SignedInContractor } from './contractor-dashboard-helpers';

jest.setTimeout(180_000);

/** A phone photo of a finished job: a JPEG carrying the camera, the owner's name and the GPS position of the house. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#8a6f4e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1', Copyright: 'Jane Homeowner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 44/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '94/1 14/1 0/1' },
    })
    .toBuffer();
}

/** The start of a Linux program: what a renamed executable begins with. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(200, 0)]);

const ALT = 'Great room of a 40x60 barndominium near Cameron, with a stone fireplace and loft';

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('contractor portfolio photos (issue 31)', () => {
  let ctx: SignedInContractor;
  let app: NestExpressApplication;
  let db: DataSource;
  let contractor: Browser;
  let office: Browser;
  let other: Browser;
  let slug: string;

  /** A multipart upload as the dashboard's form sends it (CSRF header included). */
  function upload(browser: Browser, file: { bytes: Buffer; name: string; type: string } | null, fields: Record<string, string> = { altText: ALT }) {
    const req = browser.agent.post('/api/contractor/me/photos');
    if (browser.xsrf) req.set('X-XSRF-TOKEN', browser.xsrf);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    if (file) req.attach('file', file.bytes, { filename: file.name, contentType: file.type });
    return req;
  }

  const png = async (name = 'e2e-shop.png') => ({ bytes: await smallPng(), name, type: 'image/png' });
  const moderate = (id: number, body: object, expected: number) => office.call('patch', `/api/admin/contractor-photos/${id}`, body, expected);
  const profile = async () => (await request(app.getHttpServer()).get(`/api/contractors/${slug}`).expect(200)).body as { photos: { id: number }[] };
  const mine = async (query = '') => (await contractor.call('get', `/api/contractor/me/photos${query}`, undefined, 200)).body;
  const photoRow = (id: number) => db.getRepository(ContractorPhoto).findOneByOrFail({ id });
  const fileCount = async (ids: string[]) => (await db.query('SELECT count(*)::int AS n FROM stored_files WHERE id = ANY($1::uuid[])', [ids]))[0].n as number;
  const countRows = async () => ({
    photos: await db.getRepository(ContractorPhoto).countBy({ contractorId: ctx.listing.id }),
    files: (await db.query(`SELECT count(*)::int AS n FROM stored_files WHERE purpose = 'image_variant'`))[0].n as number,
  });

  beforeAll(async () => {
    ctx = await startSignedInContractor('Prairie Photo Builders');
    ({ app, db, browser: contractor } = ctx);
    slug = ctx.listing.slug;
    const admin = await createUser(app, { role: UserRole.Admin });
    office = new Browser(app);
    await office.signInAs(admin);
    const otherUser = await createUser(app, { role: UserRole.Contractor });
    await insertListing(db, otherUser.id, { name: 'Other Photo Builders' });
    other = new Browser(app);
    await other.signInAs(otherUser);
  });

  afterAll(async () => {
    if (db) await cleanPhotoFiles(db);
    await ctx?.close();
  });

  afterEach(async () => {
    // Each test starts with an empty portfolio.
    await cleanPhotoFiles(db);
  });

  it('re-encodes a JPEG carrying GPS into AVIF and WebP sizes, none of which carries EXIF, GPS or XMP, and keeps it pending', async () => {
    const original = await phonePhoto();
    // The fixture really carries what must go.
    expect(ExifReader.load(original, { expanded: true }).gps?.Latitude).toBeCloseTo(39.741, 2);

    const res = await upload(
      contractor,
      { bytes: original, name: 'C:\\Users\\jane\\e2e-great room.jpg', type: 'image/jpeg' },
      { altText: `  ${ALT}  `, caption: 'Cameron, 2025' },
    ).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      status: 'pending',
      altText: ALT,
      caption: 'Cameron, 2025',
      fileName: 'e2e-great room.jpg',
      position: 1,
      rejectionReason: null,
      moderatedAt: null,
      image: { width: 1600, height: 1200, src: expect.stringMatching(/^\/api\/media\/[0-9a-f-]{36}$/) },
    });
    expect(res.body.image.srcSetAvif.split(', ').map((s: string) => s.split(' ')[1])).toEqual(['480w', '960w', '1600w']);

    const { image } = await photoRow(res.body.id);
    expect(image!.variants).toHaveLength(6);
    for (const variant of image!.variants) {
      const [row] = await db.query(`SELECT bytes, "isPublic", "createdBy" FROM stored_files WHERE id = $1`, [variant.fileId]);
      expect({ isPublic: row.isPublic, createdBy: row.createdBy }).toEqual({ isPublic: false, createdBy: expect.any(Number) });
      const tags = ExifReader.load(row.bytes, { expanded: true });
      expect({ variant: `${variant.format} ${variant.width}`, exif: tags.exif ?? null, gps: tags.gps ?? null, xmp: tags.xmp ?? null }).toEqual({
        variant: `${variant.format} ${variant.width}`,
        exif: null,
        gps: null,
        xmp: null,
      });
    }
    // Nothing of the original upload is kept: only the six re-encoded files.
    const kept = await db.query(`SELECT count(*)::int AS n FROM stored_files WHERE "fileName" LIKE 'e2e-great room%'`);
    expect(kept[0].n).toBe(6);
  });

  it('refuses a renamed executable by its bytes (415), and stores nothing', async () => {
    const before = await countRows();
    const res = await upload(contractor, { bytes: ELF, name: 'e2e-porch.jpg', type: 'image/jpeg' }).expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message:
        'This file cannot be a portfolio photo: its contents are not a JPEG, PNG or WebP file (they are a Linux program), whatever its name says. Save it as JPEG, PNG or WebP and upload it again.',
    });
    // A PDF is a real file, but not a picture either.
    await upload(contractor, { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'e2e-plan.png', type: 'image/png' }).expect(415);
    // Starts like a JPEG but is not a whole picture: the re-encoding refuses it with a sentence, never a 500.
    const cut = (await phonePhoto()).subarray(0, 700);
    const damaged = await upload(contractor, { bytes: cut, name: 'e2e-cut.jpg', type: 'image/jpeg' }).expect(415);
    expect(damaged.body.message).toContain('We could not read this picture');
    expect(await countRows()).toEqual(before);
  });

  it('requires alt text of 5 to 250 characters (400) and a file; refuses unknown fields', async () => {
    const before = await countRows();
    const missing = await upload(contractor, await png(), {}).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'altText', message: PICTURE_ALT_TEXT.message }]);
    const blank = await upload(contractor, await png(), { altText: '    ' }).expect(400);
    expect(blank.body.errors).toEqual([{ field: 'altText', message: PICTURE_ALT_TEXT.message }]);
    const short = await upload(contractor, await png(), { altText: 'Barn' }).expect(400);
    expect(short.body.errors).toEqual([{ field: 'altText', message: PICTURE_ALT_TEXT.message }]);
    await upload(contractor, await png(), { altText: 'x'.repeat(251) }).expect(400);
    const caption = await upload(contractor, await png(), { altText: ALT, caption: 'c'.repeat(201) }).expect(400);
    expect(caption.body.errors).toEqual([{ field: 'caption', message: PHOTO_MESSAGES.caption }]);
    const unknown = await upload(contractor, await png(), { altText: ALT, status: 'approved' }).expect(400);
    expect(unknown.body.errors).toEqual([{ field: 'status', message: 'Unknown field "status" is not allowed.' }]);
    const noFile = await upload(contractor, null).expect(400);
    expect(noFile.body.message).toBe('Choose a file to upload: JPEG, PNG or WebP, up to 15 MB.');
    // JSON is not an upload.
    await contractor.call('post', '/api/contractor/me/photos', { altText: ALT }, 400);
    expect(await countRows()).toEqual(before);
  });

  it('keeps a pending photo off the public profile and from anonymous visitors; approving shows and serves it publicly', async () => {
    const { body: photo } = await upload(contractor, await png('e2e-kitchen.png'), {
      altText: 'Kitchen with white oak cabinets',
      caption: 'Liberty, 2024',
    }).expect(201);
    expect((await profile()).photos).toEqual([]);
    await request(app.getHttpServer()).get(photo.image.src).expect(404);
    await other.agent.get(photo.image.src).expect(404);
    // The uploader previews it on the dashboard; the office sees it to moderate.
    expect((await contractor.agent.get(photo.image.src).expect(200)).headers['cache-control']).toBe('private, no-store');
    await office.agent.get(photo.image.src).expect(200);

    const approved = await moderate(photo.id, { status: 'approved' }, 200);
    expect(approved.body).toMatchObject({
      id: photo.id,
      status: 'approved',
      contractorId: ctx.listing.id,
      contractorName: 'Prairie Photo Builders',
      contractorSlug: slug,
      allowedStatuses: ['rejected'],
      moderatedByName: 'Casey Admin',
      moderatedAt: expect.any(String),
    });

    const { photos } = (await profile()) as unknown as {
      photos: { id: number; altText: string; caption: string; fullSizeUrl: string; image: { src: string } }[];
    };
    expect(photos).toEqual([
      {
        id: photo.id,
        altText: 'Kitchen with white oak cabinets',
        caption: 'Liberty, 2024',
        image: { ...photo.image },
        fullSizeUrl: expect.stringMatching(/^\/api\/media\/[0-9a-f-]{36}$/),
      },
    ]);
    const served = await request(app.getHttpServer()).get(photos[0].image.src).expect(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
    const full = await request(app.getHttpServer()).get(photos[0].fullSizeUrl).buffer(true).parse(binary).expect(200);
    expect((await sharp(full.body as Buffer).metadata()).width).toBe(320);
    // Approving again changes nothing.
    await moderate(photo.id, { status: 'approved' }, 200);
    // The dashboard's profile shows what the public sees.
    expect((await contractor.call('get', '/api/contractor/me', undefined, 200)).body.photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);
  });

  it('rejects with a reason: the sizes are deleted, the contractor reads the reason, and it cannot come back', async () => {
    const { body: photo } = await upload(contractor, await png('e2e-deck.png'), { altText: 'Covered deck on a SIP home' }).expect(201);
    const ids = (await photoRow(photo.id)).image!.variants.map((v) => v.fileId);

    const noReason = await moderate(photo.id, { status: 'rejected' }, 400);
    expect(noReason.body.errors).toEqual([{ field: 'reason', message: PHOTO_MESSAGES.reasonRequired }]);
    await moderate(photo.id, { status: 'rejected', reason: '   ' }, 400);
    await moderate(photo.id, { status: 'pending' }, 400);
    await moderate(photo.id, { status: 'approved', extra: true }, 400);
    expect((await photoRow(photo.id)).status).toBe('pending');

    const reason = 'The photo shows a house we cannot match to your work; upload photos of your own jobs.';
    const rejected = await moderate(photo.id, { status: 'rejected', reason }, 200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: reason, image: null, position: null, allowedStatuses: [] });
    expect(await fileCount(ids)).toBe(0);
    await contractor.agent.get(photo.image.src).expect(404);

    const list = await mine();
    expect(list.items).toEqual([
      expect.objectContaining({ id: photo.id, status: 'rejected', rejectionReason: reason, altText: 'Covered deck on a SIP home', image: null }),
    ]);
    expect(list).toMatchObject({ total: 1, count: 0, limit: PHOTOS_PER_CONTRACTOR });

    const again = await moderate(photo.id, { status: 'approved' }, 409);
    expect(again.body.message).toBe('A photo cannot move from rejected to approved.');
    const edit = await contractor.call('patch', `/api/contractor/me/photos/${photo.id}`, { altText: 'Covered deck, new words' }, 409);
    expect(edit.body.message).toBe(PHOTO_MESSAGES.rejectedIsFinal);
    expect((await profile()).photos).toEqual([]);
    // The office's decision is in the audit log.
    const audit = await db.query(`SELECT "operationId", "targetId", changes FROM audit_log WHERE "targetType" = 'contractor_photo' AND "targetId" = $1`, [
      String(photo.id),
    ]);
    expect(audit).toEqual([
      {
        operationId: 'moderateContractorPhoto',
        targetId: String(photo.id),
        changes: { status: { before: 'pending', after: 'rejected' }, rejectionReason: { before: null, after: reason } },
      },
    ]);
  });

  it('takes an approved photo down with a reason, and new words send it back to the office', async () => {
    const first = await insertContractorPhoto(app, ctx.listing.id, null, { status: ContractorPhotoStatus.Approved, sortOrder: 0 });
    const second = await insertContractorPhoto(app, ctx.listing.id, null, { status: ContractorPhotoStatus.Approved, sortOrder: 1 });
    expect((await profile()).photos.map((p) => p.id)).toEqual([first, second]);

    // New alt text: off the profile and private again until the office approves the words.
    const edited = await contractor.call(
      'patch',
      `/api/contractor/me/photos/${first}`,
      { altText: 'Gable end of the shop, board and batten siding', caption: '' },
      200,
    );
    expect(edited.body).toMatchObject({ status: 'pending', altText: 'Gable end of the shop, board and batten siding', caption: null });
    expect((await profile()).photos.map((p) => p.id)).toEqual([second]);
    await request(app.getHttpServer()).get(edited.body.image.src).expect(404);
    await moderate(first, { status: 'approved' }, 200);
    await request(app.getHttpServer()).get(edited.body.image.src).expect(200);

    // A new place only: stays approved.
    const moved = await contractor.call('patch', `/api/contractor/me/photos/${second}`, { position: 1 }, 200);
    expect(moved.body).toMatchObject({ status: 'approved', position: 1 });
    expect((await profile()).photos.map((p) => p.id)).toEqual([second, first]);
    expect((await mine()).items.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual([
      [second, 1],
      [first, 2],
    ]);

    const takenDown = await moderate(second, { status: 'rejected', reason: 'It shows the homeowner’s children; choose a photo without people.' }, 200);
    expect(takenDown.body.status).toBe('rejected');
    expect((await profile()).photos.map((p) => p.id)).toEqual([first]);
  });

  it('refuses the 31st photo with a sentence (409), counting pending and approved but not rejected ones, also for parallel uploads', async () => {
    for (let i = 0; i < PHOTOS_PER_CONTRACTOR - 2; i++)
      await insertContractorPhoto(app, ctx.listing.id, null, { status: i % 2 ? ContractorPhotoStatus.Approved : ContractorPhotoStatus.Pending, sortOrder: i });
    await insertContractorPhoto(app, ctx.listing.id, null, { status: ContractorPhotoStatus.Rejected, image: null, rejectionReason: 'Blurry.' });

    // Two uploads at once with room for one: the listing's lock counts them one at a time.
    const results = await Promise.all([upload(contractor, await png('e2e-a.png')), upload(contractor, await png('e2e-b.png'))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 201]);
    const full = await upload(contractor, await png('e2e-c.png')).expect(409);
    expect(full.body.message).toBe(PHOTO_MESSAGES.tooMany);
    expect(await db.getRepository(ContractorPhoto).count({ where: { contractorId: ctx.listing.id } })).toBe(PHOTOS_PER_CONTRACTOR + 1);

    // Room for exactly one: two parallel uploads make 30, never 31.
    const last = (await mine('?status=pending')).items[0];
    await contractor.call('delete', `/api/contractor/me/photos/${last.id}`, undefined, 204);
    const race = await Promise.all([upload(contractor, await png('e2e-d.png')), upload(contractor, await png('e2e-e.png'))]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await mine()).count).toBe(PHOTOS_PER_CONTRACTOR);
  });

  it('deletes a photo with its files; another contractor cannot touch it (404)', async () => {
    const { body: photo } = await upload(contractor, await png('e2e-porch.png'), { altText: 'Wraparound porch of a barndominium' }).expect(201);
    const ids = (await photoRow(photo.id)).image!.variants.map((v) => v.fileId);
    await moderate(photo.id, { status: 'approved' }, 200);

    await other.call('delete', `/api/contractor/me/photos/${photo.id}`, undefined, 404);
    const stranger = await other.call('patch', `/api/contractor/me/photos/${photo.id}`, { altText: 'Not my photo at all' }, 404);
    expect(stranger.body.message).toBe(PHOTO_MESSAGES.notFound);
    expect((await other.call('get', '/api/contractor/me/photos', undefined, 200)).body.items).toEqual([]);

    await contractor.call('delete', `/api/contractor/me/photos/${photo.id}`, undefined, 204);
    expect(await fileCount(ids)).toBe(0);
    expect((await profile()).photos).toEqual([]);
    await contractor.call('delete', `/api/contractor/me/photos/${photo.id}`, undefined, 404);
    await moderate(photo.id, { status: 'approved' }, 404);
  });

  it('refuses bad changes to a photo (400)', async () => {
    const id = await insertContractorPhoto(app, ctx.listing.id, null);
    const nothing = await contractor.call('patch', `/api/contractor/me/photos/${id}`, {}, 400);
    expect(nothing.body.errors).toEqual([{ field: 'altText', message: PHOTO_MESSAGES.nothingToChange }]);
    for (const position of [0, 31, 1.5, '2']) {
      const bad = await contractor.call('patch', `/api/contractor/me/photos/${id}`, { position }, 400);
      expect(bad.body.errors).toEqual([{ field: 'position', message: PHOTO_MESSAGES.position }]);
    }
    const alt = await contractor.call('patch', `/api/contractor/me/photos/${id}`, { altText: null }, 400);
    expect(alt.body.errors[0].field).toBe('altText');
    await contractor.call('patch', `/api/contractor/me/photos/${id}`, { status: 'approved' }, 400);
    expect((await photoRow(id)).status).toBe('pending');
  });

  it("lists the office's queue pending first (oldest first), by status and listing, paged on the server", async () => {
    const older = await insertContractorPhoto(app, ctx.listing.id, null, { createdAt: new Date(Date.now() - 3_600_000) });
    const newer = await insertContractorPhoto(app, ctx.listing.id, null);
    const approved = await insertContractorPhoto(app, ctx.listing.id, null, { status: ContractorPhotoStatus.Approved });

    const all = (await office.call('get', `/api/admin/contractor-photos?contractorId=${ctx.listing.id}`, undefined, 200)).body;
    expect(all.items.map((p: { id: number }) => p.id)).toEqual([older, newer, approved]);
    expect(all.items[0]).toMatchObject({
      allowedStatuses: ['approved', 'rejected'],
      contractorName: 'Prairie Photo Builders',
      image: { src: expect.any(String) },
    });
    const pending = (await office.call('get', `/api/admin/contractor-photos?contractorId=${ctx.listing.id}&status=pending&pageSize=1&page=2`, undefined, 200))
      .body;
    expect(pending).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: newer }] });
    const bad = await office.call('get', '/api/admin/contractor-photos?status=hidden&contractorId=0&colour=red', undefined, 400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['colour', 'contractorId', 'status']);
  });
});
