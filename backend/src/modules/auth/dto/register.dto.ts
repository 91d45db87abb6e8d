import { OptionalNullable, PersonName, TrimmedEmail, UsPhone } from '../../../common/validation';
import { NewPassword } from './password-field';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const NAME_MAX_LENGTH = 100;

/** spec §5 user registration. The account gets the role `user` and is signed in at once. */
export class RegisterDto {
  @TrimmedEmail(EMAIL_MESSAGE)
  email: string;

  /** 8 to 128 characters; the most common passwords are refused. */
  @NewPassword()
  password: string;

  @PersonName({ max: NAME_MAX_LENGTH, requiredMessage: 'First name is required' })
  firstName: string;

  @PersonName({ max: NAME_MAX_LENGTH, requiredMessage: 'Last name is required' })
  lastName: string;

  @OptionalNullable()
  @UsPhone()
  phone?: string | null;
}
