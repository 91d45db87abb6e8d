import { pdfText } from './pdf-text';
import { renderAgreementPdf, signerNamePrints } from '../src/modules/deposits/agreement/agreement-pdf';
import { AGREEMENT_VERSION, renderAgreement, sha256Hex } from '../src/modules/deposits/agreement/deposit-agreement';

describe('the signed agreement PDF', () => {
  const text = renderAgreement({ planName: 'Rose Mount', amountCents: 375_000, holdDays: 7, businessName: 'Show Me Barndos & SIP Homes' });
  const values = {
    depositId: 42,
    businessName: 'Show Me Barndos & SIP Homes',
    planName: 'Rose Mount',
    amountCents: 375_000,
    holdDays: 7,
    agreementVersion: AGREEMENT_VERSION,
    agreementText: text,
    textSha256: sha256Hex(text),
    signerName: 'Zoë O’Brien-Ávila',
    signedAt: new Date('2026-11-29T20:48:00Z'),
    ipAddress: '203.0.113.7',
  };

  it('holds the plan, amount, hold, refund terms, the signer, the time in Missouri and the hash, as a reader extracts them', async () => {
    const pdf = await renderAgreementPdf(values);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const extracted = await pdfText(pdf);
    expect(extracted).toContain('Plan: Rose Mount');
    expect(extracted).toContain('Deposit: $3,750 (US dollars)');
    expect(extracted).toContain('Reservation signed: November 29, 2026 at 2:48 PM CT');
    expect(extracted).toContain('Reservation held until: December 6, 2026 at 2:48 PM CT (7 days)');
    expect(extracted).toContain(
      'Your deposit is fully refundable within 14 days of signing this agreement, or at any time before we begin the site visit or the engineering for your plan, whichever is later.',
    );
    expect(extracted).toContain('Signed electronically on November 29, 2026 at 2:48 PM CT');
    expect(extracted).toContain('Typed name: Zoë O’Brien-Ávila');
    expect(extracted).toContain(`SHA-256 of the agreement text: ${values.textSha256}`);
    expect(extracted).toContain(`Agreement version: ${AGREEMENT_VERSION}`);
    expect(extracted).toContain('IP address: 203.0.113.7');
  });

  it('prints Greek and Cyrillic names too (the embedded font covers them); other scripts are refused at signing', async () => {
    const extracted = await pdfText(await renderAgreementPdf({ ...values, signerName: 'Αλέξανδρος Пётр' }));
    expect(extracted).toContain('Typed name: Αλέξανδρος Пётр');
    for (const name of ['Zoë O’Brien-Ávila', 'Nguyễn Thị Minh Khai', 'Łukasz Wójcik-Żak', 'Mary-Kate O. Smith, Jr.']) expect(signerNamePrints(name)).toBe(true);
    // No glyph in DejaVu Sans (CJK; a rare Cyrillic Supplement letter), or not a name character.
    for (const name of ['山田 太郎', 'Ԧ Petrov', 'Dana 2000', 'Dana <b>']) expect(signerNamePrints(name)).toBe(false);
  });

  it('embeds a font only when a value needs one: Helvetica prints Latin-1 names, DejaVu Sans the others', async () => {
    const embeds = (pdf: Buffer) => pdf.toString('latin1').includes('/FontFile2');
    // "Zoë O’Brien-Ávila" is all Windows-1252: the standard font, nothing embedded.
    const latin = await renderAgreementPdf(values);
    expect(embeds(latin)).toBe(false);
    expect(await pdfText(latin)).toContain('Typed name: Zoë O’Brien-Ávila');
    for (const signerName of ['Łukasz Wójcik-Żak', 'Αλέξανδρος Пётр']) {
      const pdf = await renderAgreementPdf({ ...values, signerName });
      expect(embeds(pdf)).toBe(true);
      expect(await pdfText(pdf)).toContain(`Typed name: ${signerName}`);
    }
  });
});
