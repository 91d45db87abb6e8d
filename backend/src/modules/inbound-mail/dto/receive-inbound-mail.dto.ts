import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { InboundRejectionReason } from '../inbound-mail.enums';

/** Characters of rawMessage at most: a 5 MB message with room for its JSON escapes; over 5 MB of bytes is counted as too large. */
export const RAW_MESSAGE_MAX_CHARS = 7_000_000;

/** A message as a mail provider's inbound parse posts it: the whole RFC 822 text (headers, blank line, body). */
export class ReceiveInboundMailDto {
  /** The raw RFC 822 message, as received (MIME parts, base64 attachments and all). */
  @IsString()
  @MinLength(1)
  @MaxLength(RAW_MESSAGE_MAX_CHARS)
  rawMessage: string;
}

/** What became of the message (200 either way, so the provider does not retry a message that will never be filed). */
export class ReceiveInboundMailResponseDto {
  /** Filed on a thread's timeline. */
  accepted: boolean;
  /** Why not, when not accepted. */
  @ApiProperty({ enum: InboundRejectionReason, enumName: 'InboundRejectionReason', nullable: true })
  reason: InboundRejectionReason | null;
}
