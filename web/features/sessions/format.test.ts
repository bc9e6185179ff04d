import { describe, expect, it } from 'vitest';
import { formatMetric, formatMetricDifference, metricHeading } from './format';

const yards = { distanceUnit: 'yd', speedUnit: 'mph' } as const;
const metres = { distanceUnit: 'm', speedUnit: 'kmh' } as const;

describe('a measurement in the account units', () => {
  it('converts speeds and distances, keeps angles, spin, time and millimetres as measured', () => {
    expect(formatMetric('carry', 140, yards)).toBe('153.1');
    expect(formatMetric('carry', 140, metres)).toBe('140.0');
    expect(formatMetric('ballSpeed', 50, yards)).toBe('111.8');
    expect(formatMetric('ballSpeed', 50, metres)).toBe('180.0');
    expect(formatMetric('spinRate', 6812.4, yards)).toBe('6812');
    expect(formatMetric('faceToPath', -0.84, yards)).toBe('−0.8');
    expect(formatMetric('hangTime', 5.55, yards)).toBe('5.6');
    expect(formatMetric('impactOffset', 12.3, yards)).toBe('12.3');
    expect(formatMetric('lowPoint', 0.05, metres)).toBe('5.0');
    expect(formatMetric('lowPoint', -0.05, yards)).toBe('\u22122.0');
  });

  it('shows a missing value as a dash and never a negative zero', () => {
    expect(formatMetric('clubPath', null, yards)).toBe('–');
    expect(formatMetric('clubPath', -0.01, yards)).toBe('0.0');
  });

  it('signs a difference', () => {
    expect(formatMetricDifference('carry', 5, yards)).toBe('+5.5');
    expect(formatMetricDifference('carry', -5, yards)).toBe('−5.5');
    expect(formatMetricDifference('carry', 0, yards)).toBe('0.0');
    expect(formatMetricDifference('carry', null, yards)).toBe('–');
  });

  it('names the unit in headings', () => {
    expect(metricHeading('carry', yards)).toBe('Carry (yd)');
    expect(metricHeading('clubSpeed', metres)).toBe('Club Speed (km/h)');
    expect(metricHeading('attackAngle', yards)).toBe('Attack Angle (deg)');
    expect(metricHeading('lowPoint', yards)).toBe('Low Point (in)');
    expect(metricHeading('lowPoint', metres)).toBe('Low Point (cm)');
  });
});
