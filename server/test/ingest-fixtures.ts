import type { App } from '../app';
import { fullRecordExample } from '../modules/docs/examples';

/** Builders for upload payloads and a helper that uploads them with a device token: test use only. */

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** An ISO instant `ms` milliseconds before now. */
export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export interface ShotInput {
  clientId?: string;
  player?: string;
  club?: string;
  takenAt?: string;
  kind?: 'round' | 'range';
  roundClientId?: string;
  sessionClientId?: string;
  hole?: number;
  ballSpeed?: number;
  clubSpeed?: number;
  launchAngle?: number;
  launchDirection?: number;
  spinRate?: number;
  spinAxis?: number;
  carry?: number;
  total?: number;
  offline?: number;
  fairway?: 'hit' | 'left' | 'right';
  [extra: string]: unknown;
}

/** A plausible 7-iron range shot unless told otherwise. */
export function shot(overrides: ShotInput = {}): ShotInput {
  return {
    clientId: nextId('shot'),
    player: 'Me',
    club: '7i',
    takenAt: ago(HOUR_MS),
    kind: 'range',
    ballSpeed: 50,
    clubSpeed: 38,
    launchAngle: 17,
    carry: 140,
    ...overrides,
  };
}

/**
 * A round whose `pars` give its holes firstHole.. in order; scores (and putts) per player in hole
 * order (null: unset).
 */
export function round({
  clientId = nextId('round'),
  course = 'Pebble Creek',
  playedAt = ago(2 * HOUR_MS),
  players = ['Me'],
  pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5],
  firstHole = 1,
  scores = {} as Record<string, (number | null)[]>,
  putts = {} as Record<string, (number | null)[]>,
  courseRating = undefined as number | undefined,
  slopeRating = undefined as number | undefined,
} = {}) {
  return {
    clientId,
    course,
    playedAt,
    ...(courseRating === undefined ? {} : { courseRating }),
    ...(slopeRating === undefined ? {} : { slopeRating }),
    players,
    holes: pars.map((par, i) => ({ hole: firstHole + i, par })),
    scores: Object.entries(scores).flatMap(([player, list]) =>
      list.map((score, i) => {
        const holePutts = putts[player]?.[i];
        return { player, hole: firstHole + i, score, ...(holePutts == null ? {} : { putts: holePutts }) };
      }),
    ),
  };
}

/** A range session an hour ago unless told otherwise. */
export function session(overrides: Record<string, unknown> = {}) {
  return { clientId: nextId('session'), kind: 'range', startedAt: ago(2 * HOUR_MS), ...overrides };
}

/** Every measurement of PRODUCT.md, as a launch monitor reports a good 7-iron (metric units). */
export const FULL_RECORD = fullRecordExample;

export async function upload(app: App, token: string, kind: 'rounds' | 'shots' | 'sessions', items: unknown[]) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/ingest/${kind}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { [kind]: items },
  });
  return res;
}

/** Uploads and insists that everything was stored. */
export async function uploadAll(app: App, token: string, kind: 'rounds' | 'shots' | 'sessions', items: unknown[]) {
  const res = await upload(app, token, kind, items);
  const body = res.json();
  if (res.statusCode !== 200 || body.rejected.length > 0 || body.stored !== items.length) {
    throw new Error(`upload of ${kind} failed: ${res.statusCode} ${res.body}`);
  }
  return body;
}
