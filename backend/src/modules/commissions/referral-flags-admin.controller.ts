import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type Actor, StaffActor } from '../../common/auth/actor';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { ListReferralFlagsQueryDto, PaginatedReferralFlagsResponseDto, ReferralFlagResponseDto, ResolveReferralFlagDto } from './dto/referral-flag.dto';
import { ReferralFlagsAdminService } from './referral-flags-admin.service';

/** Issue 30: the fraud review queue of /affiliate-admin (admin only). */
@ApiTags('admin-partners')
@Controller('admin/referral-flags')
export class ReferralFlagsAdminController {
  constructor(private readonly flags: ReferralFlagsAdminService) {}

  /** Flagged referrals with what was found: by review state, signal kind and partner, sorted, a page at a time. */
  @NoStore()
  @Get()
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An unknown or bad parameter (one message per parameter).' })
  listReferralFlags(@Query() query: ListReferralFlagsQueryDto): Promise<PaginatedReferralFlagsResponseDto> {
    return this.flags.list(query);
  }

  /**
   * Decides a referral under review: clear (its commission goes on) or reject (its commission is
   * cancelled and the partner is e-mailed the reason). A review is decided once.
   */
  @NoStore()
  @Post(':id/resolve')
  @HttpCode(HttpStatus.OK)
  @Roles(UserRole.Admin)
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No decision, a decision other than clear or reject, or no reason.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No referral has this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: "The referral was never flagged, or its review is already decided ('A referral review cannot move from cleared to rejected. …').",
  })
  resolveReferralFlag(
    @StaffActor() actor: Actor,
    @IdParam('id', "The referral's id.") id: number,
    @Body() body: ResolveReferralFlagDto,
  ): Promise<ReferralFlagResponseDto> {
    return this.flags.resolve(actor, id, body);
  }
}
