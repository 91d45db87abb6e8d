import { TrimmedEmail } from '../../../common/validation';
import { GivenPassword } from './password-field';
import { EMAIL_MESSAGE } from './register.dto';

/** spec §5 login: a valid e-mail and a password. */
export class SignInDto {
  @TrimmedEmail(EMAIL_MESSAGE)
  email: string;

  @GivenPassword()
  password: string;
}
