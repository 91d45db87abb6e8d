import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Optional, OptionalNullable, PersonName, UsPhone } from '../../../common/validation';
import { NAME_MAX_LENGTH } from './register.dto';

/** Left out: unchanged. Given: must not be blank. */
function OptionalName(requiredMessage: string): PropertyDecorator {
  return applyDecorators(
    Optional(),
    PersonName({ max: NAME_MAX_LENGTH, requiredMessage }),
    ApiProperty({ required: false, type: 'string', minLength: 1, maxLength: NAME_MAX_LENGTH }),
  );
}

/** The signed-in user's own profile (/account): only the fields sent change. */
export class UpdateCurrentUserDto {
  @OptionalName('First name is required')
  firstName?: string;

  @OptionalName('Last name is required')
  lastName?: string;

  /** Blank or null removes the phone number. */
  @OptionalNullable()
  @UsPhone()
  phone?: string | null;
}
