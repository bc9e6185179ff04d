import { describe, expect, it } from 'vitest';
import { anchors, cycleSpeed, frameAt, frameTime, inStepTime, lastFrame, nextSpeed, speedLabel, stepTime } from './frames';

describe('frame arithmetic', () => {
  it('names the frame on screen at a time, boundaries included despite float error', () => {
    expect(frameAt(0, 120)).toBe(0);
    expect(frameAt(1 / 120 - 1e-9, 120)).toBe(1);
    expect(frameAt((240 / 120) * (1 - 1e-15), 120)).toBe(240);
    expect(frameAt(frameTime(37, 120), 120)).toBe(37);
    expect(frameAt(frameTime(7, 29.97), 29.97)).toBe(7);
  });

  it('steps exactly one frame, and stays within the clip', () => {
    const duration = 3;
    expect(lastFrame(duration, 120)).toBe(359);
    let time = 0;
    for (let i = 1; i <= 5; i++) {
      time = stepTime(time, 120, 1, duration);
      expect(frameAt(time, 120)).toBe(i);
    }
    expect(frameAt(stepTime(time, 120, -1, duration), 120)).toBe(4);
    expect(stepTime(0, 120, -1, duration)).toBe(frameTime(0, 120));
    expect(frameAt(stepTime(2.999, 120, 1, duration), 120)).toBe(359);
  });

  it('offers 1×, ½×, ¼× and ⅛×: [ goes slower, ] faster, holding at the ends', () => {
    expect(nextSpeed(1, 1)).toBe(0.5);
    expect(nextSpeed(0.5, 1)).toBe(0.25);
    expect(nextSpeed(0.125, 1)).toBe(0.125);
    expect(nextSpeed(0.25, -1)).toBe(0.5);
    expect(nextSpeed(1, -1)).toBe(1);
    expect(nextSpeed(0.3, 1)).toBe(0.125);
    expect([1, 0.5, 0.25, 0.125].map(cycleSpeed)).toEqual([0.5, 0.25, 0.125, 1]);
    expect([1, 0.5, 0.25, 0.125, 2].map(speedLabel)).toEqual(['1×', '½×', '¼×', '⅛×', '2×']);
  });

  it('puts clips in step at their impacts, or at their starts when one has none', () => {
    expect(anchors([2000, 1500])).toEqual([2, 1.5]);
    expect(anchors([2000, null])).toEqual([0, 0]);
    const [lead, other] = anchors([2000, 1500]);
    expect(inStepTime(2, lead, other)).toBe(1.5);
    expect(inStepTime(0.25, lead, other)).toBe(-0.25);
  });
});
