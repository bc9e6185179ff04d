/**
 * Frame arithmetic of a clip played at its own frame rate. A frame `n` of a clip at `fps` is on
 * screen from n / fps to (n + 1) / fps; the player seeks to the middle of that span, so a seek
 * lands on that frame whatever the decoder's rounding.
 */

/** Allows for a time that is a frame boundary up to float error (n / fps * fps = n − 1e−13). */
const EPSILON = 1e-6;

/** The frame shown at `time` seconds. */
export function frameAt(time: number, fps: number): number {
  return Math.max(0, Math.floor(time * fps + EPSILON));
}

/** The clip's last frame, from its duration in seconds. */
export function lastFrame(duration: number, fps: number): number {
  return Math.max(0, Math.ceil(duration * fps - EPSILON) - 1);
}

/** The time (s) a seek to frame `n` asks for: the middle of its span. */
export function frameTime(frame: number, fps: number): number {
  return (frame + 0.5) / fps;
}

/** The time of the frame `by` frames from the one at `time`, kept within the clip. */
export function stepTime(time: number, fps: number, by: number, duration: number): number {
  const frame = Math.min(Math.max(frameAt(time, fps) + by, 0), lastFrame(duration, fps));
  return frameTime(frame, fps);
}

/** The speeds offered, fastest first: 1×, ½×, ¼×, ⅛×. */
export const SPEEDS = [1, 0.5, 0.25, 0.125] as const;
const SPEED_LABELS: Record<number, string> = { 1: '1×', 0.5: '½×', 0.25: '¼×', 0.125: '⅛×' };

/** "½×"; another rate as its number ("2×"). */
export const speedLabel = (rate: number) => SPEED_LABELS[rate] ?? `${rate}×`;

/** The next speed slower (`by` 1, the `[` key) or faster (`by` −1, `]`), staying at the ends. */
export function nextSpeed(rate: number, by: 1 | -1): number {
  const index = SPEEDS.findIndex((speed) => speed <= rate + EPSILON);
  const at = index === -1 ? SPEEDS.length - 1 : index;
  return SPEEDS[Math.min(Math.max(at + by, 0), SPEEDS.length - 1)];
}

/** The speed after `rate` on the speed button: 1× → ½× → ¼× → ⅛× → 1×. */
export function cycleSpeed(rate: number): number {
  const slower = nextSpeed(rate, 1);
  return slower === rate ? SPEEDS[0] : slower;
}

/**
 * Where each clip stands when the first is at time 0, so clips play in step: at their impacts
 * when every clip has one (two cameras of a shot, or two swings), else at their starts. Seconds.
 */
export function anchors(impactsMs: (number | null)[]): number[] {
  if (impactsMs.some((impact) => impact === null)) return impactsMs.map(() => 0);
  return impactsMs.map((impact) => impact! / 1000);
}

/** The time of a clip anchored at `anchor` when the leading clip (anchored at `leadAnchor`) is at `time`. */
export function inStepTime(time: number, leadAnchor: number, anchor: number): number {
  return time - leadAnchor + anchor;
}
