import { ConflictException, Injectable, Logger, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { DataCipher, DataCipherError } from '../../common/crypto/data-cipher';
import { AppConfig } from '../../config/app-config';
import { tinDigits, W9_CERTIFICATION_TEXT } from '../../shared/tax-forms';
import { writeAffiliateTaxFlags } from './affiliate-text-flags';
import { MyTaxAndPayoutResponseDto, PayoutMethodSummaryDto, SetPayoutMethodDto, SubmitW9Dto, W9SummaryDto } from './dto/partner-tax.dto';
import { AffiliatePayoutMethod } from './entities/affiliate-payout-method.entity';
import { AffiliateTaxForm } from './entities/affiliate-tax-form.entity';
import { Affiliate } from './entities/affiliate.entity';
import { PayoutMethodKind, TaxClassification } from './partner-tax.enums';
import { ReferralPartners } from './referral-partners';

export const NO_PARTNER_MESSAGE = 'There is no affiliate account for this sign-in yet.';
export const CHECK_NEEDS_W9_MESSAGE = 'A check is mailed to the address on your W-9: please file your W-9 first, then choose check.';

/** The DataCipher purposes (bound into each sealed value, so a value moved to another column does not open). */
const TIN_PURPOSE = 'affiliate_tax_forms.tin';
const ACCOUNT_PURPOSE = 'affiliate_payout_methods.account_number';

/**
 * "A W-9 is on file" in SQL, for an `affiliates` row aliased `a`: the partner has a current
 * (not superseded) W-9. The payment, the payable list and both payout files decide on it.
 */
export const W9_ON_FILE_SQL = `EXISTS (SELECT 1 FROM affiliate_tax_forms w9 WHERE w9."affiliateId" = a.id AND w9."supersededAt" IS NULL)`;

/** The partner is paid by ACH, with a complete bank account on file (`a` an `affiliates` row). */
export const PAID_BY_ACH_SQL = `EXISTS (SELECT 1 FROM affiliate_payout_methods pm WHERE pm."affiliateId" = a.id AND pm.method = 'ach' AND pm."routingNumber" IS NOT NULL AND pm."accountNumberSealed" IS NOT NULL)`;

/** The partner's ACH destination, opened for the NACHA file only. */
export interface AchAccount {
  affiliateId: number;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  /** The W-9's legal name (or business name), the receiver's name in the file. */
  name: string;
  /** The W-9 says individual/sole proprietor (a PPD entry) rather than a company (CCD). */
  individual: boolean;
}

/** A current W-9 for the accountant's 1099 list (TIN masked unless `withTin`). */
export interface TaxFormForReport extends W9SummaryDto {
  affiliateId: number;
  tin?: string;
}

export function toW9Summary(form: AffiliateTaxForm): W9SummaryDto {
  return {
    legalName: form.legalName,
    businessName: form.businessName,
    taxClassification: form.taxClassification,
    llcTaxClass: form.llcTaxClass,
    otherClassification: form.otherClassification,
    address: form.address,
    city: form.city,
    state: form.state,
    zipCode: form.zipCode,
    tinType: form.tinType,
    tinLast4: form.tinLast4,
    signatureName: form.signatureName,
    certifiedAt: form.certifiedAt.toISOString(),
  };
}

export function toPayoutMethodSummary(row: AffiliatePayoutMethod): PayoutMethodSummaryDto {
  return {
    method: row.method,
    routingNumber: row.routingNumber,
    accountLast4: row.accountLast4,
    accountType: row.accountType,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Issue 30: a partner's W-9 and payout method. The affiliates module owns these tables; the
 * commissions module reads them only through this service (and W9_ON_FILE_SQL).
 *
 * At start-up, values sealed under DATA_ENCRYPTION_KEY_PREVIOUS are re-sealed under the current
 * key (the last step of a key rotation: docs/partners-and-commissions.md).
 */
@Injectable()
export class PartnerTaxRecords implements OnApplicationBootstrap {
  private readonly logger = new Logger('PartnerTaxRecords');

  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: DataCipher,
    private readonly config: AppConfig,
    private readonly referrals: ReferralPartners,
  ) {}

  private async partnerOf(manager: EntityManager, user: AuthenticatedUser): Promise<Affiliate> {
    const partner = await this.referrals.partnerOfUser(manager, user);
    if (!partner) throw new NotFoundException(NO_PARTNER_MESSAGE);
    return partner;
  }

  async mine(user: AuthenticatedUser): Promise<MyTaxAndPayoutResponseDto> {
    const partner = await this.partnerOf(this.dataSource.manager, user);
    return this.summaryOf(this.dataSource.manager, partner.id);
  }

  /** The partner's current W-9 and payout method, as the dashboard and the office's partner page show them. */
  async summaryOf(manager: EntityManager, affiliateId: number): Promise<MyTaxAndPayoutResponseDto> {
    const [form, method] = await Promise.all([
      manager.findOne(AffiliateTaxForm, { where: { affiliateId, supersededAt: IsNull() } }),
      manager.findOne(AffiliatePayoutMethod, { where: { affiliateId } }),
    ]);
    return {
      w9: form && toW9Summary(form),
      payoutMethod: method && toPayoutMethodSummary(method),
      minimumPayoutCents: this.config.minPayoutCents,
    };
  }

  /**
   * Files the partner's W-9: the previous one (if any) is marked superseded and kept, the new one
   * becomes current, and the spec's text flags (w9Submitted, taxIdProvided) turn 'true'. One
   * transaction, the partner's row locked first (the order every partner write keeps).
   */
  async submitW9(user: AuthenticatedUser, dto: SubmitW9Dto, ip: string): Promise<MyTaxAndPayoutResponseDto> {
    const tin = tinDigits(dto.tin)!;
    const answer = await this.dataSource.transaction(async (manager) => {
      const found = await this.partnerOf(manager, user);
      const partner = await this.referrals.lockPartner(manager, found.id);
      if (!partner) throw new NotFoundException(NO_PARTNER_MESSAGE);
      const now = new Date();
      await manager.update(AffiliateTaxForm, { affiliateId: partner.id, supersededAt: IsNull() }, { supersededAt: now });
      await manager.insert(AffiliateTaxForm, {
        affiliateId: partner.id,
        legalName: dto.legalName,
        businessName: dto.businessName ?? null,
        taxClassification: dto.taxClassification,
        llcTaxClass: dto.taxClassification === TaxClassification.Llc ? dto.llcTaxClass! : null,
        otherClassification: dto.taxClassification === TaxClassification.Other ? dto.otherClassification! : null,
        address: dto.address,
        city: dto.city,
        state: dto.state.trim().toUpperCase(),
        zipCode: dto.zipCode.trim(),
        tinType: dto.tinType,
        tinSealed: this.cipher.seal(tin, TIN_PURPOSE),
        tinLast4: tin.slice(-4),
        signatureName: dto.signatureName,
        certificationText: W9_CERTIFICATION_TEXT,
        certifiedAt: now,
        certifiedIp: ip.slice(0, 45),
      });
      await manager.update(Affiliate, { id: partner.id }, writeAffiliateTaxFlags({ w9Submitted: true, taxIdProvided: true }));
      return { partnerId: partner.id, summary: await this.summaryOf(manager, partner.id) };
    });
    this.logger.log(`W-9 filed by affiliate ${answer.partnerId} (${dto.tinType} ending ${tin.slice(-4)}) from ${ip}`);
    return answer.summary;
  }

  /** Sets how the partner is paid; ACH details replace the previous ones, a check needs a W-9 (its address). */
  async setPayoutMethod(user: AuthenticatedUser, dto: SetPayoutMethodDto): Promise<MyTaxAndPayoutResponseDto> {
    const answer = await this.dataSource.transaction(async (manager) => {
      const found = await this.partnerOf(manager, user);
      const partner = await this.referrals.lockPartner(manager, found.id);
      if (!partner) throw new NotFoundException(NO_PARTNER_MESSAGE);
      if (dto.method === PayoutMethodKind.Check && !(await this.hasW9(manager, partner.id))) throw new ConflictException(CHECK_NEEDS_W9_MESSAGE);
      const ach = dto.method === PayoutMethodKind.Ach;
      const account = ach ? dto.accountNumber!.trim() : null;
      await manager.upsert(
        AffiliatePayoutMethod,
        {
          affiliateId: partner.id,
          method: dto.method,
          routingNumber: ach ? dto.routingNumber!.trim() : null,
          accountNumberSealed: account && this.cipher.seal(account, ACCOUNT_PURPOSE),
          accountLast4: account && account.slice(-4),
          accountType: ach ? dto.accountType! : null,
          updatedAt: new Date(),
        },
        ['affiliateId'],
      );
      return { partnerId: partner.id, summary: await this.summaryOf(manager, partner.id) };
    });
    this.logger.log(`payout method of affiliate ${answer.partnerId} set to ${dto.method}`);
    return answer.summary;
  }

  async hasW9(manager: EntityManager, affiliateId: number): Promise<boolean> {
    return manager.exists(AffiliateTaxForm, { where: { affiliateId, supersededAt: IsNull() } });
  }

  /** The ACH accounts of the partners given that are paid by ACH, account numbers opened (for the NACHA file only). */
  async achAccounts(manager: EntityManager, affiliateIds: number[]): Promise<Map<number, AchAccount>> {
    const accounts = new Map<number, AchAccount>();
    if (!affiliateIds.length) return accounts;
    const [methods, forms] = await Promise.all([
      manager.find(AffiliatePayoutMethod, { where: { affiliateId: In(affiliateIds), method: PayoutMethodKind.Ach } }),
      manager.find(AffiliateTaxForm, { where: { affiliateId: In(affiliateIds), supersededAt: IsNull() } }),
    ]);
    const byPartner = new Map(forms.map((form) => [form.affiliateId, form]));
    for (const method of methods) {
      if (!method.routingNumber || !method.accountNumberSealed || !method.accountType) continue;
      accounts.set(method.affiliateId, {
        affiliateId: method.affiliateId,
        routingNumber: method.routingNumber,
        accountNumber: this.cipher.open(method.accountNumberSealed, ACCOUNT_PURPOSE),
        accountType: method.accountType,
        name: byPartner.get(method.affiliateId)?.businessName ?? byPartner.get(method.affiliateId)?.legalName ?? '',
        individual: byPartner.get(method.affiliateId)?.taxClassification === TaxClassification.Individual,
      });
    }
    return accounts;
  }

  /** The current W-9s of the partners given (the 1099 list), TIN opened only when `withTin`. */
  async taxFormsFor(manager: EntityManager, affiliateIds: number[], withTin = false): Promise<Map<number, TaxFormForReport>> {
    const forms = affiliateIds.length ? await manager.find(AffiliateTaxForm, { where: { affiliateId: In(affiliateIds), supersededAt: IsNull() } }) : [];
    return new Map(
      forms.map((form) => [
        form.affiliateId,
        { affiliateId: form.affiliateId, ...toW9Summary(form), ...(withTin ? { tin: this.cipher.open(form.tinSealed, TIN_PURPOSE) } : {}) },
      ]),
    );
  }

  /** The payout method kind of each partner given (partners without one are left out). */
  async payoutMethodsOf(manager: EntityManager, affiliateIds: number[]): Promise<Map<number, PayoutMethodKind>> {
    if (!affiliateIds.length) return new Map();
    const rows = await manager.find(AffiliatePayoutMethod, { where: { affiliateId: In(affiliateIds) }, select: { affiliateId: true, method: true } });
    return new Map(rows.map((row) => [row.affiliateId, row.method]));
  }

  onApplicationBootstrap(): Promise<void> {
    return this.resealUnderCurrentKey();
  }

  /**
   * Re-seals every TIN and account number not sealed under the current DATA_ENCRYPTION_KEY. A value
   * no configured key opens is left as it is and logged (the site still starts; that partner must
   * file again), never overwritten.
   */
  async resealUnderCurrentKey(): Promise<void> {
    const keyPrefix = `d1:${this.cipher.currentKeyId}:`;
    let count = 0;
    let unreadable = 0;
    const reseal = (sealed: string, purpose: string): string | null => {
      try {
        return this.cipher.seal(this.cipher.open(sealed, purpose), purpose);
      } catch (error) {
        if (!(error instanceof DataCipherError)) throw error;
        unreadable++;
        return null;
      }
    };
    await this.dataSource.transaction(async (manager) => {
      const forms = await manager
        .createQueryBuilder(AffiliateTaxForm, 't')
        .select(['t.id', 't.tinSealed'])
        .where('left(t."tinSealed", length(:prefix)) <> :prefix', { prefix: keyPrefix })
        .setLock('pessimistic_write')
        .getMany();
      for (const form of forms) {
        const tinSealed = reseal(form.tinSealed, TIN_PURPOSE);
        if (tinSealed === null) continue;
        await manager.update(AffiliateTaxForm, { id: form.id }, { tinSealed });
        count++;
      }
      const methods = await manager
        .createQueryBuilder(AffiliatePayoutMethod, 'm')
        .select(['m.affiliateId', 'm.accountNumberSealed'])
        .where('m."accountNumberSealed" IS NOT NULL AND left(m."accountNumberSealed", length(:prefix)) <> :prefix', { prefix: keyPrefix })
        .setLock('pessimistic_write')
        .getMany();
      for (const method of methods) {
        const accountNumberSealed = reseal(method.accountNumberSealed!, ACCOUNT_PURPOSE);
        if (accountNumberSealed === null) continue;
        await manager.update(AffiliatePayoutMethod, { affiliateId: method.affiliateId }, { accountNumberSealed });
        count++;
      }
    });
    if (unreadable) {
      this.logger.error(
        `${unreadable} tax or bank values open with neither DATA_ENCRYPTION_KEY nor DATA_ENCRYPTION_KEY_PREVIOUS: set the key they were sealed with as DATA_ENCRYPTION_KEY_PREVIOUS`,
      );
    }
    if (count) this.logger.log(`re-sealed ${count} tax and bank values under the current DATA_ENCRYPTION_KEY (${this.cipher.currentKeyId})`);
  }
}
