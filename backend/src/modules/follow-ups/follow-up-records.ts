import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * The follow-up module's records of a lead (its follow-up steps and booking-page events) moving to
 * another lead of the same person (issue 28: an office merge). Nothing is dropped: a moved step
 * keeps the lead it was sent for (mergedFromLeadId), so it sits beside the kept lead's own steps.
 */
@Injectable()
export class FollowUpRecords {
  /** Moves every follow-up row and booking of `fromLeadId` to `toLeadId`, in the caller's transaction; answers how many of each moved. */
  async moveToLead(manager: EntityManager, fromLeadId: number, toLeadId: number): Promise<{ followUps: number; bookings: number }> {
    const [, followUps] = (await manager.query(
      `UPDATE lead_follow_ups SET "leadId" = $2, "mergedFromLeadId" = COALESCE("mergedFromLeadId", $1) WHERE "leadId" = $1`,
      [fromLeadId, toLeadId],
    )) as [unknown, number];
    const [, bookings] = (await manager.query(`UPDATE bookings SET "leadId" = $2 WHERE "leadId" = $1`, [fromLeadId, toLeadId])) as [unknown, number];
    return { followUps, bookings };
  }
}
