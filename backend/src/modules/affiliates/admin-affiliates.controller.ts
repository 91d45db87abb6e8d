import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { type Actor, StaffActor } from '../../common/auth/actor';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { UserRole } from '../../common/auth/user-role';
import { AdminAffiliatesService } from './admin-affiliates.service';
import { AffiliateDetailResponseDto, PaginatedAffiliatesResponseDto } from './dto/affiliate-response.dto';
import { ListAffiliatesQueryDto } from './dto/list-affiliates-query.dto';
import { UpdateAffiliateDto } from './dto/update-affiliate.dto';

/** The back office's review of referral partners (issue 14): /affiliate-admin. */
@ApiTags('admin-partners')
@Controller('admin')
export class AdminAffiliatesController {
  constructor(private readonly adminAffiliates: AdminAffiliatesService) {}

  /** Partners and applications: pending first, then the sort asked for; 25 a page by default. */
  @Get('affiliates')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A parameter is malformed or unknown; one `errors` entry each.' })
  listAffiliates(@Query() query: ListAffiliatesQueryDto): Promise<PaginatedAffiliatesResponseDto> {
    return this.adminAffiliates.listAffiliates(query);
  }

  /** One partner with their newest leads and flags. */
  @Get('affiliates/:id')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No partner has this id.' })
  getAffiliate(@IdParam('id', "The partner's id.") id: number): Promise<AffiliateDetailResponseDto> {
    return this.adminAffiliates.getAffiliate(id);
  }

  /** Approves a pending application: code, partner account, set-password e-mail. */
  @Post('affiliates/:id/approve')
  @HttpCode(HttpStatus.OK)
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No partner has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Not pending, or the e-mail belongs to an admin or contractor account.' })
  approveAffiliate(@StaffActor() actor: Actor, @IdParam('id', "The partner's id.") id: number): Promise<AffiliateDetailResponseDto> {
    return this.adminAffiliates.approveAffiliate(actor, id);
  }

  /** Reject (with a reason), suspend, reactivate; commission rate, paperwork flags and whether the partner's terms allow paid ads. */
  @Patch('affiliates/:id')
  @NoStore()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is invalid or unknown, or a rejection has no reason.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No partner has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "A move affiliate-status-flow.ts refuses ('A partner cannot move from rejected to active.')." })
  updateAffiliate(
    @StaffActor() actor: Actor,
    @IdParam('id', "The partner's id.") id: number,
    @Body() body: UpdateAffiliateDto,
  ): Promise<AffiliateDetailResponseDto> {
    return this.adminAffiliates.updateAffiliate(actor, id, body);
  }
}
