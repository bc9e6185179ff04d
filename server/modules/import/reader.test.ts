import { describe, expect, test } from 'vitest';
import { hintSign, parseNumber, parseSided } from './cells';
import { mapClub } from './clubs';
import { csvRecords, detectDelimiter } from './csv';
import { instantOf, parseDateTime } from './time';

async function records(text: string, chunk = 5) {
  async function* pieces() {
    for (let i = 0; i < text.length; i += chunk) yield text.slice(i, i + chunk);
  }
  const out = [];
  for await (const r of csvRecords(pieces())) out.push(r);
  return out;
}

describe('CSV reading', () => {
  test('csv-parse: quoted cells, doubled quotes, line breaks inside quotes, CRLF, LF and CR, a BOM; lines as a spreadsheet counts them', async () => {
    expect(await records('\ufeffa,"b,1","say ""hi"""\r\n"multi\r\nline",x\n\nlast,row\rend')).toEqual([
      { line: 1, cells: ['a', 'b,1', 'say "hi"'] },
      { line: 2, cells: ['multi\r\nline', 'x'] },
      { line: 4, cells: [''] },
      { line: 5, cells: ['last', 'row'] },
      { line: 6, cells: ['end'] },
    ]);
  });

  test('the delimiter is told from the first lines, or from Excel’s sep= line', () => {
    expect(detectDelimiter('a;b;c\n1,5;2,5;3')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('"x;y",b,c')).toBe(',');
    expect(detectDelimiter('sep=;\na,b,c;d')).toBe(';');
    expect(detectDelimiter('\ufeffsep=,\na;b;c,d')).toBe(',');
  });

  test('numbers: decimal points, decimal commas, thousands groups, sides and their words', () => {
    expect(parseNumber('12.5', false)).toBe(12.5);
    expect(parseNumber('12,5', true)).toBe(12.5);
    expect(parseNumber('-0,5', true)).toBe(-0.5);
    expect(parseNumber('1,234.5', false)).toBe(1234.5);
    expect(parseNumber('1.234,5', true)).toBe(1234.5);
    expect(parseNumber('2,650', false)).toBe(2650);
    expect(parseNumber('abc', false)).toBeNull();
    expect(parseNumber('1,2,3', true)).toBeNull();
    expect(parseNumber('', false)).toBeNull();
    // GSPro's text form, degrees, a minus sign.
    expect(parseNumber('="47.9"', false)).toBe(47.9);
    expect(parseNumber('38.2°', false)).toBe(38.2);
    expect(parseNumber('\u22122', false)).toBe(-2);
    expect(parseSided('12.3 L', false)).toBe(-12.3);
    expect(parseSided('L12.3', false)).toBe(-12.3);
    expect(parseSided('4 R', false)).toBe(4);
    expect(parseSided('-4', false)).toBe(-4);
    expect(parseSided('3,5 L', true)).toBe(-3.5);
    expect(parseSided('L 3 R', false)).toBeNull();
    // FlightScope, Foresight and GSPro words, in Trackman's signs.
    expect(parseSided('2.8 In-Out', false)).toBe(2.8);
    expect(parseSided('0.8° O-I', false)).toBe(-0.8);
    expect(parseSided('4.1 Down', false)).toBe(-4.1);
    expect(parseSided('2.3 Up', false)).toBe(2.3);
    expect(parseSided('1.2 Open', false)).toBe(1.2);
    expect(parseSided('2 Closed', false)).toBe(-2);
    expect(parseSided('5.1 Toe', false)).toBe(5.1);
    expect(parseSided('3 Heel', false)).toBe(-3);
    expect(parseSided('10.2 A', false)).toBe(10.2);
    expect(parseSided('1.1° R', false)).toBe(1.1);
    expect(parseSided('3 sideways', false)).toBeNull();
    expect(hintSign('L-/R+')).toBe(1);
    expect(hintSign('toe-/heel+')).toBe(-1);
    expect(hintSign('out-in-/in-out+')).toBe(1);
    expect(hintSign(null)).toBe(1);
  });

  test('dates: ISO, US with AM/PM, European, named months, zones; the wall-clock time kept apart', () => {
    const at = (text: string, zone = 'UTC', dayFirst = false) => {
      const time = parseDateTime(text, dayFirst);
      return time && instantOf(time, zone);
    };
    expect(at('2025-06-01 14:30:05')).toBe('2025-06-01T14:30:05.000Z');
    expect(at('2025-06-01T14:30:05+02:00')).toBe('2025-06-01T12:30:05.000Z');
    expect(at('2025-06-01T14:30:05+05:30', 'Europe/Berlin')).toBe('2025-06-01T09:00:05.000Z');
    expect(at('06/01/2025 2:30:05 PM')).toBe('2025-06-01T14:30:05.000Z');
    expect(at('06/01/2025 12:10 AM')).toBe('2025-06-01T00:10:00.000Z');
    expect(at('13/01/2025 08:00')).toBe('2025-01-13T08:00:00.000Z');
    expect(at('01.06.2025 14:30')).toBe('2025-06-01T14:30:00.000Z');
    expect(at('06/01/2025 14:30', 'UTC', true)).toBe('2025-01-06T14:30:00.000Z');
    expect(at('Jun 1, 2025 2:30 PM')).toBe('2025-06-01T14:30:00.000Z');
    expect(at('2025-06-01')).toBe('2025-06-01T12:00:00.000Z');
    expect(at('2026-04-03; 11-09-12')).toBe('2026-04-03T11:09:12.000Z'); // FlightScope FS Golf
    expect(at('2025-06-01 14:30:00', 'Europe/Berlin')).toBe('2025-06-01T12:30:00.000Z');
    expect(at('2025-01-15 14:30:00', 'America/New_York')).toBe('2025-01-15T19:30:00.000Z');
    expect(at('2025-03-30 02:30', 'Europe/Berlin')).toBe('2025-03-30T01:30:00.000Z'); // in the DST gap: an hour on
    expect(at('2025-02-30 10:00')).toBeNull();
    expect(at('yesterday')).toBeNull();
    expect(at('2025-06-01 25:00')).toBeNull();
    expect(parseDateTime('06/01/2025 2:30:05 PM', false)?.wall).toBe('2025-06-01T14:30:05.000');
  });

  test('club names of the vendors and of people, onto the bag of PRODUCT.md', () => {
    const cases: [string, string | null][] = [
      ['Driver', 'Dr'],
      ['3 Wood', '3W'],
      ['9 Wood', '9W'],
      ['11 Wood', '11W'],
      ['5 Hybrid', '5H'],
      ['Hybrid 4', '4H'],
      ['7H', '7H'],
      ['9 Hybrid', '9H'],
      ['7 Iron', '7i'],
      ['7i', '7i'],
      ['7-iron', '7i'],
      ['Pitching Wedge', 'PW'],
      ['Gap Wedge', 'GW'],
      ['Approach Wedge', 'GW'],
      ['Sand Wedge', 'SW'],
      ['Lob Wedge', 'LW'],
      ['56°', 'W56'],
      ['60', 'W60'],
      ['55 deg', 'W54'],
      ['W50', 'W50'],
      ['56 Wedge', 'W56'],
      ['44', 'PW'],
      ['Wedge', 'Wedge'],
      ['Putter', 'Pt'],
      ['PW', 'PW'],
      // GSPro, Trackman, Uneekor.
      ['DR', 'Dr'],
      ['W3', '3W'],
      ['H4', '4H'],
      ['I7', '7i'],
      ['PT', 'Pt'],
      ['PitchingWedge', 'PW'],
      ['5Iron', '5i'],
      ['IRON7', '7i'],
      ['WOOD3', '3W'],
      ['Chipper', null],
      ['12 Wood', null],
      ['10 Hybrid', null],
      ['70', null],
      ['', null],
    ];
    for (const [name, short] of cases) expect(mapClub(name), name).toBe(short);
  });
});
