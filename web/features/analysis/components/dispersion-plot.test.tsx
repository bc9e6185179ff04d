import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fireEvent, render } from '@testing-library/react';
import type { DispersionResponse } from '../../../../common/schemas/analysis';
import { DispersionPlot } from './dispersion-plot';

const data: DispersionResponse = {
  filter: { player: 'all', from: null, to: null },
  club: 'Dr',
  hideMishits: false,
  shots: 3,
  returned: 3,
  sampled: false,
  points: [
    { id: '11', carry: 200, offline: -5, takenAt: '2025-03-03T12:00:00.000Z', mishit: false, excluded: false, override: null },
    { id: '12', carry: 210, offline: 5, takenAt: '2025-03-04T12:00:00.000Z', mishit: false, excluded: true, override: 'excluded' },
    { id: '13', carry: 120, offline: 20, takenAt: '2025-03-05T12:00:00.000Z', mishit: true, excluded: false, override: null },
  ],
  ellipse: { carry: 200, offline: 0, major: 20, minor: 5, angle: 90 },
  rule: { median: 200, threshold: 15 },
};

describe('DispersionPlot', () => {
  it('is drawn by the server: every shot a dot in the display unit, the left-out ones rings, the ellipse over them', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<DispersionPlot data={data} unit="yd" />);
    const frame = box.querySelector('[data-chart="dispersion"]')!;
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    const shots = [...frame.querySelectorAll('svg circle[data-shot]')];
    expect(shots.map((c) => c.getAttribute('data-shot')).sort()).toEqual(['11', '12', '13']);
    // Left out by hand (12) and the mishit (13): rings; the counted shot: a filled dot, drawn last (on top).
    expect(shots.filter((c) => c.getAttribute('fill') === 'none').map((c) => c.getAttribute('data-shot'))).toEqual(['12', '13']);
    expect(shots.at(-1)!.getAttribute('data-shot')).toBe('11');
    // Each shot's figures in yards, its tooltip once pointed at: 200 m = 218.7 yd carry, 5 m = 5.5 yd left.
    expect(frame.querySelector('circle[data-shot="11"]')!.getAttribute('data-label')).toBe('218.7 / \u22125.5 yd');
    expect(frame.querySelector('title')).toBeNull();
    // The ellipse: one closed outline.
    expect(frame.querySelectorAll('path[data-ellipse]')).toHaveLength(1);
    expect(frame.querySelector('path[data-ellipse]')!.getAttribute('d')).toMatch(/^M.*Z$/);
    // The offline axis named in the unit (x-charts writes the upright carry axis' name once hydrated: it measures it).
    expect(frame.textContent).toContain('Offline (yd), left − right +');
    // Nothing the keyboard reaches inside the picture (the shot list does it).
    expect(frame.querySelector('[tabindex]')).toBeNull();
  });

  it("shows a shot's figures as its native tooltip while the pointer is over it, and one at a time", () => {
    const { container } = render(<DispersionPlot data={data} unit="yd" />);
    const shot = (id: string) => container.querySelector(`circle[data-shot="${id}"]`)!;
    fireEvent.pointerOver(shot('11'));
    expect(shot('11').querySelector('title')!.textContent).toBe('218.7 / \u22125.5 yd');
    fireEvent.pointerOut(shot('11'));
    fireEvent.pointerOver(shot('13'));
    expect(shot('11').querySelector('title')).toBeNull();
    expect(container.querySelectorAll('title')).toHaveLength(1);
    // 120 m = 131.2 yd carry, 20 m = 21.9 yd right.
    expect(shot('13').querySelector('title')!.textContent).toBe('131.2 / 21.9 yd');
  });

  it("another club's shots take over the circles drawn: the one under the pointer says its new shot, a click names it", () => {
    const clicked: string[] = [];
    const onPointClick = (id: string) => clicked.push(id);
    const { container, rerender } = render(<DispersionPlot data={data} unit="yd" onPointClick={onPointClick} />);
    const first = () => container.querySelector('circle[data-shot]')!;
    const before = first();
    expect(before.getAttribute('fill')).toBe('none');
    fireEvent.pointerOver(before);
    const iron = { ...data, club: '7i' as const, points: [{ ...data.points[0], id: '21', carry: 150, offline: 2 }] };
    rerender(<DispersionPlot data={iron} unit="yd" onPointClick={onPointClick} />);
    expect(container.querySelectorAll('circle[data-shot]')).toHaveLength(1);
    expect(first()).toBe(before);
    expect(first().getAttribute('data-shot')).toBe('21');
    expect(first().getAttribute('fill')).not.toBe('none');
    // 150 m = 164.0 yd carry, 2 m = 2.2 yd right.
    expect(first().querySelector('title')!.textContent).toBe('164.0 / 2.2 yd');
    fireEvent.click(first());
    expect(clicked).toEqual(['21']);
  });

  it('places the dots by their figures: the shot 20 m right is right of the one 5 m left, the longer higher', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<DispersionPlot data={data} unit="m" />);
    const at = (id: string) => {
      const c = box.querySelector(`circle[data-shot="${id}"]`)!;
      return { x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')) };
    };
    expect(at('13').x).toBeGreaterThan(at('11').x);
    expect(at('12').y).toBeLessThan(at('13').y);
  });
});
