import { CATALOGUE } from './catalogue';
import { escapeXml, renderSpecSheet } from './spec-sheet';

const sections = (svg: string) =>
  [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)" height="(\d+)" fill="#(f3ede4|e5e7eb)"/g)].map((m) => ({
    kind: m[4] === 'f3ede4' ? 'living' : 'shop',
    width: Number(m[2]),
    height: Number(m[3]),
  }));

describe('renderSpecSheet', () => {
  const rose = CATALOGUE.find((p) => p.slug === 'rose-mount')!;

  it('draws a barndominium as a living and a taller shop section, as wide as their shares of the floor area', () => {
    const [living, shop] = sections(renderSpecSheet(rose));
    expect([living.kind, shop.kind]).toEqual(['living', 'shop']);
    expect(living.width / shop.width).toBeCloseTo(1800 / 3820, 2);
    expect(shop.height).toBeGreaterThan(living.height);
  });

  it('draws a residential plan as one section, and a bigger plan wider', () => {
    const spirit = sections(renderSpecSheet(CATALOGUE.find((p) => p.slug === 'spirit')!));
    const boulder = sections(renderSpecSheet(CATALOGUE.find((p) => p.slug === 'boulder')!));
    expect(spirit.map((s) => s.kind)).toEqual(['living']);
    expect(boulder[0].width).toBeGreaterThan(spirit[0].width);
  });

  it('writes the figures with thousands separators and the R-values, in a title and description for screen readers', () => {
    const svg = renderSpecSheet(rose);
    expect(svg).toContain('role="img" aria-labelledby="title desc"');
    expect(svg).toContain('<desc id="desc">Barndominium plan: 1,800 sq ft living, 3,820 sq ft shop, 3 bedrooms, 2 baths, R-26 walls, R-33 roof.</desc>');
  });

  it('stays under 6 KB for every catalogue plan', () => {
    for (const plan of CATALOGUE) expect(Buffer.byteLength(renderSpecSheet(plan))).toBeLessThan(6 * 1024);
  });

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });
});
