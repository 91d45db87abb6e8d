import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Owned, Roles } from '../../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { IdParam } from '../../../common/path-params';
import { UserRole } from '../../../common/auth/user-role';
import { ContractorDashboardService } from './contractor-dashboard.service';
import { ServiceAreaResponseDto } from '../dto/contractor-response.dto';
import {
  ListMyContractorInquiriesQueryDto,
  MyContractorInquiryResponseDto,
  PaginatedMyContractorInquiriesResponseDto,
  UpdateContractorInquiryDto,
} from './dto/my-contractor-inquiries.dto';
import { MyContractorProfileResponseDto, UpdateMyContractorProfileDto } from './dto/my-contractor-profile.dto';
import { ServiceAreaInputDto } from '../dto/service-area-input.dto';

const NO_LISTING = 'The account has no contractor listing.';
const BAD_BODY = 'A field is missing, invalid, unknown or only the office’s to change; one message per field.';
const AREA_NOT_FOUND = 'No service area with this id on your listing (another contractor’s included), or no listing.';
const INQUIRY_NOT_FOUND = 'No inquiry with this id for your listing (another contractor’s included), or no listing.';

/** The Contractor Dashboard (/contractors/dashboard, issue 15): the signed-in contractor's own listing, service areas and inquiries. */
@ApiTags('contractor-portal')
@Controller('contractor/me')
export class ContractorDashboardController {
  constructor(private readonly dashboard: ContractorDashboardService) {}

  /** The caller's listing, whatever its status: status, verification, specialties, areas, rating, and the fields only the office changes. */
  @NoStore()
  @Get()
  @Roles(UserRole.Contractor)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  getMyContractorProfile(@CurrentUser() user: AuthenticatedUser): Promise<MyContractorProfileResponseDto> {
    return this.dashboard.profile(user);
  }

  /** Changes the description, phone, website, contact name, address and specialties (1 to 8); the name, license, years and e-mail are the office's (400). */
  @NoStore()
  @Patch()
  @Roles(UserRole.Contractor)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_BODY })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  updateMyContractorProfile(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateMyContractorProfileDto): Promise<MyContractorProfileResponseDto> {
    return this.dashboard.updateProfile(user, body);
  }

  /** Adds a service area: a ZIP code or a city (MO unless given) and a radius of 5 to 150 miles; at most 10 per listing. */
  @NoStore()
  @Post('service-areas')
  @HttpCode(HttpStatus.CREATED)
  @Roles(UserRole.Contractor)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_BODY })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The listing has 10 areas already, or one at this ZIP code or city.' })
  addMyServiceArea(@CurrentUser() user: AuthenticatedUser, @Body() body: ServiceAreaInputDto): Promise<ServiceAreaResponseDto> {
    return this.dashboard.addArea(user, body);
  }

  /** Replaces one of the caller's service areas (place and radius). */
  @NoStore()
  @Put('service-areas/:id')
  @Roles(UserRole.Contractor)
  @Owned('contractors.userId')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_BODY })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: AREA_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another area of the listing is at this ZIP code or city.' })
  updateMyServiceArea(@CurrentUser() user: AuthenticatedUser, @IdParam('id') id: number, @Body() body: ServiceAreaInputDto): Promise<ServiceAreaResponseDto> {
    return this.dashboard.updateArea(user, id, body);
  }

  /** Removes one of the caller's service areas; the last one stays ('Keep at least one service area.'). */
  @Delete('service-areas/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Roles(UserRole.Contractor)
  @Owned('contractors.userId')
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: AREA_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "It is the listing's last area: 'Keep at least one service area.'" })
  removeMyServiceArea(@CurrentUser() user: AuthenticatedUser, @IdParam('id') id: number): Promise<void> {
    return this.dashboard.removeArea(user, id);
  }

  /** The homeowners' requests to the caller's listing: status filter, sort, page (newest first by default). */
  @NoStore()
  @Get('inquiries')
  @Roles(UserRole.Contractor)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NO_LISTING })
  listMyContractorInquiries(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListMyContractorInquiriesQueryDto,
  ): Promise<PaginatedMyContractorInquiriesResponseDto> {
    return this.dashboard.listInquiries(user, query);
  }

  /** Moves an inquiry (new → replied or closed, replied → closed, closed → new), or e-mails a reply to the homeowner and marks it replied (only while the listing is public; capped per day). */
  @NoStore()
  @Patch('inquiries/:id')
  @Roles(UserRole.Contractor)
  @Owned('contractors.userId')
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BAD_BODY })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: INQUIRY_NOT_FOUND })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "'An inquiry cannot move from {from} to {to}.', or a reply while the listing is not public." })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description: 'A reply past the listing’s 20 a day, or past the 3 e-mails a day the site sends one address.',
  })
  updateContractorInquiry(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('id') id: number,
    @Body() body: UpdateContractorInquiryDto,
  ): Promise<MyContractorInquiryResponseDto> {
    return this.dashboard.updateInquiry(user, id, body);
  }
}
