import { describe, expect, test } from 'vitest';
import { importFixture as fixture, readText as readAll } from '../../test/import-files';
import { ImportFileError } from './reader';
import type { ReaderOptions } from './read-types';

const YD = 0.9144;
const MPH = 0.44704;

async function refusal(text: string, options: ReaderOptions = {}): Promise<string> {
  try {
    await readAll(text, options);
  } catch (err) {
    expect(err).toBeInstanceOf(ImportFileError);
    return (err as Error).message;
  }
  throw new Error('not refused');
}

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
