import { describe, expect, test } from 'vitest';
import { readText } from '../../test/import-files';
import { readShotId } from './shot-id';

const HEADER =
  'Time (UTC),Player,Type,Course,Hole,Club,Ball Speed (m/s),Club Speed (m/s),Smash Factor,Launch Angle (deg),Launch Direction (deg),Spin Rate (rpm),Spin Axis (deg),Carry (m),Total (m),Offline (m),Fairway';
const ROW = '2025-04-02 09:15:00,Sam,range,,,Dr,68.5,46.2,1.483,11.5,-1.5,2600,-4,221.3,243.9,-12.4,';

async function read(text: string) {
  return (await readText(text, { timeZone: 'UTC' })).rows;
}

describe('readShotId', () => {
  test('the cell as written, the export’s apostrophe before =, +, -, @ undone, blank is none', () => {
    expect(readShotId('7f3c9a2e-1b4d-4c8e-9f00-2a6b8c1d0e11')).toEqual({ id: '7f3c9a2e-1b4d-4c8e-9f00-2a6b8c1d0e11' });
    expect(readShotId('import:AbC_d-9:0')).toEqual({ id: 'import:AbC_d-9:0' });
    expect(readShotId("'-12")).toEqual({ id: '-12' });
    expect(readShotId("'=1+1")).toEqual({ id: '=1+1' });
    expect(readShotId("'@home")).toEqual({ id: '@home' });
    // An apostrophe the export did not add is part of the id.
    expect(readShotId("'quoted'")).toEqual({ id: "'quoted'" });
    expect(readShotId(undefined)).toEqual({ id: null });
    expect(readShotId('x'.repeat(101))).toEqual({ error: 'must be text of 1 to 100 characters' });
  });
});

describe('the Shot ID column', () => {
  test('our export with it: each row carries its id; a blank cell none; one too long is an unreadable row', async () => {
    const rows = await read(
      [`${HEADER},Shot ID`, `${ROW},desk-1`, `${ROW},"'-2"`, `${ROW},`, `${ROW},${'x'.repeat(101)}`].join('\r\n'),
    );
    expect(rows.map((r) => (r.kind === 'shot' ? r.shotId : r.kind === 'unreadable' ? r.reason : r.kind))).toEqual([
      'desk-1',
      '-2',
      null,
      'row 5: Shot ID must be text of 1 to 100 characters',
    ]);
  });

  test('an old export without it still reads, with no ids', async () => {
    const rows = await read([HEADER, ROW].join('\r\n'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'shot', shotId: null });
  });

  test('another app’s Shot ID column is not an identity (a per-session shot number): ignored', async () => {
    const garmin = [
      'Date,Player,Club Type,Ball Speed,Launch Angle,Carry Distance,Shot ID',
      ',,,[mph],[deg],[Yards],',
      '06/01/2025 2:30:05 PM,Chris,Driver,150,12,230,1',
    ].join('\r\n');
    const rows = await read(garmin);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'shot', shotId: null });
  });
});
