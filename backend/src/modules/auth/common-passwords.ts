/**
 * Passwords of 8+ characters that top the public breach lists (e.g. the most common passwords of
 * the Have I Been Pwned and RockYou corpora). Checking them costs nothing and stops the first
 * guesses of every credential-stuffing run. Compared lower-cased.
 */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '0123456789', '87654321', '11111111', '00000000',
  '88888888', '12341234', '11223344', '123123123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwertyuiop',
  'qwerty123', 'qwerty12', 'qwerty1234', 'asdfghjkl', 'asdfasdf', 'zxcvbnm1', 'password', 'password1',
  'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1',
  'sunshine', 'princess', 'football', 'baseball', 'basketball', 'superman', 'starwars', 'whatever',
  'trustno1', 'welcome1', 'welcome123', 'letmein1', 'changeme', 'changeme1', 'abcd1234', 'abc12345',
  'abcdefgh', 'aa123456', 'a1234567', 'q1w2e3r4', 'q1w2e3r4t5', 'master12', 'computer', 'michelle',
  'jennifer', 'jordan23', 'liverpool', 'chocolate', 'butterfly', 'admin123', 'administrator', 'homebuilder',
  'barndominium', 'barndominium1', 'missouri', 'missouri1',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
