import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ClubDistancesBars, distanceAxis, SmashGauge } from './stats-charts';

/** The chart's HTML as the server sends it, in a document to query. */
function serverDrawn(element: React.ReactElement): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renderToString(element);
  return box;
}

describe('distanceAxis', () => {
  it('tops the scale at a round number just above the longest bar, in about five steps', () => {
    expect(distanceAxis(228)).toEqual({ max: 250, step: 50 });
    expect(distanceAxis(250)).toEqual({ max: 250, step: 50 });
    expect(distanceAxis(96)).toEqual({ max: 100, step: 20 });
    expect(distanceAxis(11)).toEqual({ max: 12.5, step: 2.5 });
    expect(distanceAxis(0)).toEqual({ max: 1, step: 1 });
  });
});

describe('ClubDistancesBars', () => {
  it('is drawn by the server: one bar per club in both layouts, each as long as its share of the scale, hidden and inert', () => {
    const box = serverDrawn(
      <ClubDistancesBars
        clubs={[
          { club: 'Dr', distance: 228.4 },
          { club: '7i', distance: 150 },
        ]}
      />,
    );
    const [phone, wide] = [...box.firstElementChild!.children] as HTMLElement[];
    for (const chart of [phone, wide]) {
      expect(chart.getAttribute('aria-hidden')).toBe('true');
      expect(chart.hasAttribute('inert')).toBe(true);
      expect(chart.querySelectorAll('svg rect.MuiBarChart-element')).toHaveLength(2);
      expect(chart.textContent).toContain('228');
      expect(chart.textContent).toContain('150');
      expect(chart.textContent).toContain('7i');
      expect(chart.querySelector('[tabindex]')).toBeNull();
    }
    // Upright, over a scale up to 250 in steps of 50; each bar as long as its figure, upright and lying down.
    expect([...wide.querySelectorAll('.MuiChartsAxis-tickLabel')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['0', '50', '250', 'Dr', '7i']));
    const bars = (chart: HTMLElement, size: 'height' | 'width') => [...chart.querySelectorAll('svg rect.MuiBarChart-element')].map((r) => Number(r.getAttribute(size)));
    const [dr, seven] = bars(wide, 'height');
    expect(seven / dr).toBeCloseTo(150 / 228.4, 2);
    const [drLying, sevenLying] = bars(phone, 'width');
    expect(sevenLying / drLying).toBeCloseTo(150 / 228.4, 2);
  });

  it('gives each of a full bag of clubs a bar and a name of its own', () => {
    const bag = ['Dr', '3W', '5W', '4H', '5i', '6i', '7i', '8i', '9i', 'PW', 'GW', 'SW', 'LW'];
    const box = serverDrawn(<ClubDistancesBars clubs={bag.map((club, i) => ({ club, distance: 230 - i * 15 }))} />);
    const wide = box.firstElementChild!.children[1];
    const names = [...wide.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].map((t) => t.textContent);
    expect(names).toEqual(bag);
  });
});

describe('SmashGauge', () => {
  it('is drawn by the server, the arc filled to the value and the value written; no value leaves the arc empty with a dash', () => {
    const arc = (box: HTMLElement) => box.querySelector('.MuiGauge-valueArc')?.getAttribute('d') ?? '';
    const full = serverDrawn(<SmashGauge value={1.42} />);
    expect(full.querySelector('svg')).not.toBeNull();
    expect(full.querySelector('text')!.textContent).toBe('1.42');
    expect(full.firstElementChild!.hasAttribute('inert')).toBe(true);
    // An arc with a real sweep (A command) for a value; a bare line for none.
    expect(arc(full)).toMatch(/A/);
    const none = serverDrawn(<SmashGauge value={null} />);
    expect(none.querySelector('text')!.textContent).toBe('–');
    expect(arc(none)).not.toMatch(/A/);
  });
});
