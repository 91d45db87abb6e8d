import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../../common/rate-limit';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { inquiryNotice, inquiryToContractor, reviewNotice, type InquiryMailValues } from './contractor-emails';
import { ContractorInquiryStatus, ContractorReviewStatus } from './contractors.enums';
import { ContractorsService } from './contractors.service';
import { ContractorInquiryResponseDto, ContractorReviewSubmittedResponseDto } from './dto/contractor-submission-response.dto';
import { CreateContractorInquiryDto } from './dto/create-contractor-inquiry.dto';
import { CreateContractorReviewDto } from './dto/create-contractor-review.dto';
import { ContractorInquiry } from './entities/contractor-inquiry.entity';
import { ContractorReview } from './entities/contractor-review.entity';

export const REVIEW_SUBMITTED_MESSAGE = 'Thanks! Your review will appear once our office has checked it.';
export const inquirySentMessage = (name: string): string => `Request sent to ${name}.`;

/** The public forms of a profile: "Request this contractor" and "Write a review" (issue 15). */
@Injectable()
export class ContractorSubmissionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contractors: ContractorsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * One transaction stores the inquiry (new) and queues the contractor's e-mail (Reply-To the
   * homeowner) and the business's copy. A second one from the same e-mail to the same listing
   * within 10 minutes is answered as the first, storing and mailing nothing.
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
    const answer = { message: inquirySentMessage(listing.name), contractorName: listing.name };

    return this.dataSource.transaction(async (manager) => {
      // One homeowner's requests to one listing are written one at a time, so a double click finds the first.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contractor-inquiry:${listing.id}:${values.email}`]);
      if (await this.recentInquiry(manager, listing.id, values.email)) return answer;

      await manager.insert(ContractorInquiry, { contractorId: listing.id, ...values, status: ContractorInquiryStatus.New });
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
