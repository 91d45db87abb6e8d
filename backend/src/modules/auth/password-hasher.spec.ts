import * as argon2 from 'argon2';
import { PASSWORD_HASH_OPTIONS, passwordHashOptions, TEST_PASSWORD_HASH_OPTIONS, verifyPassword } from './password-hasher';

/** The cost parameters of a PHC string: $argon2id$v=19$m=…,t=…,p=…$salt$hash (in any order). */
const cost = (hash: string) => {
  expect(hash.startsWith('$argon2id$v=19$')).toBe(true);
  return Object.fromEntries(
    hash
      .split('$')[3]
      .split(',')
      .map((pair) => pair.split('=')),
  );
};

describe('password hashing', () => {
  it('hashes with argon2id at the full cost (64 MiB, 3 passes, 4 lanes) everywhere but under jest', async () => {
    for (const nodeEnv of ['production', 'development']) expect(passwordHashOptions(nodeEnv)).toBe(PASSWORD_HASH_OPTIONS);
    const hash = await argon2.hash('correct horse battery staple', passwordHashOptions('production'));
    expect(cost(hash)).toEqual({ m: '65536', t: '3', p: '4' });
  });

  it('uses the smallest cost only under jest, and either kind of hash verifies', async () => {
    expect(passwordHashOptions('test')).toBe(TEST_PASSWORD_HASH_OPTIONS);
    const cheap = await argon2.hash('correct horse battery staple', TEST_PASSWORD_HASH_OPTIONS);
    const full = await argon2.hash('correct horse battery staple', PASSWORD_HASH_OPTIONS);
    expect(cost(cheap)).toEqual({ m: '1024', t: '1', p: '1' });
    for (const hash of [cheap, full]) {
      await expect(verifyPassword(hash, 'correct horse battery staple')).resolves.toBe(true);
      await expect(verifyPassword(hash, 'correct horse battery stapler')).resolves.toBe(false);
    }
  });
});
