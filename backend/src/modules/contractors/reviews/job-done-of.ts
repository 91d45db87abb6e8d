import type { EntityManager } from 'typeorm';
import type { JobDoneBy } from '../contractors.enums';
import type { InquiryJobDoneDto } from '../dto/inquiry-job-done.dto';

/** The job-done mark and review link of each of these inquiries that has one (issue 31). */
export async function jobDoneOf(manager: EntityManager, inquiryIds: readonly number[]): Promise<Map<number, InquiryJobDoneDto>> {
  const result = new Map<number, InquiryJobDoneDto>();
  if (!inquiryIds.length) return result;
  const rows = (await manager.query(
    `SELECT l."inquiryId", l."createdAt", l."markedBy", l."expiresAt", (l."usedAt" IS NOT NULL) AS "reviewed"
     FROM "contractor_review_links" l WHERE l."inquiryId" = ANY($1::int[])`,
    [inquiryIds],
  )) as { inquiryId: number; createdAt: Date; markedBy: JobDoneBy; expiresAt: Date; reviewed: boolean }[];
  for (const row of rows)
    result.set(row.inquiryId, { markedAt: row.createdAt, markedBy: row.markedBy, reviewLinkExpiresAt: row.expiresAt, reviewed: row.reviewed });
  return result;
}
