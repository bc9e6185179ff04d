import { describe, expect, test } from 'vitest';
import { testAppForFile } from '../../test/harness';
import { uploadAll } from '../../test/ingest-fixtures';
import { analysisApi, s, mainFixture } from './analysis-test-api';

/* The weekly trends of a club through the API. */

const t = testAppForFile();

const { golfer, trends, setHide } = analysisApi(() => t);

describe('trends', () => {
  test('weekly means of carry, ball speed and club speed of the club, Monday weeks (UTC), in range', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      // Week of Monday 2025-03-03: Sunday 9 March late evening still counts.
      s('7i', 140, { ballSpeed: 50, clubSpeed: 38, takenAt: '2025-03-03T00:00:00.000Z' }),
      s('7i', 150, { ballSpeed: 52, clubSpeed: 40, takenAt: '2025-03-09T23:59:59.000Z' }),
      // Week of 2025-03-10, one shot without a club speed.
      s('7i', 145, { ballSpeed: 51, clubSpeed: undefined, takenAt: '2025-03-10T08:00:00.000Z' }),
      s('8i', 130, { takenAt: '2025-03-10T08:00:00.000Z' }),
    ]);
    const r = await trends(me, '?club=7i');
    expect(r.weeks).toMatchObject([
      { week: '2025-03-03', shots: 2, carry: 145, ballSpeed: 51, clubSpeed: 39, smashFactor: expect.closeTo((50 / 38 + 52 / 40) / 2, 12) },
      { week: '2025-03-10', shots: 1, carry: 145, ballSpeed: 51, clubSpeed: null, smashFactor: null },
    ]);
    expect(r.weeks[0].means).toMatchObject({ carry: 145, ballSpeed: 51, clubSpeed: 39, clubPath: null, faceToPath: null });
    expect((await trends(me, '?club=7i&from=2025-03-10')).weeks.map((w) => w.week)).toEqual(['2025-03-10']);
  });

  test('club path and face to path per club and week, like any measurement', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [
      s('7i', 140, { clubPath: 3, faceToPath: -2, attackAngle: -4, takenAt: '2025-03-04T10:00:00.000Z' }),
      s('7i', 150, { clubPath: 1, faceToPath: 0, takenAt: '2025-03-05T10:00:00.000Z' }),
      s('7i', 145, { clubPath: -1, faceToPath: 1.5, takenAt: '2025-03-11T10:00:00.000Z' }),
      s('Dr', 220, { clubPath: 5, faceToPath: 4, takenAt: '2025-03-04T10:00:00.000Z' }),
    ]);
    const weeks = (await trends(me, '?club=7i')).weeks;
    expect(weeks.map((w) => [w.week, w.means.clubPath, w.means.faceToPath, w.means.attackAngle])).toEqual([
      ['2025-03-03', 2, -1, -4],
      ['2025-03-10', -1, 1.5, null],
    ]);
  });

  test('hidden mishits and hand-excluded shots leave the weekly means', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', mainFixture());
    // 7i shots on 3..8 March: week of 3 March holds all six.
    expect((await trends(me, '?club=7i')).weeks[0]).toMatchObject({ shots: 6, carry: expect.closeTo(820 / 6, 9) });
    await setHide(me, true);
    expect((await trends(me, '?club=7i')).weeks[0]).toMatchObject({ shots: 5, carry: 144 });
  });
});
