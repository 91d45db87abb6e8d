import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource, In, Like } from 'typeorm';
import { addDays, businessToday } from '../src/shared/business-calendar';
import { ContractorReviewStatus, ContractorSpecialty, ContractorStatus } from '../src/modules/contractors/contractors.enums';
import { ContractorReview } from '../src/modules/contractors/entities/contractor-review.entity';
import { ContractorSpecialtyLink } from '../src/modules/contractors/entities/contractor-specialty.entity';
import { ContractorVerification } from '../src/modules/contractors/entities/contractor-verification.entity';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { ServiceArea } from '../src/modules/contractors/entities/service-area.entity';
import { SAMPLE_CONTRACTORS } from '../src/modules/contractors/sample-contractors';
import { SampleContractorsSeeder } from '../src/modules/contractors/sample-contractors-seeder';
import { SERVICE_CITIES } from '../src/modules/contractors/service-cities';
import { EARTH_RADIUS_MILES, resolveZip, type GeoPoint } from '../src/modules/geo/geo';
import { createTestApp } from './test-app';
import { giveCredentials } from './contractor-credentials-helpers';

/** The point `miles` from `from` on a bearing (degrees), on the same sphere as the API. */
function offset(from: GeoPoint, miles: number, bearing = 0): GeoPoint {
  const rad = Math.PI / 180;
  const d = miles / EARTH_RADIUS_MILES;
  const lat1 = from.latitude * rad;
  const b = bearing * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 = from.longitude * rad + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / rad, longitude: lon2 / rad };
}

interface Fixture {
  slug: string;
  name?: string;
  status?: ContractorStatus;
  areas: (GeoPoint & { radius: number; city?: string; zipCode?: string | null })[];
  specialties?: ContractorSpecialty[];
  ratings?: number[];
  verifiedAt?: Date | null;
  insuranceExpiresOn?: string | null;
}

// Each group of fixtures sits far from Missouri's samples and from the other groups (> 400 miles
// apart, while a match reaches at most 200 miles), so each test sees only its own.
const point = (zip: string): GeoPoint => {
  const { latitude, longitude } = resolveZip(zip)!;
  return { latitude, longitude };
};

describe('the contractor network (issue 15)', () => {
  let app: INestApplication;
  let db: DataSource;
  const api = () => request(app.getHttpServer());

  async function create(fixture: Fixture): Promise<Contractor> {
    const contractor = await db.getRepository(Contractor).save({
      slug: `test-${fixture.slug}`,
      name: fixture.name ?? fixture.slug,
      email: `${fixture.slug}@test.example.com`,
      status: fixture.status ?? ContractorStatus.Approved,
      verifiedAt: fixture.verifiedAt ?? null,
      isVerified: !!fixture.verifiedAt,
    });
    // What backs Verified since issue 31: a license record and an approved certificate ending then.
    if (fixture.insuranceExpiresOn) await giveCredentials(db, contractor.id, { insuranceExpiresOn: fixture.insuranceExpiresOn });
    await db.getRepository(ServiceArea).insert(
      fixture.areas.map((area) => ({
        contractorId: contractor.id,
        city: area.city ?? 'Testville',
        state: 'XX',
        zipCode: area.zipCode ?? null,
        latitude: area.latitude,
        longitude: area.longitude,
        radius: area.radius,
      })),
    );
    if (fixture.specialties?.length)
      await db.getRepository(ContractorSpecialtyLink).insert(fixture.specialties.map((specialty) => ({ contractorId: contractor.id, specialty })));
    const ratings = fixture.ratings ?? [];
    if (ratings.length) {
      await db.getRepository(ContractorReview).insert(
        ratings.map((rating, i) => ({
          contractorId: contractor.id,
          rating,
          body: `A fixture review number ${i} of this contractor.`,
          reviewerName: `R${i}`,
          reviewerEmail: `r${i}@example.com`,
          status: ContractorReviewStatus.Published,
        })),
      );
      const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
      await db.getRepository(Contractor).update(contractor.id, { averageRating: average, reviewCount: ratings.length });
    }
    return contractor;
  }

  const search = (query: string) => api().get(`/api/contractors/search?${query}`);
  const slugs = (items: { slug: string }[]) => items.map((item) => item.slug.replace(/^test-/, ''));

  beforeAll(async () => {
    ({ app } = await createTestApp());
    db = app.get(DataSource);
  });

  afterAll(async () => {
    if (db) await db.getRepository(Contractor).delete({ slug: Like('test-%') });
    await app?.close();
  });

  describe('sample listings', () => {
    it('are the twelve fictitious contractors, approved, covering all 16 cities and 15+ specialties, 8 verified', async () => {
      const samples = await db.getRepository(Contractor).find({ where: { isSample: true }, relations: { specialties: true, serviceAreas: true } });
      expect(samples.map((s) => s.slug).sort()).toEqual(SAMPLE_CONTRACTORS.map((s) => s.slug).sort());
      for (const sample of samples) {
        expect(sample.status).toBe(ContractorStatus.Approved);
        expect(sample.email).toMatch(/@example\.com$/);
        expect(sample.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      }
      expect(new Set(samples.flatMap((s) => s.specialties.map((l) => l.specialty))).size).toBeGreaterThanOrEqual(15);

      const { body } = await api().get('/api/contractors?pageSize=100').expect(200);
      const cards = body.items.filter((card: { isSample: boolean }) => card.isSample);
      expect(cards).toHaveLength(12);
      const covered = new Set(cards.flatMap((card: { coverage: { cities: { slug: string }[] } }) => card.coverage.cities.map((c) => c.slug)));
      expect([...covered].sort()).toEqual(SERVICE_CITIES.map((c) => c.slug).sort());
      expect(cards.filter((card: { verified: boolean }) => card.verified)).toHaveLength(8);
      // Each verified sample's badge is backed by a license record and an approved certificate, saying they are samples.
      expect(cards.filter((card: { licenseChecked: boolean; insured: boolean }) => card.licenseChecked && card.insured)).toHaveLength(8);
      const verifications = await db.getRepository(ContractorVerification).countBy({ contractorId: In(samples.map((s) => s.id)) });
      expect(verifications).toBe(8);
      const records: { publicRecordText: string; insurer: string }[] = await db.query(
        `SELECT l."publicRecordText", i."insurer" FROM "contractor_licenses" l JOIN "contractor_insurance_certificates" i ON i."contractorId" = l."contractorId"
         WHERE l."contractorId" = ANY($1)`,
        [samples.map((s) => s.id)],
      );
      expect(records).toHaveLength(8);
      for (const record of records) {
        expect(record.publicRecordText).toMatch(/^Sample listing: a fictitious business/);
        expect(record.insurer).toMatch(/fictitious/);
      }
    });

    it('carry 2-5 published reviews each, and ratings computed from them', async () => {
      const rows: { slug: string; averageRating: string; reviewCount: number; n: string; avg: string }[] = await db.query(
        `SELECT c."slug", c."averageRating", c."reviewCount", COUNT(r."id") AS "n", ROUND(AVG(r."rating"), 2) AS "avg"
         FROM "contractors" c JOIN "contractor_reviews" r ON r."contractorId" = c."id" AND r."status" = 'published'
         WHERE c."isSample" GROUP BY c."id"`,
      );
      expect(rows).toHaveLength(12);
      for (const row of rows) {
        expect(Number(row.n)).toBeGreaterThanOrEqual(2);
        expect(Number(row.n)).toBeLessThanOrEqual(5);
        expect(row.reviewCount).toBe(Number(row.n));
        expect(Number(row.averageRating)).toBe(Number(row.avg));
      }
    });

    it('are inserted once: seeding again changes nothing, and an edited sample stays edited', async () => {
      const snapshot = () =>
        db.query(
          `SELECT c.*, (SELECT COUNT(*) FROM "contractor_reviews" r WHERE r."contractorId" = c."id") AS "reviews" FROM "contractors" c WHERE c."isSample" ORDER BY c."id"`,
        );
      const before = await snapshot();
      await db.getRepository(Contractor).update({ slug: 'bluestem-sip-builders' }, { name: 'Bluestem SIP Builders (edited)' });
      const seeder = app.get(SampleContractorsSeeder);
      expect(await seeder.seed()).toEqual([]);
      const { app: second } = await createTestApp();
      await second.close();
      const after = await snapshot();
      expect(after.find((c: Contractor) => c.slug === 'bluestem-sip-builders').name).toBe('Bluestem SIP Builders (edited)');
      await db.getRepository(Contractor).update({ slug: 'bluestem-sip-builders' }, { name: 'Bluestem SIP Builders' });
      expect((await snapshot()).map((c: Contractor) => ({ ...c, updatedAt: null }))).toEqual(before.map((c: Contractor) => ({ ...c, updatedAt: null })));
    });
  });

  describe('listContractors', () => {
    beforeAll(async () => {
      const olympia = point('98501');
      await create({ slug: 'list-a', name: 'Alder Test Co', areas: [{ ...olympia, radius: 20 }], ratings: [5, 5], specialties: [ContractorSpecialty.Hvac] });
      await create({
        slug: 'list-b',
        name: 'Birch Test Co',
        areas: [{ ...olympia, radius: 20 }],
        ratings: [5, 5],
        specialties: [ContractorSpecialty.Plumbing],
      });
      await create({ slug: 'list-pending', status: ContractorStatus.Pending, areas: [{ ...olympia, radius: 20 }], ratings: [5] });
      await create({ slug: 'list-rejected', status: ContractorStatus.Rejected, areas: [{ ...olympia, radius: 20 }], ratings: [5] });
      await create({ slug: 'list-unpublished', status: ContractorStatus.Unpublished, areas: [{ ...olympia, radius: 20 }], ratings: [5] });
    });

    it('lists approved listings only, by rating then name, as cards', async () => {
      const { body } = await api().get('/api/contractors?pageSize=100').expect(200);
      const all = slugs(body.items);
      expect(all).toEqual(expect.arrayContaining(['list-a', 'list-b']));
      expect(all).not.toEqual(expect.arrayContaining(['list-pending']));
      expect(all.filter((slug: string) => slug.startsWith('list-'))).toEqual(['list-a', 'list-b']);
      // Ratings never rise down the list; ties go by name.
      const ratings = body.items.map((card: { averageRating: number }) => card.averageRating);
      expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
      expect(all.indexOf('list-a')).toBe(all.indexOf('list-b') - 1);
      expect(body).toMatchObject({ total: body.items.length, page: 1, pageSize: 100 });

      const card = body.items.find((item: { slug: string }) => item.slug === 'test-list-a');
      expect(card).toEqual({
        id: expect.any(Number),
        slug: 'test-list-a',
        name: 'Alder Test Co',
        initials: 'AC',
        specialties: [{ value: 'hvac', label: 'HVAC' }],
        averageRating: 5,
        reviewCount: 2,
        verified: false,
        licenseChecked: false,
        insured: false,
        verifiedAt: null,
        isSample: false,
        serves: ['Testville'],
        coverage: { count: 0, total: 16, cities: [] },
        // issue 31: no requests, no response-time badge (contractor-response-time.e2e-spec.ts).
        responseTime: null,
      });
    });

    it('filters by specialty (any of those given), service city and the badge, and pages', async () => {
      const { body: hvac } = await api().get('/api/contractors?specialty=hvac&pageSize=100').expect(200);
      expect(slugs(hvac.items)).toContain('list-a');
      expect(slugs(hvac.items)).not.toContain('list-b');
      for (const card of hvac.items) expect(card.specialties.map((s: { value: string }) => s.value)).toContain('hvac');
      const { body: either } = await api().get('/api/contractors?specialty=hvac&specialty=plumbing&pageSize=100').expect(200);
      expect(slugs(either.items)).toEqual(expect.arrayContaining(['list-a', 'list-b']));

      const { body: liberty } = await api().get('/api/contractors?serviceCity=liberty&pageSize=100').expect(200);
      expect(liberty.items.length).toBeGreaterThan(0);
      for (const card of liberty.items) expect(card.coverage.cities.map((c: { slug: string }) => c.slug)).toContain('liberty');
      expect(slugs(liberty.items)).not.toContain('list-a');

      const { body: verified } = await api().get('/api/contractors?verified=true&pageSize=100').expect(200);
      expect(verified.items.every((card: { verified: boolean }) => card.verified)).toBe(true);
      const { body: unverified } = await api().get('/api/contractors?verified=false&pageSize=100').expect(200);
      expect(unverified.items.every((card: { verified: boolean }) => !card.verified)).toBe(true);

      const { body: page2 } = await api().get('/api/contractors?pageSize=5&page=2').expect(200);
      const { body: full } = await api().get('/api/contractors?pageSize=100').expect(200);
      expect(page2.items.map((c: { id: number }) => c.id)).toEqual(full.items.slice(5, 10).map((c: { id: number }) => c.id));
      const { body: past } = await api().get('/api/contractors?pageSize=5&page=999').expect(200);
      expect(past).toMatchObject({ items: [], total: full.total });
    });

    it('refuses bad parameters with one message each', async () => {
      const { body } = await api().get('/api/contractors?specialty=roofing&serviceCity=springfield&verified=maybe&colour=red').expect(400);
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'specialty', message: 'Unknown specialty: roofing.' },
          { field: 'serviceCity', message: expect.stringMatching(/^Service city must be one of: st-joseph, liberty/) },
          { field: 'verified', message: 'Verified must be true or false.' },
          { field: 'colour', message: 'Unknown field "colour" is not allowed.' },
        ]),
      );
      expect(body.errors).toHaveLength(4);
    });
  });

  describe('searchContractors', () => {
    it('resolves a ZIP, a city in Missouri by default, and a city of another state', async () => {
      const { body: zip } = await search('zip=64501').expect(200);
      expect(zip).toMatchObject({
        radius: 50,
        page: 1,
        pageSize: 10,
        place: { label: 'St. Joseph, MO 64501', zipCode: '64501', city: 'St. Joseph', state: 'MO' },
      });
      expect(zip.total).toBeGreaterThan(0);
      expect(zip.items[0]).toMatchObject({ slug: 'bluestem-sip-builders', servesYourArea: true, distanceMiles: 0 });
      const { body: city } = await search('city=liberty').expect(200);
      expect(city.place).toMatchObject({ label: 'Liberty, MO', zipCode: null, state: 'MO' });
      const { body: helena } = await search('city=Helena&state=mt&radius=10').expect(200);
      expect(helena.place).toMatchObject({ label: 'Helena, MT', state: 'MT' });
    });

    it("matches through the contractor's own radius as well as the search radius, with 'Serves your area'", async () => {
      const fairbanks = point('99701');
      await create({ slug: 'reach-own', areas: [{ ...offset(fairbanks, 120, 90), radius: 130 }] });
      await create({ slug: 'reach-short', areas: [{ ...offset(fairbanks, 120, 180), radius: 100 }] });
      await create({ slug: 'reach-near', areas: [{ ...offset(fairbanks, 8, 0), radius: 5 }] });
      const { body } = await search('zip=99701&radius=10').expect(200);
      expect(slugs(body.items)).toEqual(['reach-near', 'reach-own']);
      expect(body.items[0]).toMatchObject({ distanceMiles: 8, servesYourArea: false });
      expect(body.items[1]).toMatchObject({ distanceMiles: 120, servesYourArea: true });
      const { body: wide } = await search('zip=99701&radius=200').expect(200);
      expect(slugs(wide.items)).toEqual(['reach-near', 'reach-own', 'reach-short']);
      expect(wide.nearMiss).toBeNull();
    });

    it('keeps the edges: within the search radius, within its own radius', async () => {
      const bismarck = point('58501');
      await create({ slug: 'edge-in', areas: [{ ...offset(bismarck, 24.99, 0), radius: 5 }] });
      await create({ slug: 'edge-out', areas: [{ ...offset(bismarck, 25.01, 90), radius: 5 }] });
      await create({ slug: 'own-in', areas: [{ ...offset(bismarck, 59.99, 180), radius: 60 }] });
      await create({ slug: 'own-out', areas: [{ ...offset(bismarck, 60.01, 270), radius: 60 }] });
      const { body } = await search('zip=58501&radius=25').expect(200);
      expect(slugs(body.items)).toEqual(['edge-in', 'own-in']);
      expect(body.items[1].servesYourArea).toBe(true);
      const { body: exact } = await search('zip=58501&radius=60').expect(200);
      expect(slugs(exact.items)).toEqual(['edge-in', 'edge-out', 'own-in']);
    });

    it('counts a contractor with several areas once, at its nearest area', async () => {
      const santaFe = point('87501');
      await create({
        slug: 'multi',
        areas: [
          { ...offset(santaFe, 40, 0), radius: 10 },
          { ...offset(santaFe, 5, 90), radius: 10 },
          { ...offset(santaFe, 12, 200), radius: 50 },
        ],
      });
      const { body } = await search('zip=87501&radius=50').expect(200);
      expect(slugs(body.items)).toEqual(['multi']);
      expect(body).toMatchObject({ total: 1 });
      expect(body.items[0]).toMatchObject({ distanceMiles: 5, servesYourArea: true, serves: ['Testville'] });
    });

    it('ranks by distance band, then badge, then review score (one 3★ review is below a new listing’s prior), then distance; 10 a page', async () => {
      const burlington = point('05401');
      for (let i = 0; i < 9; i++) await create({ slug: `rank-far-${i}`, name: `Far ${i}`, areas: [{ ...offset(burlington, 20 + i, 45), radius: 5 }] });
      await create({ slug: 'rank-b-top', name: 'B Top', areas: [{ ...offset(burlington, 3, 0), radius: 5 }], ratings: [5] });
      await create({ slug: 'rank-a-low', name: 'A Low', areas: [{ ...offset(burlington, 3, 180), radius: 5 }], ratings: [3] });
      await create({ slug: 'rank-c-top', name: 'C Top', areas: [{ ...offset(burlington, 3, 90), radius: 5 }], ratings: [5] });
      const { body } = await search('zip=05401&radius=50').expect(200);
      expect(body.total).toBe(12);
      expect(body.items).toHaveLength(10);
      // Within 25 miles: the 5★ ones, then the unreviewed ones nearest first, then the one 3★ review; then 25 to 50 miles (Far 5 is just past 25).
      expect(slugs(body.items)).toEqual([
        'rank-b-top',
        'rank-c-top',
        'rank-far-0',
        'rank-far-1',
        'rank-far-2',
        'rank-far-3',
        'rank-far-4',
        'rank-a-low',
        'rank-far-5',
        'rank-far-6',
      ]);
      const { body: page2 } = await search('zip=05401&radius=50&page=2').expect(200);
      expect(slugs(page2.items)).toEqual(['rank-far-7', 'rank-far-8']);
      expect(page2).toMatchObject({ total: 12, page: 2 });
      const { body: past } = await search('zip=05401&radius=50&page=3').expect(200);
      expect(past).toMatchObject({ items: [], total: 12, nearMiss: null });

      const { body: rated } = await search('zip=05401&radius=50&verified=true').expect(200);
      expect(rated.total).toBe(0);
    });

    it('offers the nearest 3 when nothing is within reach, other filters kept', async () => {
      const honolulu = point('96813');
      await create({ slug: 'miss-60', areas: [{ ...offset(honolulu, 60, 0), radius: 10 }], specialties: [ContractorSpecialty.Tiling] });
      await create({ slug: 'miss-80', areas: [{ ...offset(honolulu, 80, 90), radius: 10 }], specialties: [ContractorSpecialty.Tiling] });
      await create({ slug: 'miss-90', areas: [{ ...offset(honolulu, 90, 120), radius: 10 }], specialties: [ContractorSpecialty.Painting] });
      await create({ slug: 'miss-100', areas: [{ ...offset(honolulu, 100, 180), radius: 10 }], specialties: [ContractorSpecialty.Tiling] });
      await create({ slug: 'miss-120', areas: [{ ...offset(honolulu, 120, 270), radius: 10 }], specialties: [ContractorSpecialty.Tiling] });
      const { body } = await search('zip=96813&radius=10').expect(200);
      expect(body).toMatchObject({ items: [], total: 0, place: { label: 'Honolulu, HI 96813' } });
      expect(slugs(body.nearMiss)).toEqual(['miss-60', 'miss-80', 'miss-90']);
      expect(body.nearMiss[0]).toMatchObject({ distanceMiles: 60, servesYourArea: false });
      const { body: tiling } = await search('zip=96813&radius=10&specialty=tiling').expect(200);
      expect(slugs(tiling.nearMiss)).toEqual(['miss-60', 'miss-80', 'miss-100']);
    });

    it('hides pending, rejected and unpublished listings', async () => {
      const tallahassee = point('32301');
      for (const status of [ContractorStatus.Pending, ContractorStatus.Rejected, ContractorStatus.Unpublished]) {
        await create({ slug: `hidden-${status}`, status, areas: [{ ...tallahassee, radius: 10 }] });
      }
      const { body } = await search('zip=32301&radius=10').expect(200);
      expect(body.total).toBe(0);
      expect(slugs(body.nearMiss).filter((slug: string) => slug.startsWith('hidden-'))).toEqual([]);
      for (const status of ['pending', 'rejected', 'unpublished']) {
        await api().get(`/api/contractors/test-hidden-${status}`).expect(404);
        await api().get(`/api/contractors/test-hidden-${status}/reviews`).expect(404);
      }
    });

    it('words every refusal as the issue does, at its parameter', async () => {
      const errors = async (query: string) => (await search(query).expect(400)).body.errors;
      expect(await errors('')).toEqual([{ field: 'zip', message: 'Enter a ZIP code or a city.' }]);
      expect(await errors('zip=&city=')).toEqual([{ field: 'zip', message: 'Enter a ZIP code or a city.' }]);
      expect(await errors('zip=6450')).toEqual([{ field: 'zip', message: 'Enter a 5-digit ZIP code.' }]);
      expect(await errors('zip=64501-1234')).toEqual([{ field: 'zip', message: 'Enter a 5-digit ZIP code.' }]);
      expect(await errors('zip=00000')).toEqual([{ field: 'zip', message: 'We could not find ZIP code 00000.' }]);
      for (const radius of ['4', '201', 'ten', '25.5', '-5']) {
        expect(await errors(`zip=64501&radius=${radius}`)).toEqual([{ field: 'radius', message: 'Radius must be a whole number of miles from 5 to 200.' }]);
      }
      expect(await errors('zip=64501&specialty=roofing')).toEqual([{ field: 'specialty', message: 'Unknown specialty: roofing.' }]);
      expect(await errors('zip=64501&specialty=hvac&specialty=roofing')).toEqual([{ field: 'specialty', message: 'Unknown specialty: roofing.' }]);
      expect(await errors('zip=64501&pageSize=5')).toEqual([{ field: 'pageSize', message: 'Unknown field "pageSize" is not allowed.' }]);
      expect(await errors('city=Atlantis')).toEqual([{ field: 'city', message: 'We could not find Atlantis, MO.' }]);
      expect(await errors('city=Liberty&state=Missouri')).toEqual([{ field: 'state', message: 'Enter a 2-letter state code, such as MO.' }]);
      expect(await errors('zip=64501&city=Liberty')).toEqual([{ field: 'city', message: 'Enter a ZIP code or a city, not both.' }]);
      // Several at once: one entry per parameter.
      const many = await errors('zip=123&radius=1&specialty=x&verified=yes');
      expect(many.map((e: { field: string }) => e.field).sort()).toEqual(['radius', 'specialty', 'verified', 'zip']);
    });
  });

  describe('getContractor and listContractorReviews', () => {
    it('answers a profile by slug or id with its areas and coverage', async () => {
      const { body } = await api().get('/api/contractors/clay-county-custom-homes').expect(200);
      expect(body).toMatchObject({
        slug: 'clay-county-custom-homes',
        name: 'Clay County Custom Homes',
        initials: 'CH',
        isSample: true,
        verified: true,
        contactName: 'Jordan Whitfield',
        yearsInBusiness: 18,
        licenseNumber: 'MO-SAMPLE-1002',
        licenseHeadline: 'Registration checked',
        licenses: [{ name: 'Missouri Secretary of State business registration', number: 'SAMPLE-1002', checkedBy: 'our office', current: true }],
        insurance: { state: 'insured', label: 'Insured', insurer: 'Sample Mutual Insurance (fictitious)', coverageCents: 200_000_000 },
        serves: ['Liberty'],
        areas: [{ city: 'Liberty', state: 'MO', zipCode: '64068', radius: 30, label: 'Liberty, MO 64068 · 30-mile radius' }],
      });
      expect(body.specialties.map((s: { label: string }) => s.label)).toEqual(['Custom Homes', 'Renovations', 'Luxury Finishes', 'Traditional Homes']);
      expect(body.coverage.total).toBe(16);
      expect(body.coverage.cities).toEqual(expect.arrayContaining([{ slug: 'liberty', name: 'Liberty', county: 'Clay County' }]));
      expect(body.coverage.count).toBe(body.coverage.cities.length);
      expect(body).not.toHaveProperty('email');
      const { body: byId } = await api().get(`/api/contractors/${body.id}`).expect(200);
      expect(byId).toEqual(body);
      await api().get('/api/contractors/no-such-contractor').expect(404);
      await api().get('/api/contractors/999999999').expect(404);
    });

    it('lists published reviews only, newest first, paged, without e-mail addresses', async () => {
      const olympia = point('98501');
      const contractor = await create({ slug: 'reviews', areas: [{ ...olympia, radius: 10 }], ratings: [5, 4, 3] });
      await db.getRepository(ContractorReview).insert([
        {
          contractorId: contractor.id,
          rating: 1,
          body: 'A pending review that nobody checked yet.',
          reviewerName: 'P',
          reviewerEmail: 'p@example.com',
          status: ContractorReviewStatus.Pending,
        },
        {
          contractorId: contractor.id,
          rating: 1,
          body: 'A rejected review the office turned down.',
          reviewerName: 'Q',
          reviewerEmail: 'q@example.com',
          status: ContractorReviewStatus.Rejected,
        },
      ]);
      const { body } = await api().get('/api/contractors/test-reviews/reviews?pageSize=2').expect(200);
      expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(body.items).toHaveLength(2);
      expect(Object.keys(body.items[0]).sort()).toEqual([
        'body',
        'createdAt',
        'hiredThroughDirectory',
        'id',
        'rating',
        'reply',
        'reviewerName',
        'verifiedCustomer',
      ]);
      const { body: page2 } = await api().get('/api/contractors/test-reviews/reviews?pageSize=2&page=2').expect(200);
      expect(page2.items).toHaveLength(1);
      const { body: past } = await api().get('/api/contractors/test-reviews/reviews?page=9').expect(200);
      expect(past).toMatchObject({ items: [], total: 3 });
      const { body: sample } = await api().get('/api/contractors/bluestem-sip-builders/reviews').expect(200);
      const times = sample.items.map((r: { createdAt: string }) => r.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it("shows the badge until the approved certificate's end date, then lapses it", async () => {
      const olympia = point('98501');
      const today = businessToday();
      await create({ slug: 'badge-today', areas: [{ ...olympia, radius: 10 }], verifiedAt: new Date('2026-01-15T12:00:00Z'), insuranceExpiresOn: today });
      await create({
        slug: 'badge-lapsed',
        areas: [{ ...olympia, radius: 10 }],
        verifiedAt: new Date('2026-01-15T12:00:00Z'),
        insuranceExpiresOn: addDays(today, -1),
      });
      const { body: current } = await api().get('/api/contractors/test-badge-today').expect(200);
      expect(current).toMatchObject({ verified: true, verifiedAt: '2026-01-15T12:00:00.000Z' });
      const { body: lapsed } = await api().get('/api/contractors/test-badge-lapsed').expect(200);
      expect(lapsed).toMatchObject({ verified: false, insured: false, licenseChecked: true, verifiedAt: '2026-01-15T12:00:00.000Z' });
      const { body: verified } = await search('zip=98501&radius=10&verified=true').expect(200);
      expect(slugs(verified.items)).toEqual(['badge-today']);
    });
  });

  // Last: it hides the samples for the rest of the run and then restores them.
  describe('SAMPLE_CONTRACTORS=false', () => {
    it('inserts none and unpublishes those present', async () => {
      await db.getRepository(Contractor).delete({ slug: 'grand-river-plumbing' });
      const { app: off } = await createTestApp({ SAMPLE_CONTRACTORS: 'false' });
      await off.close();
      expect(await db.getRepository(Contractor).countBy({ slug: 'grand-river-plumbing' })).toBe(0);
      const samples = await db.getRepository(Contractor).findBy({ isSample: true });
      expect(samples).toHaveLength(11);
      expect(samples.every((s) => s.status === ContractorStatus.Unpublished)).toBe(true);
      const { body } = await api().get('/api/contractors?pageSize=100').expect(200);
      expect(body.items.filter((card: { isSample: boolean }) => card.isSample)).toEqual([]);
      await api().get('/api/contractors/bluestem-sip-builders').expect(404);

      // Back as they were for any later test: republished by hand, the missing one seeded.
      await db.getRepository(Contractor).update({ isSample: true }, { status: ContractorStatus.Approved });
      expect(await app.get(SampleContractorsSeeder).seed()).toEqual(['grand-river-plumbing']);
    });
  });
});
