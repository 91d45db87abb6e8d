import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../common/auth/actor';
import { AuditTrail } from '../../common/audit/audit-trail';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { AffiliateLeads } from '../affiliates/affiliate-leads';
import { FollowUpRecords } from '../follow-ups/follow-up-records';
import { LeadDuplicates } from '../leads/lead-duplicates';
import { leadAddresses } from '../leads/lead-identity';
import { LeadMerging } from '../leads/lead-merging';
import { LeadScores } from '../leads/lead-scores';
import { toDuplicateLead } from './admin-leads.service';
import { ListDuplicateLeadsQueryDto, MergeLeadsResponseDto, PaginatedDuplicateLeadsResponseDto } from './dto/lead-duplicates.dto';

const fullName = (lead: { firstName: string; lastName: string | null }) => [lead.firstName, lead.lastName].filter(Boolean).join(' ');

/**
 * One record per person (issue 28): the possible duplicates list, "Not the same person", and the
 * merge. A merge is one transaction across the modules that own a lead's records (leads: the lead,
 * its submissions, tokens, events, notes, contacts, tasks and replies; follow-ups: its steps and
 * bookings; affiliates: the partner attribution) with one audit row naming who merged what.
 */
@Injectable()
export class LeadMergeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly merging: LeadMerging,
    private readonly duplicates: LeadDuplicates,
    private readonly followUpRecords: FollowUpRecords,
    private readonly affiliateLeads: AffiliateLeads,
    private readonly scores: LeadScores,
  ) {}

  async listDuplicateLeads(query: ListDuplicateLeadsQueryDto): Promise<PaginatedDuplicateLeadsResponseDto> {
    const { items, total } = await this.duplicates.listPairs(query);
    return {
      items: items.map((pair) => ({ lead: toDuplicateLead(pair.lead), other: toDuplicateLead(pair.other), reasons: pair.reasons })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  dismissDuplicateLeads(actor: Actor, leadId: number, otherLeadId: number): Promise<void> {
    return this.duplicates.dismiss(actor, leadId, otherLeadId);
  }

  /** Merges `mergedId` into `keptId`: everything of the merged lead is the kept lead's afterwards; nothing is deleted. */
  async mergeLeads(actor: Actor, keptId: number, mergedId: number): Promise<MergeLeadsResponseDto> {
    const message = await this.dataSource.transaction(async (manager) => {
      const pair = await this.merging.lockPair(manager, keptId, mergedId);
      const addresses = [...(await leadAddresses(manager, keptId)), ...(await leadAddresses(manager, mergedId))];
      const partnerDecision = await this.affiliateLeads.settleMergedCustomer(manager, addresses);
      const what = `Merged lead #${mergedId} (${fullName(pair.merged)}, ${pair.merged.email}) into this lead.`;
      const sentence = partnerDecision ? `${what} ${partnerDecision}` : what;
      const { moved, changes } = await this.merging.merge(manager, actor.id, pair, sentence);
      const { followUps, bookings } = await this.followUpRecords.moveToLead(manager, mergedId, keptId);
      // Fit from the kept answers, engagement from both leads' activity: the score the person has now.
      await this.scores.refresh(manager, keptId);
      await AuditTrail.record(manager, actor, {
        operationId: 'mergeLeads',
        target: { type: 'lead', id: keptId },
        changes: {
          ...changes,
          mergedLeadId: { before: null, after: mergedId },
          movedRecords: { before: null, after: { ...moved, lead_follow_ups: followUps, bookings } },
          ...(partnerDecision ? { partnerAttribution: { before: null, after: partnerDecision } } : {}),
        },
      });
      return sentence;
    });
    StaffAuditLog.record(actor, 'leads merged', `lead ${mergedId} into lead ${keptId}`);
    return { leadId: keptId, mergedLeadId: mergedId, message: message.replace(' into this lead.', ` into lead #${keptId}.`) };
  }
}
