import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { compareListings } from '../src/modules/contractors/contractor-ranking';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { businessToday } from '../src/shared/business-calendar';
import { cleanDashboardListings, insertListing } from './contractor-dashboard-helpers';
import { giveCredentials } from './contractor-credentials-helpers';
import { createTestApp } from './test-app';

// issue 25 item 16: the search ranks by distance band, then the badge, then reviews, and says why the first is first.
jest.setTimeout(60_000);

let app: INestApplication;
let db: DataSource;
const nextYear = () => `${Number(businessToday().slice(0, 4)) + 1}-06-30`;

async function listing(name: string, zip: string, values: Partial<Contractor>, backed = false): Promise<Contractor> {
  const row = await insertListing(db, null, { name, areaZips: [{ zip, radius: 5 }] });
  await db.getRepository(Contractor).update(row.id, values);
  if (backed) await giveCredentials(db, row.id, { insuranceExpiresOn: nextYear() });
  return row;
}

beforeAll(async () => {
  ({ app } = await createTestApp());
  db = app.get(DataSource);
  await cleanDashboardListings(db);
  const verified = { verifiedAt: new Date(), isVerified: true };
  // Around Poplar Bluff, far from the sample listings (northwest Missouri).
  await listing('Aa New Framing', '63901', {}); // 0 miles, no reviews, not verified
  await listing('Zz Proven Builders', '63962', { ...verified, averageRating: '4.70', reviewCount: 23 } as object, true); // 9.2 miles
  // 3.7 miles: verified once by the office, but no license record or certificate backs it, so no badge (issue 31).
  await listing('Mm Reviewed Roofing', '63902', { ...verified, averageRating: '4.80', reviewCount: 30 } as object);
  await listing('Bb Far Star Homes', '63957', { ...verified, averageRating: '5.00', reviewCount: 50 } as object, true); // 31 miles
});
afterAll(async () => {
  if (db) await cleanDashboardListings(db);
  await app?.close();
});

it('ranks band, then badge, then review score, then distance, and the first card says why', async () => {
  const res = await request(app.getHttpServer()).get('/api/contractors/search?zip=63901&radius=50').expect(200);
  const items = res.body.items as {
    name: string;
    distanceMiles: number;
    verified: boolean;
    averageRating: number;
    reviewCount: number;
    id: number;
    rankReason: string | null;
  }[];
  expect(items.map((i) => i.name)).toEqual(['Zz Proven Builders', 'Mm Reviewed Roofing', 'Aa New Framing', 'Bb Far Star Homes']);
  expect(items[0].rankReason).toBe('Listed first: within 25 miles of you and verified by our office.');
  expect(items.slice(1).map((i) => i.rankReason)).toEqual([null, null, null]);
  // The SQL and contractor-ranking.ts agree.
  const again = [...items].sort((a, b) => compareListings({ ...a, distance: a.distanceMiles }, { ...b, distance: b.distanceMiles }));
  expect(again.map((i) => i.name)).toEqual(items.map((i) => i.name));
});
