/**
 * spec §9's text helpers, shared by the API and the front end (the `@shared` alias of Vite and the
 * front end's tsconfig, like `@cost-model`): this file imports nothing, so both can compile it.
 */

/** Words written in capitals in labels: SIP (structural insulated panels) and HVAC. */
const ACRONYMS: ReadonlySet<string> = new Set(['sip', 'hvac']);

/** "sip_panel_expertise" → "SIP Panel Expertise", "custom_homes" → "Custom Homes", "hvac" → "HVAC". */
export function snakeToTitle(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join(' ');
}

/** "Jane Q. Public" → "JP"; one word → its first letter; empty → "". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return (first + last).toUpperCase();
}
