import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, IsISO8601 } from 'class-validator';
import { OptionalNullable, TrimmedEmail, TrimmedString } from '../../../common/validation';
import { BookingEvent } from '../follow-ups.enums';

/** The booking page's webhook body (signed: see X-Booking-Signature). */
export class BookingWebhookDto {
  @IsEnum(BookingEvent, { message: `event must be one of: ${Object.values(BookingEvent).join(', ')}.` })
  @ApiProperty({ enum: BookingEvent, enumName: 'BookingEvent' })
  event: BookingEvent;

  /** The booking page's id of the booking. */
  @TrimmedString({ max: 200 })
  bookingId: string;

  @TrimmedEmail('email must be an e-mail address.')
  email: string;

  /** The name the person booked with. */
  @TrimmedString({ max: 200 })
  name: string;

  @OptionalNullable()
  @TrimmedString({ max: 30 })
  phone?: string | null;

  /** When the call starts (ISO 8601 with a time zone). */
  @IsISO8601({ strict: true }, { message: 'startsAt must be an ISO 8601 date and time.' })
  @ApiProperty({ format: 'date-time' })
  startsAt: string;
}

export class BookingWebhookResponseDto {
  /** false: this booking event was received before, and nothing changed. */
  processed: boolean;

  /** The lead of the booking's e-mail (null for a cancellation of an unknown address). */
  @ApiProperty({ type: 'integer', nullable: true })
  leadId: number | null;
}
