import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags, ApiConflictResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Owned, SignedIn } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { RateLimited } from '../../common/rate-limit';
import { DepositsService } from './deposits.service';
import { CreateDepositDto } from './dto/create-deposit.dto';
import { DepositResponseDto } from './dto/deposit-response.dto';
import { DepositTermsResponseDto } from './dto/deposit-terms-response.dto';

/**
 * Deposits on plans (spec §3 deposits): a signed-in buyer places one from /checkout/{designId}
 * and sees their own on /account and /deposit-confirmation/{designId}; nobody else's.
 */
@ApiTags('deposits')
@Controller('deposits')
export class DepositsController {
  constructor(private readonly deposits: DepositsService) {}

  /** The deposit amount and what happens next (public: the checkout page shows it before sign-in). */
  @Get('terms')
  getDepositTerms(): DepositTermsResponseDto {
    return this.deposits.terms();
  }

  /**
   * Places a deposit (status pending) on an active plan; the buyer and the business are e-mailed.
   * The same deposit sent again within 10 minutes (a double click) answers the first one; the
   * public forms' per-IP rate limit applies. 409 until the buyer confirms their e-mail address.
   */
  @NoStore()
  @Post()
  @SignedIn()
  @RateLimited()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid (one message per field).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No active plan has this id or slug.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The buyer has not confirmed their e-mail address yet (the sentence says where the link went).' })
  createDeposit(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateDepositDto): Promise<DepositResponseDto> {
    return this.deposits.create(user, body);
  }

  /** The caller's deposits, newest first. */
  @NoStore()
  @Get()
  @SignedIn()
  listDeposits(@CurrentUser() user: AuthenticatedUser): Promise<DepositResponseDto[]> {
    return this.deposits.listOwn(user);
  }

  /** The caller's latest deposit on a plan (by id or slug): what /deposit-confirmation/{designId} shows. */
  @NoStore()
  @Get('latest/:idOrSlug')
  @SignedIn()
  @Owned('deposits.userId')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The caller has no deposit on this plan (or no such plan).' })
  getLatestDeposit(@CurrentUser() user: AuthenticatedUser, @Param('idOrSlug') idOrSlug: string): Promise<DepositResponseDto> {
    return this.deposits.latestOwn(user, idOrSlug);
  }
}
