import { describe, expect, it } from 'vitest';
import { load, clippedShots } from '../../test/clipped-shots.server';
import type { AnalysisData } from '../../features/analysis/analysis-data';
import * as route from './route';

/* The camera marks of Shot data's list of a club's shots as its loader reads them on the test database: only shots with a ready clip. */
const shots = clippedShots();

describe('camera marks', () => {
  it("mark Shot data's list of the club's shots", async () => {
    const { data } = await load<AnalysisData>(shots.t, route, shots.ann, '/account/shot-data/analysis?club=7i', {});
    expect(data.dispersion?.points.map((point) => point.id).sort()).toEqual([shots.ids.clipped, shots.ids.plain, shots.ids.processing].map(String).sort());
    expect(data.clipShots).toEqual([String(shots.ids.clipped)]);
  });
});
