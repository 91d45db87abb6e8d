import type { NestExpressApplication } from '@nestjs/platform-express';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { toImageSources } from '../src/modules/files/dto/image-sources.dto';
import { IMAGE_VARIANT_WIDTHS, ImageVariants, type StoredImage } from '../src/modules/files/image-variants';
import { Browser, createUser } from './auth-helpers';
import { createTestApp } from './test-app';

jest.setTimeout(120_000);

/** A phone photo: 2400×1600 JPEG carrying the camera, the owner's name and the GPS position of the house. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#7a8b5c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1', Copyright: 'Jane Homeowner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 34/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '92/1 10/1 0/1' },
    })
    .toBuffer();
}

describe('the picture pipeline (issue 31): re-encoded sizes without metadata, served once public', () => {
  let app: NestExpressApplication;
  let images: ImageVariants;
  let db: DataSource;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    images = app.get(ImageVariants);
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('keeps AVIF and WebP at each width, and no stored variant carries EXIF or GPS', async () => {
    const original = await phonePhoto();
    // The fixture really carries what must go (so the test below can fail).
    expect(ExifReader.load(original, { expanded: true }).gps?.Latitude).toBeCloseTo(38.575);

    const image = await images.store({ bytes: original, createdBy: null, baseName: 'porch' });
    expect(image).toMatchObject({ width: 1600, height: 1067 });
    expect(image.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(IMAGE_VARIANT_WIDTHS.flatMap((w) => [`avif ${w}`, `webp ${w}`]).sort());
    for (const variant of image.variants) {
      const [row] = await db.query<{ bytes: Buffer; contentType: string }[]>(`SELECT bytes, "contentType" FROM stored_files WHERE id = $1`, [variant.fileId]);
      expect(row.contentType).toBe(`image/${variant.format}`);
      const tags = ExifReader.load(row.bytes, { expanded: true });
      expect({ variant: `${variant.format} ${variant.width}`, exif: tags.exif ?? null, gps: tags.gps ?? null, xmp: tags.xmp ?? null }).toEqual({
        variant: `${variant.format} ${variant.width}`,
        exif: null,
        gps: null,
        xmp: null,
      });
      const meta = await sharp(row.bytes).metadata();
      expect({ width: meta.width, format: meta.format === 'heif' ? 'avif' : meta.format }).toEqual({ width: variant.width, format: variant.format });
    }
  });

  it('a small picture is kept at its own size, never enlarged', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const image = await images.store({ bytes: small, createdBy: null, baseName: 'small' });
    expect(image.variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual(['avif 300x200', 'webp 300x200']);
  });

  it('turns a sideways phone photo upright (EXIF orientation) before the metadata goes', async () => {
    const sideways = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#555' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await images.store({ bytes: sideways, createdBy: null, baseName: 'tall' });
    expect({ width: image.width, height: image.height }).toEqual({ width: 800, height: 1200 });
  });

  it('refuses a damaged picture with a sentence (415), never a 500', async () => {
    const photo = await phonePhoto();
    await expect(images.store({ bytes: photo.subarray(0, 600), createdBy: null, baseName: 'cut' })).rejects.toMatchObject({
      status: 415,
      message: expect.stringContaining('We could not read this picture'),
    });
  });

  it('serves a variant to everyone only once public; before that to its uploader and admins only', async () => {
    const uploader = await createUser(app, { role: UserRole.Contractor });
    const image: StoredImage = await images.store({ bytes: await phonePhoto(), createdBy: uploader.id, baseName: 'kitchen' });
    const sources = toImageSources(image);
    expect(sources.src).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
    expect(sources.srcSetAvif.split(', ').map((s) => s.split(' ')[1])).toEqual(['480w', '960w', '1600w']);

    await request(app.getHttpServer()).get(sources.src).expect(404);
    const other = await createUser(app, { role: UserRole.Contractor });
    const stranger = new Browser(app);
    await stranger.signInAs(other);
    await stranger.agent.get(sources.src).expect(404);
    const owner = new Browser(app);
    await owner.signInAs(uploader);
    const own = await owner.agent.get(sources.src).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-store');

    await images.publish(image, true);
    const res = await request(app.getHttpServer()).get(sources.src).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await request(app.getHttpServer()).get(sources.src).set('If-None-Match', res.headers.etag).expect(304);

    await images.remove(image);
    await request(app.getHttpServer()).get(sources.src).expect(404);
    await request(app.getHttpServer()).get('/api/media/not-a-uuid').expect(404);
  });
});
