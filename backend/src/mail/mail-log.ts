/**
 * E-mail addresses as the logs may show them: first character and domain (`v***@example.org`),
 * enough to tell the office's address from a visitor's without putting personal data in logs.
 */
export function maskEmailAddresses(text: string): string {
  return text.replace(/([^\s<>@,;:"']+)@([^\s<>@,;:"']+)/g, (_match, local: string, domain: string) => `${local.charAt(0)}***@${domain}`);
}
