/**
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field quoted
 * when it holds a comma, a quote, CR or LF, quotes doubled inside.
 *
 * Text that came from a user (player and course names) is also defused against spreadsheet
 * formula injection (OWASP, "CSV Injection"): a cell starting with =, +, -, @, tab or CR gets a
 * leading apostrophe, so Excel and LibreOffice show it as text instead of running it.
 */
const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A cell of user-supplied text: defused, then quoted as needed. */
export function csvText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return csvField(FORMULA_START.test(value) ? `'${value}` : value);
}

export function csvRecord(fields: string[]): string {
  return `${fields.join(',')}\r\n`;
}
