/**
 * Client-side copies of the server's field messages (spec §5 for registration and login; the
 * others as backend/src/modules/auth/dto and common/validation.ts word them), shown before a
 * request is sent. The server's own per-field answers replace them when it has more to say
 * (a common password, a taken address).
 */
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORD_REQUIRED_MESSAGE = "Password is required";
export const NEW_PASSWORD_MESSAGE = "Password must be at least 8 characters";
export const FIRST_NAME_MESSAGE = "First name is required";
export const LAST_NAME_MESSAGE = "Last name is required";
export const PHONE_MESSAGE = "Please enter a phone number with area code, using digits, spaces and + ( ) - . only.";
export const CURRENT_PASSWORD_MESSAGE = "Current password is required";
/** The server's 401 when the account has two-step sign-in and the code is missing or wrong (auth.service.ts). */
export const TWO_STEP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app.";
/** The server's 403 on admin operations for an admin without two-step sign-in (roles.guard.ts). */
export const TWO_STEP_REQUIRED_MESSAGE = "Set up two-step sign-in first.";
