import { Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { type PartnerReferral, ReferralIntake } from './referral-intake';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { SubmitterConfirmations } from '../../mail/submitter-confirmations';
import { applicationAlreadyReceived, applicationConfirmation, applicationNotice, partnerLeadNotice } from './affiliate-emails';
import { AffiliateLeads } from './affiliate-leads';
import { type RequestOrigin } from '../../common/client-network';
import { AffiliateLeadFlag, AffiliateStatus, PARTNER_FORM_SOURCE } from './affiliates.enums';
import { RegisterAffiliateDto, RegisterAffiliateResponseDto } from './dto/register-affiliate.dto';
import { SubmitAffiliateLeadDto, SubmitAffiliateLeadResponseDto } from './dto/submit-affiliate-lead.dto';
import { Affiliate } from './entities/affiliate.entity';

export const APPLICATION_RECEIVED_MESSAGE =
  'Thank you for applying! We review every application within two business days and will e-mail you what happens next.';
export const CODE_NOT_ACTIVE_MESSAGE = 'This affiliate code is not active.';
/** Issue 14: what a partner is told once their customer is recorded. */
export const AFFILIATE_LEAD_RECEIVED_MESSAGE = 'Thanks! We will contact your customer within one business day.';

/** The public side of the referral programme: applications and the partner lead form. */
@Injectable()
export class AffiliatesService {
  private readonly logger = new Logger('Affiliates');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly confirmations: SubmitterConfirmations,
    private readonly config: AppConfig,
    private readonly affiliateLeads: AffiliateLeads,
    private readonly referralIntake: ReferralIntake,
  ) {}

  /**
   * spec §5 affiliate registration: stored as pending with the agreement and its time; the
   * applicant's confirmation (within the per-address limit) and the office's notice are queued in
   * the same transaction. One application per e-mail: another one with a used address gets the same
   * answer, and only the existing applicant is e-mailed.
   */
  async registerAffiliate(dto: RegisterAffiliateDto): Promise<RegisterAffiliateResponseDto> {
    const email = dto.email.trim().toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`affiliate-application:${email}`]);
      const existing = await manager.getRepository(Affiliate).findOne({ where: { email }, select: { id: true, email: true, firstName: true, status: true } });
      if (existing) {
        // The same answer as a new application (issue 25): the form tells nobody who applied; the applicant is e-mailed instead (within the per-address limit).
        await this.confirmations.enqueue(manager, applicationAlreadyReceived(this.config, existing));
        return { message: APPLICATION_RECEIVED_MESSAGE };
      }
      const affiliate = await manager.getRepository(Affiliate).save(
        manager.getRepository(Affiliate).create({
          email,
          firstName: dto.firstName,
          lastName: dto.lastName,
          businessName: dto.businessName ?? null,
          phone: dto.phone,
          address: dto.address,
          city: dto.city,
          state: dto.state,
          zipCode: dto.zipCode,
          website: dto.website ?? null,
          referredBy: dto.referredBy ?? null,
          notes: dto.notes ?? null,
          affiliateCode: null,
          status: AffiliateStatus.Pending,
          agreementSigned: true,
          agreementSignedAt: new Date(),
        }),
      );
      await this.mail.enqueue(manager, applicationNotice(this.config, affiliate));
      await this.confirmations.enqueue(manager, applicationConfirmation(this.config, affiliate));
      return { message: APPLICATION_RECEIVED_MESSAGE };
    });
  }

  /**
   * spec §5 affiliate lead form: an active partner's code (else 422) sends us a customer. The lead
   * is stored with its flag (self-referral, already a partner's lead, already a site lead), the
   * partner's totalLeads counts it and the office is notified, in one transaction. The customer
   * gets no e-mail.
   */
  /**
   * The referral's customer becomes a lead of the office's desk, with an owner (ReferralIntake). In a
   * savepoint: nothing there may lose the partner's referral, which is already stored and notified.
   */
  private async putOnLeadDesk(manager: EntityManager, referral: PartnerReferral): Promise<void> {
    await manager.query('SAVEPOINT referral_intake');
    try {
      await this.referralIntake.intake(manager, referral);
      await manager.query('RELEASE SAVEPOINT referral_intake');
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT referral_intake');
      this.logger.error(`A partner's referral was stored but not put on the lead desk: ${(error as Error).message}`);
    }
  }

  async submitAffiliateLead(dto: SubmitAffiliateLeadDto, origin: RequestOrigin): Promise<SubmitAffiliateLeadResponseDto> {
    const customerEmail = dto.customerEmail.trim().toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const affiliate = await this.affiliateLeads.activeAffiliate(manager, dto.affiliateCode);
      if (!affiliate) throw new UnprocessableEntityException(CODE_NOT_ACTIVE_MESSAGE);
      await this.affiliateLeads.lockCustomer(manager, customerEmail);
      const flag = this.affiliateLeads.isSelfReferral(affiliate, customerEmail, dto.customerPhone)
        ? AffiliateLeadFlag.SelfReferral
        : (await this.affiliateLeads.isPartnerLead(manager, customerEmail))
          ? AffiliateLeadFlag.DuplicatePartnerLead
          : (await this.affiliateLeads.isEarlierSiteLead(manager, customerEmail))
            ? AffiliateLeadFlag.DuplicateSiteLead
            : null;
      const lead = await this.affiliateLeads.record(
        manager,
        affiliate,
        {
          customerFirstName: dto.customerFirstName,
          customerLastName: dto.customerLastName,
          customerEmail,
          customerPhone: dto.customerPhone,
          location: dto.location,
          leadType: dto.leadType,
          projectType: dto.projectType ?? null,
          estimatedBudget: dto.estimatedBudget ?? null,
          timeframe: dto.timeframe ?? null,
          landStatus: dto.landStatus ?? null,
          notes: dto.notes ?? null,
          source: PARTNER_FORM_SOURCE,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          ipAddress: origin.ipAddress,
          userAgent: origin.userAgent,
        },
        flag,
      );
      await this.mail.enqueue(manager, partnerLeadNotice(this.config, affiliate, lead));
      await this.putOnLeadDesk(manager, {
        email: customerEmail,
        firstName: dto.customerFirstName,
        lastName: dto.customerLastName,
        phone: dto.customerPhone,
        location: dto.location,
        ref: affiliate.affiliateCode!,
      });
      return { message: AFFILIATE_LEAD_RECEIVED_MESSAGE };
    });
  }
}
