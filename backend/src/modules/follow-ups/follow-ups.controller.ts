import { Body, Controller, HttpCode, Logger, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiHeader, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser, NoStore, Roles } from '../../common/auth/roles.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { RateLimited } from '../../common/rate-limit';
import { UserRole } from '../../common/auth/user-role';
import { BOOKING_SIGNATURE_HEADER, BOOKING_TIMESTAMP_HEADER, BookingSignatureGuard, INVALID_SIGNATURE_MESSAGE } from './booking-signature.guard';
import { BookingsService } from './bookings.service';
import { BookingWebhookDto, BookingWebhookResponseDto } from './dto/booking-webhook.dto';
import { FollowUpRunResponseDto } from './dto/follow-up-run-response.dto';
import { RunFollowUpsDto, RunFollowUpsQueryDto } from './dto/run-follow-ups.dto';
import {
  UNSUBSCRIBE_INVALID_MESSAGE,
  UnsubscribeFollowUpsDto,
  UnsubscribeFollowUpsQueryDto,
  UnsubscribeFollowUpsResponseDto,
} from './dto/unsubscribe-follow-ups.dto';
import { FollowUpsService } from './follow-ups.service';
import { BOOKING_WEBHOOK_PATH, UNSUBSCRIBE_PATH } from './follow-ups.paths';

/** The office's follow-up run: the dashboard's "Preview next run" (dry run) and "Send now". */
@ApiTags('admin-leads')
@Controller('admin/follow-ups')
export class FollowUpsAdminController {
  private readonly logger = new Logger('FollowUps');

  constructor(private readonly followUps: FollowUpsService) {}

  /**
   * Runs the follow-ups now. A dry run (the default) writes nothing and answers whether the send
   * window is open, when it next opens, each due e-mail and the skips by reason; a real run
   * (dryRun false) records stops and queues the due e-mails, only inside the send window.
   */
  @NoStore()
  @Post('run')
  @HttpCode(200)
  @Roles(UserRole.Admin)
  @ApiBody({ type: RunFollowUpsDto, required: false })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'dryRun is not true or false, or an unknown field or parameter.' })
  async runFollowUps(
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: RunFollowUpsDto,
    @Query() query: RunFollowUpsQueryDto,
  ): Promise<FollowUpRunResponseDto> {
    const dryRun = body.dryRun ?? query.dryRun ?? true;
    const result = await this.followUps.run(dryRun);
    this.logger.log(`follow-up run by admin ${admin.id}: ${dryRun ? 'dry run' : `${result.sent} e-mails queued`}`);
    return result;
  }
}

/** The follow-up e-mails' unsubscribe (public: the token is the authority). */
@ApiTags('follow-ups')
@Controller()
export class FollowUpsController {
  constructor(private readonly followUps: FollowUpsService) {}

  /**
   * Unsubscribes the lead of the token from the follow-up e-mails (CAN-SPAM). Mail clients POST
   * here straight from the List-Unsubscribe header with the RFC 8058 form body
   * `List-Unsubscribe=One-Click`; the /unsubscribe page POSTs the token with an empty body. A
   * repeat answers the same. There is no GET: opening the link never unsubscribes anyone.
   */
  @Post(UNSUBSCRIBE_PATH)
  @HttpCode(200)
  @RateLimited()
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: UnsubscribeFollowUpsDto, required: false })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `"${UNSUBSCRIBE_INVALID_MESSAGE}"` })
  unsubscribeFollowUps(@Query() query: UnsubscribeFollowUpsQueryDto, @Body() _body: UnsubscribeFollowUpsDto): Promise<UnsubscribeFollowUpsResponseDto> {
    return this.followUps.unsubscribe(query.token);
  }
}

/** Calls from the external booking page (signed, no session). */
@ApiTags('webhooks')
@Controller()
export class BookingWebhookController {
  constructor(private readonly bookings: BookingsService) {}

  /**
   * A discovery call booked or cancelled on the booking page. Signed: X-Booking-Signature is the
   * hex HMAC-SHA256 (key BOOKING_WEBHOOK_SECRET) of X-Booking-Timestamp, '.', and the raw body.
   * A repeated event (same bookingId and event) answers 200 and changes nothing.
   */
  @Post(BOOKING_WEBHOOK_PATH)
  @HttpCode(200)
  @UseGuards(BookingSignatureGuard)
  @ApiHeader({ name: BOOKING_SIGNATURE_HEADER, required: true, description: 'Hex HMAC-SHA256 of `<timestamp>.<raw body>`, key BOOKING_WEBHOOK_SECRET.' })
  @ApiHeader({ name: BOOKING_TIMESTAMP_HEADER, required: true, description: 'Unix seconds; more than 5 minutes off is refused.' })
  @ApiOkResponse({ type: BookingWebhookResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: `"${INVALID_SIGNATURE_MESSAGE}"` })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A signed body that is not a valid booking event.' })
  bookingWebhook(@Body() body: BookingWebhookDto): Promise<BookingWebhookResponseDto> {
    return this.bookings.receive(body);
  }
}
