import type { INestApplication } from '@nestjs/common';
import { DataSource, In, Not } from 'typeorm';
import { CatalogueSeeder } from '../src/modules/designs/catalogue-seeder';
import { DesignCategory, DesignStatus, DesignStyle } from '../src/modules/designs/designs.enums';
import { DesignsService } from '../src/modules/designs/designs.service';
import { DesignFeature } from '../src/modules/designs/entities/design-feature.entity';
import { Design } from '../src/modules/designs/entities/design.entity';
import { createTestApp } from './test-app';

// spec §3, written out here rather than read from catalogue.ts, so a wrong number there fails.
const BARNDOMINIUMS: [slug: string, name: string, living: number, shop: number, bedrooms: number][] = [
  ['rose-mount', 'Rose Mount', 1800, 3820, 3],
  ['maple-ridge', 'Maple Ridge', 2942, 1792, 4],
  ['mayfield', 'Mayfield', 2114, 2314, 3],
  ['auburn', 'Auburn', 3520, 1600, 4],
  ['oak', 'Oak', 2210, 3059, 3],
  ['garret-ridge', 'Garret Ridge', 2521, 1580, 4],
  ['cedar-ridge', 'Cedar Ridge', 4325, 5572, 4],
  ['cherry-ridge', 'Cherry Ridge', 2626, 1408, 3],
];
const RESIDENTIAL = [
  "Water's Edge",
  'Spirit',
  'Brooklyn',
  'Houston',
  'Baylee',
  'Landon',
  'Boulder',
  'Sheppards Glenn',
  'Rushmore',
  'Alpine',
  'Aspen',
  'Skylar Ridge',
  'Cypress',
  'Taylor',
  'Kaitlyn Raye',
  'Everly',
];
const BUILT_IN_SLUGS = [
  ...BARNDOMINIUMS.map(([slug]) => slug),
  'waters-edge',
  'spirit',
  'brooklyn',
  'houston',
  'baylee',
  'landon',
  'boulder',
  'sheppards-glenn',
  'rushmore',
  'alpine',
  'aspen',
  'skylar-ridge',
  'cypress',
  'taylor',
  'kaitlyn-raye',
  'everly',
];

describe('the built-in plan catalogue (spec §3)', () => {
  let app: INestApplication;
  let db: DataSource;
  const designs = () => db.getRepository(Design);
  const features = () => db.getRepository(DesignFeature);

  beforeAll(async () => {
    ({ app } = await createTestApp());
    db = app.get(DataSource);
  });

  afterAll(async () => {
    // The database is shared by every test file of a run: leave only the built-in catalogue.
    if (db) await designs().delete({ slug: Not(In(BUILT_IN_SLUGS)) });
    await app?.close();
  });

  it('is seeded at start-up: the 8 barndominiums with the exact areas and bedrooms', async () => {
    const rows = await designs().findBy({ category: DesignCategory.Barndominium });
    const actual = rows.map((d) => [d.slug, d.name, d.livingSquareFeet, d.shopSquareFeet, d.bedrooms]);
    expect(actual).toEqual(expect.arrayContaining(BARNDOMINIUMS));
    expect(rows).toHaveLength(8);
    for (const d of rows) {
      expect(d.squareFeet).toBe(d.livingSquareFeet);
      expect(d.status).toBe(DesignStatus.Active);
    }
  });

  it('holds the 16 residential plans the spec names: 816 to 2,326 sq ft, 1 to 4 bedrooms, no shop', async () => {
    const rows = await designs().findBy({ category: DesignCategory.Residential });
    expect(rows.map((d) => d.name).sort()).toEqual([...RESIDENTIAL].sort());
    const living = rows.map((d) => d.livingSquareFeet);
    expect(Math.min(...living)).toBe(816);
    expect(Math.max(...living)).toBe(2326);
    expect(new Set(rows.map((d) => d.bedrooms))).toEqual(new Set([1, 2, 3, 4]));
    for (const d of rows) expect(d.shopSquareFeet).toBeNull();
    expect(rows.find((d) => d.name === "Water's Edge")?.slug).toBe('waters-edge');
    expect(rows.find((d) => d.name === 'Sheppards Glenn')?.slug).toBe('sheppards-glenn');
  });

  it('gives every plan R-26 walls, an R-33 or R-48 roof, a floor plan, a style, plausible baths and a real description', async () => {
    const rows = await designs().findBy({ slug: In(BUILT_IN_SLUGS) });
    expect(rows).toHaveLength(24);
    for (const d of rows) {
      expect(d.wallRValue).toBe(26);
      expect([33, 48]).toContain(d.roofRValue);
      expect(d.floorPlanIncluded).toBe(true);
      expect(Object.values(DesignStyle)).toContain(d.style);
      expect(d.bathrooms * 2).toBe(Math.round(d.bathrooms * 2)); // whole or half baths
      expect(d.bathrooms).toBeGreaterThanOrEqual(1);
      expect(d.bathrooms).toBeLessThanOrEqual(d.bedrooms + 1);
      const sentences = d.description!.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(d.description).not.toMatch(/lorem|ipsum|todo|tbd/i);
    }
    // The hub's showcase text (spec §2): 1,800 sq ft living space and full front porch.
    expect(rows.find((d) => d.slug === 'rose-mount')!.description).toMatch(/1,800 sq ft of .*living.*full front porch/);
  });

  it('gives every plan priced upgrades (cents) with a category', async () => {
    const rows = await features().find({ relations: { design: true } });
    const bySlug = new Map<string, DesignFeature[]>();
    for (const f of rows) bySlug.set(f.design.slug, [...(bySlug.get(f.design.slug) ?? []), f]);
    for (const slug of BUILT_IN_SLUGS) {
      const list = bySlug.get(slug) ?? [];
      expect(list.length).toBeGreaterThanOrEqual(2);
      for (const f of list) {
        expect(Number.isInteger(f.additionalPrice)).toBe(true);
        expect(f.additionalPrice).toBeGreaterThan(0);
        expect(f.category).toMatch(/^(Exterior|Energy|Shop|Interior)$/);
      }
    }
    // The R-48 roof upgrade is offered only where the roof is R-33.
    const r48 = rows.filter((f) => f.name.includes('R-48'));
    expect(r48.length).toBeGreaterThan(0);
    for (const f of r48) expect(f.design.roofRValue).toBe(33);
  });

  it('is idempotent and never overwrites what an admin changed', async () => {
    const seeder = app.get(CatalogueSeeder);
    const rose = await designs().findOneByOrFail({ slug: 'rose-mount' });
    const original = { description: rose.description, price: rose.price };
    const roseFeatures = await features().findBy({ designId: rose.id });
    try {
      await designs().update(rose.id, { description: 'Edited by the office.', price: 123_456_00 });
      await features().delete(roseFeatures[0].id);
      const before = { designs: await designs().count(), features: await features().count() };

      const lastId = async () =>
        ((await db.query(`SELECT pg_sequence_last_value(pg_get_serial_sequence('designs', 'id')::regclass) AS "id"`)) as { id: string }[])[0].id;
      const idBefore = await lastId();

      expect(await seeder.seed()).toEqual([]);
      expect(await seeder.seed()).toEqual([]);

      expect({ designs: await designs().count(), features: await features().count() }).toEqual(before);
      // Nothing was inserted, not even an insert that conflicted (each would use up an id).
      expect(await lastId()).toBe(idBefore);
      const after = await designs().findOneByOrFail({ slug: 'rose-mount' });
      expect(after.description).toBe('Edited by the office.');
      expect(after.price).toBe(123_456_00);
      expect(await features().countBy({ designId: rose.id })).toBe(roseFeatures.length - 1);
    } finally {
      await designs().update(rose.id, original);
      await features().save(features().create({ ...roseFeatures[0], id: undefined }));
    }
  });

  it('puts a plan back, with its features, when its row is gone', async () => {
    const seeder = app.get(CatalogueSeeder);
    await designs().delete({ slug: 'everly' });
    expect(await seeder.seed()).toEqual(['everly']);
    const everly = await designs().findOneByOrFail({ slug: 'everly' });
    expect(everly.livingSquareFeet).toBe(960);
    expect(await features().countBy({ designId: everly.id })).toBeGreaterThanOrEqual(2);
  });

  describe('DesignsService.activeDesignNames (the contact form model choices)', () => {
    it('lists the active plans alphabetically, without drafts and archived plans', async () => {
      await designs().save([
        designs().create({ ...sample('zz-draft', 'Aaron Draft'), status: DesignStatus.Draft }),
        designs().create({ ...sample('zz-archived', 'Abbey Archived'), status: DesignStatus.Archived }),
      ]);
      const names = await app.get(DesignsService).activeDesignNames();
      expect(names).toHaveLength(24);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(names[0]).toBe('Alpine');
      expect(names).toContain("Water's Edge");
      expect(names).not.toContain('Aaron Draft');
      expect(names).not.toContain('Abbey Archived');
    });
  });
});

function sample(slug: string, name: string): Partial<Design> {
  return {
    slug,
    name,
    category: DesignCategory.Residential,
    style: DesignStyle.Modern,
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1000,
    livingSquareFeet: 1000,
    roofRValue: 33,
  };
}
