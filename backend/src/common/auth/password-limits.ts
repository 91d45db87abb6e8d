/** Longest password accepted (argon2 would take any length; the limit bounds the work per request). */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 8;
