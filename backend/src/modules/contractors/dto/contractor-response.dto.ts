import { ApiProperty } from '@nestjs/swagger';
import { ContractorSpecialty } from '../contractors.enums';
import { ContractorInsuranceDto, ContractorLicenseLineDto } from '../credentials/dto/public-credentials.dto';
import { ContractorResponseTimeDto } from './contractor-response-time.dto';
import { ContractorReviewReplyDto, RemovedReviewsLineDto } from './contractor-review-parts.dto';
import { ContractorPhotoDto } from '../photos/dto/contractor-photo.dto';

/** A specialty with its label (spec §9 Title Case, SIP and HVAC in capitals). */
export class ContractorSpecialtyDto {
  @ApiProperty({ enum: ContractorSpecialty, enumName: 'ContractorSpecialty' })
  value: ContractorSpecialty;
  /** 'Custom Homes', 'SIP Installation', 'HVAC'. */
  label: string;
}

/** A service city a contractor covers, with its county; its page is /{slug}. */
export class CoveredCityDto {
  slug: string;
  name: string;
  /** 'Clay County', 'Clinton and DeKalb counties'. */
  county: string;
}

/** 'Covers {count} of our {total} service cities': the cities whose point lies within one of the areas. */
export class ContractorCoverageDto {
  @ApiProperty({ type: 'integer' })
  count: number;
  /** Always 16 (spec §9). */
  @ApiProperty({ type: 'integer', example: 16 })
  total: number;
  /** In the service-city list's order. */
  cities: CoveredCityDto[];
}

/** One listing as the directory shows it (a card). */
export class ContractorCardDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** /contractors/{slug}. */
  slug: string;
  name: string;
  /** spec §9: 'Bluestem SIP Builders' → 'BB'. */
  initials: string;
  /** In the spec's order. */
  specialties: ContractorSpecialtyDto[];
  /** Mean of the published reviews' stars, two decimals; 0 with no review. */
  @ApiProperty({ example: 4.67 })
  averageRating: number;
  /** Published reviews. */
  @ApiProperty({ type: 'integer' })
  reviewCount: number;
  /**
   * The 'Verified' badge (issue 31): verified by the office, backed by a current license or
   * registration record it checked and an approved certificate of insurance not past its end date.
   */
  verified: boolean;
  /** 'License checked': a license or registration record the office checked, not past its end date. */
  licenseChecked: boolean;
  /** 'Insured': an approved certificate of insurance not past its end date (today in Missouri). */
  insured: boolean;
  /** When the office last verified it (the profile's 'Verified {Month YYYY}'); null when never or unverified. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  verifiedAt: Date | null;
  /** A fictitious sample listing: show 'Sample listing'. */
  isSample: boolean;
  /** The towns of its service areas, in their order, each once ('Serves Liberty, Kearney'). */
  serves: string[];
  coverage: ContractorCoverageDto;
  /** The response-time badge from real requests (issue 31); null with fewer than 3 requests in the last 90 days. */
  @ApiProperty({ type: ContractorResponseTimeDto, nullable: true })
  responseTime: ContractorResponseTimeDto | null;
}

/** One page of the directory. */
export class PaginatedContractorsResponseDto {
  items: ContractorCardDto[];
  /** Listings matching the filters, over all pages. */
  @ApiProperty({ type: 'integer' })
  total: number;
  @ApiProperty({ type: 'integer' })
  page: number;
  @ApiProperty({ type: 'integer' })
  pageSize: number;
}

/** A card of the search: the card plus how far it is. */
export class ContractorSearchResultDto extends ContractorCardDto {
  /** Miles from the searched place to the contractor's nearest service area's centre, one decimal ('{d} miles away'). */
  @ApiProperty({ example: 12.4 })
  distanceMiles: number;
  /** 'Serves your area': the place lies within one of the contractor's own service radii. */
  servesYourArea: boolean;
  /** On the first card of the first page only: why it is listed first ('Listed first: within 25 miles of you and verified by our office.'). */
  @ApiProperty({ type: 'string', nullable: true })
  rankReason: string | null;
}

/** The place searched, as resolved. */
export class ContractorSearchPlaceDto {
  /** 'St. Joseph, MO 64501' or 'Liberty, MO' (the heading's {place}). */
  label: string;
  city: string;
  state: string;
  /** The ZIP searched; null for a city. */
  @ApiProperty({ type: 'string', nullable: true })
  zipCode: string | null;
  latitude: number;
  longitude: number;
}

/** '{total} contractors within {radius} miles of {place.label}', a page of 10, and near misses when none. */
export class ContractorSearchResponseDto {
  items: ContractorSearchResultDto[];
  @ApiProperty({ type: 'integer' })
  total: number;
  @ApiProperty({ type: 'integer' })
  page: number;
  /** Always 10. */
  @ApiProperty({ type: 'integer', example: 10 })
  pageSize: number;
  /** The search radius in miles. */
  @ApiProperty({ type: 'integer', example: 50 })
  radius: number;
  place: ContractorSearchPlaceDto;
  /** Only when nothing matched: 'Closest contractors outside your search', the nearest 3 with the other filters kept; otherwise null. */
  @ApiProperty({ type: ContractorSearchResultDto, isArray: true, nullable: true })
  nearMiss: ContractorSearchResultDto[] | null;
}

/** A service area: 'Liberty, MO 64068 · 30-mile radius'. */
export class ServiceAreaResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  city: string;
  state: string;
  @ApiProperty({ type: 'string', nullable: true })
  zipCode: string | null;
  /** Whole miles. */
  @ApiProperty({ type: 'integer' })
  radius: number;
  latitude: number;
  longitude: number;
  /** 'Liberty, MO 64068 · 30-mile radius'. */
  label: string;
}

/** A public profile: the card plus the listing's details and areas. */
export class ContractorResponseDto extends ContractorCardDto {
  description: string | null;
  imageUrl: string | null;
  website: string | null;
  phone: string | null;
  contactName: string | null;
  @ApiProperty({ type: 'integer', nullable: true })
  yearsInBusiness: number | null;
  /** The number the applicant gave (unchecked); the profile shows the checked `licenses` instead. */
  licenseNumber: string | null;
  areas: ServiceAreaResponseDto[];
  /** 'Licensed in Missouri' (a current statewide license only), 'License checked', or null (issue 31). */
  @ApiProperty({ type: 'string', nullable: true })
  licenseHeadline: string | null;
  /** The license and registration records the office checked: current first, each with what, by whom and when. */
  licenses: ContractorLicenseLineDto[];
  insurance: ContractorInsuranceDto;
  /** The portfolio (issue 31): approved photos only, in the contractor's order. */
  photos: ContractorPhotoDto[];
}

/** A published review (never the reviewer's e-mail). */
export class ContractorReviewResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating: number;
  body: string;
  reviewerName: string;
  /** 'Verified customer'. */
  verifiedCustomer: boolean;
  /** Written through the one-time link e-mailed after the job was marked done (issue 31): 'Hired through this directory'. */
  hiredThroughDirectory: boolean;
  /** The contractor's public reply, shown under the review; null when none. */
  @ApiProperty({ type: ContractorReviewReplyDto, nullable: true })
  reply: ContractorReviewReplyDto | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: Date;
}

/** One page of a contractor's published reviews, newest first. */
export class PaginatedContractorReviewsResponseDto {
  items: ContractorReviewResponseDto[];
  /** The reviews the office removed, counted per published reason (issue 31), most first; empty when none. */
  removed: RemovedReviewsLineDto[];
  @ApiProperty({ type: 'integer' })
  total: number;
  @ApiProperty({ type: 'integer' })
  page: number;
  @ApiProperty({ type: 'integer' })
  pageSize: number;
}
