import { TrimmedEmail } from '../../../common/validation';
import { EMAIL_MESSAGE } from './register.dto';

/** "Forgot password": where to send the reset link (if an account has that address). */
export class RequestPasswordResetDto {
  @TrimmedEmail(EMAIL_MESSAGE)
  email: string;
}
