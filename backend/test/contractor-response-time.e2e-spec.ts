import type { INestApplication } from '@nestjs/common';
import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  businessMinutesSql,
  CONTRACTOR_REPLY_WINDOW,
  MIN_RESPONSE_SAMPLE,
  RESPONSE_TIME_BANDS,
  ResponseTimeBand,
} from '../src/modules/contractors/contractor-response-time';
import { ContractorInquiryMessageDirection, ContractorInquiryStatus } from '../src/modules/contractors/contractors.enums';
import { ContractorInquiryMessage } from '../src/modules/contractors/entities/contractor-inquiry-message.entity';
import type { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { addBusinessMinutes, addDays, businessMinutesBetween, businessToday, mondayOf } from '../src/shared/business-calendar';
import { cleanDashboardListings, insertInquiry, insertListing } from './contractor-dashboard-helpers';
import { createTestApp } from './test-app';

// issue 31: the response-time badge, from real inquiry timestamps.
jest.setTimeout(120_000);

let app: INestApplication;
let db: DataSource;
const http = () => request(app.getHttpServer());
const W = CONTRACTOR_REPLY_WINDOW;
const labelOf = (band: ResponseTimeBand) => RESPONSE_TIME_BANDS.find((entry) => entry.band === band)!.label;

/** Monday 8:00 Missouri time, `weeksAgo` weeks back: the reply window's first open minute that week. */
function mondayOpen(weeksAgo: number): Date {
  const monday = mondayOf(addDays(businessToday(), -7 * weeksAgo));
  // Noon UTC on that Monday is before 8:00 in Missouri: the first office minute is that day's 8:00.
  return addBusinessMinutes(new Date(`${monday}T12:00:00Z`), 0, W);
}

/** A confirmed request to the listing, first answered `hours` business hours later from the dashboard (or never, when null). */
async function request_(listing: Contractor, confirmedAt: Date, hours: number | null, values: Parameters<typeof insertInquiry>[2] = {}): Promise<number> {
  const replyAt = hours === null ? null : addBusinessMinutes(confirmedAt, hours * 60, W);
  const inquiry = await insertInquiry(db, listing.id, {
    confirmedAt,
    status: replyAt ? ContractorInquiryStatus.Replied : ContractorInquiryStatus.New,
    ...(replyAt ? { replyMessage: 'Thanks, we will call you this week about the framing.', repliedAt: new Date(replyAt.getTime() + 3 * 86_400_000) } : {}),
    ...values,
  });
  if (replyAt) {
    // The first reply (the thread's oldest contractor message) is what counts, not repliedAt (the last reply).
    await db.getRepository(ContractorInquiryMessage).insert([
      { inquiryId: inquiry.id, contractorId: listing.id, direction: ContractorInquiryMessageDirection.Contractor, text: 'First answer.', createdAt: replyAt },
      {
        inquiryId: inquiry.id,
        contractorId: listing.id,
        direction: ContractorInquiryMessageDirection.Contractor,
        text: 'Second answer.',
        createdAt: new Date(replyAt.getTime() + 3 * 86_400_000),
      },
    ]);
  }
  return inquiry.id;
}

const badgeOf = async (listing: Contractor) => (await http().get(`/api/contractors/${listing.slug}`).expect(200)).body.responseTime;

beforeAll(async () => {
  ({ app } = await createTestApp());
  db = app.get(DataSource);
  await cleanDashboardListings(db);
});

afterAll(async () => {
  if (db) await cleanDashboardListings(db);
  await app?.close();
});

describe('the business-minutes SQL', () => {
  it('counts exactly as shared/business-calendar.ts does, across weekends and daylight-saving changes', async () => {
    const sql = `SELECT ${businessMinutesSql('$1::timestamptz', '$2::timestamptz')} AS "minutes"`;
    // 2026-03-08 and 2026-11-01 are Missouri's daylight-saving changes; the range spans both.
    const instant = fc.date({ min: new Date('2026-02-20T00:00:00Z'), max: new Date('2026-11-20T00:00:00Z'), noInvalidDate: true });
    await fc.assert(
      fc.asyncProperty(instant, fc.integer({ min: 0, max: 20 * 24 * 60 }), async (start, minutes) => {
        const stop = new Date(start.getTime() + minutes * 60_000);
        const [{ minutes: fromSql }] = (await db.query(sql, [start, stop])) as { minutes: string }[];
        expect(Number(fromSql)).toBeCloseTo(businessMinutesBetween(start, stop, W), 6);
      }),
      { numRuns: 300 },
    );
    const fridayEvening = new Date('2026-03-06T23:00:00Z'); // Friday 17:00 CST
    const mondayMorning = new Date('2026-03-09T14:00:00Z'); // Monday 9:00 CDT (after the change)
    const [{ minutes }] = (await db.query(sql, [fridayEvening, mondayMorning])) as { minutes: string }[];
    expect(Number(minutes)).toBe(60);
  });
});

describe('the response-time badge on the profile, the directory and the search', () => {
  it.each([
    [[1, 2, 3], ResponseTimeBand.FewHours],
    [[2, 4, 30], ResponseTimeBand.FewHours],
    [[3, 6, 9], ResponseTimeBand.OneDay],
    [[8, 12, 14, 20], ResponseTimeBand.TwoDays],
    [[20, 30, 40], ResponseTimeBand.OneWeek],
    [[50, 60, 2], ResponseTimeBand.OverAWeek],
  ] as const)('replies after %j business hours → %s', async (hours, band) => {
    const listing = await insertListing(db, null, { areaZips: [{ zip: '64501', radius: 20 }] });
    for (const [i, h] of hours.entries()) await request_(listing, mondayOpen(3 + i), h);
    expect(await badgeOf(listing)).toEqual({ band, label: labelOf(band), sampleSize: hours.length });
  });

  it('shows no badge below 3 requests in the last 90 days; older requests, unconfirmed ones and homeowners’ messages do not count', async () => {
    const listing = await insertListing(db, null);
    await request_(listing, mondayOpen(2), 1);
    await request_(listing, mondayOpen(3), 1);
    expect(MIN_RESPONSE_SAMPLE).toBe(3);
    expect(await badgeOf(listing)).toBeNull();
    // Outside the 90 days.
    await request_(listing, mondayOpen(14), 1);
    // Never confirmed by the homeowner (never sent to the contractor).
    await insertInquiry(db, listing.id, { confirmedAt: null });
    expect(await badgeOf(listing)).toBeNull();
    // A homeowner's e-mail reply is not the contractor's reply: this request waits, and counts to now.
    const waiting = await request_(listing, mondayOpen(4), null);
    await db.getRepository(ContractorInquiryMessage).insert({
      inquiryId: waiting,
      contractorId: listing.id,
      direction: ContractorInquiryMessageDirection.Homeowner,
      text: 'Any news?',
      createdAt: mondayOpen(3),
    });
    expect(await badgeOf(listing)).toEqual({ band: ResponseTimeBand.FewHours, label: labelOf(ResponseTimeBand.FewHours), sampleSize: 3 });
  });

  it('counts a request still waiting from its confirmation to now, and leaves out one closed without a dashboard reply', async () => {
    const listing = await insertListing(db, null);
    await request_(listing, mondayOpen(2), 1);
    await request_(listing, mondayOpen(3), null);
    await request_(listing, mondayOpen(4), null);
    // Two of three waited weeks: the median is over a week.
    expect((await badgeOf(listing)).band).toBe(ResponseTimeBand.OverAWeek);

    const closedOnly = await insertListing(db, null);
    await request_(closedOnly, mondayOpen(2), 2);
    await request_(closedOnly, mondayOpen(3), 3);
    await request_(closedOnly, mondayOpen(4), null, { status: ContractorInquiryStatus.Closed });
    await request_(closedOnly, mondayOpen(5), null, { status: ContractorInquiryStatus.JobDone });
    // Answered some other way at a moment we cannot see: not counted either way, so only 2 remain.
    expect(await badgeOf(closedOnly)).toBeNull();
    // A reply from before dashboard threads were kept counts by its repliedAt.
    const confirmedAt = mondayOpen(6);
    await insertInquiry(db, closedOnly.id, {
      confirmedAt,
      status: ContractorInquiryStatus.Replied,
      replyMessage: 'We can start in May.',
      repliedAt: addBusinessMinutes(confirmedAt, 4 * 60, W),
    });
    expect(await badgeOf(closedOnly)).toMatchObject({ band: ResponseTimeBand.FewHours, sampleSize: 3 });
  });

  it('is on every card: the directory, the search and its near misses, and the contractor’s dashboard profile uses the same', async () => {
    const listing = await insertListing(db, null, { areaZips: [{ zip: '64468', radius: 10 }] });
    for (const [i, h] of [5, 6, 7].entries()) await request_(listing, mondayOpen(2 + i), h);
    const expected = { band: ResponseTimeBand.OneDay, label: 'Usually replies within a day', sampleSize: 3 };
    const directory = await http().get('/api/contractors?pageSize=100').expect(200);
    expect(directory.body.items.find((card: { id: number }) => card.id === listing.id).responseTime).toEqual(expected);
    // Samples have no requests: no badge.
    expect(directory.body.items.find((card: { slug: string }) => card.slug === 'bluestem-sip-builders').responseTime).toBeNull();
    const search = await http().get('/api/contractors/search?zip=64468&radius=10').expect(200);
    expect(search.body.items.find((card: { id: number }) => card.id === listing.id).responseTime).toEqual(expected);
  });

  it('stays one indexed query for a page of cards', async () => {
    const plan = (await db.query(
      `EXPLAIN SELECT 1 FROM "contractor_inquiries" i WHERE i."contractorId" = ANY($1::int[]) AND i."confirmedAt" IS NOT NULL AND i."confirmedAt" > now() - interval '90 days'`,
      [[1, 2, 3]],
    )) as { 'QUERY PLAN': string }[];
    // On a tiny table the planner may scan; the index must at least exist for the query's columns.
    const indexes = (await db.query(`SELECT indexdef FROM pg_indexes WHERE tablename = 'contractor_inquiries'`)) as { indexdef: string }[];
    expect(indexes.map((row) => row.indexdef).join('\n')).toContain('("contractorId", "confirmedAt")');
    expect(plan.length).toBeGreaterThan(0);
  });
});
