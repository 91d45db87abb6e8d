/** The longest reply text kept (a reply is a message to a person, not a document). */
export const REPLY_TEXT_MAX = 20_000;

/** Lines where a mail client's quoted history starts: everything from there on is the earlier message. */
const HISTORY_STARTS: readonly RegExp[] = [
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/, // Outlook's rule above "From: … Sent: …"
  /^Begin forwarded message:\s*$/i,
];
/** "On Tue, Mar 3, 2026 at 9:12 AM Jordan Hale <jordan@example.net> wrote:", possibly wrapped over two lines. */
const ON_WROTE = /^On\b.{0,400}\bwrote:\s*$/is;
/** Outlook without a rule: "From: …" then "Sent:"/"Date:" within the next lines. */
const FROM_HEADER = /^\*?From:\*?\s/i;
const SENT_HEADER = /^\*?(Sent|Date):\*?\s/i;

/**
 * The new text of a reply, without the quoted history mail clients append: from an
 * "On … wrote:" line, an "-----Original Message-----" or Outlook "From:/Sent:" block, or a
 * signature separator ("-- ") on, and every line quoted with ">". A message that is all quote
 * keeps its text (better a long entry than an empty one).
 */
export function stripQuotedText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (HISTORY_STARTS.some((start) => start.test(trimmed))) break;
    if (ON_WROTE.test(trimmed) || (/^On\b/i.test(trimmed) && i + 1 < lines.length && ON_WROTE.test(`${trimmed} ${lines[i + 1].trim()}`))) break;
    if (FROM_HEADER.test(trimmed) && lines.slice(i + 1, i + 4).some((next) => SENT_HEADER.test(next.trim()))) break;
    if (line === '-- ' || line === '--') break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  const result = kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return (result || text.replace(/\r\n?/g, '\n').trim()).slice(0, REPLY_TEXT_MAX);
}
