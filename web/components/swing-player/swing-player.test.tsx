import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { PlayableClip } from './swing-player';
import { SwingPlayer } from './swing-player';

const clip = (id: string, camera: PlayableClip['camera'], impactMs: number | null): PlayableClip => ({
  id,
  camera,
  fps: 120,
  durationMs: 3000,
  impactMs,
  videoUrl: `/api/clips/${id}/video`,
});

describe('SwingPlayer drawn by the server', () => {
  it('draws both cameras as inline, muted videos, the first loading at once inside the controller', () => {
    const html = renderToString(<SwingPlayer clips={[clip('a', 'face-on', 2000), clip('b', 'down-the-line', 2000)]} label="Swing" />);
    const videos = html.match(/<video[^>]*>/g)!;
    expect(videos).toHaveLength(2);
    for (const video of videos) {
      expect(video).toMatch(/playsinline=""/i);
      expect(video).toMatch(/muted=""/);
    }
    // The leading clip loads at once; the other reads its index first, leaving it the bandwidth.
    expect(videos[0]).toMatch(/preload="auto"/);
    expect(videos[1]).toMatch(/preload="metadata"/);
    expect(videos[0]).toContain('slot="media"');
    expect(videos[0]).toContain('src="/api/clips/a/video"');
    expect(html).toMatch(/<media-controller[^>]*>\s*<video/);
    expect(html).toContain('Face-on');
    expect(html).toContain('Down the line');
    // The controls: play, the frame steps, the four speeds, impact, loop and fullscreen.
    for (const tag of ['media-play-button', 'media-time-range', 'media-loop-button', 'media-fullscreen-button']) expect(html).toContain(`<${tag}`);
    expect(html).toContain('aria-label="Previous frame"');
    expect(html).toContain('aria-label="Next frame"');
    expect(html).toContain('aria-label="Jump to impact"');
    expect(html).toContain('aria-label="Playback speed: 1×"');
    expect(html).toContain('Frame 1 of 360');
  });

  it('offers no jump to impact for a clip without one, and says when there is nothing to play', () => {
    expect(renderToString(<SwingPlayer clips={[clip('a', 'other', null)]} label="Swing" />)).not.toContain('Jump to impact');
    expect(renderToString(<SwingPlayer clips={[{ ...clip('a', 'other', null), videoUrl: null }]} label="Swing" />)).toContain('not ready to play');
  });

  it('opens two swings at their impacts when asked, in the addresses, so before any script', () => {
    const html = renderToString(<SwingPlayer clips={[clip('a', 'face-on', 2000), { ...clip('b', 'face-on', 1500), fps: 60 }]} label="Two swings" openAt="impact" />);
    const sources = [...html.matchAll(/<video[^>]*src="([^"]*)"/g)].map((m) => m[1]);
    // The middle of the impact's frame: 240 at 120 fps, 90 at 60 fps.
    expect(sources).toEqual(['/api/clips/a/video#t=2.00417', '/api/clips/b/video#t=1.50833']);
    expect(html).toContain('Frame 241 of 360');
    // Without an impact for every clip, both open at their starts.
    const partial = renderToString(<SwingPlayer clips={[clip('a', 'face-on', 2000), clip('b', 'face-on', null)]} label="Two swings" openAt="impact" />);
    expect(partial).toContain('src="/api/clips/a/video"');
    expect(partial).toContain('Frame 1 of 360');
  });

  it('leaves a tap on the video to the player (play or pause), not to media-chrome’s gestures', () => {
    const html = renderToString(<SwingPlayer clips={[clip('a', 'face-on', 2000)]} label="Swing" />);
    expect(html).toMatch(/<media-controller[^>]*gesturesdisabled=""/);
  });
});
