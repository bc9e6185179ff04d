import { describe, expect, test } from 'vitest';
import { SHOT_METRIC_NAMES, SHOT_METRICS } from '../../../common/shot-metrics';
import { testAppForFile } from '../../test/harness';
import { TEST_ORIGIN, type Golfer } from '../../test/factories';
import { DAY_MS, FULL_RECORD, round, session, shot, uploadAll } from '../../test/ingest-fixtures';
import { statsApi } from './stats-test-api';

/* The shots CSV: its columns in the account's units, quoting, filters and pages. */
const t = testAppForFile();

const { golfer, get, shotStats } = statsApi(() => t);

async function chooseUnits(user: Golfer, distanceUnit: string, speedUnit: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/preferences',
    payload: { distanceUnit, speedUnit },
    headers: { origin: TEST_ORIGIN, cookie: user.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/stats/shots.csv', () => {
  const parseCsv = (text: string) => text.split('\r\n').filter(Boolean);
  /** A record of the earlier columns, followed by the later ones left empty (a shot without the rest of the record). */
  const EMPTY_LATER = ','.repeat(22);
  const YARDS_MPH_HEADER =
    'Time (UTC),Player,Type,Course,Hole,Club,Ball Speed (mph),Club Speed (mph),Smash Factor,Launch Angle (deg),Launch Direction (deg),Spin Rate (rpm),Spin Axis (deg),Carry (yd),Total (yd),Offline (yd),Fairway,Shot ID,' +
    'Backspin (rpm),Sidespin (rpm),Carry Side (yd),Apex (yd),Descent Angle (deg),Hang Time (s),Curve (yd),Club Path (deg),Face Angle (deg),Face to Path (deg),Attack Angle (deg),Dynamic Loft (deg),Spin Loft (deg),Swing Plane (deg),Swing Direction (deg),Low Point (in),Impact Offset (mm),Impact Height (mm),Measured,Session,Session ID,Estimated';
  const METRES_KMH_HEADER =
    'Time (UTC),Player,Type,Course,Hole,Club,Ball Speed (km/h),Club Speed (km/h),Smash Factor,Launch Angle (deg),Launch Direction (deg),Spin Rate (rpm),Spin Axis (deg),Carry (m),Total (m),Offline (m),Fairway,Shot ID,' +
    'Backspin (rpm),Sidespin (rpm),Carry Side (m),Apex (m),Descent Angle (deg),Hang Time (s),Curve (m),Club Path (deg),Face Angle (deg),Face to Path (deg),Attack Angle (deg),Dynamic Loft (deg),Spin Loft (deg),Swing Plane (deg),Swing Direction (deg),Low Point (cm),Impact Offset (mm),Impact Height (mm),Measured,Session,Session ID,Estimated';

  test('by default in yards and mph: a header with units, RFC 4180 quoting, formulas defused, the player filter and the date range', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'rounds', [round({ clientId: 'r', course: 'Links, "The Old" One', players: ['=HYPERLINK("http://evil")'] })]);
    await uploadAll(t.app, me.token, 'shots', [
      shot({ clientId: 'desk-1', player: '=HYPERLINK("http://evil")', kind: 'round', roundClientId: 'r', hole: 1, club: 'Dr', takenAt: '2025-03-01T10:00:00Z', ballSpeed: 66, clubSpeed: 44, carry: 201.5, total: 220.25, offline: -3.5, fairway: 'left' }),
      shot({ clientId: 'desk-2', player: '+Sam', takenAt: '2025-03-02T10:00:00Z', carry: 150 }),
      shot({ clientId: '=cmd|"/c calc"!A1', player: '@Lee', takenAt: '2025-03-03T10:00:00Z', carry: 151 }),
      shot({ clientId: 'desk-4', player: 'Kim', takenAt: '2025-03-04T23:59:59Z', carry: 152, clubSpeed: undefined }),
      shot({ player: 'Kim', takenAt: '2025-03-05T00:00:00Z', carry: 153 }),
      shot({ player: '-2+3', takenAt: '2025-03-06T00:00:00Z', carry: 154 }),
      shot({ player: 'Semi;colon', takenAt: '2025-03-07T00:00:00Z', carry: 155 }),
      shot({ player: 'Two\nLines', takenAt: '2025-03-08T00:00:00Z', carry: 156 }),
    ]);
    const all = await get(me, '/api/stats/shots.csv');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="shots-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(all.body.endsWith('\r\n')).toBe(true);
    const lines = parseCsv(all.body);
    // Hand-computed: 66 m/s x 2.2369363 = 147.64 mph, 44 m/s = 98.43 mph, 201.5 m x 1.09361 = 220.36 yd,
    // 220.25 m = 240.87 yd, -3.5 m = -3.83 yd; 50 m/s = 111.85 mph, 38 m/s = 85 mph, 150 m = 164.04 yd.
    // Smash factor, angles and spin have no unit choice.
    expect(lines[0]).toBe(YARDS_MPH_HEADER);
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe(
      `2025-03-01 10:00:00,"'=HYPERLINK(""http://evil"")","round","Links, ""The Old"" One",1,"Dr",147.64,98.43,1.5,17,,,,220.36,240.87,-3.83,"left","desk-1"${EMPTY_LATER}`,
    );
    expect(lines[2]).toBe(`2025-03-02 10:00:00,"'+Sam","range",,,"7i",111.85,85,1.316,17,,,,164.04,,,,"desk-2"${EMPTY_LATER}`);
    expect(lines[3].split(',')[1]).toBe(`"'@Lee"`);
    // The last column is the shot's own clientId (for the importer), defused and quoted like a name.
    expect(lines[3].endsWith(`,"'=cmd|""/c calc""!A1"${EMPTY_LATER}`)).toBe(true);
    expect(lines[4]).toBe(`2025-03-04 23:59:59,"Kim","range",,,"7i",111.85,,,17,,,,166.23,,,,"desk-4"${EMPTY_LATER}`);
    expect(lines[6].split(',')[1]).toBe(`"'-2+3"`);
    // Every text cell is quoted, so a spreadsheet splitting on `;` keeps the name whole.
    expect(lines[7].split(',')[1]).toBe('"Semi;colon"');
    // A line break inside a field is quoted, so the record still ends at CRLF only.
    expect(lines[8].split(',')[1]).toBe('"Two\nLines"');

    const kim = parseCsv((await get(me, '/api/stats/shots.csv?player=Kim')).body);
    expect(kim.slice(1).map((l) => l.split(',')[13])).toEqual(['166.23', '167.32']);

    const days = parseCsv((await get(me, '/api/stats/shots.csv?from=2025-03-02&to=2025-03-04')).body);
    expect(days.slice(1).map((l) => l.split(',')[13])).toEqual(['164.04', '165.14', '166.23']);

    const instants = parseCsv((await get(me, '/api/stats/shots.csv?from=2025-03-04T23:59:59Z&to=2025-03-05T00:00:00%2B00:00')).body);
    expect(instants).toHaveLength(3);

    expect((await get(me, '/api/stats/shots.csv?from=March')).statusCode).toBe(400);
    expect((await get(me, '/api/stats/shots.csv?from=2025-03-05&to=2025-03-01')).statusCode).toBe(400);
  });

  test('in metres and km/h once chosen: metres exactly as stored, km/h converted; the API figures stay metric', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      shot({ clientId: 'm-1', club: 'Dr', takenAt: '2025-03-01T10:00:00Z', ballSpeed: 66.25, clubSpeed: 44, carry: 201.5, total: 220.25, offline: -3.5, fairway: 'hit' }),
      shot({ clientId: 'm-2', takenAt: '2025-03-02T10:00:00Z', ballSpeed: 50, clubSpeed: undefined, carry: 150.125 }),
    ]);
    await chooseUnits(me, 'm', 'kmh');
    const lines = parseCsv((await get(me, '/api/stats/shots.csv')).body);
    expect(lines[0]).toBe(METRES_KMH_HEADER);
    // 66.25 m/s x 3.6 = 238.5 km/h, 44 m/s = 158.4 km/h, 50 m/s = 180 km/h.
    expect(lines[1]).toBe(`2025-03-01 10:00:00,"Me","range",,,"Dr",238.5,158.4,1.506,17,,,,201.5,220.25,-3.5,"hit","m-1"${EMPTY_LATER}`);
    expect(lines[2]).toBe(`2025-03-02 10:00:00,"Me","range",,,"7i",180,,,17,,,,150.125,,,,"m-2"${EMPTY_LATER}`);
    // The statistics calls keep answering in metres (PRODUCT.md): only the display changes.
    expect((await shotStats(me)).clubs.find((c) => c.club.short === 'Dr')?.average).toBe(201.5);
  });

  test('each unit on its own: metres with mph, yards with km/h', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [shot({ takenAt: '2025-03-02T10:00:00Z', ballSpeed: 50, clubSpeed: 38, carry: 150 })]);
    await chooseUnits(me, 'm', 'mph');
    let lines = parseCsv((await get(me, '/api/stats/shots.csv')).body);
    expect(lines[0]).toContain(',Ball Speed (mph),Club Speed (mph),');
    expect(lines[0]).toContain(',Carry (m),Total (m),Offline (m),');
    expect(lines[1].split(',').slice(6, 8)).toEqual(['111.85', '85']);
    expect(lines[1].split(',')[13]).toBe('150');
    await chooseUnits(me, 'yd', 'kmh');
    lines = parseCsv((await get(me, '/api/stats/shots.csv')).body);
    expect(lines[0]).toContain(',Ball Speed (km/h),Club Speed (km/h),');
    expect(lines[0]).toContain(',Carry (yd),Total (yd),Offline (yd),');
    expect(lines[1].split(',').slice(6, 8)).toEqual(['180', '136.8']);
    expect(lines[1].split(',')[13]).toBe('164.04');
  });

  test('the whole record: every measurement in the account’s units, what was measured, and the session', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'sessions', [session({ clientId: 'sess-1', name: 'Range, Tuesday' })]);
    await uploadAll(t.app, me.token, 'shots', [
      shot({ ...FULL_RECORD, clientId: 'full-1', sessionClientId: 'sess-1', takenAt: '2025-03-02T10:00:00Z', measured: ['ballSpeed', 'clubPath'] }),
    ]);
    let [header, line] = parseCsv((await get(me, '/api/stats/shots.csv')).body).map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    const cell = (name: string) => line[header.indexOf(name)];
    // 29.8 m x 1.09361 = 32.59 yd; 2.7 m = 2.95 yd; a low point of 0.042 m = 1.65 in; angles, spin, seconds and mm as stored.
    expect([cell('Apex (yd)'), cell('Carry Side (yd)'), cell('Low Point (in)'), cell('Curve (yd)')]).toEqual(['32.59', '2.95', '1.65', '4.48']);
    expect([cell('Club Path (deg)'), cell('Face to Path (deg)'), cell('Backspin (rpm)'), cell('Hang Time (s)'), cell('Impact Offset (mm)')]).toEqual(['2.1', '-1', '7091', '6.4', '6']);
    expect([cell('Measured'), cell('Session'), cell('Session ID')]).toEqual(['"ballSpeed clubPath"', '"Range, Tuesday"', '"sess-1"']);
    // Every other value the shot has was estimated.
    expect(cell('Estimated').replace(/^"|"$/g, '').split(' ')).toEqual(Object.keys(FULL_RECORD).filter((name) => name in SHOT_METRICS && name !== 'ballSpeed' && name !== 'clubPath').sort(byRecordOrder));
    await chooseUnits(me, 'm', 'kmh');
    [header, line] = parseCsv((await get(me, '/api/stats/shots.csv')).body).map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
    expect([cell('Apex (m)'), cell('Low Point (cm)'), cell('Dynamic Loft (deg)')]).toEqual(['29.8', '4.2', '20.9']);
  });

  test('pages through more shots than one page holds, each once, oldest first', async () => {
    const me = await golfer();
    // In metres, where the file holds the stored values exactly.
    await chooseUnits(me, 'm', 'kmh');
    const total = 4500;
    const base = Date.now() - 30 * DAY_MS;
    const all = Array.from({ length: total }, (_, i) =>
      // Pairs share an instant: the id breaks the tie, so no shot is lost or repeated between pages.
      shot({ clientId: `s${i}`, takenAt: new Date(base + Math.floor(i / 2) * 1000).toISOString(), carry: i % 400 }),
    );
    for (let i = 0; i < total; i += 1000) await uploadAll(t.app, me.token, 'shots', all.slice(i, i + 1000));
    const res = await get(me, '/api/stats/shots.csv');
    const rows = parseCsv(res.body).slice(1);
    expect(rows).toHaveLength(total);
    expect(rows.map((l) => Number(l.split(',')[13]))).toEqual(all.map((s) => s.carry));
    expect(rows.map((l) => l.split(',')[17])).toEqual(all.map((s) => `"${s.clientId}"`));
  });
});

const byRecordOrder = (a: string, b: string) => SHOT_METRIC_NAMES.indexOf(a as never) - SHOT_METRIC_NAMES.indexOf(b as never);
