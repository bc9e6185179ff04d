import { describe, expect, test } from 'vitest';
import { importFixture as fixture, readText as readAll } from '../../test/import-files';

/** Each shot's measured list of a fixture, in file order. */
async function measuredOf(name: string, options = {}) {
  const r = await readAll(fixture(name), { timeZone: 'UTC', speedUnit: 'mph', distanceUnit: 'yd', ...options });
  return r.shots.map((s) => s.shot.measured);
}

const SPIN = ['spinRate', 'backspin', 'sidespin', 'spinAxis'];

describe('measured or estimated, as the vendor file says', () => {
  test('Garmin’s Spin Rate Type, in English, Dutch and German: an estimated spin is left out of measured, the rest of the row is in', async () => {
    const r = await readAll(fixture('garmin-imperial.csv'), { timeZone: 'UTC' });
    const lines = fixture('garmin-imperial.csv').split(/\r?\n/);
    const typeOf = (line: number) => lines[line - 1].split(',')[16];
    const types = r.shots.map((s) => typeOf(s.line));
    expect(types).toContain('Estimated');
    expect(types).toContain('Measured');
    r.shots.forEach(({ shot, line }) => {
      const list = shot.measured;
      expect(list, `line ${line}`).toBeDefined();
      expect(list).toEqual(expect.arrayContaining(['ballSpeed', 'launchAngle', 'carry']));
      for (const name of SPIN) {
        if (shot[name as 'spinRate'] === undefined) continue;
        if (typeOf(line) === 'Measured') expect(list, `line ${line} ${name}`).toContain(name);
        else expect(list, `line ${line} ${name}`).not.toContain(name);
      }
    });

    // Geschat and Berechnet are estimates, Gemessen measured.
    for (const [name, options, column, delimiter] of [
      ['garmin-dutch.csv', { timeZone: 'Europe/Amsterdam' }, 16, ','],
      ['garmin-german-tabs.csv', { timeZone: 'Europe/Berlin' }, 16, '\t'],
      ['garmin-r10-yds.csv', {}, 15, ','],
    ] as const) {
      const file = await readAll(fixture(name), { timeZone: 'UTC', ...options });
      const rows = fixture(name).split(/\r?\n/);
      expect(file.shots.length, name).toBeGreaterThan(0);
      for (const { shot, line } of file.shots) {
        const type = rows[line - 1].split(delimiter)[column];
        // A row without a type says nothing: unknown.
        if (type === '') {
          expect(shot.measured, `${name} line ${line}`).toBeUndefined();
          continue;
        }
        expect(['Geschat', 'Berechnet', 'Gemessen', 'Estimated'], name).toContain(type);
        expect(shot.measured, name).toEqual(expect.arrayContaining(['ballSpeed', 'carry']));
        if (type === 'Gemessen') expect(shot.measured, `${name} line ${line}`).toContain('spinRate');
        else expect(shot.measured, `${name} line ${line}`).not.toContain('spinRate');
      }
    }
    for (const list of await measuredOf('garmin-r50-2026.csv')) expect(list).toEqual(expect.arrayContaining(['ballSpeed', 'carry', 'spinRate', 'spinAxis']));
  });

  test('Rapsodo’s Club Data Est Type: 0 measured, another type an estimate of the club’s numbers', async () => {
    const shots = await measuredOf('rapsodo-mlm2pro-shots.csv', { speedUnit: 'km/h', distanceUnit: 'm' });
    const session = await measuredOf('rapsodo-mlm2pro-session.csv');
    const all = [...shots, ...session];
    const measuredClub = all.filter((l) => l?.includes('clubSpeed'));
    const estimatedClub = all.filter((l) => l !== undefined && !l.includes('clubSpeed'));
    expect(measuredClub.length).toBe(8);
    expect(estimatedClub.length).toBe(1);
    for (const list of estimatedClub) {
      expect(list).toEqual(expect.arrayContaining(['ballSpeed', 'carry', 'spinRate']));
      expect(list).not.toContain('attackAngle');
      expect(list).not.toContain('clubPath');
    }
  });

  test('Trackman’s Est. Total columns are estimates; a file that says nothing leaves measured unknown', async () => {
    for (const list of await measuredOf('trackman-tps.csv')) {
      expect(list).toEqual(expect.arrayContaining(['ballSpeed', 'carry', 'spinRate']));
      expect(list).not.toContain('total');
    }
    for (const name of ['gspro-portal.csv', 'uneekor-view.csv', 'foresight-fsx-pro.csv', 'garmin-metric-semicolon.csv']) {
      for (const list of await measuredOf(name)) expect(list, name).toBeUndefined();
    }
  });
});
