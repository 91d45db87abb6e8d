import type { AppConfig } from '../config/app-config';
import businessDefaults from '../config/business-defaults.json';

/** The business's contact details, and the site's own addresses (the only links made clickable). */
type BusinessContact = Pick<AppConfig, 'businessPhone' | 'businessEmail' | 'publicBaseUrl'> & Partial<Pick<AppConfig, 'bookingUrl'>>;

/**
 * The text and HTML parts of an e-mail from one plain-text body, both ending with the business's
 * name, phone and e-mail. Paragraphs are separated by blank lines; links to the site and the
 * booking page become clickable, never any other address (text a visitor typed stays text).
 */
export function composeEmail(body: string, business: BusinessContact, title?: string): { text: string; html: string } {
  const signature = [businessDefaults.businessName, business.businessPhone, business.businessEmail].join('\n');
  return { text: `${body.trimEnd()}\n\n-- \n${signature}\n`, html: renderHtmlEmail(body, business, title) };
}

/** A minimal, accessible HTML e-mail: one readable column, real text (no images), and a contact footer. */
export function renderHtmlEmail(body: string, business: BusinessContact, title = businessDefaults.businessName): string {
  const paragraphs = body
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraphHtml(paragraph, business)}</p>`)
    .join('\n');
  const phoneHref = `tel:${telephoneDigits(business.businessPhone)}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;color:#1f2933;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-label="${escapeHtml(title)}" style="max-width:600px;margin:0 auto;padding:24px">
${paragraphs}
<hr style="border:none;border-top:1px solid #d0d5db;margin:24px 0">
<p style="margin:0;font-size:14px;color:#3e4c59">${escapeHtml(businessDefaults.businessName)}<br>
<a href="${escapeHtml(phoneHref)}" style="color:#1d4ed8">${escapeHtml(business.businessPhone)}</a><br>
<a href="mailto:${escapeHtml(business.businessEmail)}" style="color:#1d4ed8">${escapeHtml(business.businessEmail)}</a></p>
</div>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A link ends before whitespace or quotes; a trailing full stop, comma or bracket stays outside it. */
const LINK = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])/;

/** The link points into the site or at the booking page (the whole origin, not a look-alike prefix). */
function isOwnLink(url: string, business: BusinessContact): boolean {
  return [business.publicBaseUrl, business.bookingUrl].some((base) => {
    if (!base) return false;
    const root = base.replace(/\/+$/, '');
    return url === root || ['/', '?', '#'].some((next) => url.startsWith(root + next)) || (base.endsWith('/') && url.startsWith(base));
  });
}

/** Escaped text with the site's own links clickable and line breaks kept. */
function paragraphHtml(paragraph: string, business: BusinessContact): string {
  return paragraph
    .split(LINK) // the capture group puts the links at odd indexes
    .map((part, i) => (i % 2 && isOwnLink(part, business) ? `<a href="${escapeHtml(part)}" style="color:#1d4ed8">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('')
    .replace(/\r?\n/g, '<br>');
}

/** US numbers as +1XXXXXXXXXX for tel: links; anything else keeps its digits and a leading +. */
function telephoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}
