import { GivenPassword, NewPassword } from './password-field';

/** The signed-in user changes their password; every other session of theirs ends. */
export class ChangePasswordDto {
  @GivenPassword('Current password is required')
  currentPassword: string;

  /** 8 to 128 characters, not a common password, not the current one. */
  @NewPassword()
  newPassword: string;
}
