import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../auth/one-time-tokens';
import { DataSource, In, type EntityManager } from 'typeorm';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../../../common/rate-limit';
import { InputValidationException } from '../../../common/validation.pipe';
import { AppConfig } from '../../../config/app-config';
import { MailService } from '../../../mail/mail.service';
import { SubmitterConfirmations } from '../../../mail/submitter-confirmations';
import { INQUIRY_CONFIRMATION_HOURS, inquiryConfirmation, inquiryNotice, inquiryToContractor, namesList, type InquiryMailValues } from '../contractor-emails';
import { recomputeContractorRating } from '../contractor-ratings';
import { ContractorInquiryStatus, ContractorReviewStatus, ContractorStatus } from '../contractors.enums';
import { reviewPublishedNotice } from '../reviews/review-link-emails';
import { REVIEW_LINK_MESSAGES, ReviewLinksService } from '../reviews/review-links.service';
import { ContractorsService } from './contractors.service';
import {
  ConfirmContractorInquiryDto,
  ContractorInquiryConfirmedResponseDto,
  ContractorInquiryResponseDto,
  ContractorReviewSubmittedResponseDto,
} from './dto/contractor-submission-response.dto';
import { ContractorInquiriesResponseDto, CreateContractorInquiriesDto, PICKED_CONTRACTOR_GONE_MESSAGE } from './dto/create-contractor-inquiries.dto';
import { CreateContractorInquiryDto } from './dto/create-contractor-inquiry.dto';
import { CreateContractorReviewDto } from './dto/create-contractor-review.dto';
import { ContractorInquiry } from '../entities/contractor-inquiry.entity';
import { ContractorReview } from '../entities/contractor-review.entity';
import { Contractor } from '../entities/contractor.entity';

/** The answer to a review written through a job link: it is public at once (issue 31). */
export const reviewPublishedMessage = (name: string): string => `Thanks! Your review is on ${name}’s profile now.`;
/** The answer to a new request: it waits for the homeowner's confirmation (issue 25). */
export const inquiryCheckEmailMessage = (name: string): string => `Check your e-mail to send your request to ${name}.`;
export const inquiryConfirmedMessage = (name: string): string => `Your request is on its way to ${name}.`;
export const INQUIRY_CONFIRM_MESSAGES = {
  unknown: 'This link is not valid. Open the link in our e-mail again, or send your request again from the contractor’s page.',
  expired: `This link has expired: it works for ${INQUIRY_CONFIRMATION_HOURS} hours. Send your request again from the contractor’s page and open the new link.`,
  unlisted: (name: string) =>
    `${name} is no longer listed in our network, so your request was not sent. Find another contractor near you on our Find a Contractor page.`,
  /** A request to several picked contractors, some of which left the directory meanwhile. */
  partlyUnlisted: (names: readonly string[]) =>
    `${namesList(names)} ${names.length === 1 ? 'is' : 'are'} no longer listed in our network, so your request was not sent there.`,
} as const;

/** The public forms of a profile: "Request this contractor" and "Write a review" (issue 15). */
@Injectable()
export class ContractorSubmissionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contractors: ContractorsService,
    private readonly mail: MailService,
    private readonly confirmations: SubmitterConfirmations,
    private readonly config: AppConfig,
    private readonly reviewLinks: ReviewLinksService,
  ) {}

  /**
   * "Request this contractor" on a profile: createInquiries for one listing, answered with its name.
   */
  async createInquiry(idOrSlug: string, dto: CreateContractorInquiryDto): Promise<ContractorInquiryResponseDto> {
    const listing = await this.contractors.findApproved(idOrSlug);
    await this.storeInquiries([listing], dto);
    return { message: inquiryCheckEmailMessage(listing.name), contractorName: listing.name };
  }

  /**
   * createContractorInquiries (issue 31): one request from the search to the 1 to 3 listings the
   * homeowner picked (the DTO refuses a 4th), each approved (else 400 at contractorIds). One row per
   * listing, one confirmation link for them all; once confirmed each listing is e-mailed its own
   * copy. No other listing ever receives it.
   */
  async createInquiries(dto: CreateContractorInquiriesDto): Promise<ContractorInquiriesResponseDto> {
    const ids = [...new Set(dto.contractorIds)];
    const found = await this.dataSource.getRepository(Contractor).findBy({ id: In(ids), status: ContractorStatus.Approved });
    if (found.length !== ids.length) throw new InputValidationException([{ field: 'contractorIds', message: PICKED_CONTRACTOR_GONE_MESSAGE }]);
    const listings = ids.map((id) => found.find((listing) => listing.id === id)!);
    const { contractorIds: _ids, ...request } = dto;
    await this.storeInquiries(listings, request);
    const names = listings.map((listing) => listing.name);
    return { message: inquiryCheckEmailMessage(namesList(names)), contractorNames: names };
  }

  /**
   * One transaction stores one inquiry (new, unconfirmed) per listing and queues the link that
   * confirms them to the address typed, within that address's daily limit of confirmations (issue
   * 25): anyone can type any address, so the request reaches the contractors, and their replies
   * that address, only once its owner opens the link (confirmInquiry). A listing that already got
   * a request from the same e-mail within 10 minutes is left out (a double click); when every one
   * is, nothing is stored or mailed and the answer is the same.
   */
  private async storeInquiries(listings: Contractor[], dto: CreateContractorInquiryDto): Promise<void> {
    const values: InquiryMailValues = {
      name: dto.name,
      email: dto.email.trim().toLowerCase(),
      phone: dto.phone ?? null,
      message: dto.message,
      projectZip: dto.projectZip.trim(),
    };
    await this.dataSource.transaction(async (manager) => {
      const fresh: Contractor[] = [];
      // One homeowner's requests to one listing are written one at a time (locks taken in id order), so a double click finds the first.
      for (const listing of [...listings].sort((a, b) => a.id - b.id)) {
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contractor-inquiry:${listing.id}:${values.email}`]);
      }
      for (const listing of listings) if (!(await this.recentInquiry(manager, listing.id, values.email))) fresh.push(listing);
      if (!fresh.length) return;

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + INQUIRY_CONFIRMATION_HOURS * 3_600_000);
      await manager.insert(
        ContractorInquiry,
        fresh.map((listing) => ({
          contractorId: listing.id,
          ...values,
          status: ContractorInquiryStatus.New,
          confirmedAt: null,
          confirmationTokenHash: hashToken(token),
          confirmationExpiresAt: expiresAt,
        })),
      );
      // Past the address's daily limit no link goes out and the request simply waits (expires): the answer is the same.
      await this.confirmations.enqueue(manager, inquiryConfirmation(this.config, fresh, values, token));
    });
  }

  /**
   * The homeowner opened the e-mailed link: each request of the link (one per picked listing) is
   * confirmed and, in the same transaction, queued to its contractor (Reply-To the homeowner) with
   * the office's copy. A second use answers alike and sends nothing again. 404 for an unknown
   * token, 409 once it expired or when no listing of it is public any more (one that left the
   * directory meanwhile is skipped and named in the answer).
   */
  async confirmInquiry(dto: ConfirmContractorInquiryDto): Promise<ContractorInquiryConfirmedResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      const inquiries = await manager.find(ContractorInquiry, {
        where: { confirmationTokenHash: hashToken(dto.token) },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!inquiries.length) throw new NotFoundException(INQUIRY_CONFIRM_MESSAGES.unknown);
      const listings = await manager.findBy(Contractor, { id: In(inquiries.map((inquiry) => inquiry.contractorId)) });
      const listingOf = (inquiry: ContractorInquiry) => listings.find((listing) => listing.id === inquiry.contractorId)!;

      const waiting = inquiries.filter((inquiry) => !inquiry.confirmedAt);
      if (waiting.some((inquiry) => inquiry.confirmationExpiresAt && inquiry.confirmationExpiresAt.getTime() < Date.now()))
        throw new ConflictException(INQUIRY_CONFIRM_MESSAGES.expired);
      const unlisted = waiting.filter((inquiry) => listingOf(inquiry).status !== ContractorStatus.Approved);
      const sent = inquiries.filter((inquiry) => !unlisted.includes(inquiry));
      if (!sent.length) throw new ConflictException(INQUIRY_CONFIRM_MESSAGES.unlisted(namesList(unlisted.map((inquiry) => listingOf(inquiry).name))));

      for (const inquiry of sent.filter((one) => !one.confirmedAt)) {
        const listing = listingOf(inquiry);
        await manager.update(ContractorInquiry, { id: inquiry.id }, { confirmedAt: () => 'now()' } as object);
        const values: InquiryMailValues = {
          name: inquiry.name,
          email: inquiry.email,
          phone: inquiry.phone,
          message: inquiry.message,
          projectZip: inquiry.projectZip,
        };
        await this.mail.enqueue(manager, inquiryToContractor(this.config, listing, values, inquiries.length));
        await this.mail.enqueue(manager, inquiryNotice(this.config, listing, values));
      }
      const names = sent.map((inquiry) => listingOf(inquiry).name);
      const skipped = unlisted.map((inquiry) => listingOf(inquiry).name);
      return {
        message: skipped.length
          ? `${inquiryConfirmedMessage(namesList(names))} ${INQUIRY_CONFIRM_MESSAGES.partlyUnlisted(skipped)}`
          : inquiryConfirmedMessage(namesList(names)),
        contractorName: namesList(names),
        contractorNames: names,
      };
    });
  }

  /**
   * A review through the one-time link e-mailed after the job was marked done (issue 31): without
   * a valid link of this listing 403, a used link 409, an expired one 410. In one transaction, with
   * the listing row locked (as every moderation does): the link is claimed, the review stored
   * published (the FTC's 2024 rule favours publishing every genuine review; the office may remove
   * it afterwards only for a published reason), verified by the link, with the request's e-mail;
   * the rating recomputed, and the office told. The same review again within 10 minutes is
   * answered as the first.
   */
  async createReview(idOrSlug: string, dto: CreateContractorReviewDto): Promise<ContractorReviewSubmittedResponseDto> {
    const listing = await this.contractors.findApproved(idOrSlug);
    if (!dto.token) throw new ForbiddenException(REVIEW_LINK_MESSAGES.required);
    const token = dto.token;
    const answer = { message: reviewPublishedMessage(listing.name) };

    return this.dataSource.transaction(async (manager) => {
      await manager.findOne(Contractor, { where: { id: listing.id }, lock: { mode: 'pessimistic_write' } });
      const link = await this.reviewLinks.claim(manager, token, listing.id, { rating: dto.rating, body: dto.body });
      if (link === 'repeat') return answer;

      const review = { rating: dto.rating, body: dto.body, reviewerName: dto.reviewerName, reviewerEmail: link.inquiryEmail };
      await manager.insert(ContractorReview, {
        contractorId: listing.id,
        ...review,
        status: ContractorReviewStatus.Published,
        verifiedCustomer: true,
        reviewLinkId: link.linkId,
      });
      await recomputeContractorRating(manager, listing.id);
      await this.mail.enqueue(manager, reviewPublishedNotice(this.config, listing, review));
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
