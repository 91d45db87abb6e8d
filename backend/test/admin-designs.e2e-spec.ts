import type { NestExpressApplication } from '@nestjs/platform-express';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { DESIGN_IMAGE_NOT_FOUND_MESSAGE, DESIGN_NOT_FOUND_MESSAGE, nameTakenMessage, STALE_DESIGN_MESSAGE } from '../src/modules/designs/admin-designs.service';
import { DesignStatus } from '../src/modules/designs/designs.enums';
import {
  DESIGN_UPDATED_AT_MESSAGE,
  NOTHING_TO_CHANGE_ON_DESIGN_MESSAGE,
  type AdminDesignDetailResponseDto,
  type AdminDesignImageDto,
} from '../src/modules/designs/dto/admin-design.dto';
import { DesignImage } from '../src/modules/designs/entities/design-image.entity';
import { Design } from '../src/modules/designs/entities/design.entity';
import { PICTURE_ALT_TEXT } from '../src/shared/file-types';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { createTestApp } from './test-app';

jest.setTimeout(180_000);

// Test-only plans, removed again at the end (the database is shared by every test file of a run).
const PLAN = 'zz-pictures-plan';
const OTHER = 'zz-other-plan';
const DRAFT = 'zz-draft-pictures-plan';
const SLUGS = [PLAN, OTHER, DRAFT];

/** A phone photo of a finished barndominium: a JPEG carrying the camera, the owner's name and the GPS position of the house. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1333, channels: 3, background: '#8a6d4b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1', Copyright: 'Jane Homeowner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 46/1 1200/100', GPSLongitudeRef: 'W', GPSLongitude: '94/1 50/1 0/1' },
    })
    .toBuffer();
}

/** A drawn floor plan as a drawing program exports it: a PNG. */
async function floorPlanDrawing(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

/** What a renamed Windows program begins with. */
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(200, 0)]);

describe('the office’s plans (issue 31): pictures, words and status', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let office: Browser;
  let plan: Design;
  let other: Design;
  let draft: Design;
  const http = () => request(app.getHttpServer());

  function upload(
    browser: Browser,
    designId: number,
    fields: Record<string, string>,
    file: { bytes: Buffer; name: string; type: string } | null,
  ): request.Test {
    const req = browser.agent.post(`/api/admin/designs/${designId}/images`);
    if (browser.xsrf) req.set('X-XSRF-TOKEN', browser.xsrf);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    if (file) req.attach('file', file.bytes, { filename: file.name, contentType: file.type });
    return req;
  }

  const detail = async (id: number): Promise<AdminDesignDetailResponseDto> =>
    (await office.call('get', `/api/admin/designs/${id}`, undefined, 200)).body as AdminDesignDetailResponseDto;
  const variantFiles = async (): Promise<number> => Number((await db.query(`SELECT COUNT(*) AS n FROM stored_files WHERE purpose = 'image_variant'`))[0].n);

  async function insertPlan(slug: string, name: string, status: DesignStatus): Promise<Design> {
    const designs = db.getRepository(Design);
    return designs.save(
      designs.create({
        slug,
        name,
        category: 'Residential' as Design['category'],
        style: 'farmhouse' as Design['style'],
        status,
        description: `The ${name}, a test plan.`,
        bedrooms: 3,
        bathrooms: 2,
        squareFeet: 1500,
        livingSquareFeet: 1500,
        shopSquareFeet: null,
        roofRValue: 33,
      }),
    );
  }

  async function removeTestPlans(): Promise<void> {
    const images = await db.getRepository(DesignImage).find({ where: { design: { slug: In(SLUGS) } }, relations: { design: true } });
    const fileIds = images.flatMap((image) => image.image?.variants.map((v) => v.fileId) ?? []);
    await db.getRepository(Design).delete({ slug: In(SLUGS) });
    if (fileIds.length) await db.query(`DELETE FROM stored_files WHERE id = ANY($1)`, [fileIds]);
  }

  beforeAll(async () => {
    ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
    await removeTestPlans();
    plan = await insertPlan(PLAN, 'Prairie Test Plan', DesignStatus.Active);
    other = await insertPlan(OTHER, 'Bluff Test Plan', DesignStatus.Active);
    draft = await insertPlan(DRAFT, 'Hidden Draft Plan', DesignStatus.Draft);
    office = new Browser(app);
    await office.signInAs(await createUser(app, { role: UserRole.Admin }));
  });

  afterAll(async () => {
    if (db) {
      await removeTestPlans();
      await cleanAuthTables(db);
    }
    await app?.close();
  });

  describe('pictures', () => {
    let photo: AdminDesignImageDto;
    let floorPlan: AdminDesignImageDto;

    it('takes a phone photo with GPS: no stored size carries EXIF or GPS, and it is public at once', async () => {
      const original = await phonePhoto();
      // The fixture really carries what must go (so the check below can fail).
      expect(ExifReader.load(original, { expanded: true }).gps?.Latitude).toBeCloseTo(39.77, 1);

      const res = await upload(
        office,
        plan.id,
        { kind: 'photo', altText: 'The finished house from the drive, with the shop doors on the right', caption: 'Built near Cameron in 2026' },
        { bytes: original, name: 'IMG_2041.JPG', type: 'image/jpeg' },
      ).expect(201);
      photo = res.body as AdminDesignImageDto;
      expect(photo).toMatchObject({
        kind: 'photo',
        altText: 'The finished house from the drive, with the shop doors on the right',
        caption: 'Built near Cameron in 2026',
        sortOrder: 0,
      });
      expect(res.headers['cache-control']).toBe('no-store');
      // spec §3 imageUrl stays meaningful: the ~960 px WebP, the <img> src.
      expect(photo.imageUrl).toBe(photo.sources!.src);
      expect(photo.sources).toMatchObject({ width: 1600, height: 1066 });

      const row = await db.getRepository(DesignImage).findOneByOrFail({ id: photo.id });
      expect(row.image!.variants).toHaveLength(6);
      for (const variant of row.image!.variants) {
        const [stored] = await db.query<{ bytes: Buffer; isPublic: boolean }[]>(`SELECT bytes, "isPublic" FROM stored_files WHERE id = $1`, [variant.fileId]);
        const tags = ExifReader.load(stored.bytes, { expanded: true });
        expect({ variant: `${variant.format} ${variant.width}`, exif: tags.exif ?? null, gps: tags.gps ?? null, public: stored.isPublic }).toEqual({
          variant: `${variant.format} ${variant.width}`,
          exif: null,
          gps: null,
          public: true,
        });
      }
      // Anyone can load it from the plan page's srcset (the office approved it by uploading it).
      const served = await http().get(photo.sources!.src).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(ExifReader.load(served.body as Buffer, { expanded: true }).gps ?? null).toBeNull();
    });

    it('refuses a renamed program by its bytes (415) and stores nothing', async () => {
      const filesBefore = await variantFiles();
      const res = await upload(
        office,
        plan.id,
        { kind: 'photo', altText: 'A picture of the porch' },
        { bytes: MZ, name: 'porch.jpg', type: 'image/jpeg' },
      ).expect(415);
      expect(res.body.message).toBe(
        'This file cannot be a plan picture: its contents are not a JPEG, PNG or WebP file (they are a Windows program), whatever its name says. Save it as JPEG, PNG or WebP and upload it again.',
      );
      expect(await variantFiles()).toBe(filesBefore);
      expect(await db.getRepository(DesignImage).countBy({ designId: plan.id })).toBe(1);
    });

    it('requires alt text (400, explained), a known kind and known fields, and stores nothing', async () => {
      const file = { bytes: await floorPlanDrawing(), name: 'plan.png', type: 'image/png' };
      const filesBefore = await variantFiles();

      const missing = await upload(office, plan.id, { kind: 'floor_plan' }, file).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'altText', message: PICTURE_ALT_TEXT.message }]);
      const short = await upload(office, plan.id, { kind: 'floor_plan', altText: 'plan' }, file).expect(400);
      expect(short.body.errors).toEqual([{ field: 'altText', message: PICTURE_ALT_TEXT.message }]);
      const blank = await upload(office, plan.id, { kind: 'floor_plan', altText: '        ' }, file).expect(400);
      expect(blank.body.errors).toEqual([{ field: 'altText', message: PICTURE_ALT_TEXT.message }]);

      const kind = await upload(office, plan.id, { kind: 'sketch', altText: 'Floor plan of the house' }, file).expect(400);
      expect(kind.body.errors[0].field).toBe('kind');
      const unknown = await upload(office, plan.id, { kind: 'photo', altText: 'Floor plan of the house', primary: 'yes' }, file).expect(400);
      expect(unknown.body.errors[0].field).toBe('primary');
      const order = await upload(office, plan.id, { kind: 'photo', altText: 'Floor plan of the house', sortOrder: '1000' }, file).expect(400);
      expect(order.body.errors[0].field).toBe('sortOrder');
      const noFile = await upload(office, plan.id, { kind: 'photo', altText: 'Floor plan of the house' }, null).expect(400);
      expect(noFile.body.message).toMatch(/^Choose a file to upload: JPEG, PNG or WebP, up to 15 MB\./);
      // A body that is not multipart is no upload: text is refused by the body parser, JSON has no file.
      const text = await office.agent
        .post(`/api/admin/designs/${plan.id}/images`)
        .set('X-XSRF-TOKEN', office.xsrf!)
        .set('Content-Type', 'text/plain')
        .send('hello')
        .expect(415);
      expect(text.body.message).toBe('Send the file as multipart/form-data, the way a form with a file field sends it.');
      await office.send('post', `/api/admin/designs/${plan.id}/images`, { kind: 'photo', altText: 'Floor plan of the house' }).expect(400);
      // Multipart is taken only on the upload's own path.
      await office.agent.post(`/api/admin/designs/${plan.id}/images/1`).set('X-XSRF-TOKEN', office.xsrf!).field('kind', 'photo').expect(415);
      // A plan that does not exist.
      const gone = await upload(office, 99_999_999, { kind: 'photo', altText: 'Floor plan of the house' }, file).expect(404);
      expect(gone.body.message).toBe(DESIGN_NOT_FOUND_MESSAGE);

      expect(await variantFiles()).toBe(filesBefore);
      expect(await db.getRepository(DesignImage).countBy({ designId: plan.id })).toBe(1);
    });

    it('lists the pictures on the plan’s public answer floor plan first, with their sizes and alt text', async () => {
      // Warm the catalogue cache (and the fast path) so the check below proves it is dropped.
      await http().get(`/api/designs/${PLAN}`).expect(200);
      await http().get(`/api/designs/${PLAN}`).expect(200);

      const res = await upload(
        office,
        plan.id,
        { kind: 'floor_plan', altText: 'Floor plan: three bedrooms on the left, kitchen and great room in the middle', sortOrder: '5' },
        { bytes: await floorPlanDrawing(), name: 'Prairie plan.png', type: 'image/png' },
      ).expect(201);
      floorPlan = res.body as AdminDesignImageDto;
      expect(floorPlan).toMatchObject({ kind: 'floor_plan', sortOrder: 5, caption: null });

      // At once, without waiting for the database's notification.
      const page = (await http().get(`/api/designs/${PLAN}`).expect(200)).body;
      expect(page.images.map((i: { id: number; kind: string }) => `${i.id} ${i.kind}`)).toEqual([`${floorPlan.id} floor_plan`, `${photo.id} photo`]);
      expect(page.images[0]).toEqual({
        id: floorPlan.id,
        imageUrl: floorPlan.imageUrl,
        caption: null,
        sortOrder: 5,
        kind: 'floor_plan',
        alt: 'Floor plan: three bedrooms on the left, kitchen and great room in the middle',
        sources: {
          src: floorPlan.imageUrl,
          srcSetWebp: expect.stringMatching(/ 480w, .* 960w, .* 1200w$/),
          srcSetAvif: expect.any(String),
          width: 1200,
          height: 900,
        },
      });
      expect((await detail(plan.id)).images.map((i) => i.id)).toEqual([floorPlan.id, photo.id]);
    });

    it('edits a picture’s caption, kind and place, refusing bad values; the public answer follows at once', async () => {
      const changed = await office.call('patch', `/api/admin/designs/${plan.id}/images/${photo.id}`, { caption: 'The front porch', kind: 'rendering' }, 200);
      expect(changed.body).toMatchObject({ id: photo.id, caption: 'The front porch', kind: 'rendering', altText: photo.altText });
      const page = (await http().get(`/api/designs/${PLAN}`).expect(200)).body;
      expect(page.images[1]).toMatchObject({ id: photo.id, caption: 'The front porch', kind: 'rendering' });

      // Made a floor plan too, and placed before the other one: it leads.
      await office.call('patch', `/api/admin/designs/${plan.id}/images/${photo.id}`, { kind: 'floor_plan', sortOrder: 1 }, 200);
      expect((await http().get(`/api/designs/${PLAN}`).expect(200)).body.images.map((i: { id: number }) => i.id)).toEqual([photo.id, floorPlan.id]);
      await office.call('patch', `/api/admin/designs/${plan.id}/images/${photo.id}`, { kind: 'photo', caption: null }, 200);

      const noAlt = await office.call('patch', `/api/admin/designs/${plan.id}/images/${photo.id}`, { altText: '' }, 400);
      expect(noAlt.body.errors).toEqual([{ field: 'altText', message: PICTURE_ALT_TEXT.message }]);
      await office.call('patch', `/api/admin/designs/${plan.id}/images/${photo.id}`, { altText: null }, 400);
      await office.call('patch', `/api/admin/designs/${plan.id}/images/${photo.id}`, { sortOrder: -1 }, 400);
      await office.call('patch', `/api/admin/designs/${plan.id}/images/${photo.id}`, { sortOrder: '2' }, 400);
      await office.call('patch', `/api/admin/designs/${plan.id}/images/${photo.id}`, {}, 400);
      await office.call('patch', `/api/admin/designs/${plan.id}/images/${photo.id}`, { caption: 'x', imageUrl: '/evil.png' }, 400);
      // A picture of another plan is not this plan's.
      const elsewhere = await office.call('patch', `/api/admin/designs/${other.id}/images/${photo.id}`, { caption: 'Moved' }, 404);
      expect(elsewhere.body.message).toBe(DESIGN_IMAGE_NOT_FOUND_MESSAGE);
    });

    it('deletes a picture with every stored size; its address answers 404 after', async () => {
      const row = await db.getRepository(DesignImage).findOneByOrFail({ id: photo.id });
      await office.call('delete', `/api/admin/designs/${other.id}/images/${photo.id}`, undefined, 404);
      await office.call('delete', `/api/admin/designs/${plan.id}/images/${photo.id}`, undefined, 204);
      const left = await db.query(`SELECT COUNT(*)::int AS n FROM stored_files WHERE id = ANY($1)`, [row.image!.variants.map((v) => v.fileId)]);
      expect(left[0].n).toBe(0);
      await http().get(photo.sources!.src).expect(404);
      expect((await http().get(`/api/designs/${PLAN}`).expect(200)).body.images.map((i: { id: number }) => i.id)).toEqual([floorPlan.id]);
      await office.call('delete', `/api/admin/designs/${plan.id}/images/${photo.id}`, undefined, 404);
    });
  });

  describe('words and status', () => {
    it('edits the words, and the public answer (cached before) shows them at once', async () => {
      const url = `/api/designs/${PLAN}`;
      await http().get(url).expect(200);
      await http().get(url).expect(200);
      const before = await detail(plan.id);

      const res = await office.call(
        'patch',
        `/api/admin/designs/${plan.id}`,
        {
          name: 'Prairie Wind',
          description: 'A three-bedroom farmhouse with a deep porch.',
          style: 'craftsman',
          price: 34_900_000,
          updatedAt: before.updatedAt,
        },
        200,
      );
      expect(res.body).toMatchObject({
        name: 'Prairie Wind',
        description: 'A three-bedroom farmhouse with a deep porch.',
        style: 'craftsman',
        price: 34_900_000,
      });
      expect(res.body.updatedAt).not.toBe(before.updatedAt);
      expect((await http().get(url).expect(200)).body).toMatchObject({ name: 'Prairie Wind', style: 'craftsman', price: 34_900_000, slug: PLAN });
      // The list shows it at once too.
      expect((await http().get('/api/designs?q=prairie%20wind').expect(200)).body.items.map((i: { slug: string }) => i.slug)).toEqual([PLAN]);

      const audit = await db.query(
        `SELECT "operationId", changes FROM audit_log WHERE "targetType" = 'design' AND "targetId" = $1 AND "operationId" = 'updateDesign'`,
        [String(plan.id)],
      );
      expect(audit.at(-1).changes.name).toEqual({ before: 'Prairie Test Plan', after: 'Prairie Wind' });

      // Blank description clears it; null price is "price on request".
      const cleared = await office.call('patch', `/api/admin/designs/${plan.id}`, { description: '  ', price: null, updatedAt: res.body.updatedAt }, 200);
      expect(cleared.body).toMatchObject({ description: null, price: null });
    });

    it('refuses a stale copy, a taken name, nothing to change and bad values', async () => {
      const current = await detail(plan.id);
      const stale = await office.call('patch', `/api/admin/designs/${plan.id}`, { name: 'Prairie Gale', updatedAt: '2020-01-01T00:00:00.000Z' }, 409);
      expect(stale.body.message).toBe(STALE_DESIGN_MESSAGE);
      const taken = await office.call('patch', `/api/admin/designs/${plan.id}`, { name: 'bluff test PLAN', updatedAt: current.updatedAt }, 409);
      expect(taken.body.message).toBe(nameTakenMessage('bluff test PLAN'));
      const nothing = await office.call('patch', `/api/admin/designs/${plan.id}`, { updatedAt: current.updatedAt }, 400);
      expect(nothing.body.message).toBe(NOTHING_TO_CHANGE_ON_DESIGN_MESSAGE);
      const noStamp = await office.call('patch', `/api/admin/designs/${plan.id}`, { name: 'Prairie Gale' }, 400);
      expect(noStamp.body.errors).toEqual([{ field: 'updatedAt', message: DESIGN_UPDATED_AT_MESSAGE }]);
      for (const body of [
        { name: '', updatedAt: current.updatedAt },
        { name: null, updatedAt: current.updatedAt },
        { name: 'x'.repeat(201), updatedAt: current.updatedAt },
        { style: 'victorian', updatedAt: current.updatedAt },
        { status: 'deleted', updatedAt: current.updatedAt },
        { price: -1, updatedAt: current.updatedAt },
        { price: 12.5, updatedAt: current.updatedAt },
        { slug: 'new-slug', updatedAt: current.updatedAt },
        { bedrooms: 9, updatedAt: current.updatedAt },
      ])
        await office.call('patch', `/api/admin/designs/${plan.id}`, body, 400);
      await office.call('patch', `/api/admin/designs/99999999`, { name: 'Nobody', updatedAt: current.updatedAt }, 404);
      expect((await detail(plan.id)).updatedAt).toBe(current.updatedAt);
    });

    it('archives a plan: gone from the catalogue list, but its page, spec sheet, estimate and saved copies keep working; then offers it again', async () => {
      const buyer = await createUser(app);
      const browser = new Browser(app);
      await browser.signInAs(buyer);
      await browser.call('put', `/api/account/saved-designs/${PLAN}`, undefined, 200);
      await http().get('/api/designs?pageSize=100').expect(200);

      let current = await detail(plan.id);
      expect(current.allowedStatuses).toEqual(['archived']);
      const archived = await office.call('patch', `/api/admin/designs/${plan.id}`, { status: 'archived', updatedAt: current.updatedAt }, 200);
      expect(archived.body).toMatchObject({ status: 'archived', allowedStatuses: ['active'] });

      const list = (await http().get('/api/designs?pageSize=100').expect(200)).body;
      expect(list.items.map((i: { slug: string }) => i.slug)).not.toContain(PLAN);
      expect((await http().get(`/api/designs/${PLAN}`).expect(200)).body).toMatchObject({ slug: PLAN, status: 'archived' });
      await http().get(`/api/designs/${PLAN}/spec-sheet.svg`).expect(200);
      await http().get(`/api/designs/${PLAN}/estimate`).expect(200);
      const saved = (await browser.call('get', '/api/account/saved-designs', undefined, 200)).body as { design: { slug: string; status: string } }[];
      expect(saved.map((s) => `${s.design.slug} ${s.design.status}`)).toEqual([`${PLAN} archived`]);
      // The plan is no longer offered: no new saves.
      await browser.call('put', `/api/account/saved-designs/${PLAN}`, undefined, 404);

      // A published plan never goes back to draft: a 409 with the flow's sentence.
      current = await detail(plan.id);
      const refused = await office.call('patch', `/api/admin/designs/${plan.id}`, { status: 'draft', updatedAt: current.updatedAt }, 409);
      expect(refused.body.message).toBe('A plan cannot move from archived to draft.');

      await office.call('patch', `/api/admin/designs/${plan.id}`, { status: 'active', updatedAt: current.updatedAt }, 200);
      expect((await http().get('/api/designs?pageSize=100').expect(200)).body.items.map((i: { slug: string }) => i.slug)).toContain(PLAN);
    });

    it('keeps a draft to the office: no public answer, listed for admins, published by its first move', async () => {
      for (const url of [`/api/designs/${DRAFT}`, `/api/designs/${draft.id}`, `/api/designs/${DRAFT}/spec-sheet.svg`, `/api/designs/${DRAFT}/estimate`])
        await http().get(url).expect(404);
      expect((await http().get('/api/designs?q=hidden%20draft').expect(200)).body.total).toBe(0);

      const drafts = (await office.call('get', '/api/admin/designs?status=draft&q=zz-draft', undefined, 200)).body;
      expect(drafts.items.map((i: { slug: string }) => i.slug)).toEqual([DRAFT]);
      const current = await detail(draft.id);
      expect(current).toMatchObject({ status: 'draft', allowedStatuses: ['active'], pagePath: `/designs/${DRAFT}`, imageCount: 0, hasFloorPlan: false });
      const refused = await office.call('patch', `/api/admin/designs/${draft.id}`, { status: 'archived', updatedAt: current.updatedAt }, 409);
      expect(refused.body.message).toBe('A plan cannot move from draft to archived.');

      await office.call('patch', `/api/admin/designs/${draft.id}`, { status: 'active', updatedAt: current.updatedAt }, 200);
      expect((await http().get(`/api/designs/${DRAFT}`).expect(200)).body.status).toBe('active');
      const again = await detail(draft.id);
      const back = await office.call('patch', `/api/admin/designs/${draft.id}`, { status: 'draft', updatedAt: again.updatedAt }, 409);
      expect(back.body.message).toBe('A plan cannot move from active to draft.');
    });
  });

  describe('the office’s list', () => {
    it('filters by status, category and words, sorts and pages on the server, with picture counts', async () => {
      const page = (await office.call('get', '/api/admin/designs?q=zz-&sort=name&order=asc', undefined, 200)).body;
      expect(page.items.map((i: { slug: string }) => i.slug)).toEqual([OTHER, DRAFT, PLAN]);
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
      const pictured = page.items.find((i: { slug: string }) => i.slug === PLAN);
      expect(pictured).toMatchObject({ imageCount: 1, hasFloorPlan: true, status: 'active', category: 'Residential' });

      const byPictures = (await office.call('get', '/api/admin/designs?q=zz-&sort=pictures&order=desc', undefined, 200)).body;
      expect(byPictures.items[0].slug).toBe(PLAN);
      const second = (await office.call('get', '/api/admin/designs?q=zz-&pageSize=2&page=2', undefined, 200)).body;
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.items).toHaveLength(1);
      const beyond = (await office.call('get', '/api/admin/designs?q=zz-&pageSize=2&page=9', undefined, 200)).body;
      expect(beyond).toMatchObject({ total: 3, items: [] });

      const every = (await office.call('get', '/api/admin/designs?pageSize=100', undefined, 200)).body;
      expect(every.total).toBeGreaterThanOrEqual(27);
      const barns = (await office.call('get', '/api/admin/designs?category=Barndominium&pageSize=100', undefined, 200)).body;
      expect(barns.items.every((i: { category: string }) => i.category === 'Barndominium')).toBe(true);

      for (const bad of ['status=deleted', 'sort=price', 'order=up', 'pageSize=101', 'page=0', 'colour=red'])
        expect((await office.call('get', `/api/admin/designs?${bad}`, undefined, 400)).body.errors).toHaveLength(1);
    });
  });
});
