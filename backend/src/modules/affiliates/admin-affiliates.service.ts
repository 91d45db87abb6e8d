import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { DataSource, EntityManager } from 'typeorm';
import { containsPatterns } from '../../common/like-pattern';
import { InputValidationException } from '../../common/validation.pipe';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { AccountProvisioningService } from '../auth/account-provisioning.service';
import { UserRole } from '../../common/auth/user-role';
import { SortOrder } from '../../common/dto/sort-order';
import { newAffiliateCode } from './affiliate-code';
import { approvalEmail, partnerStatusEmail, rejectionEmail } from './affiliate-emails';
import { earnsCommission } from './affiliate-lead-stages';
import { partnerStatusFlow } from './affiliate-status-flow';
import { AffiliateSort, AffiliateStatus } from './affiliates.enums';
import { AffiliateDetailResponseDto, AffiliateLeadResponseDto, AffiliateResponseDto, PaginatedAffiliatesResponseDto } from './dto/affiliate-response.dto';
import { ListAffiliatesQueryDto } from './dto/list-affiliates-query.dto';
import { UpdateAffiliateDto } from './dto/update-affiliate.dto';
import { AffiliateLead } from './entities/affiliate-lead.entity';
import { readAffiliateTaxFlags } from './affiliate-text-flags';
import { Affiliate } from './entities/affiliate.entity';
import { PartnerTaxRecords } from './partner-tax-records';

export const AFFILIATE_NOT_FOUND_MESSAGE = 'There is no partner with this id.';
export const REASON_REQUIRED_MESSAGE = 'A reason is required to reject an application; it is e-mailed to the applicant.';
export const STAFF_EMAIL_MESSAGE = 'This e-mail address belongs to an admin or contractor account, which cannot become a partner account.';
const DETAIL_LEADS = 100;
const CODE_ATTEMPTS = 20;

export function toAffiliateResponse(affiliate: Affiliate): AffiliateResponseDto {
  return {
    id: affiliate.id,
    email: affiliate.email,
    firstName: affiliate.firstName,
    lastName: affiliate.lastName,
    businessName: affiliate.businessName,
    phone: affiliate.phone,
    address: affiliate.address,
    city: affiliate.city,
    state: affiliate.state,
    zipCode: affiliate.zipCode,
    website: affiliate.website,
    affiliateCode: affiliate.affiliateCode,
    commissionRate: affiliate.commissionRate,
    status: affiliate.status,
    allowedStatuses: partnerStatusFlow.allowed(affiliate.status),
    totalLeads: affiliate.totalLeads,
    qualifiedLeads: affiliate.qualifiedLeads,
    conversions: affiliate.conversions,
    totalCommissionEarned: affiliate.totalCommissionEarned,
    agreementSigned: affiliate.agreementSigned,
    agreementSignedAt: affiliate.agreementSignedAt?.toISOString() ?? null,
    ...readAffiliateTaxFlags(affiliate),
    paidAdsAllowed: affiliate.paidAdsAllowed,
    referredBy: affiliate.referredBy,
    notes: affiliate.notes,
    rejectionReason: affiliate.rejectionReason,
    createdAt: affiliate.createdAt.toISOString(),
    updatedAt: affiliate.updatedAt.toISOString(),
  };
}

export function toAffiliateLeadResponse(lead: AffiliateLead): AffiliateLeadResponseDto {
  return {
    id: lead.id,
    affiliateId: lead.affiliateId,
    customerFirstName: lead.customerFirstName,
    customerLastName: lead.customerLastName,
    customerEmail: lead.customerEmail,
    customerPhone: lead.customerPhone,
    location: lead.location,
    leadType: lead.leadType,
    leadStatus: lead.leadStatus,
    source: lead.source,
    flag: lead.flag,
    reviewState: lead.reviewState,
    earnsCommission: earnsCommission(lead),
    createdAt: lead.createdAt.toISOString(),
  };
}

/** The back office's review of referral partners (issue 14): list, look, approve, reject, suspend, edit. */
@Injectable()
export class AdminAffiliatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly provisioning: AccountProvisioningService,
    private readonly taxRecords: PartnerTaxRecords,
  ) {}

  async listAffiliates(query: ListAffiliatesQueryDto): Promise<PaginatedAffiliatesResponseDto> {
    const builder = this.dataSource.getRepository(Affiliate).createQueryBuilder('affiliate');
    if (query.status) builder.andWhere('affiliate.status = :status', { status: query.status });
    containsPatterns(query.q).forEach((pattern, i) =>
      builder.andWhere(
        `(affiliate."firstName" || ' ' || affiliate."lastName" ILIKE :word${i} OR affiliate."businessName" ILIKE :word${i} OR affiliate.email ILIKE :word${i} OR affiliate."affiliateCode" ILIKE :word${i})`,
        { [`word${i}`]: pattern },
      ),
    );
    const direction = query.order === SortOrder.Asc ? 'ASC' : 'DESC';
    // Applications waiting for review come first, whatever the sort.
    builder.orderBy(`CASE WHEN affiliate.status = 'pending' THEN 0 ELSE 1 END`, 'ASC');
    if (query.sort === AffiliateSort.Name) builder.addOrderBy(`lower(affiliate."lastName" || ' ' || affiliate."firstName")`, direction);
    else if (query.sort === AffiliateSort.TotalLeads) builder.addOrderBy('affiliate.totalLeads', direction);
    else builder.addOrderBy('affiliate.createdAt', direction);
    builder.addOrderBy('affiliate.id', 'DESC');
    const [rows, total] = await builder
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getManyAndCount();
    return { items: rows.map(toAffiliateResponse), total, page: query.page, pageSize: query.pageSize };
  }

  async getAffiliate(id: number): Promise<AffiliateDetailResponseDto> {
    const affiliate = await this.dataSource.getRepository(Affiliate).findOneBy({ id });
    if (!affiliate) throw new NotFoundException(AFFILIATE_NOT_FOUND_MESSAGE);
    const leads = await this.dataSource
      .getRepository(AffiliateLead)
      .find({ where: { affiliateId: id }, order: { createdAt: 'DESC', id: 'DESC' }, take: DETAIL_LEADS });
    const { w9, payoutMethod } = await this.taxRecords.summaryOf(this.dataSource.manager, id);
    return { ...toAffiliateResponse(affiliate), leads: leads.map(toAffiliateLeadResponse), w9, payoutMethod };
  }

  /** approveAffiliate: updateAffiliate with status active, for a pending application only (409 otherwise, even when already active). */
  async approveAffiliate(actor: Actor, id: number): Promise<AffiliateDetailResponseDto> {
    return this.updateAffiliate(actor, id, { status: AffiliateStatus.Active }, true);
  }

  /**
   * One transaction locks the partner, checks the move (affiliate-status-flow.ts), applies it and
   * the other fields, and queues the e-mail. Approval (pending → active) gives a code, creates or
   * links the account (role affiliate) and e-mails a set-password link; rejection needs a reason,
   * which is e-mailed; a suspension or reactivation is e-mailed too (with `reason` as a note when
   * given). A field equal to its current value changes nothing.
   */
  async updateAffiliate(actor: Actor, id: number, dto: UpdateAffiliateDto, approval = false): Promise<AffiliateDetailResponseDto> {
    const changes = await this.dataSource.transaction(async (manager) => {
      const affiliate = await manager.getRepository(Affiliate).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!affiliate) throw new NotFoundException(AFFILIATE_NOT_FOUND_MESSAGE);
      if (approval && affiliate.status !== AffiliateStatus.Pending)
        throw new ConflictException(partnerStatusFlow.refusal(affiliate.status, AffiliateStatus.Active));
      const done: string[] = [];
      const update: Partial<Affiliate> = {};

      if (dto.status != null && dto.status !== affiliate.status) {
        const from = affiliate.status;
        partnerStatusFlow.assert(from, dto.status);
        if (dto.status === AffiliateStatus.Rejected) {
          if (!dto.reason) throw new InputValidationException([{ field: 'reason', message: REASON_REQUIRED_MESSAGE }]);
          update.rejectionReason = dto.reason;
          await this.mail.enqueue(manager, rejectionEmail(this.config, affiliate, dto.reason));
        }
        if (dto.status === AffiliateStatus.Suspended || (from === AffiliateStatus.Suspended && dto.status === AffiliateStatus.Active)) {
          await this.mail.enqueue(manager, partnerStatusEmail(this.config, affiliate, dto.status === AffiliateStatus.Active, dto.reason ?? null));
        }
        if (from === AffiliateStatus.Pending && dto.status === AffiliateStatus.Active) {
          const { code, userId } = await this.approve(manager, affiliate);
          update.affiliateCode = code;
          // The partner's statement (commissions/partner-commissions) finds the partner by this account.
          update.userId = userId;
          done.push(`code ${code}, user ${userId}`);
        }
        update.status = dto.status;
        done.unshift(`status ${from} → ${dto.status}`);
      }
      if (dto.commissionRate != null && dto.commissionRate !== affiliate.commissionRate) {
        update.commissionRate = dto.commissionRate;
        done.push(`commission rate ${affiliate.commissionRate} → ${dto.commissionRate}`);
      }
      if (dto.agreementSigned != null && dto.agreementSigned !== affiliate.agreementSigned) {
        update.agreementSigned = dto.agreementSigned;
        done.push(`agreement signed ${dto.agreementSigned}`);
      }
      if (dto.paidAdsAllowed != null && dto.paidAdsAllowed !== affiliate.paidAdsAllowed) {
        update.paidAdsAllowed = dto.paidAdsAllowed;
        done.push(`paid ads allowed ${dto.paidAdsAllowed}`);
      }

      if (Object.keys(update).length) await manager.update(Affiliate, { id }, update);
      return done;
    });
    if (changes.length) StaffAuditLog.record(actor, 'affiliate updated', `affiliate ${id}: ${changes.join(', ')}`);
    return this.getAffiliate(id);
  }

  /**
   * Approval's side effects in the caller's transaction: a unique code; the account of the
   * partner's e-mail — an admin's or contractor's address is refused with 409 — and a
   * set-password link that makes it a partner account when used (AccountProvisioningService:
   * an account registered earlier with this address gets nothing until then).
   */
  private async approve(manager: EntityManager, affiliate: Affiliate): Promise<{ code: string; userId: number }> {
    const { userId, token } = await this.provisioning.grantRoleByLink(manager, affiliate, UserRole.Affiliate, { otherStaffRole: STAFF_EMAIL_MESSAGE });
    const code = await this.uniqueCode(manager);
    await this.mail.enqueue(manager, approvalEmail(this.config, affiliate, code, token));
    return { code, userId };
  }

  private async uniqueCode(manager: EntityManager): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newAffiliateCode();
      if (!(await manager.getRepository(Affiliate).existsBy({ affiliateCode: code }))) return code;
    }
    throw new Error('Could not find an unused affiliate code');
  }
}
