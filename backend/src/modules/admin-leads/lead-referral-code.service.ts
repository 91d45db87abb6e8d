import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../common/auth/actor';
import { AuditTrail } from '../../common/audit/audit-trail';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { PromoCodeAttribution } from '../affiliates/promo-code-attribution';
import { LEAD_NOT_FOUND_MESSAGE, LeadDeskService } from '../leads/lead-desk.service';
import { LeadReferralCodeResponseDto } from './dto/lead-referral-code.dto';

/**
 * Issue 30: "Partner code the customer mentioned" on a lead's page. The affiliates module decides
 * (an active partner's code, first touch); this only finds the lead and records who entered it.
 */
@Injectable()
export class LeadReferralCodeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leadDesk: LeadDeskService,
    private readonly promoCodes: PromoCodeAttribution,
  ) {}

  async addReferralCode(actor: Actor, leadId: number, code: string): Promise<LeadReferralCodeResponseDto> {
    const lead = await this.leadDesk.findLead(leadId);
    if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const result = await this.dataSource.transaction(async (manager) => {
      const attributed = await this.promoCodes.attribute(manager, code, {
        email: lead.email,
        firstName: lead.firstName,
        lastName: lead.lastName,
        phone: lead.phone,
      });
      await AuditTrail.record(manager, actor, {
        operationId: 'addLeadReferralCode',
        target: { type: 'lead', id: leadId },
        changes: { partnerAttribution: { before: null, after: attributed.message } },
      });
      return attributed;
    });
    StaffAuditLog.record(actor, 'lead partner code entered', `lead ${leadId}: partner ${result.affiliateId} (affiliate lead ${result.affiliateLeadId})`);
    return result;
  }
}
