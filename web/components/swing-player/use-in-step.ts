import { useEffect } from 'react';
import { inStepTime } from './frames';

/** How far (in frames) a following clip may drift while playing before it is put back in step. */
const DRIFT_FRAMES = 1.5;

/**
 * Keeps the following videos in step with the leading one: the same play or pause, speed and loop,
 * and the time that stands at the same moment of the swing (`anchors`, seconds: each clip's
 * impact, or 0). While playing, each presented frame of the leader checks the followers and moves
 * one that drifted more than a frame and a half; a seek, a step or a pause moves them exactly.
 * A follower whose moment lies outside its clip waits at its first or last frame.
 */
export function useInStep(
  leader: HTMLVideoElement | null,
  followers: (HTMLVideoElement | null)[],
  anchors: number[],
  fps: number,
) {
  useEffect(() => {
    if (!leader) return;
    const others = followers.map((video, i) => ({ video, anchor: anchors[i + 1] ?? 0 })).filter((f): f is { video: HTMLVideoElement; anchor: number } => !!f.video);
    if (!others.length) return;
    const leadAnchor = anchors[0] ?? 0;

    const place = (exact: boolean) => {
      for (const { video, anchor } of others) {
        const target = inStepTime(leader.currentTime, leadAnchor, anchor);
        const end = Number.isFinite(video.duration) ? video.duration : Infinity;
        const inside = target >= 0 && target < end;
        const clamped = Math.min(Math.max(target, 0), end);
        if (exact || !inside || Math.abs(video.currentTime - clamped) > DRIFT_FRAMES / fps) {
          if (Math.abs(video.currentTime - clamped) > 1e-4) video.currentTime = clamped;
        }
        if (video.playbackRate !== leader.playbackRate) video.playbackRate = leader.playbackRate;
        if (!leader.paused && inside && video.paused) void video.play().catch(() => {});
        if ((leader.paused || !inside) && !video.paused) video.pause();
      }
    };

    let frameRequest = 0;
    const onFrame = () => {
      place(false);
      if (!leader.paused) frameRequest = leader.requestVideoFrameCallback(onFrame);
    };
    const onPlay = () => {
      place(true);
      if ('requestVideoFrameCallback' in leader) frameRequest = leader.requestVideoFrameCallback(onFrame);
    };
    const onExact = () => place(true);
    const onLoose = () => place(false);
    leader.addEventListener('play', onPlay);
    leader.addEventListener('pause', onExact);
    leader.addEventListener('seeking', onExact);
    leader.addEventListener('ratechange', onLoose);
    // Browsers without requestVideoFrameCallback: four times a second.
    leader.addEventListener('timeupdate', onLoose);
    for (const { video } of others) video.addEventListener('loadedmetadata', onExact);
    place(true);
    return () => {
      if (frameRequest && 'cancelVideoFrameCallback' in leader) leader.cancelVideoFrameCallback(frameRequest);
      leader.removeEventListener('play', onPlay);
      leader.removeEventListener('pause', onExact);
      leader.removeEventListener('seeking', onExact);
      leader.removeEventListener('ratechange', onLoose);
      leader.removeEventListener('timeupdate', onLoose);
      for (const { video } of others) video.removeEventListener('loadedmetadata', onExact);
    };
    // The followers' identities and anchors are what matter; arrays are new on every render.
  }, [leader, ...followers, anchors.join(' '), fps]);
}
