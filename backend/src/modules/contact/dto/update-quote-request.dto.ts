import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { QuoteRequestStatus } from '../contact.enums';

export const QUOTE_REQUEST_STATUS_MESSAGE = `Status must be one of: ${Object.values(QuoteRequestStatus).join(', ')}.`;

/** updateQuoteRequest: "Mark replied", "Close", "Reopen". */
export class UpdateQuoteRequestDto {
  /** The next status; quote-request-status.ts says which are allowed (the current one changes nothing). */
  @ValidateBy({
    name: 'quoteRequestStatus',
    validator: {
      validate: (value) => Object.values(QuoteRequestStatus).includes(value as QuoteRequestStatus),
      defaultMessage: () => QUOTE_REQUEST_STATUS_MESSAGE,
    },
  })
  @ApiProperty({ enum: QuoteRequestStatus, enumName: 'QuoteRequestStatus' })
  status: QuoteRequestStatus;
}
