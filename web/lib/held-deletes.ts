/**
 * Deletes held back for their Undo (docs/decisions/044): a session or round the golfer deleted
 * is hidden from the page at once, while its DELETE waits until the Undo snackbar closes, the
 * golfer goes to another page, or the page is left (then sent with `keepalive`, which outlives
 * the page). An undone delete never reaches the server. A sent one stays hidden (data read before it
 * went may still hold it); a refused one shows again.
 */
export type HeldKind = 'session' | 'round';

export interface HeldDelete {
  kind: HeldKind;
  id: string;
  /** The API address the DELETE goes to. */
  url: string;
  /** The page the Undo is offered on: leaving it sends the delete. */
  pathname: string;
  /** The snackbar's words ("Session deleted"), and those said when the server refuses the delete. */
  message: string;
  failed: string;
}

const held = new Map<string, HeldDelete>();
/** Sent, or being sent: hidden for the page's life (a deleted id never comes back). */
const sent = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export const heldKey = (kind: HeldKind, id: string) => `${kind}:${id}`;

/** Holds a delete back; the key names it for undoDelete and sendDelete (and its snackbar). */
export function holdDelete(item: HeldDelete): string {
  const key = heldKey(item.kind, item.id);
  held.set(key, item);
  changed();
  return key;
}

/** Takes a held delete back: true when it was still held (nothing was sent). */
export function undoDelete(key: string): boolean {
  const was = held.delete(key);
  if (was) changed();
  return was;
}

/**
 * Sends a held delete: null when it is no longer held (undone or sent already), else whether the
 * server deleted it (a record already gone counts as deleted). It is no longer held as soon as
 * this is called, before the answer.
 */
export async function sendDelete(key: string, { keepalive = false } = {}): Promise<boolean | null> {
  const item = held.get(key);
  if (!item) return null;
  held.delete(key);
  sent.add(key);
  changed();
  let ok: boolean;
  try {
    const response = await fetch(item.url, { method: 'DELETE', credentials: 'same-origin', keepalive, headers: { Accept: 'application/json' } });
    ok = response.ok || response.status === 404;
  } catch {
    ok = false;
  }
  if (!ok) {
    sent.delete(key);
    changed();
  }
  return ok;
}

export const heldDelete = (key: string): HeldDelete | undefined => held.get(key);

/** The keys of the held deletes, those offered on another page than `pathname` only when it is given. */
export function heldKeys(leaving?: string): string[] {
  return [...held].filter(([, item]) => leaving === undefined || item.pathname !== leaving).map(([key]) => key);
}

/** Whether the record is hidden: held back, or sent and not read again since. */
export const isDeleted = (kind: HeldKind, id: string) => held.has(heldKey(kind, id)) || sent.has(heldKey(kind, id));

/** For useSyncExternalStore: a number that changes with every change. */
export const heldVersion = () => version;

export function subscribeHeld(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
