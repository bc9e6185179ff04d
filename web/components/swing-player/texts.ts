import type { Clip } from '../../../common/schemas/clips';

/** The swing player's words. */
export const playerTexts = {
  cameras: { 'face-on': 'Face-on', 'down-the-line': 'Down the line', other: 'Other camera' } satisfies Record<Clip['camera'], string>,
  previousFrame: 'Previous frame',
  nextFrame: 'Next frame',
  jumpToImpact: 'Jump to impact',
  speed: 'Playback speed',
  frame: 'Frame {frame} of {frames}',
  keys: 'Space plays or pauses, ← and → step one frame, [ and ] change the speed.',
  noVideo: 'This clip is not ready to play yet.',
};
