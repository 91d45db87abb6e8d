import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { DesignCategory, DesignImageKind, DesignStatus, DesignStyle } from '../src/modules/designs/designs.enums';
import type { DesignSummaryDto } from '../src/modules/designs/dto/design-summary.dto';
import type { PaginatedDesignsResponseDto } from '../src/modules/designs/dto/paginated-designs-response.dto';
import { DesignImage } from '../src/modules/designs/entities/design-image.entity';
import { Design } from '../src/modules/designs/entities/design.entity';
import { createTestApp } from './test-app';

// Test-only plans, removed again at the end (the database is shared by every test file of a run).
const HIDDEN = ['zz-draft-plan', 'zz-archived-plan'];
const EXTRA = ['zz-escape-plan'];

describe('the plan catalogue API', () => {
  let app: INestApplication;
  let db: DataSource;
  const http = () => request(app.getHttpServer());
  const list = async (query: string): Promise<PaginatedDesignsResponseDto> =>
    (await http().get(`/api/designs${query}`).expect(200)).body as PaginatedDesignsResponseDto;
  const all = async (query = ''): Promise<DesignSummaryDto[]> => (await list(`?pageSize=100${query}`)).items;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    db = app.get(DataSource);
    const designs = db.getRepository(Design);
    await designs.save([
      designs.create({ ...plan('zz-draft-plan', 'Draft Barn Plan', 1500, 1500), status: DesignStatus.Draft }),
      designs.create({ ...plan('zz-archived-plan', 'Archived Barn Plan', 1500, 1500), status: DesignStatus.Archived }),
    ]);
  });

  afterAll(async () => {
    if (db) await db.getRepository(Design).delete({ slug: In([...HIDDEN, ...EXTRA]) });
    await app?.close();
  });

  describe('GET /api/designs', () => {
    it('answers the first 12 active plans by name, with the total, page and no near miss', async () => {
      const body = await list('');
      expect(body.total).toBe(24);
      expect(body.page).toBe(1);
      expect(body.pageSize).toBe(12);
      expect(body.nearMiss).toBeNull();
      expect(body.items).toHaveLength(12);
      expect(body.items.map((d) => d.name)).toEqual([
        'Alpine',
        'Aspen',
        'Auburn',
        'Baylee',
        'Boulder',
        'Brooklyn',
        'Cedar Ridge',
        'Cherry Ridge',
        'Cypress',
        'Everly',
        'Garret Ridge',
        'Houston',
      ]);
    });

    it('gives each summary the fields a card needs, Rose Mount exactly as spec §3 says', async () => {
      const rose = (await all()).find((d) => d.slug === 'rose-mount')!;
      expect(rose).toEqual({
        id: expect.any(Number),
        slug: 'rose-mount',
        name: 'Rose Mount',
        category: 'Barndominium',
        style: 'farmhouse',
        livingSquareFeet: 1800,
        shopSquareFeet: 3820,
        bedrooms: 3,
        bathrooms: '2',
        wallRValue: 26,
        roofRValue: 33,
        price: null,
        specSheetUrl: '/api/designs/rose-mount/spec-sheet.svg',
        description: expect.stringContaining('full front porch'),
        status: 'active',
      });
      const mayfield = (await all()).find((d) => d.slug === 'mayfield')!;
      expect(mayfield.bathrooms).toBe('2.5');
    });

    it('hides draft and archived plans', async () => {
      const slugs = (await all()).map((d) => d.slug);
      for (const slug of HIDDEN) expect(slugs).not.toContain(slug);
      expect((await list('?q=draft')).total).toBe(0);
      expect((await list('?q=archived')).total).toBe(0);
    });

    it('filters by category, style, bedrooms and bathrooms', async () => {
      const barns = await all('&category=Barndominium');
      expect(barns.map((d) => d.slug).sort()).toEqual([
        'auburn',
        'cedar-ridge',
        'cherry-ridge',
        'garret-ridge',
        'maple-ridge',
        'mayfield',
        'oak',
        'rose-mount',
      ]);
      const residential = await all('&category=Residential');
      expect(residential).toHaveLength(16);
      expect(residential.every((d) => d.shopSquareFeet === null)).toBe(true);

      const modern = await all('&style=modern');
      expect(modern.length).toBeGreaterThan(0);
      expect(modern.every((d) => d.style === 'modern')).toBe(true);

      const fourBed = await all('&bedroomsMin=4');
      expect(fourBed.map((d) => d.slug).sort()).toEqual(['auburn', 'boulder', 'cedar-ridge', 'garret-ridge', 'landon', 'maple-ridge', 'rushmore']);

      const baths = await all('&bathroomsMin=3');
      expect(baths.map((d) => d.slug).sort()).toEqual(['auburn', 'boulder', 'cedar-ridge', 'garret-ridge', 'maple-ridge']);
      const halfBaths = await all('&bathroomsMin=2.5');
      expect(halfBaths.length).toBeGreaterThan(baths.length);
      expect(halfBaths.every((d) => Number(d.bathrooms) >= 2.5)).toBe(true);
    });

    it('filters by living and shop area ranges (inclusive) and by having a shop', async () => {
      const living = await all('&livingMin=1800&livingMax=2210');
      expect(living.every((d) => d.livingSquareFeet >= 1800 && d.livingSquareFeet <= 2210)).toBe(true);
      expect(living.map((d) => d.slug)).toEqual(expect.arrayContaining(['rose-mount', 'oak', 'mayfield']));

      const shop = await all('&shopMin=3000');
      expect(shop.map((d) => d.slug).sort()).toEqual(['cedar-ridge', 'oak', 'rose-mount']);
      const smallShop = await all('&shopMax=1600');
      expect(smallShop.map((d) => d.slug).sort()).toEqual(['auburn', 'cherry-ridge', 'garret-ridge']);

      expect(await all('&hasShop=true')).toHaveLength(8);
      expect(await all('&hasShop=false')).toHaveLength(16);
      expect(await all('&hasShop=false&category=Barndominium')).toHaveLength(0);
    });

    it('searches name and description, case-insensitively, every word, wildcards taken literally', async () => {
      expect((await all('&q=ridge')).map((d) => d.name)).toEqual(
        expect.arrayContaining(['Cedar Ridge', 'Cherry Ridge', 'Garret Ridge', 'Maple Ridge', 'Skylar Ridge']),
      );
      expect((await all('&q=WATER')).map((d) => d.slug)).toContain('waters-edge');
      // "motorhome" is only in Cedar Ridge's description.
      expect((await all('&q=motorhome')).map((d) => d.slug)).toEqual(['cedar-ridge']);
      expect((await all('&q=ridge%20motorhome')).map((d) => d.slug)).toEqual(['cedar-ridge']);
      expect((await all('&q=%25')).length).toBe(0);
      expect((await all('&q=_')).length).toBe(0);
      // Blank search is no search.
      expect((await list('?q=%20%20')).total).toBe(24);
    });

    it('sorts by name, living, shop, bedrooms and price, both ways, plans without a value last', async () => {
      const living = await all('&sort=living');
      expect(living[0].slug).toBe('spirit');
      expect(living.map((d) => d.livingSquareFeet)).toEqual([...living.map((d) => d.livingSquareFeet)].sort((a, b) => a - b));
      const livingDesc = await all('&sort=living&order=desc');
      expect(livingDesc[0].slug).toBe('cedar-ridge');

      const shop = await all('&sort=shop&order=desc');
      expect(shop.slice(0, 3).map((d) => d.slug)).toEqual(['cedar-ridge', 'rose-mount', 'oak']);
      expect(shop.slice(8).every((d) => d.shopSquareFeet === null)).toBe(true);
      const shopAsc = await all('&sort=shop');
      expect(shopAsc[0].slug).toBe('cherry-ridge');
      expect(shopAsc.slice(8).every((d) => d.shopSquareFeet === null)).toBe(true);

      const beds = await all('&sort=bedrooms&order=desc');
      expect(beds.slice(0, 7).every((d) => d.bedrooms === 4)).toBe(true);
      expect(beds[beds.length - 1].slug).toBe('spirit');
      // Ties go by name.
      expect(beds.slice(0, 7).map((d) => d.name)).toEqual([...beds.slice(0, 7).map((d) => d.name)].sort());

      const names = await all('&order=desc');
      expect(names[0].name).toBe("Water's Edge");
    });

    it('sorts by price with unpriced plans last', async () => {
      const designs = db.getRepository(Design);
      const [cheap, dear] = await Promise.all([designs.findOneByOrFail({ slug: 'everly' }), designs.findOneByOrFail({ slug: 'boulder' })]);
      try {
        await designs.update(cheap.id, { price: 150_000_00 });
        await designs.update(dear.id, { price: 420_000_00 });
        const asc = await all('&sort=price');
        expect(asc.slice(0, 2).map((d) => [d.slug, d.price])).toEqual([
          ['everly', 150_000_00],
          ['boulder', 420_000_00],
        ]);
        expect(asc.slice(2).every((d) => d.price === null)).toBe(true);
        const desc = await all('&sort=price&order=desc');
        expect(desc.slice(0, 2).map((d) => d.slug)).toEqual(['boulder', 'everly']);
      } finally {
        await designs.update(cheap.id, { price: null });
        await designs.update(dear.id, { price: null });
      }
    });

    it('pages through the results without gaps or repeats', async () => {
      const first = await list('?pageSize=10&sort=living');
      const second = await list('?pageSize=10&sort=living&page=2');
      const third = await list('?pageSize=10&sort=living&page=3');
      expect([first.items.length, second.items.length, third.items.length]).toEqual([10, 10, 4]);
      const slugs = [...first.items, ...second.items, ...third.items].map((d) => d.slug);
      expect(new Set(slugs).size).toBe(24);
      expect(slugs).toEqual((await all('&sort=living')).map((d) => d.slug));
      expect([first.total, second.total, third.total]).toEqual([24, 24, 24]);

      const beyond = await list('?pageSize=10&page=9');
      expect(beyond).toEqual({ items: [], total: 24, page: 9, pageSize: 10, nearMiss: null });
    });

    it('offers a near miss when an area range finds nothing: plans within 100 sq ft, other filters kept', async () => {
      // 1,850 to 1,860 sq ft misses Kaitlyn Raye (1,760), Rose Mount (1,800) and Houston (1,872) by under 100.
      const body = await list('?livingMin=1850&livingMax=1860');
      expect(body.total).toBe(0);
      expect(body.items).toEqual([]);
      expect(body.nearMiss).toEqual({ total: 3, livingMin: 1750, livingMax: 1960, shopMin: null, shopMax: null });
      const widened = await list('?livingMin=1750&livingMax=1960');
      expect(widened.items.map((d) => d.slug).sort()).toEqual(['houston', 'kaitlyn-raye', 'rose-mount']);

      const withCategory = await list('?livingMin=1850&livingMax=1860&category=Barndominium');
      expect(withCategory.nearMiss?.total).toBe(1);

      const shop = await list('?shopMin=5600');
      expect(shop.nearMiss).toEqual({ total: 1, livingMin: null, livingMax: null, shopMin: 5500, shopMax: null });

      const none = await list('?livingMin=50000');
      expect(none.nearMiss?.total).toBe(0);

      // Nothing found without an area range: no near miss.
      expect((await list('?q=nowhere')).nearMiss).toBeNull();
      // Found something: no near miss.
      expect((await list('?livingMin=1800&livingMax=1800')).nearMiss).toBeNull();
    });

    it.each([
      ['?category=barn', 'category', 'Category must be one of: Barndominium, Residential.'],
      ['?style=gothic', 'style', 'Style must be one of: modern, farmhouse, traditional, colonial, contemporary, craftsman.'],
      ['?bedroomsMin=three', 'bedroomsMin', 'Bedrooms min must be a whole number from 0 to 10.'],
      ['?bedroomsMin=2.5', 'bedroomsMin', 'Bedrooms min must be a whole number from 0 to 10.'],
      ['?bedroomsMin=-1', 'bedroomsMin', 'Bedrooms min must be a whole number from 0 to 10.'],
      ['?bathroomsMin=2.3', 'bathroomsMin', 'Bathrooms min must be a number from 0 to 10 in steps of 0.5.'],
      ['?livingMin=1e3', 'livingMin', 'Living min must be a whole number from 0 to 100,000.'],
      ['?livingMin=99999999999999999999', 'livingMin', 'Living min must be a whole number from 0 to 100,000.'],
      ['?livingMin=2000&livingMax=1000', 'livingMax', 'Living max must not be less than living min.'],
      ['?shopMin=3000&shopMax=2000', 'shopMax', 'Shop max must not be less than shop min.'],
      ['?hasShop=yes', 'hasShop', 'Has shop must be true or false.'],
      ['?sort=size', 'sort', 'Sort must be one of: name, living, shop, bedrooms, price.'],
      ['?order=up', 'order', 'Order must be one of: asc, desc.'],
      ['?page=0', 'page', 'Page must be a whole number from 1 to 10,000.'],
      ['?pageSize=101', 'pageSize', 'Page size must be a whole number from 1 to 100.'],
      ['?pageSize=0', 'pageSize', 'Page size must be a whole number from 1 to 100.'],
      ['?page=1&page=2', 'page', 'Page must be a whole number from 1 to 10,000.'],
      ['?category=Residential&category=Barndominium', 'category', 'Category must be one of: Barndominium, Residential.'],
      [`?q=${'a'.repeat(101)}`, 'q', 'Q must be one line of text of at most 100 characters.'],
      ['?q=a%0Ab', 'q', 'Q must be one line of text of at most 100 characters.'],
      ['?color=red', 'color', 'Unknown field "color" is not allowed.'],
    ])('rejects %s with 400 and a message for %s', async (query, field, message) => {
      const res = await http().get(`/api/designs${query}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      expect(res.body.errors).toEqual([{ field, message }]);
    });

    it('reports every bad parameter at once', async () => {
      const res = await http().get('/api/designs?page=x&sort=size').expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['page', 'sort']);
    });

    it('treats empty parameters as not given', async () => {
      expect((await list('?category=&style=&bedroomsMin=&hasShop=&q=')).total).toBe(24);
    });
  });

  describe('GET /api/designs/{idOrSlug}', () => {
    it('answers a plan by slug and by id, with its features (cents, category) and images by sortOrder', async () => {
      const bySlug = await http().get('/api/designs/oak').expect(200);
      expect(bySlug.body).toMatchObject({
        slug: 'oak',
        name: 'Oak',
        category: 'Barndominium',
        livingSquareFeet: 2210,
        shopSquareFeet: 3059,
        bedrooms: 3,
        wallRValue: 26,
        floorPlanIncluded: true,
        primaryImage: null,
        specSheetUrl: '/api/designs/oak/spec-sheet.svg',
        images: [],
      });
      expect(bySlug.body.features.length).toBeGreaterThanOrEqual(2);
      for (const f of bySlug.body.features) {
        expect(f).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          description: expect.any(String),
          additionalPrice: expect.any(Number),
          category: expect.any(String),
        });
        expect(Number.isInteger(f.additionalPrice)).toBe(true);
      }
      const byId = await http().get(`/api/designs/${bySlug.body.id}`).expect(200);
      expect(byId.body).toEqual(bySlug.body);
      // Slugs are matched case-insensitively.
      expect((await http().get('/api/designs/Rose-Mount').expect(200)).body.slug).toBe('rose-mount');
    });

    it('lists images floor plans first, then by sortOrder', async () => {
      const oak = await db.getRepository(Design).findOneByOrFail({ slug: 'oak' });
      const images = db.getRepository(DesignImage);
      await images.save([
        images.create({ designId: oak.id, imageUrl: '/images/oak-back.jpg', caption: 'Back', sortOrder: 2, altText: 'The back porch' }),
        images.create({ designId: oak.id, imageUrl: '/images/oak-front.jpg', caption: 'Front', sortOrder: 1, altText: 'The front porch' }),
        images.create({
          designId: oak.id,
          imageUrl: '/images/oak-plan.png',
          caption: 'Plan',
          sortOrder: 9,
          altText: 'Floor plan',
          kind: DesignImageKind.FloorPlan,
        }),
      ]);
      try {
        // Oak's answer is cached by now: the write reaches it when the commit's notification does.
        let res = await http().get('/api/designs/oak').expect(200);
        for (let i = 0; i < 50 && res.body.images.length === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          res = await http().get('/api/designs/oak').expect(200);
        }
        expect(res.body.images.map((i: { caption: string }) => i.caption)).toEqual(['Plan', 'Front', 'Back']);
        // A picture that is only an address (no uploaded sizes) is shown as a plain <img>.
        expect(res.body.images[1]).toEqual({
          id: expect.any(Number),
          imageUrl: '/images/oak-front.jpg',
          caption: 'Front',
          sortOrder: 1,
          kind: 'photo',
          alt: 'The front porch',
          sources: null,
        });
        // Images do not multiply the features (one row each).
        expect(new Set(res.body.features.map((f: { id: number }) => f.id)).size).toBe(res.body.features.length);
      } finally {
        await images.delete({ designId: oak.id });
      }
    });

    it.each(['no-such-plan', 'zz-draft-plan', '999999', '99999999999999999999', 'bad%20slug', 'rose_mount'])(
      'answers 404 in the error shape for %s',
      async (idOrSlug) => {
        const res = await http().get(`/api/designs/${idOrSlug}`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'This plan does not exist or is no longer offered.' });
      },
    );

    it('answers 404 for the id of a draft plan', async () => {
      const draft = await db.getRepository(Design).findOneByOrFail({ slug: 'zz-draft-plan' });
      await http().get(`/api/designs/${draft.id}`).expect(404);
    });

    it('still answers an archived plan (issue 31: its page and saved copies keep working), marked archived', async () => {
      const res = await http().get('/api/designs/zz-archived-plan').expect(200);
      expect(res.body).toMatchObject({ slug: 'zz-archived-plan', status: 'archived' });
    });
  });

  describe('GET /api/designs/{idOrSlug}/spec-sheet.svg', () => {
    it('answers an accessible SVG image with the plan figures, cacheable, with an ETag', async () => {
      const res = await http().get('/api/designs/rose-mount/spec-sheet.svg').buffer(true).parse(text).expect(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{5,}/);
      expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      // helmet's same-origin resource policy still lets the site's own <img> show it.
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      const svg = res.body as string;
      expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img"/);
      expect(svg).toContain('<title id="title">Rose Mount spec sheet</title>');
      for (const figure of ['1,800 sq ft', '3,820 sq ft', 'R-26', 'R-33', '>3<', '>2<', 'Living', 'Shop']) expect(svg).toContain(figure);
      expect(svg).not.toMatch(/<script|href=/i);

      const again = await http().get('/api/designs/rose-mount/spec-sheet.svg').set('If-None-Match', res.headers['etag']).expect(304);
      expect(again.text ?? '').toBe('');
    });

    it('draws a residential plan without a shop section', async () => {
      const res = await http().get('/api/designs/spirit/spec-sheet.svg').buffer(true).parse(text).expect(200);
      expect(res.body).toContain('816 sq ft');
      expect(res.body).not.toContain('>Shop 0');
      expect(res.body).toContain('>None<');
    });

    it('escapes every text it writes', async () => {
      const designs = db.getRepository(Design);
      await designs.save(designs.create({ ...plan('zz-escape-plan', `<script>alert("x")</script> & Sons' Barn`, 1200, 800) }));
      const res = await http().get('/api/designs/zz-escape-plan/spec-sheet.svg').buffer(true).parse(text).expect(200);
      const svg = res.body as string;
      expect(svg).not.toContain('<script');
      expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons&apos; Barn');
      // The apostrophe of a real plan name too.
      const waters = await http().get('/api/designs/waters-edge/spec-sheet.svg').buffer(true).parse(text).expect(200);
      expect(waters.body).toContain('Water&apos;s Edge spec sheet');
    });

    it('answers 404 JSON for an unknown or draft plan (an archived plan keeps its spec sheet)', async () => {
      await http().get('/api/designs/zz-archived-plan/spec-sheet.svg').expect(200);
      for (const slug of ['no-such-plan', 'zz-draft-plan']) {
        const res = await http().get(`/api/designs/${slug}/spec-sheet.svg`).expect(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body.statusCode).toBe(404);
      }
    });
  });
});

/** supertest parser that keeps an SVG body as text (superagent hands it the Node response stream). */
function text(res: request.Response, done: (err: Error | null, body: string) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  let body = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => (body += chunk));
  stream.on('end', () => done(null, body));
}

function plan(slug: string, name: string, living: number, shop: number | null): Partial<Design> {
  return {
    slug,
    name,
    category: shop ? DesignCategory.Barndominium : DesignCategory.Residential,
    style: DesignStyle.Modern,
    description: 'A plan made for the tests.',
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: living,
    livingSquareFeet: living,
    shopSquareFeet: shop,
    roofRValue: 33,
  };
}
