import type { DispersionPoint } from '../../../common/schemas/analysis';

/** The action intent a page's route action passes to `overrideAction` (override.server.ts). */
export const OVERRIDE_INTENT = 'override';

/** What a hand override does: exclude a shot, keep one the rule flags, or return it to the rule. */
export const OVERRIDE_ACTIONS = ['exclude', 'restore-by-hand', 'clear'] as const;
export type OverrideAction = (typeof OVERRIDE_ACTIONS)[number];

/** What clicking a shot does: exclude a counted shot; count a left-out one again (by hand when the rule flags it). */
export function toggleAction(shot: Pick<DispersionPoint, 'excluded' | 'mishit' | 'override'>): OverrideAction {
  if (!shot.excluded) return 'exclude';
  return shot.mishit ? 'restore-by-hand' : 'clear';
}

/** An action's answer: the shot's override as PUT/DELETE /api/stats/shots/:id/override answer it, or the refusal. */
export type OverrideResult = { ok: true; action: OverrideAction; shotId: string; override: 'excluded' | 'restored' | null } | { ok: false; error: string };

/** The fields of an override's post, as the page's fetcher submits them. */
export const overrideFields = (shotId: string, action: OverrideAction) => ({ intent: OVERRIDE_INTENT, shotId, action });
