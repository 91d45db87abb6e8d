import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { TrimmedString } from '../../../common/validation';
import { GivenPassword } from './password-field';

export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/** A new TOTP secret to add to an authenticator app; two-step sign-in is on once a code confirms it. */
export class TwoStepSetupResponseDto {
  /** Base32 secret, for typing into the app by hand. */
  secret: string;

  /** The `otpauth://totp/...` URI the QR code holds. */
  otpauthUri: string;

  /** The QR code as an SVG `data:` URL, for an `<img src>`. */
  qrCodeDataUrl: string;
}

/** Confirms the enrolment with the code the app shows now. */
export class ConfirmTwoStepDto {
  /** The 6-digit code from the authenticator app. */
  @TrimmedString({ max: 6, requiredMessage: CODE_FORMAT_MESSAGE })
  @Matches(/^\d{6}$/, { message: CODE_FORMAT_MESSAGE })
  code: string;
}

/** Turning two-step sign-in off, or new recovery codes: the password and a code again. */
export class ConfirmWithCodeDto {
  @GivenPassword()
  password: string;

  /** A 6-digit code from the app, or an unused recovery code. */
  @TrimmedString({ max: 32, requiredMessage: CODE_FORMAT_MESSAGE })
  code: string;
}

/** Ten single-use recovery codes: shown once, never again (only their hashes are kept). */
export class TwoStepCodesResponseDto {
  @ApiProperty({ type: [String], minItems: 10, maxItems: 10 })
  recoveryCodes: string[];
}
