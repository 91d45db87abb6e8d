import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditChanges } from '../../common/entities/audit-log-entry.entity';
import { InputValidationException } from '../../common/validation.pipe';
import { DiscoveryCallLead } from './entities/discovery-call-lead.entity';
import { LeadEvent } from './entities/lead-event.entity';
import { assertNotMerged, LEAD_NOT_FOUND_MESSAGE } from './lead-desk.service';
import { LeadEventType } from './leads.enums';
import { personKeys } from './person-keys';
import { mergeTouches } from './lead-touches';

export const MERGE_INTO_ITSELF_MESSAGE = 'Choose another lead: a lead cannot be merged into itself.';

/** The tables of the leads module whose rows belong to one lead (`leadId`), moved whole by a merge. */
const LEAD_RECORD_TABLES = [
  'lead_submissions',
  'lead_access_tokens',
  'lead_activity',
  'lead_contacts',
  'lead_events',
  'lead_notes',
  'lead_tasks',
  'lead_task_events',
] as const;

/** The lead columns a merge combines, and how (the kept lead's values stand unless said here). */
const COMBINED_COLUMNS = [
  'lastName',
  'phone',
  'quizAnswers',
  'expectedCloseDate',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmContent',
  'utmTerm',
  'calendarScheduled',
  'accessUnlocked',
  'followUpsPaused',
  'followUpCount',
  'followUpsStoppedReason',
  'unsubscribedAt',
  'lastContacted',
  'firstResponseAt',
  'responseNoticeSentAt',
  'responseEscalatedAt',
  'createdAt',
  'firstTouch',
  'lastTouch',
] as const satisfies ReadonlyArray<keyof DiscoveryCallLead>;

type CombinedColumn = (typeof COMBINED_COLUMNS)[number];

/** Two leads of one person, locked for a merge: the one that stays and the one that goes into it. */
export interface LeadPair {
  kept: DiscoveryCallLead;
  merged: DiscoveryCallLead;
}

/** What a merge did to the leads module's records: rows moved per table and the kept lead's changed columns. */
export interface LeadMergeResult {
  moved: Record<string, number>;
  changes: AuditChanges;
}

const earlier = (a: Date | null, b: Date | null): Date | null => (a && b ? (a <= b ? a : b) : (a ?? b));
const later = (a: Date | null, b: Date | null): Date | null => (a && b ? (a >= b ? a : b) : (a ?? b));

/**
 * The kept lead's values after a merge (issue 28). It keeps its own name, phone, answers, status and
 * owner (what its first submission recorded stands); gaps are filled from the other lead; the
 * first-touch campaign fields, the first touch and the date the person first came are the earlier
 * lead's, the last touch the later one's; every
 * stop of the follow-ups holds (an unsubscribe, a reply, a booked call, a pause), the sequence
 * continues after the furthest step either lead reached, and the response clock keeps the earliest
 * response and notices.
 */
export function combinedLeadValues(kept: DiscoveryCallLead, merged: DiscoveryCallLead): Pick<DiscoveryCallLead, CombinedColumn> {
  const firstTouch = merged.createdAt < kept.createdAt ? merged : kept;
  return {
    lastName: kept.lastName ?? merged.lastName,
    phone: kept.phone ?? merged.phone,
    quizAnswers: kept.quizAnswers ?? merged.quizAnswers,
    expectedCloseDate: kept.expectedCloseDate ?? merged.expectedCloseDate,
    utmSource: firstTouch.utmSource,
    utmMedium: firstTouch.utmMedium,
    utmCampaign: firstTouch.utmCampaign,
    utmContent: firstTouch.utmContent,
    utmTerm: firstTouch.utmTerm,
    calendarScheduled: kept.calendarScheduled || merged.calendarScheduled,
    accessUnlocked: kept.accessUnlocked || merged.accessUnlocked,
    followUpsPaused: kept.followUpsPaused || merged.followUpsPaused,
    followUpCount: Math.max(kept.followUpCount, merged.followUpCount),
    followUpsStoppedReason: kept.followUpsStoppedReason ?? merged.followUpsStoppedReason,
    unsubscribedAt: earlier(kept.unsubscribedAt, merged.unsubscribedAt),
    lastContacted: later(kept.lastContacted, merged.lastContacted),
    firstResponseAt: earlier(kept.firstResponseAt, merged.firstResponseAt),
    responseNoticeSentAt: earlier(kept.responseNoticeSentAt, merged.responseNoticeSentAt),
    responseEscalatedAt: earlier(kept.responseEscalatedAt, merged.responseEscalatedAt),
    createdAt: earlier(kept.createdAt, merged.createdAt)!,
    // The person's first touch is the earlier lead's, their last touch the later one (source report).
    ...mergeTouches(kept, merged),
  };
}

const comparable = (value: unknown): string => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The leads module's part of merging two leads of one person (issue 28). The lead desk
 * (admin-leads' LeadMergeService) runs it in one transaction with the other modules' parts
 * (follow-ups' steps and bookings, the partner program's attribution) and the audit row.
 */
@Injectable()
export class LeadMerging {
  /** Locks both leads (in id order, so two merges never deadlock); 404 for a missing one, 409 for one already merged. */
  async lockPair(manager: EntityManager, keptId: number, mergedId: number): Promise<LeadPair> {
    if (keptId === mergedId) throw new InputValidationException([{ field: 'mergeLeadId', message: MERGE_INTO_ITSELF_MESSAGE }]);
    const leads = await manager
      .getRepository(DiscoveryCallLead)
      .createQueryBuilder('lead')
      .where('lead.id IN (:...ids)', { ids: [keptId, mergedId] })
      .orderBy('lead.id')
      .setLock('pessimistic_write')
      .getMany();
    const kept = leads.find((lead) => lead.id === keptId);
    const merged = leads.find((lead) => lead.id === mergedId);
    if (!kept || !merged) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    assertNotMerged(kept);
    assertNotMerged(merged);
    return { kept, merged };
  }

  /**
   * Moves every record of the merged lead to the kept one, combines their columns
   * (combinedLeadValues), marks the merged lead with where it went (its row stays: its address
   * says so), and writes one timeline entry on each: `note` is the sentence the kept lead's says.
   */
  async merge(manager: EntityManager, authorId: number, { kept, merged }: LeadPair, note: string): Promise<LeadMergeResult> {
    const moved: Record<string, number> = {};
    for (const table of LEAD_RECORD_TABLES) {
      const [, count] = (await manager.query(`UPDATE ${table} SET "leadId" = $2 WHERE "leadId" = $1`, [merged.id, kept.id])) as [unknown, number];
      moved[table] = count;
    }
    // A reply both leads filed (one message to both reply addresses) is already the kept lead's: that copy stays where it is.
    const [, replies] = (await manager.query(
      `UPDATE lead_replies r SET "leadId" = $2 WHERE r."leadId" = $1
          AND NOT EXISTS (SELECT 1 FROM lead_replies k WHERE k."leadId" = $2 AND k."messageId" = r."messageId")`,
      [merged.id, kept.id],
    )) as [unknown, number];
    moved.lead_replies = replies;

    const values = combinedLeadValues(kept, merged);
    const keys = personKeys({ email: kept.email, phone: values.phone, firstName: kept.firstName, lastName: values.lastName });
    const changes: AuditChanges = {};
    for (const column of COMBINED_COLUMNS) {
      if (comparable(kept[column]) !== comparable(values[column])) changes[column] = { before: kept[column], after: values[column] };
    }
    await manager.update(DiscoveryCallLead, { id: kept.id }, { ...values, ...keys });
    await manager.query(`UPDATE discovery_call_leads SET "mergedIntoId" = $2, "mergedAt" = now(), "updatedAt" = now() WHERE id = $1`, [merged.id, kept.id]);
    // Leads merged earlier into the merged one now point at the kept one: one step to the person's lead, always.
    await manager.query(`UPDATE discovery_call_leads SET "mergedIntoId" = $2 WHERE "mergedIntoId" = $1`, [merged.id, kept.id]);
    await manager.insert(LeadEvent, [
      { leadId: kept.id, type: LeadEventType.LeadMerged, note, authorId },
      { leadId: merged.id, type: LeadEventType.MergedInto, note: `Merged into lead #${kept.id} (${kept.email}); its history is there now.`, authorId },
    ]);
    return { moved, changes };
  }
}
