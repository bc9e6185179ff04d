import { describe, expect, it } from 'vitest';
import { formatToPar, markOf, scoreName } from './to-par';

describe('scores as golfers write them', () => {
  it('writes to par as +3, E and −2 with a real minus sign', () => {
    expect(formatToPar(3)).toBe('+3');
    expect(formatToPar(0)).toBe('E');
    expect(formatToPar(-2)).toBe('\u22122');
  });

  it('rings under par, boxes over it, doubles from two either way, and names each score', () => {
    expect([-4, -3, -2, -1, 0, 1, 2, 3, 5].map(markOf)).toEqual(['eagle', 'eagle', 'eagle', 'birdie', 'par', 'bogey', 'double', 'double', 'double']);
    expect([-4, -3, -2, -1, 0, 1, 2, 3, 5].map(scoreName)).toEqual([
      'condor',
      'albatross',
      'eagle',
      'birdie',
      'par',
      'bogey',
      'double bogey',
      'triple bogey',
      '5 over par',
    ]);
  });
});
