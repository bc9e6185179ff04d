/**
 * Cells of an export to values: numbers with decimal points or commas, sides written as words,
 * and the spellings of "nothing measured" (blank, `-`, `--`, `---`, `N/A`).
 */
const MISSING = /^(-{1,3}|n\/a|na|null|none|—|–)$/i;

export function isMissing(text: string): boolean {
  return text === '' || MISSING.test(text);
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * '12.3', '12,3' (decimal comma), '1,234.5', '1.234,5', '+4', '-0.5', '−2' (a minus sign), Excel's
 * `="12.3"` text form; null otherwise.
 */
export function parseNumber(text: string, decimalComma: boolean): number | null {
  let t = text.replace(/[\s\u00a0']/g, '').replace(/\u2212/g, '-');
  const excel = /^="(.*)"$/.exec(t);
  if (excel) t = excel[1];
  t = t.replace(/°$/, '');
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    t = comma > dot ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  } else if (comma >= 0) {
    // One comma: a decimal comma in European files, and wherever it is not a thousands group.
    if (decimalComma || !/^[+-]?\d{1,3}(,\d{3})+$/.test(t)) {
      if (t.indexOf(',') !== comma) return null;
      t = t.replace(',', '.');
    } else t = t.replace(/,/g, '');
  }
  if (!NUMBER.test(t)) return null;
  const value = Number(t);
  return Number.isFinite(value) ? value : null;
}

/**
 * The words the exports put beside a side value, and their sign in Trackman's convention (right,
 * in-to-out, up, open, toe, high, ahead positive): `12.3 L`, `L12.3`, `4 R`, `2.1 In-Out`, `3.0 Closed`.
 */
const SIDE_WORDS: Record<string, 1 | -1> = {
  r: 1,
  right: 1,
  l: -1,
  left: -1,
  'in-out': 1,
  'i-o': 1,
  io: 1,
  inout: 1,
  'out-in': -1,
  'o-i': -1,
  oi: -1,
  outin: -1,
  u: 1,
  up: 1,
  d: -1,
  down: -1,
  open: 1,
  closed: -1,
  toe: 1,
  heel: -1,
  high: 1,
  low: -1,
  // FlightScope's low point: ahead of the ball or behind it.
  a: 1,
  ahead: 1,
  b: -1,
  behind: -1,
};

export function parseSided(text: string, decimalComma: boolean): number | null {
  const m = /^([a-z][a-z-]*)?\s*(.*?)\s*([a-z][a-z-]*)?$/i.exec(text.trim().replace(/°/g, ''));
  if (!m || (m[1] && m[3])) return null;
  const word = (m[1] ?? m[3] ?? '').toLowerCase();
  const value = parseNumber(m[2], decimalComma);
  if (value === null) return null;
  if (!word) return value;
  const sign = SIDE_WORDS[word];
  if (sign === undefined || value < 0) return null;
  return sign * value;
}

/**
 * -1 when a header's sign hint counts the other way than we do: `toe-/heel+` (Foresight's impact,
 * where we count toe positive); 1 for `L-/R+`, `out-in-/in-out+`, `closed-/open+` or no hint.
 */
export function hintSign(hint: string | null): 1 | -1 {
  const negative = hint ? /^([a-z -]+?)-\//i.exec(hint.trim()) : null;
  return negative && SIDE_WORDS[negative[1].trim().toLowerCase()] === 1 ? -1 : 1;
}
