import type { EntityManager } from 'typeorm';
import { ContractorReviewStatus } from './contractors.enums';

/**
 * Sets a listing's averageRating (two decimals) and reviewCount from its published reviews:
 * the only way they change (issue 15: never typed). Run it in the transaction that changes a
 * review's status, after locking the listing row (`SELECT … FOR UPDATE`), so concurrent
 * moderations of one listing's reviews serialise and the last writer counts every review.
 */
export async function recomputeContractorRating(manager: EntityManager, contractorId: number): Promise<void> {
  await manager.query(
    `UPDATE "contractors" c SET
       "averageRating" = COALESCE((SELECT ROUND(AVG(r."rating"), 2) FROM "contractor_reviews" r WHERE r."contractorId" = c."id" AND r."status" = $2), 0),
       "reviewCount" = (SELECT COUNT(*) FROM "contractor_reviews" r WHERE r."contractorId" = c."id" AND r."status" = $2)
     WHERE c."id" = $1`,
    [contractorId, ContractorReviewStatus.Published],
  );
}
