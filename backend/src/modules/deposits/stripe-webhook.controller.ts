import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { RawBodyRequest } from '../../common/body-parser';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { DepositPaymentsService, STRIPE_SIGNATURE_MESSAGE, STRIPE_WEBHOOK_OFF_MESSAGE } from './deposit-payments.service';
import { STRIPE_WEBHOOK_PATH } from './deposits.paths';
import { StripeWebhookResponseDto } from './dto/stripe-webhook-response.dto';

/**
 * Stripe's webhook (issue 29): the only way a deposit's payment state moves. Public (no session,
 * so no CSRF token applies, like the booking webhook); the raw body is kept for the signature
 * (app.setup.ts mounts signedJsonBodyParser on this path).
 */
@ApiTags('webhooks')
@Controller()
export class StripeWebhookController {
  constructor(private readonly payments: DepositPaymentsService) {}

  /**
   * A Stripe event. Stripe-Signature is checked by the Stripe SDK (key STRIPE_WEBHOOK_SECRET)
   * on the exact bytes received. Handled: checkout.session.completed, .async_payment_succeeded,
   * .async_payment_failed, .expired, refund.created, refund.updated, refund.failed. An event
   * seen before, or one out of order, answers 200 and changes nothing.
   */
  @Post(STRIPE_WEBHOOK_PATH)
  @HttpCode(200)
  @ApiHeader({
    name: 'Stripe-Signature',
    required: true,
    description: "Stripe's signature of the timestamp and raw body (t=…,v1=…), key STRIPE_WEBHOOK_SECRET.",
  })
  @ApiOkResponse({ type: StripeWebhookResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `A missing or bad signature: "${STRIPE_SIGNATURE_MESSAGE}"` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `STRIPE_SECRET_KEY not set: "${STRIPE_WEBHOOK_OFF_MESSAGE}"` })
  receiveStripeWebhook(@Req() req: RawBodyRequest, @Headers('stripe-signature') signature: string | undefined): Promise<StripeWebhookResponseDto> {
    return this.payments.receiveWebhook(req.rawBody, signature, req.ip);
  }
}
