import { describe, expect, test } from 'vitest';
import { csvField, csvRecord, csvText } from './csv';

describe('CSV (RFC 4180) and formula injection', () => {
  test.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['lf\nonly', '"lf\nonly"'],
    ['', ''],
  ])('quotes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  test('numbers are written as numbers, negative ones included; nothing for null and non-finite', () => {
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  test.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['Chris', 'Chris'],
  ])('defuses user text %j as %j', (value, expected) => {
    expect(csvText(value)).toBe(expected);
  });

  test('a record ends with CRLF', () => {
    expect(csvRecord(['a', '"b,c"'])).toBe('a,"b,c"\r\n');
  });
});
