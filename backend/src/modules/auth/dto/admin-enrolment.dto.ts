import { Matches } from 'class-validator';
import { TrimmedString } from '../../../common/validation';
import { NewPassword } from './password-field';
import { RESET_TOKEN_MAX_LENGTH } from './reset-password.dto';
import { CODE_FORMAT_MESSAGE } from './two-step.dto';

const LINK_INCOMPLETE = 'The set-up link is incomplete. Open the link from the e-mail again';

/** Opens the admin enrolment of a promotion with the e-mailed link's token (`#admin-enrolment=`). */
export class StartAdminEnrolmentDto {
  @TrimmedString({ max: RESET_TOKEN_MAX_LENGTH, requiredMessage: LINK_INCOMPLETE })
  token: string;
}

/** Completes it: the token, a new password and the first code of the secret shown. */
export class CompleteAdminEnrolmentDto extends StartAdminEnrolmentDto {
  @NewPassword()
  password: string;

  /** The 6-digit code the authenticator app shows for the new secret. */
  @TrimmedString({ max: 6, requiredMessage: CODE_FORMAT_MESSAGE })
  @Matches(/^\d{6}$/, { message: CODE_FORMAT_MESSAGE })
  code: string;
}

/** Confirms the e-mail address with the token of the link sent at sign-up (`#confirm-email=`). */
export class ConfirmEmailDto {
  @TrimmedString({ max: RESET_TOKEN_MAX_LENGTH, requiredMessage: 'The confirmation link is incomplete. Open the link from the e-mail again' })
  token: string;
}
