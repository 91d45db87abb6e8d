import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { NoStore, Roles } from '../../common/auth/roles.decorator';
import { UserRole } from '../../common/auth/user-role';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { InboundMailRejectionsResponseDto } from './dto/inbound-mail-rejections-response.dto';
import { ReceiveInboundMailDto, ReceiveInboundMailResponseDto } from './dto/receive-inbound-mail.dto';
import { InboundMailService } from './inbound-mail.service';
import { INBOUND_WEBHOOK_PATH } from './inbound-mail.paths';
import {
  INBOUND_INVALID_SIGNATURE_MESSAGE,
  INBOUND_SIGNATURE_HEADER,
  INBOUND_TIMESTAMP_HEADER,
  INBOUND_WEBHOOK_OFF_MESSAGE,
  InboundSignatureGuard,
} from './inbound-signature.guard';

/** The signed webhook a mail provider's inbound parse posts replies to (issue 27). */
@ApiTags('inbound-mail')
@Controller()
export class InboundMailWebhookController {
  constructor(private readonly inbound: InboundMailService) {}

  /**
   * A reply to a reply address, as the raw RFC 822 message in JSON (`{ "rawMessage": "…" }`).
   * Signed: X-Inbound-Signature is the hex HMAC-SHA256 (key INBOUND_WEBHOOK_SECRET) of
   * X-Inbound-Timestamp, '.', and the raw body. 200 whether it was filed or counted as refused.
   */
  @Post(INBOUND_WEBHOOK_PATH)
  @HttpCode(200)
  @UseGuards(InboundSignatureGuard)
  @ApiHeader({ name: INBOUND_SIGNATURE_HEADER, required: true, description: 'Hex HMAC-SHA256 of `<timestamp>.<raw body>`, key INBOUND_WEBHOOK_SECRET.' })
  @ApiHeader({ name: INBOUND_TIMESTAMP_HEADER, required: true, description: 'Unix seconds; more than 5 minutes off is refused.' })
  @ApiOkResponse({ type: ReceiveInboundMailResponseDto })
  @ApiUnauthorizedResponse({
    type: ErrorResponseDto,
    description: `A bad or stale signature: "${INBOUND_INVALID_SIGNATURE_MESSAGE}"; INBOUND_WEBHOOK_SECRET not set: "${INBOUND_WEBHOOK_OFF_MESSAGE}"`,
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A signed body without a rawMessage, or with one over 7,000,000 characters.' })
  async receiveInboundMail(@Body() body: ReceiveInboundMailDto): Promise<ReceiveInboundMailResponseDto> {
    const outcome = await this.inbound.receive(Buffer.from(body.rawMessage, 'utf8'));
    return { accepted: outcome.accepted, reason: outcome.accepted ? null : outcome.reason };
  }
}

/** What the inbound mail refused, for admins (the failed-mail page). */
@ApiTags('inbound-mail')
@Controller('admin/inbound-mail')
export class InboundMailAdminController {
  constructor(private readonly inbound: InboundMailService) {}

  /** Inbound messages put on no timeline, counted by reason: unknown reply address, wrong sender, too large, bounce or automatic reply. */
  @Get('rejections')
  @NoStore()
  @Roles(UserRole.Admin)
  listInboundMailRejections(): Promise<InboundMailRejectionsResponseDto> {
    return this.inbound.rejections();
  }
}
