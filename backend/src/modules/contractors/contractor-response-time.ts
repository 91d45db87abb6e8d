import type { EntityManager } from 'typeorm';
import { BUSINESS_TIME_ZONE, type OfficeWindow } from '../../shared/business-calendar';
import { ContractorInquiryMessageDirection, ContractorInquiryStatus } from './contractors.enums';

/**
 * The response-time badge (issue 31): the median business hours from a homeowner's confirmed
 * request (confirmedAt: when it reached the contractor) to the contractor's first reply, over the
 * requests confirmed in the last RESPONSE_WINDOW_DAYS days, shown in bands. Decisions, in one place:
 *
 * - Business hours are a trade's working day, Monday to Friday 8:00 to 17:00 Missouri time
 *   (CONTRACTOR_REPLY_WINDOW), counted exactly as shared/business-calendar.ts counts (an
 *   e2e test checks the SQL against `businessMinutesBetween` across daylight-saving changes).
 * - The first reply is the first reply e-mailed from the dashboard (contractor_inquiry_messages,
 *   direction contractor), else `repliedAt` (a reply from before issue 27 kept its messages).
 * - A request still new (no reply, not moved on) counts from confirmedAt to now: leaving it out
 *   would let a contractor who ignores requests look fast. A request closed, marked replied or
 *   job done without a dashboard reply is left out: the contractor answered some other way (phone,
 *   their own e-mail) at a moment we cannot see, and counting it as never answered would be false.
 * - No badge below MIN_RESPONSE_SAMPLE requests in the window.
 * - Each wait is counted up to RESPONSE_CAP_DAYS calendar days (10+ business days, beyond the top
 *   band), so a stale unanswered request costs a bounded number of rows; the band is unchanged.
 */
export const RESPONSE_WINDOW_DAYS = 90;
export const MIN_RESPONSE_SAMPLE = 3;
const RESPONSE_CAP_DAYS = 14;

/** A trade's working day, the clock the badge counts in. */
export const CONTRACTOR_REPLY_WINDOW: OfficeWindow = { days: [1, 2, 3, 4, 5], openMinute: 8 * 60, closeMinute: 17 * 60 };

export enum ResponseTimeBand {
  FewHours = 'few_hours',
  OneDay = 'one_day',
  TwoDays = 'two_days',
  OneWeek = 'one_week',
  OverAWeek = 'over_a_week',
}

/** The bands, fastest first: a median of at most `maxHours` business hours earns the label (9 business hours = one working day). */
export const RESPONSE_TIME_BANDS: readonly { band: ResponseTimeBand; maxHours: number; label: string }[] = [
  { band: ResponseTimeBand.FewHours, maxHours: 4, label: 'Usually replies within a few hours' },
  { band: ResponseTimeBand.OneDay, maxHours: 9, label: 'Usually replies within a day' },
  { band: ResponseTimeBand.TwoDays, maxHours: 18, label: 'Usually replies within 2 days' },
  { band: ResponseTimeBand.OneWeek, maxHours: 45, label: 'Usually replies within a week' },
  { band: ResponseTimeBand.OverAWeek, maxHours: Infinity, label: 'Usually takes more than a week to reply' },
];

export interface ResponseTime {
  band: ResponseTimeBand;
  label: string;
  /** Requests counted (confirmed in the last 90 days, answered or still waiting). */
  sampleSize: number;
}

/** The band of a median wait in business hours. */
export function responseTimeBand(medianHours: number): { band: ResponseTimeBand; label: string } {
  const found = RESPONSE_TIME_BANDS.find((band) => medianHours <= band.maxHours)!;
  return { band: found.band, label: found.label };
}

/**
 * SQL for the business minutes (in `window`, Missouri time) between two timestamptz expressions,
 * as shared/business-calendar.ts `businessMinutesBetween` counts them: each working day's open
 * span is built from the Missouri wall clock (`date + time AT TIME ZONE`), so daylight saving is
 * PostgreSQL's, and summed where it overlaps [start, stop]. 0 when stop is not after start.
 */
export function businessMinutesSql(start: string, stop: string, window: OfficeWindow = CONTRACTOR_REPLY_WINDOW): string {
  const zone = `'${BUSINESS_TIME_ZONE}'`;
  const day = `((${start}) AT TIME ZONE ${zone})::date + g.n`;
  const open = `((${day}) + make_interval(mins => ${window.openMinute})) AT TIME ZONE ${zone}`;
  const close = `((${day}) + make_interval(mins => ${window.closeMinute})) AT TIME ZONE ${zone}`;
  return `(SELECT COALESCE(SUM(GREATEST(0, EXTRACT(EPOCH FROM (LEAST((${stop}), ${close}) - GREATEST((${start}), ${open}))))), 0) / 60
    FROM generate_series(0, GREATEST(0, ((${stop}) AT TIME ZONE ${zone})::date - ((${start}) AT TIME ZONE ${zone})::date)) AS g(n)
    WHERE EXTRACT(DOW FROM (${day})) IN (${window.days.join(', ')}))`;
}

/**
 * The badge of each listing in `contractorIds` that has one (at least MIN_RESPONSE_SAMPLE requests
 * in the window). One statement for a page of cards: the requests come through
 * IDX_contractor_inquiries_contractorId_confirmedAt, the first replies through
 * IDX_contractor_inquiry_messages_inquiryId_createdAt.
 */
export async function responseTimesOf(manager: EntityManager, contractorIds: readonly number[], now: Date = new Date()): Promise<Map<number, ResponseTime>> {
  const result = new Map<number, ResponseTime>();
  const ids = [...new Set(contractorIds)];
  if (!ids.length) return result;
  const rows = (await manager.query(
    `WITH "requests" AS (
       SELECT i."contractorId", i."confirmedAt" AS "start",
         COALESCE(
           (SELECT MIN(m."createdAt") FROM "contractor_inquiry_messages" m WHERE m."inquiryId" = i."id" AND m."direction" = $3),
           i."repliedAt",
           CASE WHEN i."status" = $4 THEN $2::timestamptz END) AS "stop"
       FROM "contractor_inquiries" i
       WHERE i."contractorId" = ANY($1::int[]) AND i."confirmedAt" IS NOT NULL
         AND i."confirmedAt" > $2::timestamptz - make_interval(days => ${RESPONSE_WINDOW_DAYS}) AND i."confirmedAt" <= $2::timestamptz
     ), "waits" AS (
       SELECT r."contractorId", ${businessMinutesSql('r."start"', `LEAST(r."stop", r."start" + make_interval(days => ${RESPONSE_CAP_DAYS}))`)} AS "minutes"
       FROM "requests" r WHERE r."stop" IS NOT NULL
     )
     SELECT "contractorId", COUNT(*)::int AS "sampleSize", percentile_cont(0.5) WITHIN GROUP (ORDER BY "minutes") AS "medianMinutes"
     FROM "waits" GROUP BY "contractorId" HAVING COUNT(*) >= ${MIN_RESPONSE_SAMPLE}`,
    [ids, now, ContractorInquiryMessageDirection.Contractor, ContractorInquiryStatus.New],
  )) as { contractorId: number; sampleSize: number; medianMinutes: number }[];
  for (const row of rows) result.set(row.contractorId, { ...responseTimeBand(Number(row.medianMinutes) / 60), sampleSize: row.sampleSize });
  return result;
}

/** Sets `responseTime` on each card (null without a badge). */
export async function withResponseTimes<T extends { id: number; responseTime: ResponseTime | null }>(manager: EntityManager, cards: T[]): Promise<T[]> {
  const times = await responseTimesOf(
    manager,
    cards.map((card) => card.id),
  );
  for (const card of cards) card.responseTime = times.get(card.id) ?? null;
  return cards;
}
