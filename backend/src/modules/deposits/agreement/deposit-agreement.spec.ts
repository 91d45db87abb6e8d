import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tokens } from 'marked';
import { AGREEMENT_VERSION, agreementHtml, agreementTokens, renderAgreement, sha256Hex } from './deposit-agreement';

const values = { planName: 'Rose Mount', amountCents: 250_000, holdDays: 7, businessName: 'Show Me Barndos & SIP Homes' };

describe('the reservation agreement text', () => {
  it('fills every placeholder of the version’s file, and nothing else changes', () => {
    const template = readFileSync(path.join(__dirname, 'reservation-agreement-v1.md'), 'utf8');
    const text = renderAgreement(values);
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).toContain('reservation of the **Rose Mount** plan and the **$2,500** deposit');
    expect(text).toContain('for **7 days** from the moment you sign');
    expect(
      text
        .replace(/Rose Mount/g, '{{planName}}')
        .replace(/\$2,500/g, '{{amount}}')
        .replace(/\*\*7 days\*\*/g, '**{{holdDays}} days**'),
    ).toBe(template.replace(/Show Me Barndos & SIP Homes|\{\{businessName\}\}/g, 'Show Me Barndos & SIP Homes'));
    expect(AGREEMENT_VERSION).toMatch(/^\d{4}-\d{2}-v\d+$/);
  });

  it('is the same text for the same values (what is hashed must be reproducible), another for another plan or amount', () => {
    expect(renderAgreement(values)).toBe(renderAgreement({ ...values }));
    expect(renderAgreement({ ...values, planName: 'Oak' })).not.toBe(renderAgreement(values));
    expect(renderAgreement({ ...values, amountCents: 250_050 })).toContain('**$2,500.50**');
  });

  it('prints a name with Markdown characters as written, and never passes raw HTML through', () => {
    const text = renderAgreement({ ...values, planName: 'The *Big* [Barn] <script>alert(1)</script>' });
    const html = agreementHtml(text);
    expect(html).toContain('The *Big* [Barn] &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<em>Big</em>');
    // The PDF reads marked's tokens: the name is plain text and escapes, no emphasis, link or HTML.
    const paragraph = agreementTokens(text).find((token) => token.type === 'paragraph') as Tokens.Paragraph;
    const name = paragraph.tokens.find((token) => token.type === 'strong') as Tokens.Strong;
    expect(name.tokens.every((token) => token.type === 'text' || token.type === 'escape')).toBe(true);
    expect(name.tokens.map((token) => (token as Tokens.Text).text).join('')).toBe('The *Big* [Barn] <script>alert(1)</script>');
  });

  it('hashes the UTF-8 bytes as lower-case hex SHA-256', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // The exact characters: a composed ë and e + combining diaeresis are different texts.
    expect(sha256Hex('Zo\u00eb')).not.toBe(sha256Hex('Zoe\u0308'));
  });
});
