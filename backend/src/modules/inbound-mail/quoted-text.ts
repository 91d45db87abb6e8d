import EmailReplyParser from 'email-reply-parser';

/** The longest reply text kept (a reply is a message to a person, not a document). */
export const REPLY_TEXT_MAX = 20_000;
/** The most text handed to the parser: hostile mail may be megabytes of one line, and only the top is kept. */
const PARSED_MAX = 100_000;

/**
 * The new text of a reply, without the quoted history mail clients append ("On … wrote:",
 * "-----Original Message-----", Outlook's From:/Sent: block, ">" lines, a "-- " signature), cut by
 * email-reply-parser (its rules cover the common clients in many languages). A message that is
 * all quote keeps its text (better a long entry than an empty one).
 */
export function stripQuotedText(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').slice(0, PARSED_MAX);
  const reply = new EmailReplyParser().parseReply(normalised).trim();
  return (reply || normalised.trim()).slice(0, REPLY_TEXT_MAX);
}
