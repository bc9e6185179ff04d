import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDate, formatDateTime, formatDay, formatLongDate, formatNumber, formatPercent, formatSigned, withUnit } from './format';

describe('one way to write a number', () => {
  it('writes a minus sign, never a hyphen, and no negative zero', () => {
    expect(formatNumber(-10.34)).toBe('\u221210.3');
    expect(formatNumber(-0.04)).toBe('0.0');
    expect(formatNumber(6812.4, 0)).toBe('6812');
    expect(formatCount(4000)).toBe('4,000');
  });

  it('signs a difference, zero without a sign', () => {
    expect(formatSigned(4.25, 1)).toBe('+4.3');
    expect(formatSigned(-1, 1)).toBe('\u22121.0');
    expect(formatSigned(0.004, 2)).toBe('0.00');
  });

  it('puts a space between a number and its unit, none before a percent sign', () => {
    expect(withUnit(formatNumber(274.44), 'yd')).toBe('274.4 yd');
    expect(withUnit('–', 'yd')).toBe('–');
    expect(formatPercent(61.64)).toBe('61.6%');
    expect(withUnit('61.6', '%')).toBe('61.6%');
  });

  it('writes sizes in the unit a person reads', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(8_300)).toBe('8.1 KB');
    expect(formatBytes(501 * 1024 * 1024)).toBe('501.0 MB');
    expect(formatBytes(50 * 1024 ** 3)).toBe('50.0 GB');
  });

  it('writes dates one way, the long form only where asked', () => {
    const moment = '2026-11-25T16:19:00Z';
    expect(formatDate(moment, 'UTC')).toBe('Nov 25, 2026');
    expect(formatDateTime(moment, 'UTC')).toBe('Nov 25, 2026, 4:19 PM');
    expect(formatDateTime(moment, 'America/New_York')).toBe('Nov 25, 2026, 11:19 AM');
    expect(formatLongDate(moment, 'UTC')).toBe('November 25, 2026');
    expect(formatDay('2026-11-20')).toBe('Nov 20, 2026');
    expect(formatDay('2026-11-20', { short: true })).toBe('Nov 20');
  });
});
