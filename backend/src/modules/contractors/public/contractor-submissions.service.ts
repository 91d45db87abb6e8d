import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../../../common/rate-limit';
import { AppConfig } from '../../../config/app-config';
import { MailService } from '../../../mail/mail.service';
import { SubmitterConfirmations } from '../../../mail/submitter-confirmations';
import {
  INQUIRY_CONFIRMATION_HOURS,
  inquiryConfirmation,
  inquiryNotice,
  inquiryToContractor,
  reviewNotice,
  type InquiryMailValues,
} from '../contractor-emails';
import { ContractorInquiryStatus, ContractorReviewStatus, ContractorStatus } from '../contractors.enums';
import { ContractorsService } from './contractors.service';
import {
  ConfirmContractorInquiryDto,
  ContractorInquiryConfirmedResponseDto,
  ContractorInquiryResponseDto,
  ContractorReviewSubmittedResponseDto,
} from './dto/contractor-submission-response.dto';
import { CreateContractorInquiryDto } from './dto/create-contractor-inquiry.dto';
import { CreateContractorReviewDto } from './dto/create-contractor-review.dto';
import { ContractorInquiry } from '../entities/contractor-inquiry.entity';
import { ContractorReview } from '../entities/contractor-review.entity';
import { Contractor } from '../entities/contractor.entity';

export const REVIEW_SUBMITTED_MESSAGE = 'Thanks! Your review will appear once our office has checked it.';
/** The answer to a new request: it waits for the homeowner's confirmation (issue 25). */
export const inquiryCheckEmailMessage = (name: string): string => `Check your e-mail to send your request to ${name}.`;
export const inquiryConfirmedMessage = (name: string): string => `Your request is on its way to ${name}.`;
export const INQUIRY_CONFIRM_MESSAGES = {
  unknown: 'This link is not valid. Open the link in our e-mail again, or send your request again from the contractor’s page.',
  expired: `This link has expired: it works for ${INQUIRY_CONFIRMATION_HOURS} hours. Send your request again from the contractor’s page and open the new link.`,
  unlisted: (name: string) =>
    `${name} is no longer listed in our network, so your request was not sent. Find another contractor near you on our Find a Contractor page.`,
} as const;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The public forms of a profile: "Request this contractor" and "Write a review" (issue 15). */
@Injectable()
export class ContractorSubmissionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contractors: ContractorsService,
    private readonly mail: MailService,
    private readonly confirmations: SubmitterConfirmations,
    private readonly config: AppConfig,
  ) {}

  /**
   * One transaction stores the inquiry (new, unconfirmed) and queues the link that confirms it to
   * the address typed, within that address's daily limit of confirmations (issue 25): anyone can
   * type any address, so the request reaches the contractor, and the contractor's replies that
   * address, only once its owner opens the link (confirmInquiry). A second one from the same
   * e-mail to the same listing within 10 minutes is answered as the first, storing and mailing nothing.
   */
  async createInquiry(idOrSlug: string, dto: CreateContractorInquiryDto): Promise<ContractorInquiryResponseDto> {
    const listing = await this.contractors.findApproved(idOrSlug);
    const values: InquiryMailValues = {
      name: dto.name,
      email: dto.email.trim().toLowerCase(),
      phone: dto.phone ?? null,
      message: dto.message,
      projectZip: dto.projectZip.trim(),
    };
    const answer = { message: inquiryCheckEmailMessage(listing.name), contractorName: listing.name };

    return this.dataSource.transaction(async (manager) => {
      // One homeowner's requests to one listing are written one at a time, so a double click finds the first.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contractor-inquiry:${listing.id}:${values.email}`]);
      if (await this.recentInquiry(manager, listing.id, values.email)) return answer;

      const token = randomBytes(32).toString('base64url');
      await manager.insert(ContractorInquiry, {
        contractorId: listing.id,
        ...values,
        status: ContractorInquiryStatus.New,
        confirmedAt: null,
        confirmationTokenHash: hashToken(token),
        confirmationExpiresAt: new Date(Date.now() + INQUIRY_CONFIRMATION_HOURS * 3_600_000),
      });
      // Past the address's daily limit no link goes out and the request simply waits (expires): the answer is the same.
      await this.confirmations.enqueue(manager, inquiryConfirmation(this.config, listing, values, token));
      return answer;
    });
  }

  /**
   * The homeowner opened the e-mailed link: the request is confirmed and, in the same
   * transaction, queued to the contractor (Reply-To the homeowner) with the office's copy. A
   * second use answers alike and sends nothing again. 404 for an unknown token, 409 once it
   * expired or when the listing is no longer public.
   */
  async confirmInquiry(dto: ConfirmContractorInquiryDto): Promise<ContractorInquiryConfirmedResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      const inquiry = await manager.findOne(ContractorInquiry, { where: { confirmationTokenHash: hashToken(dto.token) }, lock: { mode: 'pessimistic_write' } });
      if (!inquiry) throw new NotFoundException(INQUIRY_CONFIRM_MESSAGES.unknown);
      const listing = await manager.findOneByOrFail(Contractor, { id: inquiry.contractorId });
      const answer = { message: inquiryConfirmedMessage(listing.name), contractorName: listing.name };
      if (inquiry.confirmedAt) return answer;
      if (inquiry.confirmationExpiresAt && inquiry.confirmationExpiresAt.getTime() < Date.now()) throw new ConflictException(INQUIRY_CONFIRM_MESSAGES.expired);
      if (listing.status !== ContractorStatus.Approved) throw new ConflictException(INQUIRY_CONFIRM_MESSAGES.unlisted(listing.name));

      await manager.update(ContractorInquiry, { id: inquiry.id }, { confirmedAt: () => 'now()' } as object);
      const values: InquiryMailValues = {
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        message: inquiry.message,
        projectZip: inquiry.projectZip,
      };
      await this.mail.enqueue(manager, inquiryToContractor(this.config, listing, values));
      await this.mail.enqueue(manager, inquiryNotice(this.config, listing, values));
      return answer;
    });
  }

  /**
   * Stores the review pending (invisible, and no effect on the rating until the office publishes
   * it) and notifies the business in the same transaction. The same review from the same e-mail
   * within 10 minutes is stored once.
   */
  async createReview(idOrSlug: string, dto: CreateContractorReviewDto): Promise<ContractorReviewSubmittedResponseDto> {
    const listing = await this.contractors.findApproved(idOrSlug);
    const values = { rating: dto.rating, body: dto.body, reviewerName: dto.reviewerName, reviewerEmail: dto.reviewerEmail.trim().toLowerCase() };
    const answer = { message: REVIEW_SUBMITTED_MESSAGE };

    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contractor-review:${listing.id}:${values.reviewerEmail}`]);
      const repeat = (await manager.query(
        `SELECT 1 FROM "contractor_reviews" WHERE "contractorId" = $1 AND "reviewerEmail" = $2 AND "body" = $3 AND "rating" = $4
           AND "createdAt" > now() - make_interval(mins => $5) LIMIT 1`,
        [listing.id, values.reviewerEmail, values.body, values.rating, DOUBLE_SUBMIT_WINDOW_MINUTES],
      )) as unknown[];
      if (repeat.length) return answer;

      await manager.insert(ContractorReview, { contractorId: listing.id, ...values, status: ContractorReviewStatus.Pending });
      await this.mail.enqueue(manager, reviewNotice(this.config, listing, values));
      return answer;
    });
  }

  private async recentInquiry(manager: EntityManager, contractorId: number, email: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "contractor_inquiries" WHERE "contractorId" = $1 AND "email" = $2 AND "createdAt" > now() - make_interval(mins => $3) LIMIT 1`,
      [contractorId, email, DOUBLE_SUBMIT_WINDOW_MINUTES],
    )) as unknown[];
    return rows.length > 0;
  }
}
