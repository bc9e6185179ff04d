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

/** media-chrome's own words that it writes in lower case, in sentence case (its English keys). */
export const mediaChromeWords = {
  play: 'Play',
  pause: 'Pause',
  seek: 'Seek',
  'playback time': 'Playback time',
  'enter fullscreen mode': 'Enter fullscreen mode',
  'exit fullscreen mode': 'Exit fullscreen mode',
  'video player': 'Video player',
  'audio player': 'Audio player',
  'video not loaded, unknown time.': 'Video not loaded, unknown time.',
};
