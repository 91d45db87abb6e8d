import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { isCommonPassword } from '../common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/auth/password-limits';

/** spec §5, word for word (the error shape adds the full stop). */
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 8 characters';
export const PASSWORD_MAX_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_COMMON_MESSAGE = 'This password is one of the most common ones. Please choose a password that is harder to guess';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';

/**
 * A new password (registration, change, reset): 8 to 128 characters, not one of the most
 * common passwords. Never trimmed: every character counts. One message per failure.
 */
export function NewPassword(): PropertyDecorator {
  const problem = (value: unknown): string | null => {
    if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MIN_MESSAGE;
    if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_MAX_MESSAGE;
    if (isCommonPassword(value)) return PASSWORD_COMMON_MESSAGE;
    return null;
  };
  return applyDecorators(
    ValidateBy({ name: 'newPassword', validator: { validate: (value) => problem(value) === null, defaultMessage: (args) => problem(args!.value) ?? '' } }),
    ApiProperty({ type: 'string', format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  );
}

/** A password being checked (sign-in, current password): present, at most 128 characters. */
export function GivenPassword(requiredMessage = PASSWORD_REQUIRED_MESSAGE): PropertyDecorator {
  const problem = (value: unknown): string | null => {
    if (typeof value !== 'string' || value.length < 1) return requiredMessage;
    if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_MAX_MESSAGE;
    return null;
  };
  return applyDecorators(
    ValidateBy({ name: 'givenPassword', validator: { validate: (value) => problem(value) === null, defaultMessage: (args) => problem(args!.value) ?? '' } }),
    ApiProperty({ type: 'string', format: 'password', minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  );
}
