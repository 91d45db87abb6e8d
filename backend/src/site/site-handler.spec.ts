import fc from 'fast-check';
import { isSameSitePath, preferredEncoding, type ContentEncoding } from './site-handler';

describe('isSameSitePath (the guard of every redirect the site makes)', () => {
  const base = 'https://barns.example';
  // Paths built from the characters that make URL parsers jump hosts: slashes, backslashes, tabs, newlines, '@', ':'.
  const tricky = fc.array(fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '@', ':', '.', '%', '2F', '5C', 'evil.example', 'a', '?', '#'), { maxLength: 8 });

  it('never lets a redirect target leave the site, whatever it is made of', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          tricky.map((parts) => parts.join('')),
          fc.string(),
        ),
        (target) => {
          if (isSameSitePath(target)) expect(new URL(target, base).origin).toBe(base);
        },
      ),
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

describe('preferredEncoding (which compressed copy of a built file to send)', () => {
  const both = new Set<ContentEncoding>(['br', 'gzip']);

  it('takes brotli over gzip even when the browser names gzip first', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredEncoding('*', both)).toBe('br');
  });

  it('falls back to gzip when brotli is refused, unnamed or not built', () => {
    expect(preferredEncoding('gzip, br;q=0', both)).toBe('gzip');
    expect(preferredEncoding('gzip;q=0.2', both)).toBe('gzip');
    expect(preferredEncoding('gzip, deflate, br', new Set<ContentEncoding>(['gzip']))).toBe('gzip');
  });

  it('sends the file itself when the client accepts neither', () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) expect(preferredEncoding(header, both)).toBeUndefined();
  });
});
