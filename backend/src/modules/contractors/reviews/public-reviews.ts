import type { EntityManager } from 'typeorm';
import { TOTAL_SQL } from '../../../common/paging';
import { removedReviewsLine } from '../../../shared/review-removal-reasons';
import { ContractorReviewStatus, ReviewRemovalReason } from '../contractors.enums';
import type { ContractorReviewResponseDto } from '../dto/contractor-response.dto';
import type { RemovedReviewsLineDto } from '../dto/contractor-review-parts.dto';

/**
 * A listing's reviews as the public reads them (issue 31): the published ones with the
 * contractor's reply and whether they came through a job link, and a line per published removal
 * reason. Shared by the profile (listContractorReviews) and the contractor's dashboard.
 */
interface ReviewRow {
  id: number;
  rating: number;
  body: string;
  reviewerName: string;
  verifiedCustomer: boolean;
  hiredThroughDirectory: boolean;
  contractorReply: string | null;
  contractorRepliedAt: Date | null;
  createdAt: Date;
  total: string;
}

/** A page of the published reviews, newest first, and the total (COUNT(*) OVER (); undefined past the last page). */
export async function publishedReviewsPage(
  manager: EntityManager,
  contractorId: number,
  page: number,
  pageSize: number,
): Promise<{ items: ContractorReviewResponseDto[]; total: number | undefined }> {
  const rows = (await manager.query(
    `SELECT r."id", r."rating", r."body", r."reviewerName", r."verifiedCustomer", (r."reviewLinkId" IS NOT NULL) AS "hiredThroughDirectory",
       r."contractorReply", r."contractorRepliedAt", r."createdAt", ${TOTAL_SQL}
     FROM "contractor_reviews" r WHERE r."contractorId" = $1 AND r."status" = $2
     ORDER BY r."createdAt" DESC, r."id" DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    [contractorId, ContractorReviewStatus.Published],
  )) as ReviewRow[];
  return { items: rows.map(toPublicReview), total: rows.length ? Number(rows[0].total) : undefined };
}

export function toPublicReview(row: Omit<ReviewRow, 'total'>): ContractorReviewResponseDto {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    reviewerName: row.reviewerName,
    verifiedCustomer: row.verifiedCustomer,
    hiredThroughDirectory: row.hiredThroughDirectory,
    reply: row.contractorReply !== null && row.contractorRepliedAt !== null ? { body: row.contractorReply, createdAt: row.contractorRepliedAt } : null,
    createdAt: row.createdAt,
  };
}

/** '1 review removed: contained personal information', one line per reason the office used, most first (ties in the published list's order, the enum's). */
export async function removedReviewLines(manager: EntityManager, contractorId: number): Promise<RemovedReviewsLineDto[]> {
  const rows = (await manager.query(
    `SELECT r."removalReason" AS "reason", COUNT(*)::int AS "count"
     FROM "contractor_reviews" r WHERE r."contractorId" = $1 AND r."status" = $2 AND r."removalReason" IS NOT NULL
     GROUP BY r."removalReason" ORDER BY COUNT(*) DESC, r."removalReason" ASC`,
    [contractorId, ContractorReviewStatus.Rejected],
  )) as { reason: ReviewRemovalReason; count: number }[];
  return rows.map(({ reason, count }) => ({ reason, count, text: removedReviewsLine(reason, count) }));
}
