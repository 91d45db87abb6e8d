import { convert } from 'html-to-text';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { type InboundAttachment } from './inbound-threads';
import { stripQuotedText } from './quoted-text';

/** The largest inbound message accepted (the SMTP listener's SIZE, the webhook's rawMessage): 5 MB. */
export const INBOUND_MAX_BYTES = 5 * 1024 * 1024;
const SUBJECT_MAX = 300;
const NAME_MAX = 200;

/** An inbound message as the acceptance rules need it; nothing of it is rendered as HTML. */
export interface InboundMessage {
  from: string | null;
  fromName: string | null;
  /** Every address it was sent to (To, Cc, Delivered-To, X-Original-To), lower case. */
  recipients: string[];
  subject: string;
  text: string;
  attachments: InboundAttachment[];
  messageId: string | null;
  /** A bounce, delivery report or automatic reply: never a person's answer. */
  automatic: boolean;
}

/** One line of header text: control characters (a folded or hostile header's CR/LF) become spaces. */
const oneLine = (value: string, max: number) =>
  value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max);

function addresses(value: AddressObject | AddressObject[] | undefined): Array<{ address: string; name: string }> {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return objects.flatMap((object) => object.value).flatMap((entry) => (entry.address ? [{ address: entry.address, name: entry.name }] : []));
}

function headerText(parsed: ParsedMail, name: string): string {
  const value = parsed.headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value;
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return value.text;
  return String(value);
}

/**
 * RFC 3834 and the usual signs of mail no person wrote: a delivery report (multipart/report),
 * Auto-Submitted other than "no", the autoresponder headers, or a bounce's sender.
 */
function isAutomatic(parsed: ParsedMail, from: string | null, envelopeFrom: string | null | undefined): boolean {
  if (/^multipart\/report\b/i.test(headerText(parsed, 'content-type'))) return true;
  const autoSubmitted = headerText(parsed, 'auto-submitted').trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (parsed.headers.has('x-autoreply') || parsed.headers.has('x-autorespond')) return true;
  if (/^(auto_reply|bulk|junk)$/i.test(headerText(parsed, 'precedence').trim())) return true;
  if (from && /^(mailer-daemon|postmaster)@/i.test(from)) return true;
  // The SMTP null sender (MAIL FROM:<>) is reserved for bounces and reports (RFC 5321 §4.5.5).
  return envelopeFrom === '';
}

/** An HTML-only message as text: no links (their text stays, the address goes), no images. */
export function htmlToPlainText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
    ],
  });
}

/** Parses an RFC 822 message with mailparser; `envelopeFrom` is the SMTP MAIL FROM ('' for the null sender). */
export async function parseInboundMessage(raw: Buffer, envelopeFrom?: string | null): Promise<InboundMessage> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextLinks: true, skipImageLinks: true, skipTextToHtml: true });
  const sender = addresses(parsed.from)[0];
  const from = sender?.address.trim().toLowerCase() ?? null;
  const recipients = [
    ...addresses(parsed.to),
    ...addresses(parsed.cc),
    ...['delivered-to', 'x-original-to'].flatMap((name) =>
      headerText(parsed, name)
        .split(',')
        .map((address) => ({ address, name: '' })),
    ),
  ]
    .map((entry) => entry.address.trim().replace(/^<|>$/g, '').toLowerCase())
    .filter(Boolean);
  const body = parsed.text?.trim() ? parsed.text : typeof parsed.html === 'string' ? htmlToPlainText(parsed.html) : '';
  return {
    from,
    fromName: oneLine(sender?.name ?? '', NAME_MAX) || null,
    recipients: [...new Set(recipients)],
    subject: oneLine(parsed.subject ?? '', SUBJECT_MAX),
    text: stripQuotedText(body),
    attachments: parsed.attachments.map((attachment) => ({
      name: oneLine(attachment.filename ?? '', NAME_MAX) || 'unnamed attachment',
      size: attachment.size,
    })),
    messageId: parsed.messageId?.slice(0, 300) ?? null,
    automatic: isAutomatic(parsed, from, envelopeFrom),
  };
}
