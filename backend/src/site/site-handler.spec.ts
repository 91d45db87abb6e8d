import fc from 'fast-check';
import { isSameSitePath } from './site-handler';

describe('isSameSitePath (the guard of every redirect the site makes)', () => {
  const base = 'https://barns.example';
  // Paths built from the characters that make URL parsers jump hosts: slashes, backslashes, tabs, newlines, '@', ':'.
  const tricky = fc.array(fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '@', ':', '.', '%', '2F', '5C', 'evil.example', 'a', '?', '#'), { maxLength: 8 });

  it('never lets a redirect target leave the site, whatever it is made of', () => {
    fc.assert(
      fc.property(fc.oneof(tricky.map((parts) => parts.join('')), fc.string()), (target) => {
        if (isSameSitePath(target)) expect(new URL(target, base).origin).toBe(base);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps ordinary paths and refuses the known shapes', () => {
    for (const path of ['/about', '/designs/rose-mount', '/blog?page=2', '/a//b']) expect(isSameSitePath(path)).toBe(true);
    for (const target of ['//evil.example/x', '/\\evil.example', '/\t/evil.example', '\\\\evil.example', 'https://evil.example', 'about']) {
      expect(isSameSitePath(target)).toBe(false);
    }
  });
});
