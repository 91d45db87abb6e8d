import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { UserRole } from '../../common/auth/user-role';
import { ReferralStatsQueryDto, ReferralStatsResponseDto } from '../affiliates/dto/referral-stats.dto';
import { ReferralStats } from '../affiliates/referral-stats';
import { PartnerCommissionsService } from './partner-commissions.service';

/** Issue 30: the signed-in partner's link numbers on /affiliate-dashboard. */
@ApiTags('partner-portal')
@Controller('affiliate/me')
export class PartnerReferralStatsController {
  constructor(
    private readonly partner: PartnerCommissionsService,
    private readonly stats: ReferralStats,
  ) {}

  /** Per link (the plain link, each sub-id) and the promo code: clicks, leads, conversions and leads per click, over the weeks asked and week by week. */
  @NoStore()
  @Get('referral-stats')
  @Roles(UserRole.Affiliate)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'weeks is not a whole number from 1 to 52, or an unknown parameter.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no affiliate row yet.' })
  async getMyReferralStats(@CurrentUser() user: AuthenticatedUser, @Query() query: ReferralStatsQueryDto): Promise<ReferralStatsResponseDto> {
    return this.stats.forPartner(await this.partner.partnerOf(user), query.weeks);
  }
}
