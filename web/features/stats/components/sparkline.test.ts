import { describe, expect, it } from 'vitest';
import { SPARKLINE_HEIGHT, sparklinePath } from './sparkline';

/** The points a path passes through: its move-to and every segment's end. */
function ends(path: string): [number, number][] {
  return [...path.matchAll(/[MLC]([^MLC]+)/g)].map((m) => {
    const n = m[1].split(',').map(Number);
    return [n[n.length - 2], n[n.length - 1]];
  });
}

describe('sparklinePath', () => {
  it('draws two figures as a straight line across the box, the higher figure higher up', () => {
    const path = sparklinePath([200, 210]);
    expect(path).toMatch(/^M[\d.,]+L[\d.,]+$/);
    const [[x0, y0], [x1, y1]] = ends(path);
    expect([x0, x1]).toEqual([0, 100]);
    expect(y1).toBeLessThan(y0);
  });

  it('draws more as a curve through every figure, with room above and below', () => {
    const data = [250, 240, 262, 255, 248];
    const points = ends(sparklinePath(data));
    expect(points).toHaveLength(data.length);
    expect(points.map(([x]) => x)).toEqual([0, 25, 50, 75, 100]);
    const ys = points.map(([, y]) => y);
    // The highest figure (262) highest up, the lowest (240) lowest, both inside the box.
    expect(Math.min(...ys)).toBe(ys[2]);
    expect(Math.max(...ys)).toBe(ys[1]);
    expect(Math.min(...ys)).toBeGreaterThan(0);
    expect(Math.max(...ys)).toBeLessThan(SPARKLINE_HEIGHT);
  });

  it('draws a flat series (every figure the same, or all zero) as a line in the middle, never NaN', () => {
    for (const data of [[5, 5, 5], [0, 0]]) {
      const path = sparklinePath(data);
      expect(path).not.toMatch(/NaN|Infinity/);
      for (const [, y] of ends(path)) expect(y).toBe(SPARKLINE_HEIGHT / 2);
    }
  });
});
