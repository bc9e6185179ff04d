import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ClubDistancesBars, distanceAxis, SmashGauge } from './stats-charts';

afterEach(cleanup);

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
  it('draws one bar per club in both layouts, each as long as its share of the scale, hidden from screen readers', () => {
    const { container } = render(
      <ClubDistancesBars
        clubs={[
          { club: 'Dr', distance: 228.4 },
          { club: '7i', distance: 150 },
        ]}
      />,
    );
    const chart = container.firstElementChild!;
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    expect(chart.textContent).toContain('228');
    expect(chart.textContent).toContain('7i');
    const styles = [...container.querySelectorAll<HTMLElement>('div')].map((d) => getComputedStyle(d));
    // 150 of 250 is 60 %: once lying down (width), once upright (height).
    expect(styles.filter((s) => s.width === '60%')).toHaveLength(1);
    expect(styles.filter((s) => s.height === '60%')).toHaveLength(1);
  });

  it('gives each of a full bag of clubs a column of its own (bars once shrank to nothing past ten clubs)', () => {
    const bag = ['Dr', '3W', '5W', '4H', '5i', '6i', '7i', '8i', '9i', 'PW', 'GW', 'SW', 'LW'];
    const { container } = render(<ClubDistancesBars clubs={bag.map((club, i) => ({ club, distance: 230 - i * 15 }))} />);
    const grids = [...container.querySelectorAll<HTMLElement>('div')].filter((d) => getComputedStyle(d).gridTemplateColumns === 'repeat(13, minmax(0, 1fr))');
    // The bars and the clubs' names beneath them.
    expect(grids.map((g) => g.children.length)).toEqual([13, 13]);
  });
});

describe('SmashGauge', () => {
  it('fills the arc to the value and writes it; no value leaves the arc empty with a dash', () => {
    const { container, rerender } = render(<SmashGauge value={1.42} />);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelector('text')!.textContent).toBe('1.42');
    rerender(<SmashGauge value={null} />);
    expect(container.querySelectorAll('path')).toHaveLength(1);
    expect(container.querySelector('text')!.textContent).toBe('–');
  });
});
