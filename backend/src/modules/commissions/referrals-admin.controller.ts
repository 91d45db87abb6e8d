import { Body, Controller, Get, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { UserRole } from '../../common/auth/user-role';
import { ListAffiliateLeadsQueryDto } from './dto/list-referrals-query.dto';
import { AdminReferralResponseDto, PaginatedAdminReferralsResponseDto } from './dto/referral-response.dto';
import { UpdateAffiliateLeadStageDto } from './dto/update-referral-stage.dto';
import { ReferralsAdminService } from './referrals-admin.service';

/** The office's view of partners' referrals (issue 14): the list, one referral and stage changes. */
@ApiTags('admin-partners')
@Controller('admin/affiliate-leads')
export class ReferralsAdminController {
  constructor(private readonly referrals: ReferralsAdminService) {}

  /** Every partner's referrals: by partner, stage, flag and words in the customer's name or e-mail, sorted, a page at a time. */
  @NoStore()
  @Get()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  listAffiliateLeads(@Query() query: ListAffiliateLeadsQueryDto): Promise<PaginatedAdminReferralsResponseDto> {
    return this.referrals.list(query);
  }

  /** One referral with its partner, customer, project answers, commission and the stages it may move to. */
  @NoStore()
  @Get(':id')
  @Roles(UserRole.Admin)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No referral has this id.' })
  getAffiliateLead(@IdParam('id', "The referral's id.") id: number): Promise<AdminReferralResponseDto> {
    return this.referrals.get(id);
  }

  /**
   * Moves a referral to another stage (new → contacted → qualified → converted; any open stage →
   * lost; converted → lost reverses the conversion) and/or records its quality and notes. Converting
   * takes the conversion value and net profit in cents and writes the commission; the partner is e-mailed.
   */
  @NoStore()
  @Patch(':id')
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A bad or unknown field, nothing to change, or money missing at conversion (or given without it).',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No referral has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: "'A referral cannot move from {from} to {to}.'" })
  updateAffiliateLeadStage(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam('id', "The referral's id.") id: number,
    @Body() body: UpdateAffiliateLeadStageDto,
  ): Promise<AdminReferralResponseDto> {
    return this.referrals.updateStage(admin, id, body);
  }
}
