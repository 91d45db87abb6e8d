import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import type { RequestOrigin } from '../../../common/client-network';
import { UserRole } from '../../../common/auth/user-role';
import { AppConfig } from '../../../config/app-config';
import businessDefaults from '../../../config/business-defaults.json';
import type { MailAttachment } from '../../../mail/mail.service';
import { DesignsService } from '../../designs/designs.service';
import type { Design } from '../../designs/entities/design.entity';
import type { CreateDepositDto } from '../dto/create-deposit.dto';
import type { DepositAgreementResponseDto } from '../dto/deposit-agreement-response.dto';
import type { DepositSignatureDto } from '../dto/deposit-response.dto';
import { DepositSignature } from '../entities/deposit-signature.entity';
import { Deposit } from '../entities/deposit.entity';
import { renderAgreementPdf } from './agreement-pdf';
import { AGREEMENT_TITLE, AGREEMENT_VERSION, agreementHtml, renderAgreement, sha256Hex } from './deposit-agreement';

export const AGREEMENT_CHANGED_MESSAGE = 'The reservation agreement changed while you were reading it. Read the current text and sign again.';
export const NO_AGREEMENT_MESSAGE = 'There is no signed reservation agreement for this deposit.';
const USER_AGENT_MAX_LENGTH = 500;

/** The agreement as the server renders it for a plan now: version, text and its hash. */
interface CurrentAgreement {
  version: string;
  text: string;
  sha256: string;
  holdDays: number;
}

export function toDepositSignatureDto(signature: DepositSignature): DepositSignatureDto {
  return {
    agreementVersion: signature.agreementVersion,
    sha256: signature.textSha256,
    signerName: signature.signerName,
    signedAt: signature.signedAt.toISOString(),
  };
}

/** reservation-agreement-<plan-slug>-<depositId>.pdf */
export function agreementPdfFilename(planSlug: string, depositId: number): string {
  return `reservation-agreement-${planSlug}-${depositId}.pdf`;
}

/**
 * The reservation agreement of issue 29: the text a buyer reads for a plan, the check that they
 * signed the text the server would show now, the signature row (ESIGN record) and its PDF.
 */
@Injectable()
export class DepositAgreementService {
  constructor(
    @InjectRepository(Deposit) private readonly deposits: Repository<Deposit>,
    private readonly config: AppConfig,
    private readonly designs: DesignsService,
  ) {}

  /** The current agreement for an active plan (404 otherwise, as createDeposit's look-up). */
  async forPlan(idOrSlug: string): Promise<DepositAgreementResponseDto> {
    const { version, text, sha256 } = this.render(await this.designs.findActive(idOrSlug));
    return { version, title: AGREEMENT_TITLE, text, html: agreementHtml(text), sha256 };
  }

  /** The text the server shows for this plan now, with the configured amount, hold and business. */
  render(design: Pick<Design, 'name'>): CurrentAgreement {
    const holdDays = this.config.depositHoldDays;
    const text = renderAgreement({ planName: design.name, amountCents: this.config.depositAmountCents, holdDays, businessName: businessDefaults.businessName });
    return { version: AGREEMENT_VERSION, text, sha256: sha256Hex(text), holdDays };
  }

  /** The agreement the buyer signs: 409 when what they read (version and hash) is not what the server shows now. */
  agreementSigned(design: Pick<Design, 'name'>, dto: Pick<CreateDepositDto, 'agreementVersion' | 'agreementSha256'>): CurrentAgreement {
    const current = this.render(design);
    if (dto.agreementVersion !== current.version || dto.agreementSha256 !== current.sha256) throw new ConflictException(AGREEMENT_CHANGED_MESSAGE);
    return current;
  }

  /**
   * Writes the signature of a new deposit with the caller's EntityManager (the deposit's own
   * transaction) and answers it with its PDF as an e-mail attachment.
   */
  async sign(
    manager: EntityManager,
    values: {
      deposit: Deposit;
      design: Pick<Design, 'name' | 'slug'>;
      user: AuthenticatedUser;
      signerName: string;
      agreement: CurrentAgreement;
      origin: RequestOrigin;
    },
  ): Promise<{ signature: DepositSignature; pdf: MailAttachment }> {
    const { deposit, design, user, signerName, agreement, origin } = values;
    const signature = await manager.save(
      manager.create(DepositSignature, {
        depositId: deposit.id,
        userId: user.id,
        agreementVersion: agreement.version,
        agreementText: agreement.text,
        textSha256: agreement.sha256,
        holdDays: agreement.holdDays,
        signerName,
        signedAt: new Date(),
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      }),
    );
    const content = await this.pdf(deposit, design, signature);
    return { signature, pdf: { filename: agreementPdfFilename(design.slug, deposit.id), contentType: 'application/pdf', content } };
  }

  /**
   * The signed agreement's PDF of a deposit, for its buyer or an admin (with two-step sign-in, as
   * every staff power); 404 for anyone else, for an unknown deposit and for one without a signature.
   */
  async download(user: AuthenticatedUser, depositId: number): Promise<{ filename: string; content: Buffer }> {
    const deposit = await this.deposits.findOne({ where: { id: depositId }, relations: { design: true, signature: true } });
    const admin = user.role === UserRole.Admin && user.twoStepEnabled;
    if (!deposit || (deposit.userId !== user.id && !admin) || !deposit.signature) throw new NotFoundException(NO_AGREEMENT_MESSAGE);
    return { filename: agreementPdfFilename(deposit.design.slug, deposit.id), content: await this.pdf(deposit, deposit.design, deposit.signature) };
  }

  private pdf(deposit: Deposit, design: Pick<Design, 'name'>, signature: DepositSignature): Promise<Buffer> {
    return renderAgreementPdf({
      depositId: deposit.id,
      businessName: businessDefaults.businessName,
      planName: design.name,
      amountCents: deposit.amount,
      holdDays: signature.holdDays,
      agreementVersion: signature.agreementVersion,
      agreementText: signature.agreementText,
      textSha256: signature.textSha256,
      signerName: signature.signerName,
      signedAt: signature.signedAt,
      ipAddress: signature.ipAddress,
    });
  }
}
