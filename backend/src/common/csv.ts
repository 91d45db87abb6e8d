/**
 * CSV for spreadsheets (RFC 4180): fields separated by commas, records by CRLF, a field quoted
 * (its quotes doubled) when it holds a comma, a quote, CR or LF. A field starting with =, +, -, @,
 * tab or CR gets a leading apostrophe first (OWASP "CSV injection"), so a spreadsheet shows it as
 * text instead of running it as a formula: leads type their own names.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
