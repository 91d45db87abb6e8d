import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { pageTotal, TOTAL_SQL, type WithTotal } from '../../../common/paging';
import { type Actor } from '../../../common/auth/actor';
import { StaffAuditLog } from '../../../common/audit/staff-audit-log';
import { DataSource, type EntityManager } from 'typeorm';
import { containsPatterns } from '../../../common/like-pattern';
import { InputValidationException } from '../../../common/validation.pipe';
import { AppConfig } from '../../../config/app-config';
import { MailService } from '../../../mail/mail.service';
import { AccountProvisioningService } from '../../auth/account-provisioning.service';
import { UserRole } from '../../../common/auth/user-role';
import { SortOrder } from '../../../common/dto/sort-order';
import { applicationApprovedEmail, applicationRejectedEmail } from '../contractor-application-emails';
import { recomputeContractorRating } from '../contractor-ratings';
import { MISSOURI_TODAY_SQL, verifiedSql } from '../contractor-search-sql';
import { insuranceEndSql, insuranceLapsedSql, insuredSql, licenseCheckedSql } from '../credentials/credentials-sql';
import { contractorStatusFlow } from '../contractor-status-flow';
import { ContractorReviewStatus, ContractorSpecialty, ContractorStatus, ContractorVerificationAction, ReviewRemovalReason } from '../contractors.enums';
import { AuditTrail } from '../../../common/audit/audit-trail';
import { serviceAreaLabel, specialtyLabel } from '../public/contractors.service';
import {
  ADMIN_CONTRACTOR_MESSAGES,
  AdminContractorDetailResponseDto,
  AdminContractorResponseDto,
  AdminContractorSort,
  ContractorApplicationDecision,
  ListAdminContractorsQueryDto,
  PaginatedAdminContractorsResponseDto,
  ReviewContractorApplicationDto,
  UpdateContractorStatusDto,
  VerifyContractorDto,
} from './dto/admin-contractor.dto';
import {
  ListReviewsForModerationQueryDto,
  ModerateContractorReviewDto,
  ModerationReviewResponseDto,
  NOTHING_TO_MODERATE_MESSAGE,
  PaginatedModerationReviewsResponseDto,
  REMOVAL_REASON_ONLY_WITH_REMOVAL_MESSAGE,
  REMOVAL_REASON_REQUIRED_MESSAGE,
} from './dto/admin-contractor-review.dto';
import { ContractorReview } from '../entities/contractor-review.entity';
import { ContractorVerification } from '../entities/contractor-verification.entity';
import { Contractor } from '../entities/contractor.entity';
import { reviewStatusFlow } from '../review-status-flow';

export const CONTRACTOR_NOT_FOUND_MESSAGE = 'There is no contractor listing with this id.';
export const REVIEW_NOT_FOUND_MESSAGE = 'There is no contractor review with this id.';
export const CONTRACTOR_STAFF_EMAIL_MESSAGE = 'This e-mail address belongs to an admin or affiliate account, which cannot become a contractor account.';
export const CONTRACTOR_ACCOUNT_TAKEN_MESSAGE = 'The account of this e-mail address already belongs to another contractor listing.';
export const VERIFY_APPROVED_ONLY_MESSAGE = 'Only an approved listing can be verified or unverified.';
export const NOT_VERIFIED_MESSAGE = 'This listing is not verified, so there is nothing to unverify.';
export const VERIFY_NEEDS_RECORDS_MESSAGE =
  'Verified must be backed by what our office holds: record a current license or registration you checked and approve a current certificate of insurance on this page first.';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A row of listColumnsSql. */
interface ListRow {
  id: number;
  slug: string;
  name: string;
  email: string;
  phone: string | null;
  contactName: string | null;
  website: string | null;
  status: ContractorStatus;
  verified: boolean;
  insuranceExpired: boolean;
  verifiedAt: Date | null;
  insuranceExpiresOn: string | null;
  licenseNumber: string | null;
  isSample: boolean;
  averageRating: string | number;
  reviewCount: number;
  pendingReviewCount: string | number;
  userId: number | null;
  specialties: ContractorSpecialty[];
  serviceAreaCount: string | number;
  createdAt: Date;
  updatedAt: Date;
}

/** The list's columns of `contractors c`: the badge now, whether the insurance lapsed, the specialties, the reviews waiting and the number of areas. */
function listColumnsSql(): string {
  return `c."id", c."slug", c."name", c."email", c."phone", c."contactName", c."website", c."status", c."verifiedAt",
    ${insuranceEndSql()} AS "insuranceExpiresOn", c."licenseNumber", c."isSample", c."averageRating",
    c."reviewCount", c."userId", c."createdAt", c."updatedAt",
    ${verifiedSql()} AS "verified",
    COALESCE(${insuranceLapsedSql(MISSOURI_TODAY_SQL)}, false) AS "insuranceExpired",
    (SELECT COALESCE(json_agg(s."specialty" ORDER BY s."specialty"), '[]') FROM "contractor_specialties" s WHERE s."contractorId" = c."id") AS "specialties",
    (SELECT COUNT(*) FROM "contractor_reviews" r WHERE r."contractorId" = c."id" AND r."status" = 'pending') AS "pendingReviewCount",
    (SELECT COUNT(*) FROM "service_areas" a WHERE a."contractorId" = c."id") AS "serviceAreaCount"`;
}

function toAdminContractorResponse(row: ListRow): AdminContractorResponseDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    email: row.email,
    phone: row.phone,
    contactName: row.contactName,
    website: row.website,
    status: row.status,
    allowedStatuses: contractorStatusFlow.allowed(row.status),
    verified: row.verified,
    verifiedAt: iso(row.verifiedAt),
    insuranceExpiresOn: row.insuranceExpiresOn,
    insuranceExpired: row.insuranceExpired,
    licenseNumber: row.licenseNumber,
    isSample: row.isSample,
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    pendingReviewCount: Number(row.pendingReviewCount),
    userId: row.userId,
    specialties: row.specialties.map(specialtyLabel),
    serviceAreaCount: Number(row.serviceAreaCount),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

interface ReviewRow {
  id: number;
  contractorId: number;
  contractorName: string;
  contractorSlug: string;
  contractorStatus: ContractorStatus;
  contractorAverageRating: string | number;
  contractorReviewCount: number;
  rating: number;
  body: string;
  reviewerName: string;
  reviewerEmail: string;
  verifiedCustomer: boolean;
  hiredThroughDirectory: boolean;
  status: ContractorReviewStatus;
  removalReason: ReviewRemovalReason | null;
  contractorReply: string | null;
  contractorRepliedAt: Date | null;
  moderatedAt: Date | null;
  moderatedById: number | null;
  createdAt: Date;
}

const REVIEW_COLUMNS_SQL = `r."id", r."contractorId", c."name" AS "contractorName", c."slug" AS "contractorSlug", c."status" AS "contractorStatus",
  c."averageRating" AS "contractorAverageRating", c."reviewCount" AS "contractorReviewCount", r."rating", r."body", r."reviewerName",
  r."reviewerEmail", r."verifiedCustomer", (r."reviewLinkId" IS NOT NULL) AS "hiredThroughDirectory", r."status", r."removalReason",
  r."contractorReply", r."contractorRepliedAt", r."moderatedAt", r."moderatedById", r."createdAt"`;

function toModerationReviewResponse(row: ReviewRow): ModerationReviewResponseDto {
  return {
    id: row.id,
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    contractorSlug: row.contractorSlug,
    contractorStatus: row.contractorStatus,
    contractorAverageRating: Number(row.contractorAverageRating),
    contractorReviewCount: row.contractorReviewCount,
    rating: row.rating,
    body: row.body,
    reviewerName: row.reviewerName,
    reviewerEmail: row.reviewerEmail,
    verifiedCustomer: row.verifiedCustomer,
    hiredThroughDirectory: row.hiredThroughDirectory,
    status: row.status,
    removalReason: row.removalReason,
    reply: row.contractorReply !== null && row.contractorRepliedAt !== null ? { body: row.contractorReply, createdAt: row.contractorRepliedAt } : null,
    allowedStatuses: [...reviewStatusFlow.moves[row.status]],
    moderatedAt: iso(row.moderatedAt),
    moderatedById: row.moderatedById,
    createdAt: iso(row.createdAt)!,
  };
}

/** 'Casey Ann Miller' → Casey / Ann Miller (the account's names; the listing's name when no contact is given). */
function accountNames(listing: Contractor): { firstName: string; lastName: string } {
  const words = (listing.contactName ?? listing.name).trim().split(/\s+/);
  return { firstName: words[0].slice(0, 100), lastName: words.slice(1).join(' ').slice(0, 100) };
}

/**
 * The back office's side of the contractor network (issue 15): applications (approve, reject),
 * status moves (unpublish, republish), verification, and review moderation. Every change runs in
 * one transaction with the listing row locked, and is logged with the admin's id.
 */
@Injectable()
export class AdminContractorsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly provisioning: AccountProvisioningService,
  ) {}

  /** Every listing, pending applications first, then the sort asked for; filtered and paged on the server. */
  async listContractors(query: ListAdminContractorsQueryDto): Promise<PaginatedAdminContractorsResponseDto> {
    const params: unknown[] = [];
    const clauses: string[] = [];
    if (query.status) {
      params.push(query.status);
      clauses.push(`c."status" = $${params.length}`);
    }
    if (query.verified === true) clauses.push(verifiedSql());
    if (query.verified === false) clauses.push(`NOT ${verifiedSql()}`);
    for (const pattern of containsPatterns(query.q)) {
      params.push(pattern);
      const p = `$${params.length}`;
      clauses.push(`(c."name" ILIKE ${p} OR c."contactName" ILIKE ${p} OR c."email" ILIKE ${p} OR c."slug" ILIKE ${p} OR c."licenseNumber" ILIKE ${p})`);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const direction = query.order === SortOrder.Asc ? 'ASC' : 'DESC';
    const sort =
      query.sort === AdminContractorSort.Name
        ? `lower(c."name") ${direction}`
        : query.sort === AdminContractorSort.AverageRating
          ? `c."averageRating" ${direction}`
          : `c."createdAt" ${direction}`;
    const rows: WithTotal<ListRow>[] = await this.dataSource.query(
      `SELECT ${listColumnsSql()}, ${TOTAL_SQL} FROM "contractors" c ${where}
       ORDER BY CASE WHEN c."status" = 'pending' THEN 0 ELSE 1 END ASC, ${sort}, c."id" DESC
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    const total = await pageTotal(rows, query.page, async () => {
      const [row]: { total: string }[] = await this.dataSource.query(`SELECT COUNT(*) AS "total" FROM "contractors" c ${where}`, params);
      return Number(row.total);
    });
    return { items: rows.map(toAdminContractorResponse), total, page: query.page, pageSize: query.pageSize };
  }

  /** A listing with every field, its areas and its verification history. */
  async getContractor(id: number): Promise<AdminContractorDetailResponseDto> {
    const [row]: (ListRow & Pick<Contractor, 'description' | 'imageUrl' | 'businessAddress' | 'yearsInBusiness' | 'rejectionReason'>)[] =
      await this.dataSource.query(
        `SELECT ${listColumnsSql()}, c."description", c."imageUrl", c."businessAddress", c."yearsInBusiness", c."rejectionReason"
       FROM "contractors" c WHERE c."id" = $1`,
        [id],
      );
    if (!row) throw new NotFoundException(CONTRACTOR_NOT_FOUND_MESSAGE);
    const areas: { id: number; city: string; state: string; zipCode: string | null; latitude: number; longitude: number; radius: number }[] =
      await this.dataSource.query(
        `SELECT "id", "city", "state", "zipCode", "latitude", "longitude", "radius" FROM "service_areas" WHERE "contractorId" = $1 ORDER BY "id"`,
        [id],
      );
    const verifications: {
      id: number;
      action: ContractorVerificationAction;
      licenseNumber: string | null;
      insuranceExpiresOn: string | null;
      note: string | null;
      adminId: number | null;
      adminName: string | null;
      createdAt: Date;
    }[] = await this.dataSource.query(
      `SELECT v."id", v."action", v."licenseNumber", to_char(v."insuranceExpiresOn", 'YYYY-MM-DD') AS "insuranceExpiresOn", v."note", v."adminId",
         CASE WHEN u."id" IS NULL THEN NULL ELSE trim(u."firstName" || ' ' || u."lastName") END AS "adminName", v."createdAt"
       FROM "contractor_verifications" v LEFT JOIN "users" u ON u."id" = v."adminId"
       WHERE v."contractorId" = $1 ORDER BY v."createdAt" DESC, v."id" DESC`,
      [id],
    );
    return {
      ...toAdminContractorResponse(row),
      description: row.description,
      imageUrl: row.imageUrl,
      businessAddress: row.businessAddress,
      yearsInBusiness: row.yearsInBusiness,
      rejectionReason: row.rejectionReason,
      areas: areas.map((area) => ({ ...area, label: serviceAreaLabel(area) })),
      verifications: verifications.map((v) => ({ ...v, createdAt: iso(v.createdAt)! })),
    };
  }

  /** reviewContractorApplication: a pending application approved or rejected (any other status: 409, the flow's sentence). */
  async reviewApplication(actor: Actor, id: number, dto: ReviewContractorApplicationDto): Promise<AdminContractorDetailResponseDto> {
    const to = dto.decision === ContractorApplicationDecision.Approve ? ContractorStatus.Approved : ContractorStatus.Rejected;
    return this.move(actor, id, to, dto.note, true);
  }

  /** updateContractorStatus: any move contractor-status-flow.ts allows; from pending it is the decision (approval's account and e-mail, rejection's note). */
  async updateStatus(actor: Actor, id: number, dto: UpdateContractorStatusDto): Promise<AdminContractorDetailResponseDto> {
    return this.move(actor, id, dto.status, dto.note, false);
  }

  private async move(
    actor: Actor,
    id: number,
    to: ContractorStatus,
    note: string | undefined,
    decisionOnly: boolean,
  ): Promise<AdminContractorDetailResponseDto> {
    const done = await this.dataSource.transaction(async (manager) => {
      const listing = await this.lockListing(manager, id);
      const from = listing.status;
      // A decision is for a pending application only, whatever the flow allows from elsewhere.
      if (decisionOnly && from !== ContractorStatus.Pending) throw new ConflictException(contractorStatusFlow.refusal(from, to));
      contractorStatusFlow.assert(from, to);
      const details: string[] = [`status ${from} → ${to}`];
      const update: Partial<Contractor> = { status: to };

      if (from === ContractorStatus.Pending && to === ContractorStatus.Rejected) {
        if (!note) throw new InputValidationException([{ field: 'note', message: ADMIN_CONTRACTOR_MESSAGES.noteToReject }]);
        update.rejectionReason = note;
        await this.mail.enqueue(manager, applicationRejectedEmail(this.config, listing, note));
      }
      if (from === ContractorStatus.Pending && to === ContractorStatus.Approved) {
        const userId = await this.approve(manager, listing);
        update.userId = userId;
        details.push(`user ${userId}`);
      }
      if (note && to !== ContractorStatus.Rejected) details.push(`note: ${JSON.stringify(note.slice(0, 200))}`);
      await manager.update(Contractor, { id }, update);
      return details;
    });
    StaffAuditLog.record(actor, 'contractor status changed', `contractor ${id}: ${done.join(', ')}`);
    return this.getContractor(id);
  }

  /**
   * Approval's side effects in the caller's transaction: the account of the listing's e-mail — an
   * admin's or affiliate's address, or an account already linked to another listing, is refused
   * with 409 — and a set-password link e-mailed with the listing's address, which makes it a
   * contractor account when used (AccountProvisioningService: an account registered earlier with
   * this address gets nothing until then).
   */
  private async approve(manager: EntityManager, listing: Contractor): Promise<number> {
    const { userId, token } = await this.provisioning.grantRoleByLink(
      manager,
      { ...accountNames(listing), email: listing.email, phone: listing.phone },
      UserRole.Contractor,
      {
        otherStaffRole: CONTRACTOR_STAFF_EMAIL_MESSAGE,
        check: async (existingUserId) => {
          const other = await manager.getRepository(Contractor).findOne({ select: { id: true }, where: { userId: existingUserId } });
          if (other && other.id !== listing.id) throw new ConflictException(CONTRACTOR_ACCOUNT_TAKEN_MESSAGE);
        },
      },
    );
    await this.mail.enqueue(manager, applicationApprovedEmail(this.config, listing, token));
    return userId;
  }

  /**
   * verifyContractor: `verify` sets verifiedAt (now) and the licence number seen; it needs a
   * current license record and an approved, current certificate of insurance (issue 31: the badge
   * is backed by them, 409 otherwise), whose end date goes in the history. `unverify` clears
   * verifiedAt. Approved listings only (409). Each writes a contractor_verifications row with the
   * note and the admin.
   */
  async verify(actor: Actor, id: number, dto: VerifyContractorDto): Promise<AdminContractorDetailResponseDto> {
    let insuranceEnd: string | null = null;
    await this.dataSource.transaction(async (manager) => {
      const listing = await this.lockListing(manager, id);
      if (listing.status !== ContractorStatus.Approved) throw new ConflictException(VERIFY_APPROVED_ONLY_MESSAGE);
      if (dto.action === ContractorVerificationAction.Verify) {
        const [backing]: { licenseChecked: boolean; insured: boolean; insuranceEnd: string | null }[] = await manager.query(
          `SELECT ${licenseCheckedSql(MISSOURI_TODAY_SQL)} AS "licenseChecked", ${insuredSql(MISSOURI_TODAY_SQL)} AS "insured", ${insuranceEndSql()} AS "insuranceEnd"
           FROM "contractors" c WHERE c."id" = $1`,
          [id],
        );
        if (!backing.licenseChecked || !backing.insured) throw new ConflictException(VERIFY_NEEDS_RECORDS_MESSAGE);
        insuranceEnd = backing.insuranceEnd;
        await manager.update(Contractor, { id }, {
          verifiedAt: () => 'now()',
          isVerified: true,
          licenseNumber: dto.licenseNumber!,
        } as object);
        await manager.insert(ContractorVerification, {
          contractorId: id,
          action: ContractorVerificationAction.Verify,
          licenseNumber: dto.licenseNumber!,
          insuranceExpiresOn: insuranceEnd,
          note: dto.note,
          adminId: actor.id,
        });
      } else {
        if (listing.verifiedAt === null) throw new ConflictException(NOT_VERIFIED_MESSAGE);
        await manager.update(Contractor, { id }, { verifiedAt: null, isVerified: false });
        await manager.insert(ContractorVerification, {
          contractorId: id,
          action: ContractorVerificationAction.Unverify,
          licenseNumber: null,
          insuranceExpiresOn: null,
          note: dto.note,
          adminId: actor.id,
        });
      }
    });
    const detail =
      dto.action === ContractorVerificationAction.Verify ? `verified (license ${dto.licenseNumber}, insurance until ${insuranceEnd})` : 'unverified';
    StaffAuditLog.record(actor, 'contractor verification', `contractor ${id}: ${detail}`);
    return this.getContractor(id);
  }

  /** Reviews to moderate: pending first (oldest first, as they queued), then newest first; filtered and paged on the server. */
  async listReviews(query: ListReviewsForModerationQueryDto): Promise<PaginatedModerationReviewsResponseDto> {
    const params: unknown[] = [];
    const clauses: string[] = [];
    if (query.status) {
      params.push(query.status);
      clauses.push(`r."status" = $${params.length}`);
    }
    if (query.contractorId !== undefined) {
      params.push(query.contractorId);
      clauses.push(`r."contractorId" = $${params.length}`);
    }
    if (query.verifiedCustomer !== undefined) {
      params.push(query.verifiedCustomer);
      clauses.push(`r."verifiedCustomer" = $${params.length}`);
    }
    for (const pattern of containsPatterns(query.q)) {
      params.push(pattern);
      const p = `$${params.length}`;
      clauses.push(`(r."body" ILIKE ${p} OR r."reviewerName" ILIKE ${p} OR r."reviewerEmail" ILIKE ${p} OR c."name" ILIKE ${p})`);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const from = `FROM "contractor_reviews" r JOIN "contractors" c ON c."id" = r."contractorId" ${where}`;
    const rows: WithTotal<ReviewRow>[] = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS_SQL}, ${TOTAL_SQL} ${from}
       ORDER BY CASE WHEN r."status" = 'pending' THEN 0 ELSE 1 END ASC,
         CASE WHEN r."status" = 'pending' THEN r."createdAt" END ASC,
         r."createdAt" DESC, r."id" DESC
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    const total = await pageTotal(rows, query.page, async () => {
      const [row]: { total: string }[] = await this.dataSource.query(`SELECT COUNT(*) AS "total" ${from}`, params);
      return Number(row.total);
    });
    return { items: rows.map(toModerationReviewResponse), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * moderateContractorReview: a status move (review-status-flow.ts; 409 otherwise) and/or the
   * verified-customer mark. The listing row is locked first (FOR UPDATE), so moderations of one
   * listing's reviews run one after the other, and its rating is recomputed from the published
   * reviews in the same transaction: two moderations at once both count.
   */
  async moderateReview(actor: Actor, id: number, dto: ModerateContractorReviewDto): Promise<ModerationReviewResponseDto> {
    // issue 31: a review comes down only for a published reason, and a reason only with a removal.
    if (dto.removalReason !== undefined && dto.status !== ContractorReviewStatus.Rejected)
      throw new InputValidationException([{ field: 'removalReason', message: REMOVAL_REASON_ONLY_WITH_REMOVAL_MESSAGE }]);
    if (dto.status === undefined && dto.verifiedCustomer === undefined)
      throw new InputValidationException([{ field: 'status', message: NOTHING_TO_MODERATE_MESSAGE }]);
    const changes = await this.dataSource.transaction(async (manager) => {
      const found = await manager.getRepository(ContractorReview).findOne({ select: { id: true, contractorId: true }, where: { id } });
      if (!found) throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
      // Listing first, then review: the order every moderation takes, so they cannot deadlock.
      await this.lockListing(manager, found.contractorId);
      const review = await manager.getRepository(ContractorReview).findOneOrFail({ where: { id }, lock: { mode: 'pessimistic_write' } });
      const done: string[] = [];
      const update: Partial<ContractorReview> = {};
      if (dto.status !== undefined && dto.status !== review.status) {
        reviewStatusFlow.assert(review.status, dto.status);
        if (dto.status === ContractorReviewStatus.Rejected && dto.removalReason === undefined)
          throw new InputValidationException([{ field: 'removalReason', message: REMOVAL_REASON_REQUIRED_MESSAGE }]);
        update.status = dto.status;
        // A restored review sheds its reason; a removed one keeps the reason its public line names.
        update.removalReason = dto.status === ContractorReviewStatus.Rejected ? dto.removalReason! : null;
        done.push(`status ${review.status} → ${dto.status}${update.removalReason ? ` (${update.removalReason})` : ''}`);
      }
      if (dto.verifiedCustomer !== undefined && dto.verifiedCustomer !== review.verifiedCustomer) {
        update.verifiedCustomer = dto.verifiedCustomer;
        done.push(`verified customer ${dto.verifiedCustomer}`);
      }
      if (done.length) {
        await manager.update(ContractorReview, { id }, { ...update, moderatedAt: () => 'now()', moderatedById: actor.id } as object);
        await recomputeContractorRating(manager, review.contractorId);
        await AuditTrail.record(manager, actor, {
          operationId: 'moderateContractorReview',
          target: { type: 'contractor_review', id },
          changes: Object.fromEntries(
            (['status', 'removalReason', 'verifiedCustomer'] as const)
              .filter((field) => field in update)
              .map((field) => [field, { before: review[field], after: update[field] }]),
          ),
        });
      }
      return { done, contractorId: review.contractorId };
    });
    if (changes.done.length)
      StaffAuditLog.record(actor, 'contractor review moderated', `review ${id} of contractor ${changes.contractorId}: ${changes.done.join(', ')}`);
    const [row]: ReviewRow[] = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS_SQL} FROM "contractor_reviews" r JOIN "contractors" c ON c."id" = r."contractorId" WHERE r."id" = $1`,
      [id],
    );
    return toModerationReviewResponse(row);
  }

  /** The listing, its row locked for the rest of the transaction; 404 when there is none. */
  private async lockListing(manager: EntityManager, id: number): Promise<Contractor> {
    const listing = await manager.getRepository(Contractor).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!listing) throw new NotFoundException(CONTRACTOR_NOT_FOUND_MESSAGE);
    return listing;
  }
}
