import { describe, expect, test } from 'vitest';
import { importFixture as fixture, readText as readAll } from '../../test/import-files';
import type { ReaderOptions } from './read-types';

const IMPERIAL: ReaderOptions = { speedUnit: 'mph', distanceUnit: 'yd' };
const YD = 0.9144;
const MPH = 0.44704;

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
