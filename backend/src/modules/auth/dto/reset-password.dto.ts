import { TrimmedString } from '../../../common/validation';
import { NewPassword } from './password-field';

export const RESET_TOKEN_MAX_LENGTH = 100;

/** Sets a new password with the token from a reset e-mail (the link's `#reset=` value). */
export class ResetPasswordDto {
  @TrimmedString({ max: RESET_TOKEN_MAX_LENGTH, requiredMessage: 'The reset link is incomplete. Open the link from the e-mail again, or ask for a new one' })
  token: string;

  @NewPassword()
  password: string;
}
