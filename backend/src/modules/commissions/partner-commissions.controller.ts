import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { UserRole } from '../../common/auth/user-role';
import { ListMyCommissionPaymentsQueryDto, PaginatedMyCommissionPaymentsResponseDto } from './dto/commission-payment.dto';
import { ListMyReferralsQueryDto } from './dto/list-referrals-query.dto';
import { AffiliateSummaryResponseDto, MyAffiliateResponseDto, PaginatedMyReferralsResponseDto } from './dto/referral-response.dto';
import { PartnerCommissionsService } from './partner-commissions.service';

/** The signed-in partner's own referrals, commissions and payments (/affiliate-dashboard, issue 14). */
@ApiTags('partner-portal')
@Controller('affiliate/me')
export class PartnerCommissionsController {
  constructor(private readonly partner: PartnerCommissionsService) {}

  /** The partner's profile, referral code and link, rate and payout details. */
  @NoStore()
  @Get()
  @Roles(UserRole.Affiliate)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no affiliate row yet.' })
  getMyAffiliate(@CurrentUser() user: AuthenticatedUser): Promise<MyAffiliateResponseDto> {
    return this.partner.profile(user);
  }

  /** Referrals, qualified and converted counts; pending, earned and paid commission in cents. */
  @NoStore()
  @Get('summary')
  @Roles(UserRole.Affiliate)
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no affiliate row yet.' })
  getMyAffiliateSummary(@CurrentUser() user: AuthenticatedUser): Promise<AffiliateSummaryResponseDto> {
    return this.partner.summary(user);
  }

  /** The partner's referrals: customer, stage and its date, commission and its state, any hold in plain words. */
  @NoStore()
  @Get('leads')
  @Roles(UserRole.Affiliate)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no affiliate row yet.' })
  listMyAffiliateLeads(@CurrentUser() user: AuthenticatedUser, @Query() query: ListMyReferralsQueryDto): Promise<PaginatedMyReferralsResponseDto> {
    return this.partner.listReferrals(user, query);
  }

  /** The partner's commission payments, with the commissions and clawbacks each pays. */
  @NoStore()
  @Get('commission-payments')
  @Roles(UserRole.Affiliate)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The account has no affiliate row yet.' })
  listMyCommissionPayments(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListMyCommissionPaymentsQueryDto,
  ): Promise<PaginatedMyCommissionPaymentsResponseDto> {
    return this.partner.listPayments(user, query);
  }
}
