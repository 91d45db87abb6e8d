import { ConflictException, ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../auth/one-time-tokens';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditTrail } from '../../../common/audit/audit-trail';
import type { Actor } from '../../../common/auth/actor';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../../../common/rate-limit';
import { AppConfig } from '../../../config/app-config';
import { MailService } from '../../../mail/mail.service';
import { ContractorInquiryStatus, ContractorStatus, JobDoneBy } from '../contractors.enums';
import { ContractorInquiry } from '../entities/contractor-inquiry.entity';
import { ContractorReviewLink } from '../entities/contractor-review-link.entity';
import { Contractor } from '../entities/contractor.entity';
import { inquiryStatusFlow } from '../inquiry-status-flow';
import { REVIEW_LINK_DAYS, reviewLinkEmail } from './review-link-emails';

export const REVIEW_LINK_MESSAGES = {
  /** 403: no link, a link that does not exist, or one for another contractor. */
  required:
    'Reviews on our directory come only from homeowners who hired the contractor through it. Use the review link we e-mailed you when your job was marked done.',
  /** 409. */
  used: 'This review link was used already: each job gets one review, and yours is on the contractor’s profile.',
  /** 410. */
  expired: `This review link has expired: it works for ${REVIEW_LINK_DAYS} days after the job is marked done.`,
  /** 409: the listing left the directory after the job was marked done. */
  notListed: (name: string) => `${name} is no longer listed in our network, so it cannot be reviewed here.`,
  /** 409 to the contractor: no link goes out for a listing the public cannot see. */
  jobDoneNotListed:
    'Your listing is not public right now, so we cannot send the homeowner a review link. Mark the job done again once our office publishes your listing.',
  /** 409 to the office. */
  officeJobDoneNotListed: (name: string) => `${name} is not public right now, so no review link can go out. Publish the listing first, then mark the job done.`,
  /** 409 to the office: nothing to send again. */
  resendNotDone: 'This job is not marked done yet: mark it done and the review link goes out then.',
  resendReviewed: 'The homeowner has already reviewed this job through the link: each job gets one review.',
  /** 409 to the office: a homeowner gets at most one review link a day. */
  resendTooSoon: (email: string) => `A review link went to ${email} less than a day ago: give the homeowner a day to find it (and their spam folder) first.`,
  inquiryNotFound: 'There is no such inquiry for your listing.',
  officeInquiryNotFound: 'There is no confirmed homeowner request with this id.',
} as const;

/** What the review page shows before the homeowner writes (openContractorReviewLink). */
export interface OpenedReviewLink {
  contractorName: string;
  contractorSlug: string;
  reviewerName: string;
  expiresAt: Date;
}

/** A link claimed for a review, in the review's transaction (its row locked). */
export interface ClaimedReviewLink {
  linkId: number;
  inquiryName: string;
  inquiryEmail: string;
}

interface LinkRow {
  id: number;
  contractorId: number;
  expiresAt: Date;
  usedAt: Date | null;
  inquiryName: string;
  inquiryEmail: string;
  listingName: string;
  listingSlug: string;
  listingStatus: ContractorStatus;
}

/** Who marks a job done: the contractor on their own listing, or the office on any. */
export type JobDoneMarker = { by: JobDoneBy.Contractor; contractorId: number; actor: Actor } | { by: JobDoneBy.Office; actor: Actor };

/**
 * Reviews from real jobs (issue 31): the job-done mark that e-mails a homeowner a one-time review
 * link, and the link's checks. A review is accepted only through a link of its listing, unused
 * and unexpired (createContractorReview); the token itself is never stored, only its SHA-256.
 */
@Injectable()
export class ReviewLinksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * markInquiryJobDone / markInquiryJobDoneByOffice: the inquiry moves to job done and, in the
   * same transaction, its review link is stored and e-mailed to the homeowner. A job already done
   * is answered as it is and nothing is sent again (the inquiry row is locked, and a link is
   * unique per inquiry). A refused move (inquiry-status-flow.ts) is a 409 with its sentence; so is
   * a listing the public cannot see.
   */
  async markJobDone(inquiryId: number, marker: JobDoneMarker): Promise<ContractorInquiry> {
    return this.dataSource.transaction(async (manager) => {
      const inquiry = await manager.findOne(ContractorInquiry, {
        where: { id: inquiryId, ...(marker.by === JobDoneBy.Contractor ? { contractorId: marker.contractorId } : {}) },
        lock: { mode: 'pessimistic_write' },
      });
      // A request its homeowner never confirmed was never sent, so there is no job (issue 25).
      if (!inquiry || inquiry.confirmedAt === null)
        throw new NotFoundException(marker.by === JobDoneBy.Contractor ? REVIEW_LINK_MESSAGES.inquiryNotFound : REVIEW_LINK_MESSAGES.officeInquiryNotFound);
      if (inquiry.status === ContractorInquiryStatus.JobDone) return inquiry;
      inquiryStatusFlow.assert(inquiry.status, ContractorInquiryStatus.JobDone);

      const listing = await manager.findOneByOrFail(Contractor, { id: inquiry.contractorId });
      if (listing.status !== ContractorStatus.Approved)
        throw new ConflictException(
          marker.by === JobDoneBy.Contractor ? REVIEW_LINK_MESSAGES.jobDoneNotListed : REVIEW_LINK_MESSAGES.officeJobDoneNotListed(listing.name),
        );

      const token = randomBytes(32).toString('base64url');
      await manager.insert(ContractorReviewLink, {
        inquiryId: inquiry.id,
        contractorId: inquiry.contractorId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + REVIEW_LINK_DAYS * 86_400_000),
        usedAt: null,
        markedBy: marker.by,
        markedById: marker.actor.id,
      });
      const before = inquiry.status;
      await manager.update(ContractorInquiry, { id: inquiry.id }, { status: ContractorInquiryStatus.JobDone, updatedAt: () => 'now()' } as object);
      // Once per inquiry, to the address its owner confirmed: not counted against the public forms' per-address limit.
      await this.mail.enqueue(manager, reviewLinkEmail(this.config, listing, inquiry, marker.by, token));
      await AuditTrail.record(manager, marker.actor, {
        operationId: marker.by === JobDoneBy.Contractor ? 'markInquiryJobDone' : 'markInquiryJobDoneByOffice',
        target: { type: 'contractor_inquiry', id: inquiry.id },
        changes: { status: { before, after: ContractorInquiryStatus.JobDone } },
      });
      return manager.findOneByOrFail(ContractorInquiry, { id: inquiry.id });
    });
  }

  /**
   * resendContractorReviewLink: a homeowner lost the e-mail (or the link expired unused). The office
   * sends a new one-time link for the same job: the old token stops working, the new one works for
   * REVIEW_LINK_DAYS more. At most once a day per job (the link's last sending is its expiry less
   * REVIEW_LINK_DAYS), never once the review is written, never for a listing the public cannot see.
   */
  async resendLink(inquiryId: number, actor: Actor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const inquiry = await manager.findOne(ContractorInquiry, { where: { id: inquiryId }, lock: { mode: 'pessimistic_write' } });
      if (!inquiry || inquiry.confirmedAt === null) throw new NotFoundException(REVIEW_LINK_MESSAGES.officeInquiryNotFound);
      const link = await manager.findOne(ContractorReviewLink, { where: { inquiryId }, lock: { mode: 'pessimistic_write' } });
      if (inquiry.status !== ContractorInquiryStatus.JobDone || !link) throw new ConflictException(REVIEW_LINK_MESSAGES.resendNotDone);
      if (link.usedAt !== null) throw new ConflictException(REVIEW_LINK_MESSAGES.resendReviewed);
      const lastSentAt = link.expiresAt.getTime() - REVIEW_LINK_DAYS * 86_400_000;
      if (Date.now() - lastSentAt < 86_400_000) throw new ConflictException(REVIEW_LINK_MESSAGES.resendTooSoon(inquiry.email));
      const listing = await manager.findOneByOrFail(Contractor, { id: inquiry.contractorId });
      if (listing.status !== ContractorStatus.Approved) throw new ConflictException(REVIEW_LINK_MESSAGES.officeJobDoneNotListed(listing.name));

      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + REVIEW_LINK_DAYS * 86_400_000);
      await manager.update(ContractorReviewLink, { id: link.id }, { tokenHash: hashToken(token), expiresAt });
      await this.mail.enqueue(manager, reviewLinkEmail(this.config, listing, inquiry, link.markedBy, token));
      await AuditTrail.record(manager, actor, {
        operationId: 'resendContractorReviewLink',
        target: { type: 'contractor_inquiry', id: inquiry.id },
        changes: { reviewLinkExpiresAt: { before: link.expiresAt.toISOString(), after: expiresAt.toISOString() } },
      });
    });
  }

  /** The review page's first read: whose review it is, or why the link no longer works (403, 409, 410). */
  async open(token: string): Promise<OpenedReviewLink> {
    const row = await this.linkRow(this.dataSource.manager, token, false);
    if (!row) throw new ForbiddenException(REVIEW_LINK_MESSAGES.required);
    this.assertUsable(row);
    return { contractorName: row.listingName, contractorSlug: row.listingSlug, reviewerName: row.inquiryName, expiresAt: row.expiresAt };
  }

  /**
   * In the review's transaction (the listing row locked by the caller): the link of `token`,
   * locked, if it is this listing's, unused and unexpired; 403, 409 or 410 otherwise. 'repeat'
   * when the link's own review, with this rating and text, was written within the double-submit
   * window (a double click is answered as the first).
   */
  async claim(manager: EntityManager, token: string, contractorId: number, review: { rating: number; body: string }): Promise<ClaimedReviewLink | 'repeat'> {
    const row = await this.linkRow(manager, token, true);
    if (!row || row.contractorId !== contractorId) throw new ForbiddenException(REVIEW_LINK_MESSAGES.required);
    if (row.usedAt !== null) {
      const repeat = (await manager.query(
        `SELECT 1 FROM "contractor_reviews" WHERE "reviewLinkId" = $1 AND "rating" = $2 AND "body" = $3 AND "createdAt" > now() - make_interval(mins => $4)`,
        [row.id, review.rating, review.body, DOUBLE_SUBMIT_WINDOW_MINUTES],
      )) as unknown[];
      if (repeat.length) return 'repeat';
    }
    this.assertUsable(row);
    await manager.update(ContractorReviewLink, { id: row.id }, { usedAt: () => 'now()' } as object);
    return { linkId: row.id, inquiryName: row.inquiryName, inquiryEmail: row.inquiryEmail };
  }

  private assertUsable(row: LinkRow): void {
    if (row.usedAt !== null) throw new ConflictException(REVIEW_LINK_MESSAGES.used);
    if (new Date(row.expiresAt).getTime() <= Date.now()) throw new GoneException(REVIEW_LINK_MESSAGES.expired);
    if (row.listingStatus !== ContractorStatus.Approved) throw new ConflictException(REVIEW_LINK_MESSAGES.notListed(row.listingName));
  }

  private async linkRow(manager: EntityManager, token: string, lock: boolean): Promise<LinkRow | undefined> {
    const [row] = (await manager.query(
      `SELECT l."id", l."contractorId", l."expiresAt", l."usedAt", i."name" AS "inquiryName", i."email" AS "inquiryEmail",
         c."name" AS "listingName", c."slug" AS "listingSlug", c."status" AS "listingStatus"
       FROM "contractor_review_links" l
       JOIN "contractor_inquiries" i ON i."id" = l."inquiryId"
       JOIN "contractors" c ON c."id" = l."contractorId"
       WHERE l."tokenHash" = $1 ${lock ? 'FOR UPDATE OF l' : ''}`,
      [hashToken(token)],
    )) as LinkRow[];
    return row;
  }
}
