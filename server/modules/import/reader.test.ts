import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { mapClub } from './clubs';
import { CsvReader, detectDelimiter } from './csv';
import { ImportFileError, parseDateTime, parseNumber, parseSided, ShotFileReader, type ReaderOptions, type RowResult } from './reader';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

/** Reads a whole text, pushed in pieces of `chunk` characters: records cut anywhere must come out whole. */
function readAll(text: string, options: ReaderOptions = {}, chunk = 7) {
  const reader = new ShotFileReader(options);
  const rows: RowResult[] = [];
  for (let i = 0; i < text.length; i += chunk) rows.push(...reader.push(text.slice(i, i + chunk)));
  rows.push(...reader.end());
  const shots = rows.flatMap((r) => (r.kind === 'shot' ? [r] : []));
  const unreadable = rows.flatMap((r) => (r.kind === 'unreadable' ? [r.reason] : []));
  const summary = rows.filter((r) => r.kind === 'summary').length;
  return { info: reader.info!, rows, shots, unreadable, summary };
}

describe('CSV reading', () => {
  test('quoted cells, doubled quotes, line breaks inside quotes, CRLF, LF and CR', () => {
    const reader = new CsvReader(',');
    const records = [...reader.push('a,"b,1","say ""hi"""\r\n"multi\r\nline",x\n'), ...reader.push('last,row\rend'), ...reader.end()];
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b,1', 'say "hi"'] },
      { line: 2, cells: ['multi\r\nline', 'x'] },
      { line: 4, cells: ['last', 'row'] },
      { line: 5, cells: ['end'] },
    ]);
  });

  test('the delimiter is told from the first lines', () => {
    expect(detectDelimiter('a;b;c\n1,5;2,5;3')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('"x;y",b,c')).toBe(',');
  });

  test('numbers: decimal points, decimal commas, thousands groups, sides', () => {
    expect(parseNumber('12.5', false)).toBe(12.5);
    expect(parseNumber('12,5', true)).toBe(12.5);
    expect(parseNumber('-0,5', true)).toBe(-0.5);
    expect(parseNumber('1,234.5', false)).toBe(1234.5);
    expect(parseNumber('1.234,5', true)).toBe(1234.5);
    expect(parseNumber('2,650', false)).toBe(2650);
    expect(parseNumber('abc', false)).toBeNull();
    expect(parseNumber('1,2,3', true)).toBeNull();
    expect(parseNumber('', false)).toBeNull();
    expect(parseSided('12.3 L', false)).toBe(-12.3);
    expect(parseSided('L12.3', false)).toBe(-12.3);
    expect(parseSided('4 R', false)).toBe(4);
    expect(parseSided('-4', false)).toBe(-4);
    expect(parseSided('3,5 L', true)).toBe(-3.5);
    expect(parseSided('L 3 R', false)).toBeNull();
  });

  test('dates: ISO, US with AM/PM, European, named months, zones', () => {
    const utc = { dayFirst: false, timeZone: 'UTC' };
    expect(parseDateTime('2025-06-01 14:30:05', utc)).toBe('2025-06-01T14:30:05.000Z');
    expect(parseDateTime('2025-06-01T14:30:05+02:00', utc)).toBe('2025-06-01T12:30:05.000Z');
    expect(parseDateTime('06/01/2025 2:30:05 PM', utc)).toBe('2025-06-01T14:30:05.000Z');
    expect(parseDateTime('06/01/2025 12:10 AM', utc)).toBe('2025-06-01T00:10:00.000Z');
    expect(parseDateTime('13/01/2025 08:00', utc)).toBe('2025-01-13T08:00:00.000Z');
    expect(parseDateTime('01.06.2025 14:30', utc)).toBe('2025-06-01T14:30:00.000Z');
    expect(parseDateTime('06/01/2025 14:30', { dayFirst: true, timeZone: 'UTC' })).toBe('2025-01-06T14:30:00.000Z');
    expect(parseDateTime('Jun 1, 2025 2:30 PM', utc)).toBe('2025-06-01T14:30:00.000Z');
    expect(parseDateTime('2025-06-01', utc)).toBe('2025-06-01T12:00:00.000Z');
    // Wall-clock times in the user's zone, summer and winter.
    expect(parseDateTime('2025-06-01 14:30:00', { dayFirst: false, timeZone: 'Europe/Berlin' })).toBe('2025-06-01T12:30:00.000Z');
    expect(parseDateTime('2025-01-15 14:30:00', { dayFirst: false, timeZone: 'America/New_York' })).toBe('2025-01-15T19:30:00.000Z');
    expect(parseDateTime('2025-02-30 10:00', utc)).toBeNull();
    expect(parseDateTime('yesterday', utc)).toBeNull();
    expect(parseDateTime('2025-06-01 25:00', utc)).toBeNull();
  });

  test('club names of Garmin, Rapsodo and people', () => {
    const cases: [string, string | null][] = [
      ['Driver', 'Dr'],
      ['3 Wood', '3W'],
      ['5 Hybrid', '5H'],
      ['Hybrid 4', '4H'],
      ['4H', '4H'],
      ['7 Iron', '7i'],
      ['7i', '7i'],
      ['7-iron', '7i'],
      ['Pitching Wedge', 'PW'],
      ['Gap Wedge', 'GW'],
      ['Approach Wedge', 'GW'],
      ['Sand Wedge', 'SW'],
      ['Lob Wedge', 'LW'],
      ['56°', 'SW'],
      ['60', 'LW'],
      ['Putter', 'Pt'],
      ['PW', 'PW'],
      ['Chipper', null],
      ['9 Wood', null],
      ['', null],
    ];
    for (const [name, short] of cases) expect(mapClub(name), name).toBe(short);
  });
});

describe('formats', () => {
  test('Garmin, imperial units row: converted, clubs mapped, each unreadable row with its reason', () => {
    for (const chunk of [1, 7, 10_000]) {
      const r = readAll(fixture('garmin-imperial.csv'), { timeZone: 'America/New_York' }, chunk);
      expect(r.info).toMatchObject({ format: 'garmin', delimiter: ',', decimalComma: false, units: { speed: 'mph', distance: 'yd', assumed: false }, hasDates: true, hasPlayers: true });
      expect(r.shots.map((s) => s.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 13]);
      expect(r.shots.map((s) => s.shot.club)).toEqual(['Dr', '3W', '5H', '7i', 'PW', 'GW', 'SW', 'Pt']);
      expect(r.unreadable).toEqual([
        'row 10: Ball Speed is not a number: “abc”',
        'row 11: it has 7 cells where the header has 25',
        'row 12: Club Type “Chipper” is not a club we know',
        'row 15: Ball Speed must be between 0.1 and 105 (m/s after conversion)',
      ]);
      const driver = r.shots[0];
      expect(driver.sourcePlayer).toBe('Chris');
      expect(driver.shot.takenAt).toBe('2025-06-01T18:30:05.000Z'); // 2:30 PM in New York (EDT)
      expect(driver.shot.kind).toBe('range');
      expect(driver.shot.ballSpeed).toBeCloseTo(152.4 * 0.44704, 3);
      expect(driver.shot.clubSpeed).toBeCloseTo(105.2 * 0.44704, 3);
      expect(driver.shot.carry).toBeCloseTo(241.3 * 0.9144, 2);
      expect(driver.shot.total).toBeCloseTo(262.8 * 0.9144, 2);
      expect(driver.shot.offline).toBeCloseTo(8.9 * 0.9144, 2);
      expect(driver.shot.spinRate).toBe(2673);
      expect(driver.shot.spinAxis).toBe(-7.5);
      // Blank cells are absent values, not zeros.
      const gap = r.shots.find((s) => s.shot.club === 'GW')!;
      expect(gap.shot.offline).toBeUndefined();
      expect(gap.shot.spinAxis).toBeUndefined();
      expect(r.shots.find((s) => s.shot.club === 'SW')!.shot.clubSpeed).toBeUndefined();
    }
  });

  test('Garmin, European: semicolons, decimal commas, km/h and metres, day-first dates', () => {
    const r = readAll(fixture('garmin-metric-semicolon.csv'), { timeZone: 'Europe/Berlin' });
    expect(r.info).toMatchObject({ format: 'garmin', delimiter: ';', decimalComma: true, units: { speed: 'km/h', distance: 'm', assumed: false } });
    expect(r.shots).toHaveLength(4);
    const driver = r.shots[0].shot;
    expect(driver.takenAt).toBe('2025-06-01T12:30:05.000Z');
    expect(driver.ballSpeed).toBeCloseTo(245.2 / 3.6, 3);
    expect(driver.carry).toBe(220.6);
    expect(driver.offline).toBe(8.1);
    expect(r.shots[3].shot.spinRate).toBeUndefined();
    expect(r.unreadable).toEqual(['row 7: Launch Angle is not a number: “x”']);
  });

  test('Rapsodo, units in the header, title lines, sides as L/R, Average and Std. Dev. rows dropped, no dates', () => {
    const r = readAll(fixture('rapsodo-metric.csv'), {});
    expect(r.info).toMatchObject({ format: 'rapsodo', units: { speed: 'km/h', distance: 'm', assumed: false }, hasDates: false, hasPlayers: false });
    expect(r.shots.map((s) => [s.line, s.shot.club, s.shot.offline])).toEqual([
      [4, 'Dr', 6.4],
      [5, '7i', -3.2],
      [6, 'PW', 0],
      [8, '4H', 9.9],
    ]);
    expect(r.shots[0].shot.launchDirection).toBe(1.2);
    expect(r.shots[1].shot.spinAxis).toBe(-2);
    expect(r.shots.every((s) => s.datePending)).toBe(true);
    expect(r.summary).toBe(2);
    expect(r.unreadable).toEqual(['row 7: Carry Distance (m) is blank']);

    // With a day chosen: noon of that day in the user's zone, a second apart.
    const dated = readAll(fixture('rapsodo-metric.csv'), { date: '2025-05-03', timeZone: 'Europe/London' });
    expect(dated.shots.map((s) => s.shot.takenAt)).toEqual([
      '2025-05-03T11:00:00.000Z',
      '2025-05-03T11:00:01.000Z',
      '2025-05-03T11:00:02.000Z',
      '2025-05-03T11:00:04.000Z', // row 7, unreadable, had its second
    ]);
    expect(dated.shots.some((s) => s.datePending)).toBe(false);
  });

  test('Rapsodo, imperial, with dates and LF line ends', () => {
    const r = readAll(fixture('rapsodo-imperial.csv'), {});
    expect(r.info).toMatchObject({ format: 'rapsodo', units: { speed: 'mph', distance: 'yd' }, hasDates: true });
    expect(r.shots.map((s) => s.shot.club)).toEqual(['Dr', '7i', 'GW']);
    expect(r.shots[0].shot.carry).toBeCloseTo(240.5 * 0.9144, 2);
    expect(r.shots[0].shot.offline).toBeCloseTo(7 * 0.9144, 2);
    expect(r.shots[1].shot.offline).toBeCloseTo(-3.5 * 0.9144, 2);
    expect(r.summary).toBe(1);
    expect(r.unreadable).toEqual([]);
  });

  test('our own export, metric and with display units in the header', () => {
    const metric = readAll(fixture('ours-metric.csv'), { timeZone: 'America/New_York' });
    expect(metric.info).toMatchObject({ format: 'ours', units: { speed: 'm/s', distance: 'm', assumed: false } });
    expect(metric.shots.map((s) => [s.sourcePlayer, s.shot.club, s.shot.kind, s.shot.takenAt])).toEqual([
      ['Sam', 'Dr', 'round', '2025-04-02T09:15:00.000Z'], // UTC, whatever the user's zone
      ['Sam', '7i', 'round', '2025-04-02T09:20:12.000Z'],
      ['O"Brien', 'SW', 'range', '2025-04-03T17:00:00.000Z'],
    ]);
    expect(metric.shots[0].shot).toMatchObject({ ballSpeed: 68.5, clubSpeed: 46.2, carry: 221.3, total: 243.9, offline: -12.4, fairway: 'left' });
    expect(metric.unreadable).toEqual(['row 5: Club “XX” is not a club we know']);

    const imperial = readAll(fixture('ours-imperial.csv'));
    expect(imperial.info).toMatchObject({ format: 'ours', units: { speed: 'mph', distance: 'yd' } });
    expect(imperial.shots[0].shot.carry).toBeCloseTo(242 / 1.09361, 2);
    expect(imperial.shots[0].shot.ballSpeed).toBeCloseTo(153.2 / 2.2369363, 3);
  });

  test('our export’s apostrophe before a formula-like player name is undone; an apostrophe of the name itself stays', () => {
    const header = 'Time (UTC),Player,Type,Course,Hole,Club,Ball Speed (m/s),Club Speed (m/s),Smash Factor,Launch Angle (deg),Launch Direction (deg),Spin Rate (rpm),Spin Axis (deg),Carry (m),Total (m),Offline (m),Fairway';
    const row = (player: string) => `2025-04-03 17:00:00,${player},range,,,SW,38,,,31.2,,,,85,,,`;
    const read = readAll([header, row("'=Ann"), row("'-1 Team"), row("'Tis Me"), row('Bob')].join('\n'));
    expect(read.shots.map((s) => s.sourcePlayer)).toEqual(['=Ann', '-1 Team', "'Tis Me", 'Bob']);
  });

  test('files that are not an export are refused as a whole', () => {
    const refuse = (text: string) => {
      try {
        readAll(text);
      } catch (err) {
        expect(err).toBeInstanceOf(ImportFileError);
        return (err as Error).message;
      }
      throw new Error('not refused');
    };
    expect(refuse('')).toBe('This file is empty');
    expect(refuse('\r\n\r\n')).toBe('This file is empty');
    expect(refuse('name,email\nann,a@b.co\n')).toMatch(/We could not recognise this file/);
    expect(refuse('Club Type,Ball Speed (furlongs),Carry Distance (m),Launch Angle\n')).toBe('The unit “furlongs” of the column Ball Speed (furlongs) is not one we can convert');
    expect(refuse('Club Type,Ball Speed,Total Distance\nDriver,150,250\n')).toBe('This file has no Launch Angle column');
    expect(refuse('Club,Ball Speed,Carry,Launch Angle\n"Driver,150,250,12\n')).toBe('Line 2 of this file cannot be read: a quote is never closed');
  });
});

/**
 * The layouts of real exports found in public repositories (docs/decisions/012, "Checked against
 * real exports"): each fixture keeps the real file's header, units row, title and block structure,
 * with our own invented numbers.
 */
describe('real export layouts', () => {
  test('Rapsodo MLM2PRO shot export: the title gives player and time, the header repeats per club, Average and Std. Dev. per block', () => {
    // Layout of mmender2/GolfAnalysis 7iron3.csv (header, quoting, signed sides, club codes) and of the
    // files described by the MLM2PRO parsers found (title line, blank line, a block per club).
    for (const chunk of [1, 7, 10_000]) {
      const r = readAll(fixture('rapsodo-mlm2pro-session.csv'), { timeZone: 'America/Chicago' }, chunk);
      expect(r.info).toMatchObject({ format: 'rapsodo', units: { speed: 'mph', distance: 'yd', assumed: true }, hasDates: true, hasPlayers: true });
      // The repeated header rows are neither shots nor unreadable rows.
      expect(r.shots.map((s) => [s.line, s.shot.club])).toEqual([
        [4, 'PW'],
        [5, 'PW'],
        [6, 'PW'],
        [11, '7i'],
        [12, '7i'],
        [18, 'Dr'],
      ]);
      expect(r.unreadable).toEqual(['row 13: Club Type “Ot” is not a club we know']);
      expect(r.summary).toBe(6);
      // 8:07 PM in Chicago (CDT), the shots a second apart in the file's order.
      expect(r.shots.map((s) => s.shot.takenAt)).toEqual([
        '2025-06-23T01:07:00.000Z',
        '2025-06-23T01:07:01.000Z',
        '2025-06-23T01:07:02.000Z',
        '2025-06-23T01:07:03.000Z',
        '2025-06-23T01:07:04.000Z',
        '2025-06-23T01:07:06.000Z', // row 13, unreadable, had its second
      ]);
      expect(r.shots.every((s) => s.sourcePlayer === 'Sam Carter' && !s.datePending)).toBe(true);
      // Sides are signed numbers, negative to the left, as ours.
      const driver = r.shots[5].shot;
      expect(driver.offline).toBeCloseTo(-11.2 * 0.9144, 2);
      expect(driver.launchDirection).toBe(-1.8);
      expect(driver.spinAxis).toBe(-4.8);
      expect(driver.ballSpeed).toBeCloseTo(148.3 * 0.44704, 3);
      expect(driver.carry).toBeCloseTo(228.5 * 0.9144, 2);
    }
  });

  test('Rapsodo MLM2PRO shot export without its title: no player, no dates, units assumed', () => {
    // Layout of mmender2/GolfAnalysis 6iron.csv and 3h100.csv.
    const r = readAll(fixture('rapsodo-mlm2pro-shots.csv'));
    expect(r.info).toMatchObject({ format: 'rapsodo', units: { speed: 'mph', distance: 'yd', assumed: true }, hasDates: false, hasPlayers: false });
    expect(r.shots.map((s) => [s.shot.club, s.sourcePlayer, s.datePending])).toEqual([
      ['6i', null, true],
      ['6i', null, true],
      ['3H', null, true],
    ]);
    expect(r.shots[0].shot.offline).toBeCloseTo(-17.6 * 0.9144, 2);
    expect(r.unreadable).toEqual([]);
  });

  test('Garmin Golf in English, R10 and R50 exports of 2025 and 2026: every row read, whatever the extra columns', () => {
    // luis-godinez/golf-analytics CSVs/25:04:01.csv: km/h speeds with distances in [Yards] (apex in [m]),
    // dates '4/1/25 5:50:05 PM', Club Name a nickname ('60', 'P') or blank, Note/Tag/Air Density/... columns.
    const kmh = readAll(fixture('garmin-r10-kmh-yards.csv'), { timeZone: 'America/Los_Angeles' });
    expect(kmh.info).toMatchObject({ format: 'garmin', units: { speed: 'km/h', distance: 'yd', assumed: false }, hasDates: true, hasPlayers: true });
    expect(kmh.shots.map((s) => s.shot.club)).toEqual(['LW', 'PW', 'Dr']);
    expect(kmh.shots[0].shot.takenAt).toBe('2025-04-02T00:50:05.000Z'); // 5:50 PM in Los Angeles (PDT)
    expect(kmh.shots[0].shot.ballSpeed).toBeCloseTo(97.21998310089111 / 3.6, 3);
    expect(kmh.shots[0].shot.carry).toBeCloseTo(61.27296447753906 * 0.9144, 2);
    // Carry Deviation Distance: negative is left, as ours.
    expect(kmh.shots[0].shot.offline).toBeCloseTo(-3.0358705520629883 * 0.9144, 2);
    expect(kmh.shots[2].shot.clubSpeed).toBeUndefined();

    // ummerr/mackenzie yardages/data/raw/DrivingRange-2026-08-02 14:54:24 +0000.csv (R50): a Brand/Model
    // column after Club Name, Target Total/Carry Distance and putting-stroke columns at the end.
    const r50 = readAll(fixture('garmin-r50-2026.csv'), { timeZone: 'UTC' });
    expect(r50.info).toMatchObject({ format: 'garmin', units: { speed: 'mph', distance: 'yd', assumed: false } });
    expect(r50.shots.map((s) => [s.shot.club, s.shot.takenAt])).toEqual([
      ['7i', '2026-07-05T20:28:51.000Z'],
      ['7i', '2026-07-05T20:30:05.000Z'],
      ['Dr', '2026-07-05T20:41:27.000Z'],
    ]);
    expect(r50.shots[2].shot.carry).toBeCloseTo(236.91200256347656 * 0.9144, 2);
    expect(r50.unreadable).toEqual([]);

    // jgamblin/golf Data/DrivingRange-2026-05-23 14-52-02-049.csv (R10): no Club Name column, distances
    // in [yds], temperature in [deg C], tempo columns, dates '05/23/26 08:27:28 AM'.
    const yds = readAll(fixture('garmin-r10-yds.csv'), { timeZone: 'UTC' });
    expect(yds.info).toMatchObject({ format: 'garmin', units: { speed: 'mph', distance: 'yd', assumed: false } });
    expect(yds.shots.map((s) => [s.shot.club, s.sourcePlayer, s.shot.takenAt])).toEqual([
      ['PW', 'Robin Lee', '2026-05-23T08:27:28.000Z'],
      ['3W', 'Robin Lee', '2026-05-23T08:41:02.000Z'],
      ['4H', 'Robin Lee', '2026-05-23T08:44:15.000Z'],
    ]);
    expect(yds.unreadable).toEqual([]);
  });

  test('Garmin Golf in the phone’s language: Dutch and German headers, units rows, day-first dates and club names', () => {
    // thraizz/r10progress src/types/GolfSwingData.ts: a Dutch export's header, units row ('[km/u]') and
    // rows ('11/05/2025 12:09:10', 'IJzer 8', 'Geschat'), all comma-separated with decimal points.
    const dutch = readAll(fixture('garmin-dutch.csv'), { timeZone: 'Europe/Amsterdam' });
    expect(dutch.info).toMatchObject({ format: 'garmin', delimiter: ',', decimalComma: false, units: { speed: 'km/h', distance: 'm', assumed: false }, hasDates: true, hasPlayers: true });
    expect(dutch.shots.map((s) => [s.shot.club, s.sourcePlayer, s.shot.takenAt])).toEqual([
      ['8i', 'Kim', '2025-05-11T10:09:10.000Z'], // 11 May, 12:09 in Amsterdam (CEST)
      ['7i', 'Kim', '2025-05-11T10:10:42.000Z'],
      ['Dr', 'Kim', '2025-05-11T10:14:05.000Z'],
    ]);
    expect(dutch.shots[0].shot).toMatchObject({ carry: 131.4600067138672, total: 137.8000030517578, offline: 5.299999713897705, spinRate: 6128.16015625 });
    expect(dutch.shots[0].shot.ballSpeed).toBeCloseTo(165.91989135742188 / 3.6, 3);
    expect(dutch.unreadable).toEqual([]);

    // thraizz/r10progress src/utils/csvLocalization.ts: the German header (Smash Factor left in
    // English), a row quoted with tabs, '14.02.24 13:33:18', 'Eisen 9', 'Holz 3', 'Hybrid 4', wedges
    // in English. The German units row was not seen: this one is the Dutch one's.
    const german = readAll(fixture('garmin-german-tabs.csv'), { timeZone: 'Europe/Berlin' });
    expect(german.info).toMatchObject({ format: 'garmin', delimiter: '\t', units: { speed: 'km/h', distance: 'm', assumed: false } });
    expect(german.shots.map((s) => [s.shot.club, s.shot.takenAt])).toEqual([
      ['9i', '2024-02-14T12:33:18.000Z'],
      ['3W', '2024-02-14T12:35:02.000Z'],
      ['4H', '2024-02-14T12:37:45.000Z'],
      ['PW', '2024-02-14T12:40:10.000Z'],
    ]);
    expect(german.shots[1].shot).toMatchObject({ carry: 190.4, total: 207.1, offline: 10.3, launchDirection: 2.2, spinAxis: -4.32 });
    expect(german.unreadable).toEqual([]);

    // Spanish: the header names of the same source (no Spanish row was seen).
    const spanish = readAll(
      'Fecha,Jugador,Tipo de palo,Vel. palo,Velocidad de la pelota,Ángulo de lanzamiento,Dirección de lanzamiento,Velocidad de rotación,Eje de rotación,Dist.vuelo,Distancia de desviación de vuelo,Distancia total\n' +
        ',,,[km/h],[km/h],[deg],[deg],[rpm],[deg],[m],[m],[m]\n' +
        '03/04/2025 10:00:00,Ana,Hierro 7,130,175,17,-1,6000,-2,140,-3,150\n',
    );
    expect(spanish.shots.map((s) => [s.shot.club, s.shot.takenAt, s.shot.carry, s.shot.offline])).toEqual([['7i', '2025-04-03T10:00:00.000Z', 140, -3]]);
    for (const [name, short] of [
      ['Eisen 9', '9i'],
      ['Holz 3', '3W'],
      ['Holz 1', 'Dr'],
      ['IJzer 8', '8i'],
      ['Hout 5', '5W'],
      ['Hierro 7', '7i'],
      ['Madera 3', '3W'],
      ['Híbrido 4', '4H'],
      ['fw 3', '3W'],
      ['Eisen 12', null],
    ] as const) {
      expect(mapClub(name), name).toBe(short);
    }
  });
});
