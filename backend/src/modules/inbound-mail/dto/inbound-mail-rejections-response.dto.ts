import { ApiProperty } from '@nestjs/swagger';
import { InboundRejectionReason } from '../inbound-mail.enums';

/** Inbound messages put on no timeline for one reason. */
export class InboundMailRejectionCountDto {
  @ApiProperty({ enum: InboundRejectionReason, enumName: 'InboundRejectionReason' })
  reason: InboundRejectionReason;
  /** The reason in words, e.g. 'Sender is not the customer'. */
  label: string;
  @ApiProperty({ type: 'integer' })
  total: number;
  /** Of them, those of the last seven days (UTC days, today included). */
  @ApiProperty({ type: 'integer' })
  lastSevenDays: number;
  /** When the latest arrived; null if none ever did. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  lastAt: string | null;
}

/** listInboundMailRejections: what the inbound mail listener and webhook refused, counted by reason. */
export class InboundMailRejectionsResponseDto {
  /** A listener (INBOUND_SMTP_PORT) or the webhook (INBOUND_WEBHOOK_SECRET) is configured, so replies can come back. */
  inboundEnabled: boolean;
  /** The domain of reply addresses (INBOUND_DOMAIN). */
  inboundDomain: string;
  @ApiProperty({ type: 'integer' })
  total: number;
  /** One row per reason, every reason listed (zero when none). */
  @ApiProperty({ type: InboundMailRejectionCountDto, isArray: true })
  reasons: InboundMailRejectionCountDto[];
}
