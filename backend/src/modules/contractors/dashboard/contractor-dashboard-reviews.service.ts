import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditTrail } from '../../../common/audit/audit-trail';
import type { Actor } from '../../../common/auth/actor';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { ContractorReviewStatus, JobDoneBy } from '../contractors.enums';
import { ContractorReview } from '../entities/contractor-review.entity';
import { publishedReviewsPage, removedReviewLines, toPublicReview } from '../reviews/public-reviews';
import { ReviewLinksService } from '../reviews/review-links.service';
import { ContractorDashboardService } from './contractor-dashboard.service';
import type { MyContractorInquiryResponseDto } from './dto/my-contractor-inquiries.dto';
import {
  ListMyContractorReviewsQueryDto,
  MyContractorReviewResponseDto,
  PaginatedMyContractorReviewsResponseDto,
  ReplyToContractorReviewDto,
} from './dto/my-contractor-reviews.dto';

export const REVIEW_REPLY_MESSAGES = {
  notFound: 'There is no such review of your listing.',
  notPublished: 'This review is not on your profile, so it cannot get a reply.',
  alreadyReplied: 'You have already replied to this review. Each review gets one public reply, and it cannot be changed.',
} as const;

/**
 * The contractor's side of reviews from real jobs (issue 31): marking a homeowner's job done (the
 * review link goes out), the reviews on their profile, and their one public reply to each.
 * Everything goes through the caller's own listing, so another listing's inquiry or review is 404.
 */
@Injectable()
export class ContractorDashboardReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly dashboard: ContractorDashboardService,
    private readonly reviewLinks: ReviewLinksService,
  ) {}

  async markJobDone(user: AuthenticatedUser, actor: Actor, inquiryId: number): Promise<MyContractorInquiryResponseDto> {
    const listing = await this.dashboard.listingOf(user);
    const inquiry = await this.reviewLinks.markJobDone(inquiryId, { by: JobDoneBy.Contractor, contractorId: listing.id, actor });
    return this.dashboard.inquiryResponse(inquiry);
  }

  async listReviews(user: AuthenticatedUser, query: ListMyContractorReviewsQueryDto): Promise<PaginatedMyContractorReviewsResponseDto> {
    const listing = await this.dashboard.listingOf(user);
    const { items, total } = await publishedReviewsPage(this.dataSource.manager, listing.id, query.page, query.pageSize);
    return {
      items: items.map((review) => ({ ...review, canReply: review.reply === null })),
      removed: await removedReviewLines(this.dataSource.manager, listing.id),
      total:
        total ??
        (query.page === 1
          ? 0
          : await this.dataSource.getRepository(ContractorReview).countBy({ contractorId: listing.id, status: ContractorReviewStatus.Published })),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * The one public reply to a published review of the caller's listing; a second is 409 (a reply
   * is never edited, so what a homeowner read stays what was said). One conditional UPDATE, so two
   * replies at once cannot both land.
   */
  async reply(user: AuthenticatedUser, actor: Actor, reviewId: number, dto: ReplyToContractorReviewDto): Promise<MyContractorReviewResponseDto> {
    const listing = await this.dashboard.listingOf(user);
    return this.dataSource.transaction(async (manager) => {
      const [updated] = (await manager.query(
        `UPDATE "contractor_reviews" SET "contractorReply" = $3, "contractorRepliedAt" = now(), "updatedAt" = now()
         WHERE "id" = $1 AND "contractorId" = $2 AND "status" = $4 AND "contractorReply" IS NULL RETURNING "id"`,
        [reviewId, listing.id, dto.body, ContractorReviewStatus.Published],
      )) as [{ id: number }[], number];
      const review = await manager.findOneBy(ContractorReview, { id: reviewId, contractorId: listing.id });
      if (!review) throw new NotFoundException(REVIEW_REPLY_MESSAGES.notFound);
      if (!updated.length) {
        throw new ConflictException(
          review.status === ContractorReviewStatus.Published ? REVIEW_REPLY_MESSAGES.alreadyReplied : REVIEW_REPLY_MESSAGES.notPublished,
        );
      }
      await AuditTrail.record(manager, actor, {
        operationId: 'replyToContractorReview',
        target: { type: 'contractor_review', id: reviewId },
        changes: { contractorReply: { before: null, after: dto.body } },
      });
      return { ...toPublicReview({ ...review, hiredThroughDirectory: review.reviewLinkId !== null }), canReply: false };
    });
  }
}
