import { OptionalNullable, TrimmedEmail, TrimmedString } from '../../../common/validation';
import { GivenPassword } from './password-field';
import { EMAIL_MESSAGE } from './register.dto';

/** spec §5 login: a valid e-mail and a password. */
export class SignInDto {
  @TrimmedEmail(EMAIL_MESSAGE)
  email: string;

  @GivenPassword()
  password: string;

  /**
   * For accounts with two-step sign-in: the 6-digit code from the authenticator app, or one of
   * the recovery codes. Without it (or with a wrong one) such an account answers 401.
   */
  @OptionalNullable()
  @TrimmedString({ max: 32 })
  code?: string | null;
}
