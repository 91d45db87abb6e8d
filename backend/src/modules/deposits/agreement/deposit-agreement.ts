import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { formatDollars } from '../deposit-terms';

/**
 * The reservation agreement a buyer signs at checkout (issue 29). Its words are a Markdown file
 * beside this one, one file per version: a published version's file is never edited (a signature
 * names the version and the SHA-256 of the exact text it was shown); a change is a new file and a
 * new AGREEMENT_VERSION. nest-cli.json copies the file into dist next to the compiled module, so
 * the same relative path works from src (jest) and from dist (the built server).
 */
export const AGREEMENT_VERSION = '2026-11-v1';
export const AGREEMENT_TITLE = 'Plan Reservation and Deposit Agreement';
const AGREEMENT_FILE = path.join(__dirname, 'reservation-agreement-v1.md');

/** What the server fills into the agreement's placeholders. */
export interface AgreementValues {
  planName: string;
  /** US cents (the deposit's amount). */
  amountCents: number;
  /** Days the reservation holds before the deposit must be paid (DEPOSIT_HOLD_DAYS). */
  holdDays: number;
  businessName: string;
}

let template: string | undefined;

/** The version's Markdown with its {{placeholders}}, read once. */
function agreementTemplate(): string {
  template ??= readFileSync(AGREEMENT_FILE, 'utf8').replace(/\r\n/g, '\n');
  return template;
}

/** Characters Markdown reads as formatting, escaped so a plan or business name prints as it is written. */
function markdownLiteral(text: string): string {
  return text.replace(/[\\`*_[\]<>~|]/g, '\\$&');
}

/** The exact Markdown text of the current version for these values: what the buyer reads, what is hashed and stored. */
export function renderAgreement(values: AgreementValues): string {
  const fills: Record<string, string> = {
    planName: markdownLiteral(values.planName),
    amount: markdownLiteral(formatDollars(values.amountCents)),
    holdDays: String(values.holdDays),
    businessName: markdownLiteral(values.businessName),
  };
  return agreementTemplate().replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = fills[name];
    if (value === undefined) throw new Error(`reservation agreement: unknown placeholder ${placeholder}`);
    return value;
  });
}

/** Lower-case hex SHA-256 of the text's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How far the agreement's headings move down: the checkout page shows it under its own h1 and h2, so its "#" is an h3. */
const HEADING_SHIFT = 2;

/** GitHub-flavoured Markdown; raw HTML in the text is shown as text, never passed through. */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    heading({ tokens, depth }) {
      const level = Math.min(depth + HEADING_SHIFT, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** The agreement's Markdown as HTML for the checkout page. */
export function agreementHtml(text: string): string {
  return markdown.parse(text, { async: false });
}

/** The agreement's Markdown as marked's block tokens (the PDF lays them out). */
export function agreementTokens(text: string) {
  return markdown.lexer(text);
}
