import { describe, expect, it } from 'vitest';
import { formatChange, trendColor } from './trend-change';

describe('the trend beside its arrow', () => {
  it('shows the change with its sign, a real minus, two decimals', () => {
    expect(formatChange(-0.4812)).toBe('\u22120.48%');
    expect(formatChange(1.25)).toBe('+1.25%');
    expect(formatChange(0)).toBe('0.00%');
    expect(formatChange(-0.001)).toBe('0.00%');
  });

  it('colours by direction from 1 % a day, neutrally below', () => {
    expect(trendColor('down', -0.48)).toBe('text.secondary');
    expect(trendColor('up', 0.99)).toBe('text.secondary');
    expect(trendColor('down', -1)).toBe('error.main');
    expect(trendColor('up', 2.5)).toBe('success.main');
    expect(trendColor('neutral', 0)).toBe('text.secondary');
    // The teaser's sample has no change: its direction's colour.
    expect(trendColor('up', undefined)).toBe('success.main');
  });
});
