import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiConflictResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Owned, SignedIn } from '../../common/auth/roles.decorator';
import { requestOrigin } from '../../common/client-network';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { IdParam } from '../../common/path-params';
import { RateLimited } from '../../common/rate-limit';
import { AGREEMENT_CHANGED_MESSAGE, DepositAgreementService } from './agreement/deposit-agreement.service';
import { DepositPaymentsService } from './deposit-payments.service';
import { DepositsService } from './deposits.service';
import { CreateDepositDto } from './dto/create-deposit.dto';
import { DepositAgreementQueryDto } from './dto/deposit-agreement-query.dto';
import { DepositAgreementResponseDto } from './dto/deposit-agreement-response.dto';
import { DepositCheckoutResponseDto, DepositResponseDto } from './dto/deposit-response.dto';
import { DepositTermsResponseDto } from './dto/deposit-terms-response.dto';

/**
 * Deposits on plans (spec §3 deposits): a signed-in buyer places one from /checkout/{designId}
 * and sees their own on /account and /deposit-confirmation/{designId}; nobody else's.
 */
@ApiTags('deposits')
@Controller('deposits')
export class DepositsController {
  constructor(
    private readonly deposits: DepositsService,
    private readonly payments: DepositPaymentsService,
    private readonly agreements: DepositAgreementService,
  ) {}

  /** The deposit amount and what happens next (public: the checkout page shows it before sign-in). */
  @Get('terms')
  getDepositTerms(): DepositTermsResponseDto {
    return this.deposits.terms();
  }

  /**
   * The reservation agreement the buyer signs at checkout for this plan (issue 29): its version,
   * the Markdown text with the plan, deposit, hold and business filled in, the same as HTML, and
   * the SHA-256 of the text; createDeposit takes the version and hash back. Public: the text is no secret.
   */
  @Get('agreement')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No active plan has this id or slug.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The design parameter is missing or invalid.' })
  getDepositAgreement(@Query() query: DepositAgreementQueryDto): Promise<DepositAgreementResponseDto> {
    return this.agreements.forPlan(query.design);
  }

  /**
   * Places a deposit (status pending) on an active plan; the buyer and the business are e-mailed.
   * The same deposit sent again within 10 minutes (a double click) answers the first one; the
   * public forms' per-IP rate limit applies. 409 until the buyer confirms their e-mail address.
   * The buyer signs the reservation agreement with it: their typed name, consent to sign
   * electronically, and the version and SHA-256 of the text they read; the signature is stored with
   * the deposit (and the request's IP address and user agent), and the signed PDF is e-mailed.
   */
  @NoStore()
  @Post()
  @SignedIn()
  @RateLimited()
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing or invalid (one message per field).' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No active plan has this id or slug.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `The buyer has not confirmed their e-mail address yet (the sentence says where the link went), or the agreement they read is not the current one ("${AGREEMENT_CHANGED_MESSAGE}").`,
  })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'Stripe is in force and did not open the Checkout Session: nothing was saved.' })
  createDeposit(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateDepositDto, @Req() req: Request): Promise<DepositResponseDto> {
    return this.deposits.create(user, body, requestOrigin(req));
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

  /**
   * Where to pay the caller's own deposit (issue 29): Stripe Checkout's page, the open session
   * again or a new one. Allowed while the deposit is pending or failed and its hold lasts, and
   * only when Stripe is in force; 409 with a sentence otherwise.
   */
  @NoStore()
  @Post(':id/payment')
  @HttpCode(200)
  @SignedIn()
  @Owned('deposits.userId')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The caller has no deposit with this id.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      "Nothing to pay here: e.g. 'This deposit is paid; there is nothing to pay.' or 'Payment on this site is not switched on: we e-mail you an invoice.'",
  })
  @ApiBadGatewayResponse({ type: ErrorResponseDto, description: 'Stripe did not answer; nothing was changed.' })
  startDepositPayment(@CurrentUser() user: AuthenticatedUser, @IdParam('id', "The deposit's id.") id: number): Promise<DepositCheckoutResponseDto> {
    return this.payments.startPayment(user, id);
  }

  /**
   * The signed reservation agreement of a deposit as a PDF download (issue 29): for the deposit's
   * buyer (/account) and for admins (the office's deposit page); 404 for anyone else, and for a
   * deposit placed before agreements were signed online.
   */
  @NoStore()
  @Get(':id/agreement.pdf')
  @SignedIn()
  @Owned('deposits.userId')
  @ApiOkResponse({
    description: 'The PDF, as an attachment named reservation-agreement-<plan-slug>-<depositId>.pdf.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'No deposit with this id is the caller’s (or, for an admin, exists), or it has no signed agreement.',
  })
  async downloadDepositAgreement(@CurrentUser() user: AuthenticatedUser, @IdParam('id', "The deposit's id.") id: number): Promise<StreamableFile> {
    const { filename, content } = await this.agreements.download(user, id);
    return new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${filename}"`, length: content.length });
  }
}
