import { useEffect, useState } from 'react';
import type { ClipLibrary } from '../../../common/schemas/clips';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { playerTexts } from '../../components/swing-player/texts';
import { sessionWhen } from '../sessions/describe';
import type { ShareTarget } from './components/share-button';

/** A ready clip the owner may show with a report. */
export interface ClipChoice {
  id: string;
  label: string;
}

/** The library's filter for the report's scope: the round's shots, or the player's over the days. */
export function clipScope(target: ShareTarget, from: string, to: string): URLSearchParams {
  const query = new URLSearchParams();
  if (target.kind === 'round') query.set('round', target.roundId);
  else {
    if (target.player !== 'all') query.set('player', target.player);
    if (from && to && from <= to) {
      query.set('from', from);
      query.set('to', to);
    }
  }
  return query;
}

/** The ready clips of the library's answer, newest shot first, face-on first. */
export function clipChoices(library: ClipLibrary, timeZone: string | undefined): ClipChoice[] {
  return library.shots.flatMap((shot) =>
    shot.clips
      .filter((clip) => clip.status === 'ready')
      .map((clip) => ({
        id: clip.id,
        label: fillMessage(messages.shareClipOption, { club: shot.club, when: sessionWhen(shot.takenAt, timeZone), camera: playerTexts.cameras[clip.camera] }),
      })),
  );
}

/**
 * The newest ready clips in the report's scope, read from the swing library (GET /api/clips/library)
 * once the dialog is open and again when its days change; none while reading or when it fails (the
 * report is made without a clip).
 */
export function useClipChoices(target: ShareTarget, from: string, to: string, timeZone: string | undefined): ClipChoice[] {
  const [choices, setChoices] = useState<ClipChoice[]>([]);
  const query = clipScope(target, from, to).toString();
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/clips/library?${query}`, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as ClipLibrary) : null))
      .then((library) => setChoices(library ? clipChoices(library, timeZone) : []))
      .catch(() => {
        if (!controller.signal.aborted) setChoices([]);
      });
    return () => controller.abort();
  }, [query, timeZone]);
  return choices;
}
