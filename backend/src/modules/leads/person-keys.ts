import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The keys that tell one person's records apart from another's (issue 28: one record per person).
 * Two leads with the same e-mail key reach the same mailbox; the same phone key is the same line;
 * similar names are only a hint for a person to judge (lead-duplicates.ts).
 */

/** Providers that deliver `first.last@` to `firstlast@` (Gmail ignores dots in the local part). */
const DOTS_IGNORED = new Set(['gmail.com']);

/** Providers that deliver `name+anything@` to `name@` (sub-addressing). */
const PLUS_TAGS_IGNORED = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
]);

/** Domains that are another name of one mailbox provider. */
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches: lower-cased, the provider's alias domain folded, and the dots and
 * plus-tags removed where that provider ignores them ("Jo.Price+plans@gmail.com" → "joprice@gmail.com").
 * Other providers' addresses keep their local part as typed (lower-cased): a dot may matter there.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = DOMAIN_ALIASES[address.slice(at + 1)] ?? address.slice(at + 1);
  let local = address.slice(0, at);
  if (PLUS_TAGS_IGNORED.has(domain)) local = local.split('+')[0] || local;
  if (DOTS_IGNORED.has(domain)) local = local.replace(/\./g, '') || local;
  return `${local}@${domain}`;
}

/**
 * The line a phone number reaches, in E.164 ("(573) 555-0101" and "5735550101" → "+15735550101"),
 * read as a US number unless it says its country; null when it cannot be a phone number.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.isPossible() ? parsed.number : null;
}

/** A name as compared: lower-case letters only, accents dropped ("José" and "jose" match); null when none is left. */
export function nameKey(name: string | null | undefined): string | null {
  const key = (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return key || null;
}

/** The four keys of a lead, as stored on discovery_call_leads. */
export interface PersonKeys {
  emailKey: string;
  phoneKey: string | null;
  firstNameKey: string | null;
  lastNameKey: string | null;
}

export function personKeys(person: { email: string; phone: string | null; firstName: string; lastName: string | null }): PersonKeys {
  return {
    emailKey: emailKey(person.email),
    phoneKey: phoneKey(person.phone),
    firstNameKey: nameKey(person.firstName),
    lastNameKey: nameKey(person.lastName),
  };
}
