import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { encodePathSegment, FIXED_SHORT_SEEDS, generateCases, validValue } from './bad-input-cases';
import { sendVerbatim } from './bad-input';
import { readOperations, type JsonSchema } from './openapi-operations';

/** A path segment a client resolves (RFC 3986 §5.2.4, WHATWG URL): `.`, `..` and their %2E spellings. */
const isDotSegment = (segment: string) => /^(\.|%2e){1,2}$/i.test(segment);

describe('bad input generator (make verify scenario 6)', () => {
  it('draws a value of a pattern with a long minimum length (the hub token of recordLeadEvent) without spinning', () => {
    const schema: JsonSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]+$', minLength: 20, maxLength: 128 };
    const drawn = fc.sample(validValue(schema, 'accessToken') as fc.Arbitrary<string>, { numRuns: 200, seed: 7 });
    expect(drawn.every((token) => /^[A-Za-z0-9_-]{20,128}$/.test(token))).toBe(true);
  });

  it("expects 413 only past an operation's own body limit (the inbound webhook takes 8 MB; seed 1078382661 once expected 413 for 7 MB)", () => {
    const inbound = readOperations().find((o) => o.path === '/api/inbound-mail');
    expect(inbound).toBeDefined();
    for (const c of generateCases(inbound!, 60, 1078382661, { protectedIds: new Set() }))
      if (c.parserStatus === 413) expect(c.body?.length ?? 0).toBeGreaterThan(8 * 1024 * 1024);
  });

  it('generates cases for every operation of the document', () => {
    for (const op of readOperations()) expect(generateCases(op, 5, 11, { protectedIds: new Set() }).length).toBeGreaterThan(0);
  });

  it('writes a path parameter of `.` or `..` percent-encoded, and every other value as encodeURIComponent does', () => {
    expect(encodePathSegment('.')).toBe('%2E');
    expect(encodePathSegment('..')).toBe('%2E%2E');
    expect(encodePathSegment('...')).toBe('...');
    expect(encodePathSegment('1.5')).toBe('1.5');
    expect(encodePathSegment("1' OR '1'='1")).toBe(encodeURIComponent("1' OR '1'='1"));
  });

  // Seed and operation where the generator once wrote a literal dot segment (the first two in the short run's 3 cases, the third at 25).
  // The third was found on POST /api/admin/affiliate-leads/{id}/clear-flag, which issue 30 replaced with
  // resolveReferralFlag, an operation of the same shape (POST, one integer {id}).
  const ONCE_DOTTED: [number, string, string][] = [
    [5, 'post', '/api/contractors/{idOrSlug}/inquiries'],
    [45, 'delete', '/api/account/saved-designs/{idOrSlug}'],
    [22, 'post', '/api/admin/referral-flags/{id}/resolve'],
  ];

  it('replays each of those seeds in the short run', () => {
    expect([...FIXED_SHORT_SEEDS].sort((a, b) => a - b)).toEqual(ONCE_DOTTED.map(([seed]) => seed).sort((a, b) => a - b));
  });

  it.each(ONCE_DOTTED)('seed %i writes no literal dot segment for %s %s', (seed, method, path) => {
    const op = readOperations().find((o) => o.method === method && o.path === path);
    expect(op).toBeDefined();
    const literal = generateCases(op!, 25, seed, { protectedIds: new Set() })
      .map((c) => c.url)
      .filter((url) =>
        url
          .split('?')[0]
          .split('/')
          .some((s) => s === '.' || s === '..'),
      );
    expect(literal).toEqual([]);
  });

  it('expects no 415 for an empty object sent as a form: an empty body is no body (seeds 104, 108, 111)', () => {
    const op = readOperations().find((o) => o.method === 'post' && o.path === '/api/admin/follow-ups/run');
    const emptyForms = [104, 108, 111].flatMap((seed) =>
      generateCases(op!, 200, seed, { protectedIds: new Set() }).filter((c) => c.kind === 'wrong content type' && c.body?.length === 0),
    );
    expect(emptyForms.length).toBeGreaterThan(0);
    for (const c of emptyForms) expect(c).toMatchObject({ breaks: null, parserStatus: undefined });
  });

  it('empties a list with minItems rather than dropping one of its items, which may still conform (seeds 307, 308)', () => {
    const op = readOperations().find((o) => o.method === 'post' && o.path === '/api/admin/commission-payments');
    const missing = [307, 308].flatMap((seed) =>
      generateCases(op!, 200, seed, { protectedIds: new Set() }).filter(
        (c) => c.kind === 'missing required field' && c.summary.startsWith('commissionEntryIds'),
      ),
    );
    expect(missing.length).toBeGreaterThan(0);
    for (const c of missing) expect(JSON.parse(c.body!.toString()).commissionEntryIds).toEqual([]);
  });

  it('sends a percent-encoded dot segment verbatim, so the server sees the route the case names', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"statusCode":400}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true });
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await sendVerbatim(
        `http://127.0.0.1:${port}`,
        agent,
        'PATCH',
        '/api/admin/users/%2E/role?x=%2E%2E',
        { 'content-type': 'application/json' },
        Buffer.from('{}'),
      );
      expect(answer).toMatchObject({ status: 400, contentType: 'application/json', text: '{"statusCode":400}', retryAfter: false });
      expect(seen).toEqual(['PATCH /api/admin/users/%2E/role?x=%2E%2E']);
      expect(seen[0].split('?')[0].split('/').filter(isDotSegment)).toEqual(['%2E']);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
