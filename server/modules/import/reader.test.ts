import { describe, expect, test } from 'vitest';
import { importFixture as fixture, readText as readAll } from '../../test/import-files';
import { hintSign, parseNumber, parseSided } from './cells';
import { mapClub } from './clubs';
import { csvRecords, detectDelimiter } from './csv';
import { ImportFileError } from './reader';
import type { ReaderOptions } from './read-types';
import { instantOf, parseDateTime } from './time';

const IMPERIAL: ReaderOptions = { speedUnit: 'mph', distanceUnit: 'yd' };
const YD = 0.9144;
const MPH = 0.44704;

async function records(text: string, chunk = 5) {
  async function* pieces() {
    for (let i = 0; i < text.length; i += chunk) yield text.slice(i, i + chunk);
  }
  const out = [];
  for await (const r of csvRecords(pieces())) out.push(r);
  return out;
}

async function refusal(text: string, options: ReaderOptions = {}): Promise<string> {
  try {
    await readAll(text, options);
  } catch (err) {
    expect(err).toBeInstanceOf(ImportFileError);
    return (err as Error).message;
  }
  throw new Error('not refused');
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

describe('Garmin Golf and our own export', () => {
  test('Garmin, imperial units row: converted, clubs mapped, each unreadable row with its reason in the file’s units', async () => {
    for (const chunk of [1, 7, 10_000]) {
      const r = await readAll(fixture('garmin-imperial.csv'), { timeZone: 'America/New_York' }, chunk);
      expect(r.info).toMatchObject({
        format: 'garmin',
        delimiter: ',',
        decimalComma: false,
        units: { speed: 'mph', distance: 'yd', speedInFile: true, distanceInFile: true, needed: [] },
        localTimes: true,
        hasDates: true,
        hasPlayers: true,
      });
      expect(r.shots.map((s) => s.line)).toEqual([3, 4, 5, 6, 7, 8, 9, 13]);
      expect(r.shots.map((s) => s.shot.club)).toEqual(['Dr', '3W', '5H', '7i', 'PW', 'GW', 'SW', 'Pt']);
      expect(r.unreadable).toEqual([
        'row 10: Ball Speed is not a number: “abc”',
        'row 11: it has 7 cells where the header has 25',
        'row 12: Club Type “Chipper” is not a club we know',
        // The bound in the golfer's own unit (105 m/s), not in m/s.
        'row 15: Ball Speed must be between 0.3 and 234.8 mph',
      ]);
      const driver = r.shots[0];
      expect(driver.sourcePlayer).toBe('Chris');
      expect(driver.shot.takenAt).toBe('2025-06-01T18:30:05.000Z'); // 2:30 PM in New York (EDT)
      expect(driver.wallTime).toBe('2025-06-01T14:30:05.000');
      expect(driver.shot.kind).toBe('range');
      expect(driver.shot.ballSpeed).toBeCloseTo(152.4 * MPH, 3);
      expect(driver.shot.clubSpeed).toBeCloseTo(105.2 * MPH, 3);
      expect(driver.shot.carry).toBeCloseTo(241.3 * YD, 2);
      expect(driver.shot.total).toBeCloseTo(262.8 * YD, 2);
      // Offline is where the ball ended: Total Deviation Distance.
      expect(driver.shot.offline).toBeCloseTo(11.5 * YD, 2);
      expect(driver.shot.spinRate).toBe(2673);
      expect(driver.shot.spinAxis).toBe(-7.5);
      // Blank cells are absent values, not zeros.
      const gap = r.shots.find((s) => s.shot.club === 'GW')!;
      expect(gap.shot.offline).toBeUndefined();
      expect(gap.shot.spinAxis).toBeUndefined();
      expect(r.shots.find((s) => s.shot.club === 'SW')!.shot.clubSpeed).toBeUndefined();
    }
  });

  test('Garmin, European: semicolons, decimal commas, km/h and metres, day-first dates', async () => {
    const r = await readAll(fixture('garmin-metric-semicolon.csv'), { timeZone: 'Europe/Berlin' });
    expect(r.info).toMatchObject({ format: 'garmin', delimiter: ';', decimalComma: true, units: { speed: 'km/h', distance: 'm', needed: [] } });
    expect(r.shots).toHaveLength(4);
    const driver = r.shots[0].shot;
    expect(driver.takenAt).toBe('2025-06-01T12:30:05.000Z');
    expect(driver.ballSpeed).toBeCloseTo(245.2 / 3.6, 3);
    expect(driver.carry).toBe(220.6);
    expect(driver.offline).toBe(10.5);
    expect(r.shots[3].shot.spinRate).toBeUndefined();
    expect(r.unreadable).toEqual(['row 7: Launch Angle is not a number: “x”']);
  });

  test('Garmin without its units row: the units are asked for, never assumed', async () => {
    const text = fixture('garmin-imperial.csv').split('\r\n').filter((_, i) => i !== 1).join('\r\n');
    const unasked = await readAll(text, { timeZone: 'UTC' });
    expect(unasked.info.units).toEqual({ speed: null, distance: null, speedInFile: false, distanceInFile: false, needed: ['speed', 'distance'] });
    expect(unasked.rows).toEqual([]);
    const metric = await readAll(text, { timeZone: 'UTC', speedUnit: 'km/h', distanceUnit: 'm' });
    expect(metric.info.units).toMatchObject({ speed: 'km/h', distance: 'm', speedInFile: false, needed: [] });
    expect(metric.shots[0].shot.ballSpeed).toBeCloseTo(152.4 / 3.6, 3);
    expect(metric.shots[0].shot.carry).toBe(241.3);
  });

  test('our own export, metric and with display units in the header; its times are UTC', async () => {
    const metric = await readAll(fixture('ours-metric.csv'), { timeZone: 'America/New_York' });
    expect(metric.info).toMatchObject({ format: 'ours', units: { speed: 'm/s', distance: 'm', needed: [] }, localTimes: false });
    expect(metric.shots.map((s) => [s.sourcePlayer, s.shot.club, s.shot.kind, s.shot.takenAt])).toEqual([
      ['Sam', 'Dr', 'round', '2025-04-02T09:15:00.000Z'],
      ['Sam', '7i', 'round', '2025-04-02T09:20:12.000Z'],
      ['O"Brien', 'SW', 'range', '2025-04-03T17:00:00.000Z'],
    ]);
    expect(metric.shots[0].shot).toMatchObject({ ballSpeed: 68.5, clubSpeed: 46.2, carry: 221.3, total: 243.9, offline: -12.4, fairway: 'left' });
    expect(metric.unreadable).toEqual(['row 5: Club “XX” is not a club we know']);

    const imperial = await readAll(fixture('ours-imperial.csv'));
    expect(imperial.info).toMatchObject({ format: 'ours', units: { speed: 'mph', distance: 'yd' } });
    expect(imperial.shots[0].shot.carry).toBeCloseTo(242 / 1.09361, 2);
    expect(imperial.shots[0].shot.ballSpeed).toBeCloseTo(153.2 / 2.2369363, 3);
  });

  test('our export’s apostrophe before a formula-like player name is undone; an apostrophe of the name itself stays', async () => {
    const header =
      'Time (UTC),Player,Type,Course,Hole,Club,Ball Speed (m/s),Club Speed (m/s),Smash Factor,Launch Angle (deg),Launch Direction (deg),Spin Rate (rpm),Spin Axis (deg),Carry (m),Total (m),Offline (m),Fairway';
    const row = (player: string) => `2025-04-03 17:00:00,${player},range,,,SW,38,,,31.2,,,,85,,,`;
    const read = await readAll([header, row("'=Ann"), row("'-1 Team"), row("'Tis Me"), row('Bob')].join('\n'));
    expect(read.shots.map((s) => s.sourcePlayer)).toEqual(['=Ann', '-1 Team', "'Tis Me", 'Bob']);
  });

  test('a file of a format we do not read is answered with that and the list of formats we read', async () => {
    const weRead =
      'This is not an export we can read. We read the CSV exports of Garmin Golf (R10, R50, Approach), Rapsodo MLM2PRO, FlightScope (FS Golf), Trackman (Range, Performance Studio), Uneekor (View, Refine), GSPro, Foresight (FSX) and this site, with their header row';
    expect(await refusal('')).toBe('This file is empty');
    expect(await refusal('\r\n\r\n')).toBe('This file is empty');
    expect(await refusal('name,email\nann,a@b.co\n')).toBe(weRead);
    // Square Golf's export (a layout of jDelille/swinga): a launch monitor we do not read, not a broken file.
    expect(
      await refusal(
        'Dates,03-12-2026,Place,Driving Ranges\n\nClub,Index,Ball Speed(mph),Launch Direction,Launch Angle,Spin Rate,Spin Axis,Back Spin,Side Spin,Apex(yd),Carry(yd),Total(yd),Offline(yd),Landing Angle,Club Path,Face Angle,Attack Angle, Dynamic Loft\n7i,1,107.2,L1.2,22.5,5224,R3.1,5220,168,82.1,155.2,167.6,L3.4,42.1,L2.1,L0.8,2.3,24.1\n',
      ),
    ).toBe(weRead);
    expect(await refusal('Club Type,Ball Speed (furlongs),Carry Distance (m),Launch Angle\n')).toBe(
      'The unit “furlongs” of the column Ball Speed (furlongs) is not one we can convert',
    );
    expect(await refusal('Club Type,Ball Speed,Carry Distance,Total Distance\nDriver,150,250,270\n')).toBe('This file has no Launch Angle column');
    expect(await refusal('Club,Ball Speed,Carry Flat - Length,Launch Angle\n"Driver,150,250,12\n')).toBe(
      'Line 2 of this file cannot be read: a quote is never closed',
    );
  });
});

/**
 * The layouts of real exports found in public repositories (docs/import-formats.md): each fixture
 * keeps the real file's header, units, title and block structure, with invented numbers.
 */
describe('Rapsodo MLM2PRO, both layouts', () => {
  test('the session export: the title gives player and time, the header repeats per club, Average and Std. Dev. per block; no units: asked', async () => {
    const asked = await readAll(fixture('rapsodo-mlm2pro-session.csv'), { timeZone: 'America/Chicago' });
    expect(asked.info).toMatchObject({ format: 'rapsodo', units: { needed: ['speed', 'distance'] }, hasDates: true, hasPlayers: true });
    for (const chunk of [1, 7, 10_000]) {
      const r = await readAll(fixture('rapsodo-mlm2pro-session.csv'), { ...IMPERIAL, timeZone: 'America/Chicago' }, chunk);
      expect(r.info).toMatchObject({ format: 'rapsodo', units: { speed: 'mph', distance: 'yd', speedInFile: false, needed: [] } });
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
      const driver = r.shots[5].shot;
      expect(driver.offline).toBeCloseTo(-11.2 * YD, 2);
      expect(driver.launchDirection).toBe(-1.8);
      expect(driver.spinAxis).toBe(-4.8);
      expect(driver.ballSpeed).toBeCloseTo(148.3 * MPH, 3);
      expect(driver.carry).toBeCloseTo(228.5 * YD, 2);
    }
  });

  test('the shot list without its title: no player, no dates; metric when the golfer says so', async () => {
    const r = await readAll(fixture('rapsodo-mlm2pro-shots.csv'), { speedUnit: 'km/h', distanceUnit: 'm' });
    expect(r.info).toMatchObject({ format: 'rapsodo', units: { speed: 'km/h', distance: 'm', needed: [] }, hasDates: false, hasPlayers: false });
    expect(r.shots.map((s) => [s.shot.club, s.sourcePlayer, s.datePending])).toEqual([
      ['6i', null, true],
      ['6i', null, true],
      ['3H', null, true],
    ]);
    expect(r.shots[0].shot.carry).toBe(162.7);
    expect(r.shots[0].shot.ballSpeed).toBeCloseTo(116.8 / 3.6, 3);
    expect(r.shots[0].shot.offline).toBe(-17.6);
    expect(r.unreadable).toEqual([]);
  });

  test('units in the header, sides as L/R, Average and Std. Dev. rows dropped; a chosen day gives noon in the zone', async () => {
    const r = await readAll(fixture('rapsodo-metric.csv'), {});
    expect(r.info).toMatchObject({ format: 'rapsodo', units: { speed: 'km/h', distance: 'm', speedInFile: true, needed: [] }, hasDates: false, hasPlayers: false });
    expect(r.shots.map((s) => [s.line, s.shot.club, s.shot.offline])).toEqual([
      [4, 'Dr', 6.4],
      [5, '7i', -3.2],
      [6, 'PW', 0],
      [8, '4H', 9.9],
    ]);
    expect(r.shots[0].shot.launchDirection).toBe(1.2);
    expect(r.shots[1].shot.spinAxis).toBe(-2);
    expect(r.summary).toBe(2);
    expect(r.unreadable).toEqual(['row 7: Carry Distance (m) is blank']);
    const dated = await readAll(fixture('rapsodo-metric.csv'), { date: '2025-05-03', timeZone: 'Europe/London' });
    expect(dated.shots.map((s) => s.shot.takenAt)).toEqual([
      '2025-05-03T11:00:00.000Z',
      '2025-05-03T11:00:01.000Z',
      '2025-05-03T11:00:02.000Z',
      '2025-05-03T11:00:04.000Z',
    ]);
    expect(dated.shots.some((s) => s.datePending)).toBe(false);
    const imperial = await readAll(fixture('rapsodo-imperial.csv'));
    expect(imperial.info).toMatchObject({ units: { speed: 'mph', distance: 'yd', needed: [] } });
    expect(imperial.shots[1].shot.offline).toBeCloseTo(-3.5 * YD, 2);
  });
});

describe('Garmin Golf, real layouts', () => {
  test('English, R10 and R50 exports of 2025 and 2026: every row read, whatever the extra columns', async () => {
    const kmh = await readAll(fixture('garmin-r10-kmh-yards.csv'), { timeZone: 'America/Los_Angeles' });
    expect(kmh.info).toMatchObject({ format: 'garmin', units: { speed: 'km/h', distance: 'yd', needed: [] }, hasDates: true, hasPlayers: true });
    expect(kmh.shots.map((s) => s.shot.club)).toEqual(['LW', 'PW', 'Dr']);
    expect(kmh.shots[0].shot.takenAt).toBe('2025-04-02T00:50:05.000Z');
    expect(kmh.shots[0].shot.ballSpeed).toBeCloseTo(97.21998310089111 / 3.6, 3);
    expect(kmh.shots[0].shot.carry).toBeCloseTo(61.27296447753906 * YD, 2);
    expect(kmh.shots[0].shot.offline).toBeCloseTo(-3.4886264801025391 * YD, 2);
    expect(kmh.shots[2].shot.clubSpeed).toBeUndefined();

    const r50 = await readAll(fixture('garmin-r50-2026.csv'), { timeZone: 'UTC' });
    expect(r50.shots.map((s) => [s.shot.club, s.shot.takenAt])).toEqual([
      ['7i', '2026-07-05T20:28:51.000Z'],
      ['7i', '2026-07-05T20:30:05.000Z'],
      ['Dr', '2026-07-05T20:41:27.000Z'],
    ]);
    expect(r50.unreadable).toEqual([]);

    const yds = await readAll(fixture('garmin-r10-yds.csv'), { timeZone: 'UTC' });
    expect(yds.info).toMatchObject({ units: { speed: 'mph', distance: 'yd', needed: [] } });
    expect(yds.shots.map((s) => [s.shot.club, s.sourcePlayer, s.shot.takenAt])).toEqual([
      ['PW', 'Robin Lee', '2026-05-23T08:27:28.000Z'],
      ['3W', 'Robin Lee', '2026-05-23T08:41:02.000Z'],
      ['4H', 'Robin Lee', '2026-05-23T08:44:15.000Z'],
    ]);
    expect(yds.unreadable).toEqual([]);
  });

  test('in the phone’s language: Dutch and German headers, units rows, day-first dates and club names', async () => {
    const dutch = await readAll(fixture('garmin-dutch.csv'), { timeZone: 'Europe/Amsterdam' });
    expect(dutch.info).toMatchObject({ format: 'garmin', delimiter: ',', units: { speed: 'km/h', distance: 'm', needed: [] } });
    expect(dutch.shots.map((s) => [s.shot.club, s.sourcePlayer, s.shot.takenAt])).toEqual([
      ['8i', 'Kim', '2025-05-11T10:09:10.000Z'],
      ['7i', 'Kim', '2025-05-11T10:10:42.000Z'],
      ['Dr', 'Kim', '2025-05-11T10:14:05.000Z'],
    ]);
    expect(dutch.shots[0].shot).toMatchObject({ carry: 131.4600067138672, total: 137.8000030517578, offline: 5.630000114440918, spinRate: 6128.16015625 });
    expect(dutch.unreadable).toEqual([]);

    const german = await readAll(fixture('garmin-german-tabs.csv'), { timeZone: 'Europe/Berlin' });
    expect(german.info).toMatchObject({ format: 'garmin', delimiter: '\t', units: { speed: 'km/h', distance: 'm' } });
    expect(german.shots.map((s) => [s.shot.club, s.shot.takenAt])).toEqual([
      ['9i', '2024-02-14T12:33:18.000Z'],
      ['3W', '2024-02-14T12:35:02.000Z'],
      ['4H', '2024-02-14T12:37:45.000Z'],
      ['PW', '2024-02-14T12:40:10.000Z'],
    ]);
    expect(german.shots[1].shot).toMatchObject({ carry: 190.4, total: 207.1, offline: 11.9, launchDirection: 2.2, spinAxis: -4.32 });

    const spanish = await readAll(
      'Fecha,Jugador,Tipo de palo,Vel. palo,Velocidad de la pelota,Ángulo de lanzamiento,Dirección de lanzamiento,Velocidad de rotación,Eje de rotación,Dist.vuelo,Distancia de desviación de vuelo,Distancia total\n' +
        ',,,[km/h],[km/h],[deg],[deg],[rpm],[deg],[m],[m],[m]\n' +
        '03/04/2025 10:00:00,Ana,Hierro 7,130,175,17,-1,6000,-2,140,-3,150\n',
    );
    expect(spanish.shots.map((s) => [s.shot.club, s.shot.takenAt, s.shot.carry, s.shot.offline])).toEqual([['7i', '2025-04-03T10:00:00.000Z', 140, -3]]);
  });
});

describe('FlightScope, Trackman, Uneekor, GSPro, Foresight', () => {
  test('FlightScope (MyFlightScope export): units in the header, L/R sides, Avg and Dev rows, "-" and "--" for missing', async () => {
    const r = await readAll(fixture('flightscope-myflightscope.csv'), { date: '2025-09-14', timeZone: 'UTC' });
    expect(r.info).toMatchObject({ format: 'flightscope', units: { speed: 'mph', distance: 'yd', speedInFile: true, distanceInFile: true, needed: [] }, hasDates: false });
    expect(r.shots.map((s) => [s.line, s.shot.club])).toEqual([
      [2, '7i'],
      [3, '7i'],
      [6, 'Dr'],
      [7, 'Dr'],
    ]);
    expect(r.summary).toBe(3);
    expect(r.unreadable).toEqual([]);
    const [first, second, , last] = r.shots.map((s) => s.shot);
    expect(first.ballSpeed).toBeCloseTo(118.2 * MPH, 3);
    expect(first.clubSpeed).toBeCloseTo(86 * MPH, 3);
    expect(first.carry).toBeCloseTo(165.3 * YD, 2);
    expect(first.launchAngle).toBe(17.8);
    expect(first.launchDirection).toBe(1.2);
    expect(first.spinAxis).toBe(3.1);
    expect(first.offline).toBeCloseTo(4.2 * YD, 2);
    expect(second.offline).toBeCloseTo(-6.9 * YD, 2);
    expect(second.launchDirection).toBe(-2.1);
    expect(last.total).toBeUndefined();
    expect(last.spinRate).toBeUndefined();
  });

  test('FlightScope (FS Golf app): bracketed units, km/h with metres, its date and time, the club numbers', async () => {
    const r = await readAll(fixture('flightscope-fsgolf-metric.csv'), { timeZone: 'Australia/Sydney' });
    expect(r.info).toMatchObject({ format: 'flightscope', units: { speed: 'km/h', distance: 'm', needed: [] }, hasDates: true, hasPlayers: true });
    expect(r.unreadable).toEqual([]);
    expect(r.shots.map((s) => [s.shot.club, s.sourcePlayer, s.shot.takenAt])).toEqual([
      ['7i', 'Lea', '2026-04-03T00:09:12.000Z'], // 11:09 in Sydney (AEDT)
      ['Dr', 'Lea', '2026-04-03T00:10:40.000Z'],
    ]);
    expect(r.shots[0].shot).toMatchObject({ carry: 146.2, total: 153.3, offline: 4.5, launchAngle: 17.9, launchDirection: 1.1, spinRate: 6120, spinAxis: 3 });
    expect(r.shots[0].shot.ballSpeed).toBeCloseTo(183.4 / 3.6, 3);
  });

  test('Trackman (TPS): BOM, sep= line, units row with inches and feet; metric with semicolons, decimal commas and "---"', async () => {
    const r = await readAll(fixture('trackman-tps.csv'), { timeZone: 'America/Denver' });
    expect(r.info).toMatchObject({ format: 'trackman', delimiter: ',', units: { speed: 'mph', distance: 'yd', needed: [] }, hasDates: true, hasPlayers: true });
    expect(r.unreadable).toEqual([]);
    expect(r.shots.map((s) => [s.line, s.shot.club, s.shot.takenAt])).toEqual([
      [4, '7i', '2026-05-07T00:58:02.000Z'],
      [5, 'Dr', '2026-05-07T00:59:30.000Z'],
      [6, 'PW', '2026-05-07T01:01:11.000Z'],
    ]);
    const iron = r.shots[0].shot;
    expect(iron.carry).toBeCloseTo(164.2 * YD, 2);
    expect(iron.total).toBeCloseTo(171 * YD, 2);
    expect(iron.offline).toBeCloseTo(-2.8 * YD, 2);
    expect(iron).toMatchObject({ launchAngle: 17.2, launchDirection: 0.9, spinRate: 6480, spinAxis: -2.2 });
    expect(r.shots[2].shot.clubSpeed).toBeUndefined();

    const metric = await readAll(fixture('trackman-metric-semicolon.csv'), { timeZone: 'Europe/Oslo' });
    expect(metric.info).toMatchObject({ format: 'trackman', delimiter: ';', decimalComma: true, units: { speed: 'km/h', distance: 'm', needed: [] } });
    expect(metric.unreadable).toEqual([]);
    expect(metric.shots[0].shot).toMatchObject({ carry: 146.3, total: 152.9, offline: -3.9, launchDirection: -1.1, takenAt: '2026-10-14T16:03:11.000Z' });
    // Club speed in m/s beside a ball speed in km/h: each column its own unit.
    expect(metric.shots[0].shot.clubSpeed).toBe(36.5);
    expect(metric.shots[0].shot.ballSpeed).toBeCloseTo(50, 3);
  });

  test('Uneekor (View): quoted cells, no units (asked), a generic Wedge mapped as chosen', async () => {
    const asked = await readAll(fixture('uneekor-view.csv'));
    expect(asked.info).toMatchObject({ format: 'uneekor', units: { needed: ['speed', 'distance'] }, hasDates: false, hasPlayers: false });
    const r = await readAll(fixture('uneekor-view.csv'), IMPERIAL);
    expect(r.unreadable).toEqual([]);
    expect(r.shots.map((s) => [s.shot.club, s.wedgePending])).toEqual([
      ['7i', false],
      ['Dr', false],
      ['PW', true], // placeholder until the golfer says which wedge
      ['3W', false],
    ]);
    expect(r.shots[0].shot.carry).toBeCloseTo(168.2 * YD, 2);
    expect(r.shots[0].shot.offline).toBeCloseTo(-6.1 * YD, 2);
    expect(r.shots[0].shot.spinRate).toBeCloseTo(Math.hypot(6320, 410), 0);
    const chosen = await readAll(fixture('uneekor-view.csv'), { ...IMPERIAL, wedge: 'SW' });
    expect(chosen.shots[2]).toMatchObject({ wedgePending: false, shot: { club: 'SW' } });
  });

  test('GSPro: the portal export (units, sides with words and degrees) and the software’s ("=" text cells, no units)', async () => {
    const portal = await readAll(fixture('gspro-portal.csv'), { timeZone: 'UTC' });
    expect(portal.info).toMatchObject({ format: 'gspro', units: { speed: 'mph', distance: 'yd', needed: [] }, hasDates: true, hasPlayers: true });
    expect(portal.unreadable).toEqual([]);
    expect(portal.shots.map((s) => s.shot.club)).toEqual(['Dr', '7i', 'GW']);
    expect(portal.shots[0].shot).toMatchObject({ launchAngle: 12.3, launchDirection: 1.1, spinAxis: 7, spinRate: Math.round(Math.hypot(2480, 305) * 10) / 10 });
    expect(portal.shots[0].shot.offline).toBeCloseTo(11.4 * YD, 2);
    expect(portal.shots[1].shot.offline).toBeCloseTo(-14 * YD, 2);

    const software = await readAll(fixture('gspro-software.csv'), { speedUnit: 'm/s', distanceUnit: 'm', date: '2025-11-09' });
    expect(software.info).toMatchObject({ format: 'gspro', hasDates: false, hasPlayers: false });
    expect(software.unreadable).toEqual([]);
    expect(software.shots.map((s) => s.shot.club)).toEqual(['Dr', '3W', 'Pt']);
    expect(software.shots[0].shot).toMatchObject({ ballSpeed: 70.4, clubSpeed: 47.9, carry: 228.9, total: 249.7, offline: -6.2, launchAngle: 12.6, launchDirection: -0.9, spinAxis: -6.3 });
  });

  test('Foresight FSX: a title line, no units (asked), words for sides, Average and Std. Dev.; FSX Pro with units and sign hints', async () => {
    const r = await readAll(fixture('foresight-fsx.csv'), { ...IMPERIAL, date: '2025-12-01' });
    expect(r.info).toMatchObject({ format: 'foresight', units: { speed: 'mph', distance: 'yd', speedInFile: false, needed: [] } });
    expect(r.summary).toBe(2);
    expect(r.unreadable).toEqual([]);
    expect(r.shots.map((s) => [s.line, s.shot.club])).toEqual([
      [3, 'Dr'],
      [4, '7i'],
    ]);
    expect(r.shots[0].shot).toMatchObject({ launchDirection: 1.4, spinAxis: 7.1, spinRate: 2529 });
    expect(r.shots[1].shot).toMatchObject({ launchDirection: -2.2, spinAxis: -3.7 });
    expect(r.shots[1].shot.offline).toBeCloseTo(-9.8 * YD, 2);

    const pro = await readAll(fixture('foresight-fsx-pro.csv'), { timeZone: 'UTC' });
    expect(pro.info).toMatchObject({ format: 'foresight', units: { speed: 'mph', distance: 'yd', needed: [] }, hasDates: true });
    expect(pro.unreadable).toEqual([]);
    expect(pro.shots.map((s) => [s.shot.club, s.shot.takenAt])).toEqual([
      ['Dr', '2025-12-03T18:22:10.000Z'],
      ['W56', '2025-12-03T18:25:47.000Z'],
    ]);
    expect(pro.shots[0].shot.offline).toBeCloseTo(-8.4 * YD, 2);
  });

  test('the same file read in another zone keeps its wall-clock times (the import identity)', async () => {
    const utc = await readAll(fixture('garmin-imperial.csv'), { timeZone: 'UTC' });
    const berlin = await readAll(fixture('garmin-imperial.csv'), { timeZone: 'Europe/Berlin' });
    expect(berlin.shots.map((s) => s.wallTime)).toEqual(utc.shots.map((s) => s.wallTime));
    expect(berlin.shots[0].shot.takenAt).not.toBe(utc.shots[0].shot.takenAt);
  });
});
