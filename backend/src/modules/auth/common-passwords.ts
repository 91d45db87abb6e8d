/**
 * The breached-password check of new passwords (ASVS 2.1.7): the 49,000 most common passwords
 * of the public breach corpora, as shipped by `@zxcvbn-ts/language-common` (the maintained
 * TypeScript port of Dropbox's zxcvbn; the list is a plain array in the package, so no network
 * at run time). Loaded once, on the first check, into a Set (compared lower-cased; the list is
 * lower case).
 */
let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  // require, not import: the package's dictionaries (several MB) load only when a password is checked.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
  return new Set(dictionary['passwords-common']);
}

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}
