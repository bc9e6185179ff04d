import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Clip } from '../../../common/schemas/clips';
import { fillMessage } from '../../../common/stats-format';
import { anchors as anchorsOf, cycleSpeed, frameAt, frameTime, lastFrame, nextSpeed, speedLabel, stepTime } from './frames';
import { playerTexts as t } from './texts';
import { useInStep } from './use-in-step';
import type {} from './jsx-elements';

/** What the player needs of a clip (the API's clip, ready). */
export type PlayableClip = Pick<Clip, 'id' | 'camera' | 'fps' | 'durationMs' | 'impactMs' | 'videoUrl'>;

const ICONS = {
  previous: 'M6 6h2v12H6zm3.5 6 8.5 6V6z',
  next: 'M6 18l8.5-6L6 6v12zM16 6v12h2V6h-2z',
  impact: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm0-12a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
};
const icon = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d={path} />
  </svg>
);

/**
 * A swing played frame by frame: one or more clips (the cameras of a shot, or two swings) played in
 * step from their impacts, with media-chrome's controls (play, scrub, time, speed, loop, fullscreen)
 * and the player's own frame steps at the first clip's frame rate and a jump to its impact. Keys,
 * with the focus anywhere in the player: space, ← →, [ ]. The videos are drawn by the server with
 * `playsinline`, the first with `preload="auto"` (the others `metadata`, leaving it the bandwidth), so
 * its first frame shows before the controls' script arrives. `openAt="impact"` opens every clip at
 * its impact (a media fragment in the address, so before any script too) when each has one.
 * A click or a tap on a video plays or pauses.
 */
export function SwingPlayer({
  clips,
  label,
  captions,
  openAt = 'start',
}: {
  clips: PlayableClip[];
  label: string;
  captions?: string[];
  openAt?: 'start' | 'impact';
}) {
  const ids = useId();
  const playerId = `${ids}-player`;
  const controllerId = `${ids}-controller`;
  const hintId = `${ids}-keys`;
  const [videos, setVideos] = useState<(HTMLVideoElement | null)[]>([]);
  const videoRefs = useRef<(HTMLVideoElement | null)[]>([]);
  const openedAt = useRef(false);
  const playable = clips.filter((clip) => clip.videoUrl);
  const lead = playable[0];
  const fps = lead?.fps ?? 30;
  const atImpact = openAt === 'impact' && playable.length > 0 && playable.every((clip) => clip.impactMs !== null);
  /** The frame of a clip's impact, at its own rate. */
  const impactFrame = (clip: PlayableClip) => frameAt((clip.impactMs ?? 0) / 1000, clip.fps ?? 30);
  const leadImpact = lead && atImpact ? impactFrame(lead) : 0;
  const [rate, setRate] = useState(1);
  const [frame, setFrame] = useState(leadImpact);
  const [duration, setDuration] = useState<number | null>(null);
  const anchors = useMemo(() => anchorsOf(playable.map((clip) => clip.impactMs)), [playable.map((c) => c.impactMs).join(' ')]);
  const leader = videos[0] ?? null;

  useEffect(() => {
    void import('./media-chrome-elements');
  }, []);

  useEffect(() => {
    setVideos(videoRefs.current.slice(0, playable.length));
  }, [playable.length]);

  useInStep(leader, videos.slice(1), anchors, fps);

  useEffect(() => {
    if (!leader) return;
    const show = () => setFrame(frameAt(leader.currentTime, fps));
    const onRate = () => setRate(leader.playbackRate);
    const onMetadata = () => {
      setDuration(Number.isFinite(leader.duration) ? leader.duration : null);
      // A browser that did not take the address's start: the impact all the same, once.
      if (atImpact && !openedAt.current && leader.readyState >= 1) {
        openedAt.current = true;
        if (frameAt(leader.currentTime, fps) !== leadImpact) leader.currentTime = frameTime(leadImpact, fps);
      }
      show();
    };
    leader.addEventListener('seeked', show);
    leader.addEventListener('timeupdate', show);
    leader.addEventListener('pause', show);
    leader.addEventListener('ratechange', onRate);
    leader.addEventListener('loadedmetadata', onMetadata);
    onMetadata();
    show();
    return () => {
      leader.removeEventListener('seeked', show);
      leader.removeEventListener('timeupdate', show);
      leader.removeEventListener('pause', show);
      leader.removeEventListener('ratechange', onRate);
      leader.removeEventListener('loadedmetadata', onMetadata);
    };
  }, [leader, fps, atImpact, leadImpact]);

  if (!lead) return <Typography color="text.secondary">{t.noVideo}</Typography>;

  const clipDuration = duration ?? (lead.durationMs ?? 0) / 1000;
  const frames = lastFrame(clipDuration, fps) + 1;

  const step = (by: 1 | -1) => {
    if (!leader) return;
    if (!leader.paused) leader.pause();
    leader.currentTime = stepTime(leader.currentTime, fps, by, clipDuration);
  };
  const toImpact = () => {
    if (leader && lead.impactMs !== null) leader.currentTime = frameTime(frameAt(lead.impactMs / 1000, fps), fps);
  };
  const setSpeed = (speed: number) => {
    if (leader) leader.playbackRate = speed;
  };
  const togglePlay = () => {
    if (!leader) return;
    if (leader.paused) void leader.play().catch(() => {});
    else leader.pause();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (event.key === ' ') {
      // A focused button takes its own space (it clicks).
      if (target.tagName.includes('BUTTON') || target.getAttribute('role') === 'button') return;
      togglePlay();
    } else if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else if (event.key === '[') setSpeed(nextSpeed(rate, 1));
    else if (event.key === ']') setSpeed(nextSpeed(rate, -1));
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const camera = (clip: PlayableClip, i: number) => captions?.[i] ?? t.cameras[clip.camera];
  const video = (clip: PlayableClip, i: number) => (
    <video
      ref={(element) => {
        videoRefs.current[i] = element;
      }}
      slot={i === 0 ? 'media' : undefined}
      src={atImpact ? `${clip.videoUrl!}#t=${frameTime(impactFrame(clip), clip.fps ?? 30).toFixed(5)}` : clip.videoUrl!}
      muted
      playsInline
      preload={i === 0 ? 'auto' : 'metadata'}
      aria-label={camera(clip, i)}
      data-clip-id={clip.id}
      onClick={togglePlay}
    />
  );

  return (
    <Box
      id={playerId}
      role="group"
      aria-label={label}
      aria-describedby={hintId}
      tabIndex={0}
      onKeyDownCapture={onKeyDown}
      sx={{
        bgcolor: '#111',
        color: '#fff',
        borderRadius: 1,
        overflow: 'hidden',
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        '--media-control-background': 'transparent',
        '--media-control-hover-background': 'rgba(255,255,255,0.12)',
        '--media-primary-color': '#fff',
        '--media-text-background': 'transparent',
        '--media-range-track-height': '6px',
        '--media-control-height': '24px',
        '--media-button-icon-width': '24px',
        '--media-button-icon-height': '24px',
        '--media-control-padding': '10px',
        '& video': { width: '100%', height: '100%', objectFit: 'contain', display: 'block', bgcolor: '#000' },
        '& media-controller': { display: 'block', width: '100%', height: '100%' },
        '& media-control-bar': { display: 'flex', width: '100%', alignItems: 'center' },
        '& media-time-range': { flex: 1, minWidth: 0 },
        // Each button a 40-44 px target with a 24 px icon (the icon takes the box less its padding).
        '& media-play-button, & media-chrome-button, & media-fullscreen-button': {
          flexShrink: 0,
          boxSizing: 'border-box',
          width: { xs: 40, sm: 44 },
          height: 44,
          padding: { xs: '10px 8px', sm: '10px' },
        },
        '& media-chrome-button.swing-speed': { width: 'auto', minWidth: 48 },
        '& media-loop-button': { width: 'auto', flexShrink: 0, height: 44, gap: '4px' },
        '& media-time-display': { display: { xs: 'none', sm: 'inline-flex' } },
        // The loop button is a word; dimmed while the clip does not loop.
        '& media-loop-button:not([medialoop])': { opacity: 0.6 },
        '& .swing-pane': { height: { xs: playable.length > 1 ? 220 : 280, sm: 360 } },
        '&:fullscreen .swing-pane': { height: 'calc(100vh - 140px)' },
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(playable.length, 2)}, 1fr)` }, gap: '2px' }}>
        {playable.map((clip, i) => (
          <Box key={clip.id} component="figure" sx={{ m: 0, position: 'relative' }}>
            <Box className="swing-pane">
              {i === 0 ? (
                <media-controller id={controllerId} nohotkeys gesturesdisabled autohide="-1" fullscreenelement={playerId}>
                  {video(clip, 0)}
                </media-controller>
              ) : (
                video(clip, i)
              )}
            </Box>
            <Typography component="figcaption" variant="caption" sx={{ position: 'absolute', top: 4, left: 8, px: 0.75, bgcolor: 'rgba(0,0,0,0.6)', borderRadius: 0.5 }}>
              {camera(clip, i)}
            </Typography>
          </Box>
        ))}
      </Box>
      <media-control-bar mediacontroller={controllerId}>
        <media-time-range />
        <Box component="span" data-testid="swing-frame" sx={{ px: 1, fontSize: 13, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {fillMessage(t.frame, { frame: frame + 1, frames })}
        </Box>
        <media-time-display showduration />
      </media-control-bar>
      <media-control-bar mediacontroller={controllerId}>
        <media-play-button />
        <media-chrome-button notooltip aria-label={t.previousFrame} title={t.previousFrame} onClick={() => step(-1)}>
          {icon(ICONS.previous)}
        </media-chrome-button>
        <media-chrome-button notooltip aria-label={t.nextFrame} title={t.nextFrame} onClick={() => step(1)}>
          {icon(ICONS.next)}
        </media-chrome-button>
        <media-chrome-button notooltip className="swing-speed" aria-label={`${t.speed}: ${speedLabel(rate)}`} title={t.speed} onClick={() => setSpeed(cycleSpeed(rate))}>
          <Box component="span" sx={{ minWidth: '3ch', textAlign: 'center', fontSize: 15, fontWeight: 600 }}>
            {speedLabel(rate)}
          </Box>
        </media-chrome-button>
        {lead.impactMs !== null && (
          <media-chrome-button notooltip aria-label={t.jumpToImpact} title={t.jumpToImpact} onClick={toImpact}>
            {icon(ICONS.impact)}
          </media-chrome-button>
        )}
        <Box component="span" sx={{ flex: 1 }} />
        <media-loop-button />
        <media-fullscreen-button />
      </media-control-bar>
      <Typography id={hintId} variant="caption" component="p" sx={{ px: 1.5, pb: 1, color: 'rgba(255,255,255,0.75)' }}>
        {t.keys}
      </Typography>
    </Box>
  );
}
