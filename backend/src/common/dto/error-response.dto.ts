import { ApiProperty } from '@nestjs/swagger';

export class FieldErrorDto {
  /** The request field at fault, dotted for nested fields (`contact.email`). */
  field: string;
  /** What is wrong with it, in words a person can act on. */
  message: string;
}

/** The one error shape every failing /api call answers with. */
export class ErrorResponseDto {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode: number;
  /** A sentence a person can read; the front end shows it as it is. */
  message: string;
  /** The HTTP reason phrase. */
  error: string;
  /** For validation failures: one entry per field at fault. */
  errors?: FieldErrorDto[];
}
