import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Token, Tokens } from 'marked';
import { BUSINESS_TIME_ZONE } from '../../../shared/business-calendar';
import { formatDollars } from '../deposit-terms';
import { AGREEMENT_TITLE, agreementTokens } from './deposit-agreement';

/**
 * The signed reservation agreement as a PDF (issue 29), drawn with pdfkit: what the buyer's
 * confirmation e-mail carries and what /account and the office's deposit page download.
 *
 * Font: pdfkit's built-in Helvetica encodes WinAnsi only, so a name like "Zoë O’Brien-Ávila" would
 * print, but one in Greek or Cyrillic, or with many Latin Extended letters, would not. The PDF embeds
 * DejaVu Sans (npm `dejavu-fonts-ttf`, subset by pdfkit to the glyphs used), which covers Latin
 * (Extended and Vietnamese too), Greek and Cyrillic; a signer's name with a character the font has no
 * glyph for is refused at signing (signerNamePrints), so every signature prints as typed.
 */
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** Letters, combining marks, spaces and the punctuation of names (apostrophes, hyphens, periods, commas). */
const NAME_CHARACTERS = /^[\p{L}\p{M} .,'’‘\-‐]+$/u;
let regularFont: fontkit.Font | undefined;
/** The font files, read once (each PDF embeds its own subset of them). */
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** The name is made of name characters and the embedded font has a glyph for each: it prints as typed. */
export function signerNamePrints(name: string): boolean {
  if (!NAME_CHARACTERS.test(name)) return false;
  regularFont ??= fontkit.openSync(FONT_REGULAR) as fontkit.Font;
  const font = regularFont;
  return [...name].every((character) => font.hasGlyphForCodePoint(character.codePointAt(0)!));
}

/** Everything the PDF prints: the signature record and the deposit it belongs to. */
export interface AgreementPdfValues {
  depositId: number;
  businessName: string;
  planName: string;
  amountCents: number;
  holdDays: number;
  agreementVersion: string;
  /** The Markdown text exactly as signed (the stored copy). */
  agreementText: string;
  textSha256: string;
  signerName: string;
  signedAt: Date;
  ipAddress: string | null;
}

const DATE_TIME_CT = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

/** 'November 29, 2026 at 2:48 PM CT': Missouri time, as the office and the buyer read it. */
export function missouriDateTime(date: Date): string {
  return `${DATE_TIME_CT.format(date)} CT`;
}

/** When the reservation's hold ends: the signing time plus the hold days. */
export function holdEndsAt(signedAt: Date, holdDays: number): Date {
  return new Date(signedAt.getTime() + holdDays * 86_400_000);
}

interface Run {
  text: string;
  bold: boolean;
}

/** Inline tokens as runs of plain or bold text (links print their words, code prints as text, raw HTML as written). */
function runs(tokens: Token[] | undefined, bold = false): Run[] {
  return (tokens ?? []).flatMap((token): Run[] => {
    switch (token.type) {
      case 'strong':
        return runs((token as Tokens.Strong).tokens, true);
      case 'em':
      case 'del':
      case 'link':
        return runs((token as Tokens.Em).tokens, bold);
      case 'text':
        return 'tokens' in token && token.tokens ? runs(token.tokens, bold) : [{ text: (token as Tokens.Text).text, bold }];
      case 'br':
        return [{ text: '\n', bold }];
      default:
        return 'text' in token && typeof token.text === 'string' ? [{ text: token.text, bold }] : [];
    }
  });
}

const PAGE = { size: 'LETTER' as const, margin: 60 };
/** Room the signature block takes (points): less left on the page, and it starts on the next. */
const SIGNATURE_BLOCK_HEIGHT = 200;

/** "<label> · page N of M" at the foot of every page. */
function footers(doc: PDFKit.PDFDocument, label: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Written inside the bottom margin, which pdfkit would otherwise answer with a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor('#777777')
      .text(`${label} · page ${i - start + 1} of ${count}`, doc.page.margins.left, doc.page.height - bottom / 2 - 4, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The characters PDF's standard fonts print (WinAnsiEncoding: Latin-1 and Windows-1252's curly
 * quotes, dashes, bullet, euro...). Text made only of these needs no embedded font.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printsInWinAnsi(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (!(character === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character))) return false;
  }
  return true;
}

/**
 * Helvetica when every value prints in it (nearly every agreement: no font to embed, a PDF about a
 * fifth of the size, about four times faster to draw: a deposit's request waits for it), else DejaVu
 * Sans, embedded and subset, for the Greek, Cyrillic or other Latin letters of a name.
 */
function pdfFonts(values: string[]): { regular: string | Buffer; bold: string | Buffer } {
  if (values.every(printsInWinAnsi)) return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  fontFiles ??= { regular: readFileSync(FONT_REGULAR), bold: readFileSync(FONT_BOLD) };
  return fontFiles;
}

/** The signed agreement as PDF bytes. */
export function renderAgreementPdf(values: AgreementPdfValues): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    // Kept until the end, so each page's footer can say "page N of M".
    bufferPages: true,
    info: {
      Title: `${AGREEMENT_TITLE}: ${values.planName}`,
      Author: values.businessName,
      Subject: `Reservation ${values.depositId}, signed by ${values.signerName}`,
    },
  });
  const fonts = pdfFonts([values.businessName, values.planName, values.signerName, values.agreementText, values.ipAddress ?? '', values.agreementVersion]);
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  const line = (label: string, value: string) => {
    doc.font('bold').fontSize(10).text(`${label}: `, left, doc.y, { continued: true, width });
    doc.font('body').text(value);
  };
  const rule = () => {
    doc.moveDown(0.6);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.8);
  };
  /** One paragraph of runs at x, wrapped to the width left. */
  const paragraph = (parts: Run[], x: number, size: number) => {
    const printable = parts.filter((part) => part.text.length > 0);
    if (!printable.length) return;
    doc.fontSize(size);
    printable.forEach((part, i) => {
      doc.font(part.bold ? 'bold' : 'body');
      const options = { continued: i < printable.length - 1, width: left + width - x, lineGap: 2 };
      if (i === 0) doc.text(part.text, x, doc.y, options);
      else doc.text(part.text, options);
    });
  };

  // The summary: what was reserved, for how much, and until when.
  doc.font('bold').fontSize(18).text(AGREEMENT_TITLE, { width });
  doc.font('body').fontSize(11).text(values.businessName, { width });
  doc.moveDown(0.8);
  line('Plan', values.planName);
  line('Deposit', `${formatDollars(values.amountCents)} (US dollars)`);
  line('Reservation signed', missouriDateTime(values.signedAt));
  line('Reservation held until', `${missouriDateTime(holdEndsAt(values.signedAt, values.holdDays))} (${values.holdDays} days)`);
  line('Reservation number', String(values.depositId));
  rule();

  // The agreement's text as signed, from marked's tokens.
  for (const token of agreementTokens(values.agreementText)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      doc.moveDown(heading.depth === 1 ? 0.2 : 0.5);
      paragraph(
        runs(heading.tokens).map((run) => ({ ...run, bold: true })),
        left,
        heading.depth === 1 ? 14 : 12,
      );
      doc.moveDown(0.3);
    } else if (token.type === 'paragraph') {
      paragraph(runs((token as Tokens.Paragraph).tokens), left, 10);
      doc.moveDown(0.5);
    } else if (token.type === 'list') {
      const list = token as Tokens.List;
      list.items.forEach((item, i) => {
        const marker = list.ordered ? `${Number(list.start || 1) + i}.` : '•';
        const y = doc.y;
        doc
          .font('body')
          .fontSize(10)
          .text(marker, left + 6, y, { width: 14 });
        doc.y = y;
        paragraph(runs(item.tokens), left + 22, 10);
        doc.moveDown(0.25);
      });
      doc.moveDown(0.3);
    } else if (token.type !== 'space' && 'text' in token && typeof token.text === 'string') {
      paragraph([{ text: token.text, bold: false }], left, 10);
      doc.moveDown(0.5);
    }
  }

  // The signature block, kept on one page.
  if (doc.y > doc.page.height - doc.page.margins.bottom - SIGNATURE_BLOCK_HEIGHT) doc.addPage();
  rule();
  doc.font('bold').fontSize(12).text('Electronic signature', left, doc.y, { width });
  doc.moveDown(0.4);
  doc.font('body').fontSize(16).text(values.signerName, { width });
  doc.moveDown(0.2);
  doc
    .font('body')
    .fontSize(10)
    .text(`Signed electronically on ${missouriDateTime(values.signedAt)}`, { width });
  doc.moveDown(0.4);
  line('Typed name', values.signerName);
  line('IP address', values.ipAddress ?? 'not recorded');
  line('Agreement version', values.agreementVersion);
  doc.font('bold').fontSize(10).text('SHA-256 of the agreement text:', left, doc.y, { width });
  doc.font('body').fontSize(9).text(values.textSha256, { width });
  doc.moveDown(0.6);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'The SHA-256 fingerprint is of the agreement’s Markdown text exactly as it was shown and signed; the same text is kept with the signature record. The signer consented to sign electronically and may ask for a paper copy at no charge.',
      { width },
    );
  footers(doc, `${AGREEMENT_TITLE} · reservation ${values.depositId} · version ${values.agreementVersion}`);
  doc.end();
  return done;
}
