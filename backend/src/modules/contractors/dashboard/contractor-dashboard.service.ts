import { ConflictException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../../../common/rate-limit';
import { AppConfig } from '../../../config/app-config';
import { MailService } from '../../../mail/mail.service';
import { CONFIRMATIONS_PER_RECIPIENT, SubmitterConfirmations } from '../../../mail/submitter-confirmations';
import { SortOrder } from '../../../common/dto/sort-order';
import type { Place } from '../../geo/geo';
import { badgeClearedNotice, inquiryReply } from './contractor-dashboard-emails';
import { cardColumnsSql } from '../contractor-search-sql';
import { ContractorInquiryStatus, ContractorStatus, ContractorVerificationAction } from '../contractors.enums';
import { serviceAreaLabel, toContractorProfile } from '../public/contractors.service';
import type { ServiceAreaResponseDto } from '../dto/contractor-response.dto';
import {
  ContractorInquirySort,
  ListMyContractorInquiriesQueryDto,
  MyContractorInquiryResponseDto,
  PaginatedMyContractorInquiriesResponseDto,
  UpdateContractorInquiryDto,
} from './dto/my-contractor-inquiries.dto';
import { ContractorOfficeOnlyField, MyContractorProfileResponseDto, UpdateMyContractorProfileDto } from './dto/my-contractor-profile.dto';
import { SERVICE_AREAS_MAX, SERVICE_AREAS_MIN } from '../dto/listing-fields';
import { resolveServiceArea, ServiceAreaInputDto } from '../dto/service-area-input.dto';
import { ContractorInquiryReply } from '../entities/contractor-inquiry-reply.entity';
import { ContractorInquiry } from '../entities/contractor-inquiry.entity';
import { ContractorSpecialtyLink } from '../entities/contractor-specialty.entity';
import { ContractorCredentials } from '../credentials/contractor-credentials';
import { ContractorVerification } from '../entities/contractor-verification.entity';
import { Contractor } from '../entities/contractor.entity';
import { ServiceArea } from '../entities/service-area.entity';
import { inquiryStatusFlow, plainInquiryMoves } from '../inquiry-status-flow';
import { withResponseTimes } from '../contractor-response-time';
import type { InquiryJobDoneDto } from '../dto/inquiry-job-done.dto';
import { jobDoneOf } from '../reviews/job-done-of';
import { ContractorInquiryMessage } from '../entities/contractor-inquiry-message.entity';
import { ContractorInquiryMessageDirection } from '../contractors.enums';
import { InboundThreadKind } from '../../inbound-mail/inbound-mail.enums';
import { ReplyAddresses } from '../../inbound-mail/reply-addresses';
import { approvedPhotosOf } from '../photos/contractor-photo-gallery';

export const DASHBOARD_MESSAGES = {
  noListing: 'There is no contractor listing for this sign-in yet.',
  areaNotFound: 'There is no such service area on your listing.',
  inquiryNotFound: 'There is no such inquiry for your listing.',
  keepOneArea: 'Keep at least one service area.',
  tooManyAreas: `A listing can have at most ${SERVICE_AREAS_MAX} service areas; remove one before adding another.`,
  duplicateArea: 'Your listing already has this service area; change its radius instead.',
  replyNotListed:
    'Your listing is not public right now, so replies from the dashboard are paused. They resume once our office publishes your listing again; until then, write to the homeowner from your own e-mail.',
  replyCapContractor: (limit: number) =>
    `You have sent ${limit} replies from the dashboard in the last 24 hours, the most we send for one listing in a day. Write to the homeowner from your own e-mail, or reply here tomorrow.`,
  replyCapRecipient: (limit: number) =>
    `This homeowner has had ${limit} e-mails from our site in the last 24 hours, the most we send to one address in a day. Write to them from your own e-mail, or reply here tomorrow.`,
} as const;

/** Contact details the office checks when it verifies a listing: changing one removes the badge (issue 25). */
export const VERIFIED_CONTACT_FIELDS = ['phone', 'website', 'contactName'] as const;
export const BADGE_CLEARED_NOTICE =
  'Your changes are saved. Because your phone, website or contact name changed, the Verified badge is off your listing until our office checks the new details; we usually do that within 2 business days, and you need not do anything.';
export const BADGE_CLEARED_NOTE =
  'Badge removed automatically: the contractor changed their phone, website or contact name. Check the new details and verify again.';

/** Replies one listing may e-mail from the dashboard in 24 hours (issue 25). */
export const CONTRACTOR_REPLIES_PER_DAY = 20;

type CardRow = Parameters<typeof toContractorProfile>[0];
type AreaRow = CardRow['areas'][number];

const INQUIRY_SORT_SQL: Record<ContractorInquirySort, string> = {
  [ContractorInquirySort.CreatedAt]: 'i."createdAt"',
  [ContractorInquirySort.Name]: 'lower(i."name")',
  [ContractorInquirySort.Status]: 'i."status"',
};

/**
 * The Contractor Dashboard (issue 15): a contractor's own listing, service areas and inquiries.
 * Everything is found through the signed-in user's listing (`contractors.userId`), so another
 * contractor's area or inquiry is never reachable: it answers 404 like one that does not exist.
 * A listing of any status sees its dashboard; only approved ones receive inquiries.
 */
@Injectable()
export class ContractorDashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly confirmations: SubmitterConfirmations,
    private readonly config: AppConfig,
    private readonly replyAddresses: ReplyAddresses,
    private readonly credentials: ContractorCredentials,
  ) {}

  /** The caller's listing (404 when the account has none); locked for the transaction when `lock`. */
  async listingOf(user: AuthenticatedUser, manager: EntityManager = this.dataSource.manager, lock = false): Promise<Contractor> {
    const listing = await manager.findOne(Contractor, { where: { userId: user.id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!listing) throw new NotFoundException(DASHBOARD_MESSAGES.noListing);
    return listing;
  }

  async profile(user: AuthenticatedUser): Promise<MyContractorProfileResponseDto> {
    return this.profileOf(await this.listingOf(user));
  }

  /**
   * Changes the contractor's own fields; the specialties are replaced as a set, in one
   * transaction. A new phone, website or contact name on a verified listing removes the Verified
   * badge in the same transaction (issue 25: the office verified the old ones), records why in the
   * verification history and tells the office; the answer says so (verificationNotice).
   */
  async updateProfile(user: AuthenticatedUser, dto: UpdateMyContractorProfileDto): Promise<MyContractorProfileResponseDto> {
    let badgeCleared = false;
    const listing = await this.dataSource.transaction(async (manager) => {
      const listing = await this.listingOf(user, manager, true);
      const changes: Partial<Contractor> = {};
      for (const field of ['description', 'phone', 'website', 'contactName', 'businessAddress'] as const) {
        if (dto[field] !== undefined) changes[field] = dto[field];
      }
      const contactChanged = VERIFIED_CONTACT_FIELDS.some((field) => field in changes && (changes[field] ?? null) !== (listing[field] ?? null));
      if (contactChanged && listing.verifiedAt !== null) {
        badgeCleared = true;
        Object.assign(changes, { verifiedAt: null, isVerified: false });
        await manager.insert(ContractorVerification, {
          contractorId: listing.id,
          action: ContractorVerificationAction.Unverify,
          licenseNumber: null,
          insuranceExpiresOn: null,
          note: BADGE_CLEARED_NOTE,
          adminId: null,
        });
        await this.mail.enqueue(manager, badgeClearedNotice(this.config, listing, changes));
      }
      if (dto.specialties) {
        await manager.delete(ContractorSpecialtyLink, { contractorId: listing.id });
        await manager.insert(
          ContractorSpecialtyLink,
          dto.specialties.map((specialty) => ({ contractorId: listing.id, specialty })),
        );
      }
      // updatedAt moves with any change, the specialties' included.
      if (Object.keys(changes).length || dto.specialties) await manager.update(Contractor, listing.id, { ...changes, updatedAt: new Date() });
      return manager.findOneByOrFail(Contractor, { id: listing.id });
    });
    return { ...(await this.profileOf(listing)), verificationNotice: badgeCleared ? BADGE_CLEARED_NOTICE : null };
  }

  /** A new area at the ZIP's or city's point (1 to 10 per listing: the 11th is refused). */
  async addArea(user: AuthenticatedUser, dto: ServiceAreaInputDto): Promise<ServiceAreaResponseDto> {
    const place = resolveServiceArea(dto);
    return this.dataSource.transaction(async (manager) => {
      // The listing row's lock makes concurrent adds and removals of one listing count one at a time.
      const listing = await this.listingOf(user, manager, true);
      const areas = await manager.findBy(ServiceArea, { contractorId: listing.id });
      if (areas.length >= SERVICE_AREAS_MAX) throw new ConflictException(DASHBOARD_MESSAGES.tooManyAreas);
      if (areas.some((area) => samePlace(area, place))) throw new ConflictException(DASHBOARD_MESSAGES.duplicateArea);
      const area = await manager.save(manager.create(ServiceArea, { contractorId: listing.id, ...areaColumns(place), radius: dto.radius }));
      return toAreaResponse(area);
    });
  }

  /** Moves an area to another ZIP or city and/or changes its radius. */
  async updateArea(user: AuthenticatedUser, id: number, dto: ServiceAreaInputDto): Promise<ServiceAreaResponseDto> {
    const place = resolveServiceArea(dto);
    return this.dataSource.transaction(async (manager) => {
      const listing = await this.listingOf(user, manager, true);
      const areas = await manager.findBy(ServiceArea, { contractorId: listing.id });
      const area = areas.find((candidate) => candidate.id === id);
      if (!area) throw new NotFoundException(DASHBOARD_MESSAGES.areaNotFound);
      if (areas.some((other) => other.id !== id && samePlace(other, place))) throw new ConflictException(DASHBOARD_MESSAGES.duplicateArea);
      Object.assign(area, areaColumns(place), { radius: dto.radius });
      return toAreaResponse(await manager.save(area));
    });
  }

  /** Removes an area; the last one stays (409). */
  async removeArea(user: AuthenticatedUser, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const listing = await this.listingOf(user, manager, true);
      const areas = await manager.findBy(ServiceArea, { contractorId: listing.id });
      if (!areas.some((area) => area.id === id)) throw new NotFoundException(DASHBOARD_MESSAGES.areaNotFound);
      if (areas.length <= SERVICE_AREAS_MIN) throw new ConflictException(DASHBOARD_MESSAGES.keepOneArea);
      await manager.delete(ServiceArea, { id, contractorId: listing.id });
    });
  }

  /** The listing's inquiries: status filter, sort (newest first by default), page. */
  async listInquiries(user: AuthenticatedUser, query: ListMyContractorInquiriesQueryDto): Promise<PaginatedMyContractorInquiriesResponseDto> {
    const listing = await this.listingOf(user);
    const page = query.page ?? 1;
    const pageSize = query.pageSize;
    const direction = query.order === SortOrder.Asc ? 'ASC' : 'DESC';
    const builder = this.dataSource
      .getRepository(ContractorInquiry)
      .createQueryBuilder('i')
      .where('i."contractorId" = :contractorId', { contractorId: listing.id })
      // A request the homeowner has not confirmed was never sent to the contractor (issue 25).
      .andWhere('i."confirmedAt" IS NOT NULL');
    if (query.status) builder.andWhere('i."status" = :status', { status: query.status });
    const [rows, total] = await builder
      .orderBy(INQUIRY_SORT_SQL[query.sort ?? ContractorInquirySort.CreatedAt], direction)
      .addOrderBy('i."id"', direction)
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    const threads = await this.threadsOf(rows.map((row) => row.id));
    const jobs = await jobDoneOf(
      this.dataSource.manager,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => toInquiryResponse(row, threads.get(row.id), jobs.get(row.id))), total, page, pageSize };
  }

  /** One inquiry as the dashboard shows it (after markInquiryJobDone). */
  async inquiryResponse(inquiry: ContractorInquiry): Promise<MyContractorInquiryResponseDto> {
    const [threads, jobs] = await Promise.all([this.threadsOf([inquiry.id]), jobDoneOf(this.dataSource.manager, [inquiry.id])]);
    return toInquiryResponse(inquiry, threads.get(inquiry.id), jobs.get(inquiry.id));
  }

  /**
   * Moves an inquiry (inquiry-status-flow.ts; 409 otherwise) or e-mails a reply to the homeowner,
   * which marks it replied (from new, or again from replied). The reply, its e-mail in the outbox
   * and the status commit together. The same reply sent again within 10 minutes (a double click)
   * is answered as the first and mailed once. A new reply (issue 25) goes out only while the
   * listing is public (409), within CONTRACTOR_REPLIES_PER_DAY per listing and the per-address
   * daily limit of the site's mail to the homeowner (429 each, with a sentence).
   */
  async updateInquiry(user: AuthenticatedUser, id: number, dto: UpdateContractorInquiryDto): Promise<MyContractorInquiryResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      const listing = await this.listingOf(user, manager);
      const inquiry = await manager.findOne(ContractorInquiry, {
        where: { id, contractorId: listing.id, confirmedAt: Not(IsNull()) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!inquiry) throw new NotFoundException(DASHBOARD_MESSAGES.inquiryNotFound);

      if (dto.reply) {
        if (inquiry.status === ContractorInquiryStatus.Replied && inquiry.replyMessage === dto.reply && isRecent(inquiry.repliedAt)) {
          return toInquiryResponse(inquiry, (await this.threadsOf([inquiry.id], manager)).get(inquiry.id));
        }
        if (inquiry.status !== ContractorInquiryStatus.Replied) inquiryStatusFlow.assert(inquiry.status, ContractorInquiryStatus.Replied);
        await this.checkReplyAllowed(manager, listing);
        const replyTo = this.config.inboundMailEnabled
          ? await this.replyAddresses.replyTo(manager, InboundThreadKind.ContractorInquiry, inquiry.id, inquiry.email)
          : listing.email;
        if (!(await this.confirmations.enqueue(manager, inquiryReply(this.config, listing, inquiry, dto.reply, replyTo)))) {
          throw new HttpException(DASHBOARD_MESSAGES.replyCapRecipient(CONFIRMATIONS_PER_RECIPIENT), HttpStatus.TOO_MANY_REQUESTS);
        }
        await manager.insert(ContractorInquiryReply, { contractorId: listing.id, inquiryId: inquiry.id });
        await manager.insert(ContractorInquiryMessage, {
          inquiryId: inquiry.id,
          contractorId: listing.id,
          direction: ContractorInquiryMessageDirection.Contractor,
          fromAddress: null,
          subject: null,
          text: dto.reply,
          attachments: [],
          messageId: null,
          noticeMailId: null,
          createdAt: new Date(),
        });
        Object.assign(inquiry, { status: ContractorInquiryStatus.Replied, replyMessage: dto.reply, repliedAt: new Date() });
      } else {
        inquiryStatusFlow.assert(inquiry.status, dto.status!);
        inquiry.status = dto.status!;
      }
      const saved = await manager.save(inquiry);
      return toInquiryResponse(saved, (await this.threadsOf([saved.id], manager)).get(saved.id));
    });
  }

  /** The dashboard threads of these inquiries, each oldest first: the contractor's replies and the homeowner's e-mail replies. */
  private async threadsOf(ids: number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, ContractorInquiryMessage[]>> {
    const threads = new Map<number, ContractorInquiryMessage[]>();
    if (!ids.length) return threads;
    const rows = await manager
      .getRepository(ContractorInquiryMessage)
      .createQueryBuilder('m')
      .where('m."inquiryId" IN (:...ids)', { ids })
      .orderBy('m."createdAt"', 'ASC')
      .addOrderBy('m.id', 'ASC')
      .getMany();
    for (const row of rows) {
      const thread = threads.get(row.inquiryId);
      if (thread) thread.push(row);
      else threads.set(row.inquiryId, [row]);
    }
    return threads;
  }

  /** 409 unless the listing is public; 429 once it sent CONTRACTOR_REPLIES_PER_DAY replies in 24 hours. */
  private async checkReplyAllowed(manager: EntityManager, listing: Contractor): Promise<void> {
    if (listing.status !== ContractorStatus.Approved) throw new ConflictException(DASHBOARD_MESSAGES.replyNotListed);
    // One listing's replies are counted one transaction at a time, so parallel replies cannot all pass.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contractor-replies:${listing.id}`]);
    const [{ count }] = (await manager.query(
      `SELECT count(*)::int AS count FROM "contractor_inquiry_replies" WHERE "contractorId" = $1 AND "createdAt" > now() - interval '24 hours'`,
      [listing.id],
    )) as [{ count: number }];
    if (count >= CONTRACTOR_REPLIES_PER_DAY)
      throw new HttpException(DASHBOARD_MESSAGES.replyCapContractor(CONTRACTOR_REPLIES_PER_DAY), HttpStatus.TOO_MANY_REQUESTS);
  }

  private async profileOf(listing: Contractor): Promise<MyContractorProfileResponseDto> {
    const [row]: (CardRow & { newInquiryCount: number })[] = await this.dataSource.query(
      `SELECT ${cardColumnsSql()},
         (SELECT COUNT(*)::int FROM "contractor_inquiries" i WHERE i."contractorId" = c."id" AND i."status" = $2 AND i."confirmedAt" IS NOT NULL) AS "newInquiryCount"
       FROM "contractors" c WHERE c."id" = $1`,
      [listing.id, ContractorInquiryStatus.New],
    );
    const [credentials, photos] = await Promise.all([this.credentials.publicCredentials(listing.id), approvedPhotosOf(this.dataSource.manager, listing.id)]);
    const [card] = await withResponseTimes(this.dataSource.manager, [toContractorProfile(row, listing, credentials, photos)]);
    return {
      ...card,
      status: listing.status,
      email: listing.email,
      businessAddress: listing.businessAddress,
      insuranceExpiresOn: credentials.insurance.expiresOn,
      officeOnlyFields: Object.values(ContractorOfficeOnlyField),
      newInquiryCount: row.newInquiryCount,
      verificationNotice: null,
      createdAt: listing.createdAt,
      updatedAt: listing.updatedAt,
    };
  }
}

function areaColumns(place: Place): Pick<ServiceArea, 'city' | 'state' | 'zipCode' | 'latitude' | 'longitude'> {
  return { city: place.city, state: place.state, zipCode: place.zipCode, latitude: place.latitude, longitude: place.longitude };
}

/** One ZIP code, or one city (no ZIP) in one state. */
function samePlace(area: Pick<ServiceArea, 'city' | 'state' | 'zipCode'>, place: Place): boolean {
  if (area.zipCode || place.zipCode) return area.zipCode === place.zipCode;
  return area.city.toLowerCase() === place.city.toLowerCase() && area.state === place.state;
}

function toAreaResponse(area: AreaRow | ServiceArea): ServiceAreaResponseDto {
  const { id, city, state, zipCode, latitude, longitude, radius } = area;
  return { id, city, state, zipCode, latitude, longitude, radius, label: serviceAreaLabel(area) };
}

function isRecent(at: Date | null): boolean {
  return at !== null && Date.now() - at.getTime() < DOUBLE_SUBMIT_WINDOW_MINUTES * 60_000;
}

function toInquiryResponse(inquiry: ContractorInquiry, thread: ContractorInquiryMessage[] = [], jobDone?: InquiryJobDoneDto): MyContractorInquiryResponseDto {
  const allowed = plainInquiryMoves(inquiry.status);
  return {
    id: inquiry.id,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    message: inquiry.message,
    projectZip: inquiry.projectZip,
    status: inquiry.status,
    allowedStatuses: allowed,
    canReply: inquiry.status === ContractorInquiryStatus.Replied || allowed.includes(ContractorInquiryStatus.Replied),
    canMarkJobDone: inquiryStatusFlow.canMove(inquiry.status, ContractorInquiryStatus.JobDone),
    jobDone: jobDone ?? null,
    replyMessage: inquiry.replyMessage,
    repliedAt: inquiry.repliedAt,
    thread: thread.map((message) => ({
      id: message.id,
      direction: message.direction,
      fromAddress: message.fromAddress,
      subject: message.subject,
      text: message.text,
      attachments: message.attachments ?? [],
      createdAt: message.createdAt,
    })),
    createdAt: inquiry.createdAt,
    updatedAt: inquiry.updatedAt,
  };
}
