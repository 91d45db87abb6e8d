import { Injectable, NotFoundException } from '@nestjs/common';
import { pageTotal, TOTAL_SQL, type WithTotal } from '../../../common/paging';
import { DataSource } from 'typeorm';
import { initials, snakeToTitle } from '../../../shared/text';
import { boundingBox, resolvePlace, type Place } from '../../geo/geo';
import { rankReason } from '../contractor-ranking';
import { withResponseTimes } from '../contractor-response-time';
import { publishedReviewsPage, removedReviewLines } from '../reviews/public-reviews';
import { cardColumnsSql, milesSql, NEAREST_ORDER_SQL, SEARCH_ORDER_SQL, verifiedSql } from '../contractor-search-sql';
import { ContractorReviewStatus, ContractorSpecialty, ContractorStatus } from '../contractors.enums';
import {
  ContractorCardDto,
  ContractorResponseDto,
  ContractorSearchResponseDto,
  ContractorSearchResultDto,
  ContractorSpecialtyDto,
  PaginatedContractorReviewsResponseDto,
  PaginatedContractorsResponseDto,
  ServiceAreaResponseDto,
} from '../dto/contractor-response.dto';
import { CONTRACTORS_PAGE_SIZE, ListContractorReviewsQueryDto, ListContractorsQueryDto, REVIEWS_PAGE_SIZE } from './dto/list-contractors-query.dto';
import { DEFAULT_SEARCH_RADIUS, SEARCH_PAGE_SIZE, SearchContractorsQueryDto } from './dto/search-contractors-query.dto';
import { ContractorReview } from '../entities/contractor-review.entity';
import { Contractor } from '../entities/contractor.entity';
import { approvedPhotosOf } from '../photos/contractor-photo-gallery';
import type { ContractorPhotoDto } from '../photos/dto/contractor-photo.dto';
import { coveredCities, SERVICE_CITIES, serviceCityBySlug } from '../service-cities';
import { ContractorCredentials } from '../credentials/contractor-credentials';
import type { ContractorCredentialsDto } from '../credentials/dto/public-credentials.dto';

/** The widest service radius an area may have (issue 15: 5 to 150 miles); bounds the search's box. */
export const MAX_AREA_RADIUS = 150;
/** How many listings 'Closest contractors outside your search' shows. */
const NEAR_MISS_COUNT = 3;

interface AreaJson {
  id: number;
  city: string;
  state: string;
  zipCode: string | null;
  latitude: number;
  longitude: number;
  radius: number;
}

/** A row of cardColumnsSql. */
interface CardRow {
  id: number;
  slug: string;
  name: string;
  averageRating: string | number;
  reviewCount: number;
  verifiedAt: Date | null;
  isSample: boolean;
  verified: boolean;
  licenseChecked: boolean;
  insured: boolean;
  specialties: ContractorSpecialty[];
  areas: AreaJson[];
}

type SearchRow = CardRow & { distance: number; covers: boolean; total: string };

/** The contractor network as the public sees it: approved listings only. */
@Injectable()
export class ContractorsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly credentials: ContractorCredentials,
  ) {}

  /** The directory: approved listings, filtered, by rating then name. Items and total in one query. */
  async list(query: ListContractorsQueryDto): Promise<PaginatedContractorsResponseDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? CONTRACTORS_PAGE_SIZE;
    const params: unknown[] = [ContractorStatus.Approved];
    const clauses = ['c."status" = $1', ...this.filterClauses(query, params)];
    const city = query.serviceCity ? serviceCityBySlug(query.serviceCity) : undefined;
    if (city) {
      params.push(city.latitude, city.longitude);
      const [lat, lon] = [`$${params.length - 1}::float8`, `$${params.length}::float8`];
      clauses.push(`EXISTS (SELECT 1 FROM "service_areas" a WHERE a."contractorId" = c."id" AND ${milesSql('a', lat, lon)} <= a."radius")`);
    }
    const rows: WithTotal<CardRow>[] = await this.dataSource.query(
      `SELECT ${cardColumnsSql()}, ${TOTAL_SQL}
       FROM "contractors" c WHERE ${clauses.join(' AND ')}
       ORDER BY c."averageRating" DESC, lower(c."name") ASC, c."id" ASC
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    );
    const total = await pageTotal(rows, page, () => this.countList(clauses, params));
    return { items: await withResponseTimes(this.dataSource.manager, rows.map(toContractorCard)), total, page, pageSize };
  }

  /**
   * /contractors/find: listings with an area that covers the place (distance ≤ the area's own
   * radius) or lies within the search radius. An indexed bounding box on the areas' (latitude,
   * longitude) picks the candidates, then the exact great-circle distance decides; a contractor
   * with several areas counts once, at its nearest. Ranked by distance band, then the Verified
   * badge, then the review score, then distance (contractor-ranking.ts); the first card says why.
   */
  async search(query: SearchContractorsQueryDto): Promise<ContractorSearchResponseDto> {
    // Validation has resolved the place already; a miss here would be a bug, not input.
    const place = resolvePlace(query) as Place;
    const radius = query.radius ?? DEFAULT_SEARCH_RADIUS;
    const page = query.page ?? 1;

    const params: unknown[] = [place.latitude, place.longitude, radius, ContractorStatus.Approved];
    // An area counts up to max(its radius, the search radius) away: the box must hold that far.
    const box = boundingBox(place, Math.max(radius, MAX_AREA_RADIUS));
    params.push(box.minLat, box.maxLat, box.minLon, box.maxLon);
    const filters = ['c."status" = $4', ...this.filterClauses(query, params)];

    const rows: SearchRow[] = await this.dataSource.query(
      `WITH "near" AS (
         SELECT a."contractorId", MIN(d."miles") AS "distance", BOOL_OR(d."miles" <= a."radius") AS "covers"
         FROM "service_areas" a
         CROSS JOIN LATERAL (SELECT ${milesSql('a', '$1::float8', '$2::float8')} AS "miles") d
         WHERE a."latitude" BETWEEN $5 AND $6 AND a."longitude" BETWEEN $7 AND $8
         GROUP BY a."contractorId"
         HAVING BOOL_OR(d."miles" <= GREATEST(a."radius", $3::int))
       )
       SELECT ${cardColumnsSql()}, n."distance", n."covers", ${TOTAL_SQL}
       FROM "near" n JOIN "contractors" c ON c."id" = n."contractorId"
       WHERE ${filters.join(' AND ')}
       ORDER BY ${SEARCH_ORDER_SQL}
       LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}`,
      params,
    );
    const total = await pageTotal(rows, page, async () => {
      const [row]: { total: string }[] = await this.dataSource.query(
        `WITH "near" AS (
           SELECT a."contractorId" FROM "service_areas" a
           WHERE a."latitude" BETWEEN $5 AND $6 AND a."longitude" BETWEEN $7 AND $8
           GROUP BY a."contractorId"
           HAVING BOOL_OR(${milesSql('a', '$1::float8', '$2::float8')} <= GREATEST(a."radius", $3::int))
         )
         SELECT COUNT(*) AS "total" FROM "near" n JOIN "contractors" c ON c."id" = n."contractorId" WHERE ${filters.join(' AND ')}`,
        params,
      );
      return Number(row.total);
    });

    let nearMiss: ContractorSearchResultDto[] | null = null;
    if (total === 0) {
      // Nothing within reach: the nearest few anywhere, other filters kept (a full scan of the
      // approved listings' areas, run only when a search finds nothing).
      const nearParams: unknown[] = [place.latitude, place.longitude, ContractorStatus.Approved];
      const nearFilters = ['c."status" = $3', ...this.filterClauses(query, nearParams)];
      const nearRows: SearchRow[] = await this.dataSource.query(
        `WITH "near" AS (
           SELECT a."contractorId", MIN(d."miles") AS "distance", BOOL_OR(d."miles" <= a."radius") AS "covers"
           FROM "service_areas" a
           CROSS JOIN LATERAL (SELECT ${milesSql('a', '$1::float8', '$2::float8')} AS "miles") d
           GROUP BY a."contractorId"
         )
         SELECT ${cardColumnsSql()}, n."distance", n."covers", 0 AS "total"
         FROM "near" n JOIN "contractors" c ON c."id" = n."contractorId"
         WHERE ${nearFilters.join(' AND ')}
         ORDER BY ${NEAREST_ORDER_SQL}
         LIMIT ${NEAR_MISS_COUNT}`,
        nearParams,
      );
      nearMiss = await withResponseTimes(this.dataSource.manager, nearRows.map(toSearchResult));
    }

    const items = await withResponseTimes(this.dataSource.manager, rows.map(toSearchResult));
    // The first card of the first page says why it is first (issue 25 item 16).
    if (page === 1 && items.length) items[0].rankReason = rankReason(ranked(rows[0]), rows[1] && ranked(rows[1]));
    return {
      items,
      total,
      page,
      pageSize: SEARCH_PAGE_SIZE,
      radius,
      place: { label: place.label, city: place.city, state: place.state, zipCode: place.zipCode, latitude: place.latitude, longitude: place.longitude },
      nearMiss,
    };
  }

  /** An approved listing by id or slug, with its areas (404 for any other). */
  async get(idOrSlug: string): Promise<ContractorResponseDto> {
    const contractor = await this.findApproved(idOrSlug);
    const [row]: CardRow[] = await this.dataSource.query(`SELECT ${cardColumnsSql()} FROM "contractors" c WHERE c."id" = $1`, [contractor.id]);
    const [credentials, photos] = await Promise.all([
      this.credentials.publicCredentials(contractor.id),
      approvedPhotosOf(this.dataSource.manager, contractor.id),
    ]);
    const [profile] = await withResponseTimes(this.dataSource.manager, [toContractorProfile(row, contractor, credentials, photos)]);
    return profile;
  }

  /** An approved listing's published reviews, newest first. */
  async listReviews(idOrSlug: string, query: ListContractorReviewsQueryDto): Promise<PaginatedContractorReviewsResponseDto> {
    const contractor = await this.findApproved(idOrSlug);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? REVIEWS_PAGE_SIZE;
    const { items, total: pageCount } = await publishedReviewsPage(this.dataSource.manager, contractor.id, page, pageSize);
    const total =
      pageCount ??
      (page === 1
        ? 0
        : await this.dataSource.getRepository(ContractorReview).countBy({ contractorId: contractor.id, status: ContractorReviewStatus.Published }));
    return { items, removed: await removedReviewLines(this.dataSource.manager, contractor.id), total, page, pageSize };
  }

  /** Whether /contractors/{idOrSlug} is a listed (approved) contractor: the site's page check. */
  async isListed(idOrSlug: string): Promise<boolean> {
    const lookup = parseIdOrSlug(idOrSlug);
    return lookup !== null && this.dataSource.getRepository(Contractor).existsBy({ ...lookup, status: ContractorStatus.Approved });
  }

  /** The approved listing with this id or slug; 404 for any other (the public forms use it too). */
  async findApproved(idOrSlug: string): Promise<Contractor> {
    const lookup = parseIdOrSlug(idOrSlug);
    const contractor = lookup ? await this.dataSource.getRepository(Contractor).findOneBy({ ...lookup, status: ContractorStatus.Approved }) : null;
    if (!contractor) throw new NotFoundException('This contractor is not in our network, or no longer listed.');
    return contractor;
  }

  private async countList(clauses: string[], params: unknown[]): Promise<number> {
    const [row]: { total: string }[] = await this.dataSource.query(`SELECT COUNT(*) AS "total" FROM "contractors" c WHERE ${clauses.join(' AND ')}`, params);
    return Number(row.total);
  }

  /** The specialty and verified filters on `c`; a value goes to the end of `params`. */
  private filterClauses(query: { specialty?: ContractorSpecialty[]; verified?: boolean }, params: unknown[]): string[] {
    const clauses: string[] = [];
    if (query.specialty?.length) {
      params.push(query.specialty);
      clauses.push(
        `EXISTS (SELECT 1 FROM "contractor_specialties" s WHERE s."contractorId" = c."id" AND s."specialty" = ANY($${params.length}::"contractor_specialty"[]))`,
      );
    }
    if (query.verified === true) clauses.push(verifiedSql());
    if (query.verified === false) clauses.push(`NOT ${verifiedSql()}`);
    return clauses;
  }
}

/** "12" → by id; "bluestem-sip-builders" (any case) → by slug; anything else matches nothing. */
function parseIdOrSlug(value: string): { id: number } | { slug: string } | null {
  if (/^\d{1,9}$/.test(value)) return { id: Number(value) };
  const slug = value.toLowerCase();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 100 ? { slug } : null;
}

export function specialtyLabel(specialty: ContractorSpecialty): ContractorSpecialtyDto {
  return { value: specialty, label: snakeToTitle(specialty) };
}

/** 'Liberty, MO 64068 · 30-mile radius'. */
export function serviceAreaLabel(area: Pick<AreaJson, 'city' | 'state' | 'zipCode' | 'radius'>): string {
  return `${area.city}, ${area.state}${area.zipCode ? ` ${area.zipCode}` : ''} · ${area.radius}-mile radius`;
}

function toServiceAreaResponse(area: AreaJson): ServiceAreaResponseDto {
  return { ...area, label: serviceAreaLabel(area) };
}

/**
 * A listing's public profile: its card, its own words, its service areas and its checked
 * credentials (issue 31). The public page and the contractor's dashboard (which adds the
 * office-only fields) show exactly this.
 */
export function toContractorProfile(
  row: CardRow,
  listing: Contractor,
  credentials: ContractorCredentialsDto,
  photos: ContractorPhotoDto[],
): ContractorResponseDto {
  return {
    ...toContractorCard(row),
    description: listing.description,
    imageUrl: listing.imageUrl,
    website: listing.website,
    phone: listing.phone,
    contactName: listing.contactName,
    yearsInBusiness: listing.yearsInBusiness,
    licenseNumber: listing.licenseNumber,
    areas: row.areas.map(toServiceAreaResponse),
    ...credentials,
    photos,
  };
}

/** A listing as a directory card. */
export function toContractorCard(row: CardRow): ContractorCardDto {
  const covered = coveredCities(row.areas);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    initials: initials(row.name),
    specialties: row.specialties.map(specialtyLabel),
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    verified: row.verified,
    licenseChecked: row.licenseChecked,
    insured: row.insured,
    verifiedAt: row.verifiedAt,
    isSample: row.isSample,
    serves: [...new Set(row.areas.map((area) => area.city))],
    coverage: { count: covered.length, total: SERVICE_CITIES.length, cities: covered.map(({ slug, name, county }) => ({ slug, name, county })) },
    // Filled in by withResponseTimes (one query for a page of cards).
    responseTime: null,
  };
}

function toSearchResult(row: SearchRow): ContractorSearchResultDto {
  return { ...toContractorCard(row), distanceMiles: Math.round(Number(row.distance) * 10) / 10, servesYourArea: row.covers, rankReason: null };
}

function ranked(row: SearchRow) {
  return {
    id: row.id,
    name: row.name,
    distance: Number(row.distance),
    verified: row.verified,
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
  };
}
