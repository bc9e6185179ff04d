import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Sparkline, sparklineRange } from './sparkline';

describe('sparklineRange', () => {
  it('gives the data room above and below, and a flat line a range around it', () => {
    expect(sparklineRange([200, 210])).toEqual({ min: 198.5, max: 211.5 });
    const flat = sparklineRange([12, 12, 12]);
    expect(flat.min).toBeLessThan(12);
    expect(flat.max).toBeGreaterThan(12);
    expect(sparklineRange([0, 0])).toEqual({ min: -1, max: 1 });
  });
});

describe('Sparkline', () => {
  it('is drawn by the server: the line and the area under it in the HTML, hidden and inert', () => {
    const html = renderToString(<Sparkline data={[250, 240, 262, 255, 248]} />);
    expect(html).toMatch(/^<div[^>]*aria-hidden="true"[^>]*inert=""/);
    expect(html).toContain('<svg');
    expect(html).toMatch(/class="[^"]*MuiLineChart-line[^"]*"/);
    expect(html).toMatch(/class="[^"]*MuiLineChart-area[^"]*"/);
    // The line passes through every figure: a move-to and a curve segment to each of the other four.
    const line = /<path[^>]*d="(M[^"]+)"[^>]*MuiLineChart-line/.exec(html)![1];
    expect(line.match(/C/g)).toHaveLength(4);
    // Nothing the keyboard can reach inside the picture.
    expect(html).not.toContain('tabindex');
  });
});
