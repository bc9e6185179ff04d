import { describe, expect, test } from 'vitest';
import { testAppForFile } from '../../test/harness';
import { uploadAll } from '../../test/ingest-fixtures';
import { analysisApi, mainFixture, s } from './analysis-test-api';

/* The dispersion chart's points, rule and 95 % ellipse through the API. */

const t = testAppForFile();

const { golfer, dispersion, setHide } = analysisApi(() => t);

describe('dispersion', () => {
  test('every shot with an offline figure is a point, flagged and left out as the rule and the choice say', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [...mainFixture(), s('7i', 143)]); // no offline: not a point, but in the rule
    const d = await dispersion(me, '?club=7i');
    expect(d).toMatchObject({ club: '7i', shots: 6, returned: 6, sampled: false, hideMishits: false });
    expect(d.points.map((p) => [p.carry, p.offline, p.mishit, p.excluded])).toEqual([
      [140, -2, false, false],
      [142, 1, false, false],
      [144, 0, false, false],
      [146, 3, false, false],
      [148, -1, false, false],
      [100, 12, true, false],
    ]);
    expect(d.points[0].takenAt).toBe('2025-03-03T12:00:00.000Z');
    // Seven carries now: median 143, deviations 43 3 1 0 1 3 5, MAD 3, threshold 3 × 1.4826 × 3 = 13.3434.
    expect(d.rule?.median).toBe(143);
    expect(d.rule?.threshold).toBeCloseTo(13.3434, 9);
    await setHide(me, true);
    const hidden = await dispersion(me, '?club=7i');
    expect(hidden.points.filter((p) => p.excluded).map((p) => p.carry)).toEqual([100]);
  });

  test('the 95 % ellipse of uncorrelated points lies along the carry axis', async () => {
    const me = await golfer();
    // (offline, carry): centre (0, 120); var offline 8/3, var carry 32/3, covariance 0.
    await uploadAll(t.app, me.token, 'shots', [
      s('9i', 120, { offline: -2 }),
      s('9i', 120, { offline: 2 }),
      s('9i', 116, { offline: 0 }),
      s('9i', 124, { offline: 0 }),
    ]);
    const { ellipse } = await dispersion(me, '?club=9i');
    expect(ellipse).not.toBeNull();
    expect(ellipse!.carry).toBe(120);
    expect(ellipse!.offline).toBe(0);
    expect(ellipse!.major).toBeCloseTo(Math.sqrt((5.991 * 32) / 3), 9);
    expect(ellipse!.minor).toBeCloseTo(Math.sqrt((5.991 * 8) / 3), 9);
    expect(ellipse!.angle).toBeCloseTo(90, 9);
  });

  test('correlated points tilt the ellipse: sxx 7.3, syy 7.5, sxy 4.5', async () => {
    const me = await golfer();
    const pts = [
      [-3, 130],
      [1, 134],
      [4, 133],
      [-1, 127],
      [2, 131],
    ];
    await uploadAll(t.app, me.token, 'shots', pts.map(([offline, carry]) => s('6i', carry, { offline })));
    const { ellipse } = await dispersion(me, '?club=6i');
    // Centre (0.6, 131). λ = 7.4 ± sqrt(0.1² + 4.5²) = 7.4 ± 4.501111; angle ½·atan2(9, -0.2).
    const root = Math.sqrt(0.01 + 20.25);
    expect(ellipse!.offline).toBeCloseTo(0.6, 9);
    expect(ellipse!.carry).toBeCloseTo(131, 9);
    expect(ellipse!.major).toBeCloseTo(Math.sqrt(5.991 * (7.4 + root)), 9);
    expect(ellipse!.minor).toBeCloseTo(Math.sqrt(5.991 * (7.4 - root)), 9);
    expect(ellipse!.angle).toBeCloseTo((Math.atan2(9, -0.2) * 90) / Math.PI, 9);
    expect(ellipse!.major).toBeCloseTo(8.443906, 5);
    expect(ellipse!.angle).toBeCloseTo(45.636515, 5);
  });

  test('under 3 counted shots there is no ellipse; the points still come', async () => {
    const me = await golfer();
    await uploadAll(t.app, me.token, 'shots', [s('5i', 170, { offline: 1 }), s('5i', 172, { offline: 2 })]);
    const d = await dispersion(me, '?club=5i');
    expect(d.ellipse).toBeNull();
    expect(d.rule).toBeNull();
    expect(d.points).toHaveLength(2);
    expect((await dispersion(me, '?club=LW')).points).toEqual([]);
  });

  test('over 2,000 points are sampled evenly in time order, and the answer says so', async () => {
    const me = await golfer();
    const many = Array.from({ length: 2100 }, (_, i) =>
      s('GW', 90 + (i % 10), { offline: (i % 7) - 3, takenAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString() }),
    );
    for (let i = 0; i < many.length; i += 1000) await uploadAll(t.app, me.token, 'shots', many.slice(i, i + 1000));
    const d = await dispersion(me, '?club=GW');
    // step ceil(2100 / 2000) = 2: the 1st, 3rd, 5th … shot, 1,050 points.
    expect(d).toMatchObject({ shots: 2100, returned: 1050, sampled: true });
    expect(d.points[1].takenAt).toBe(new Date(Date.UTC(2025, 0, 1) + 2 * 60_000).toISOString());
    // The ellipse is of every counted shot, not of the sample.
    expect(d.ellipse!.carry).toBeCloseTo(94.5, 9);
  });
});
