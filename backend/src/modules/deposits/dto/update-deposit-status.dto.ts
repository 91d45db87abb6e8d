import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { OptionalNullable, TrimmedString } from '../../../common/validation';
import { DepositStatus } from '../deposits.enums';

export const DEPOSIT_NOTE_MAX_LENGTH = 2000;
const STATUSES = Object.values(DepositStatus);
export const DEPOSIT_STATUS_MESSAGE = `Please choose a status: ${STATUSES.join(', ')}.`;

function DepositStatusField(): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'depositStatus',
      validator: { validate: (value) => STATUSES.includes(value as DepositStatus), defaultMessage: () => DEPOSIT_STATUS_MESSAGE },
    }),
    ApiProperty({ enum: DepositStatus, enumName: 'DepositStatus' }),
  );
}

/** The office moves a deposit to another status; the buyer is e-mailed, with the note if one is given. */
export class UpdateDepositStatusDto {
  @DepositStatusField()
  status: DepositStatus;

  /** A note to the buyer, put in their e-mail and kept in the deposit's history. */
  @OptionalNullable()
  @TrimmedString({ max: DEPOSIT_NOTE_MAX_LENGTH, multiline: true })
  note?: string | null;
}
