import { useCallback, useSyncExternalStore } from 'react';
import { SHOT_METRIC_NAMES, type ShotMetricName } from '../../../common/shot-metrics';

/**
 * The shot table's hidden columns, remembered in this browser (localStorage), for every session:
 * a display choice, like a column layout in a spreadsheet (decision 023). What is stored is the
 * list of columns the golfer hid, so a column a session has data for shows unless it was hidden.
 * The server draws the page with nothing hidden; the browser applies the choice as it starts
 * (useSyncExternalStore's server snapshot).
 */
export const SESSION_COLUMNS_KEY = 'ogs.session-columns.v1';

/** Columns besides the measurements that can be hidden. */
export const EXTRA_COLUMNS = ['time', 'player', 'status', 'smash'] as const;
export type ExtraColumn = (typeof EXTRA_COLUMNS)[number];
export type ShotColumn = ShotMetricName | ExtraColumn;
const KNOWN = new Set<string>([...SHOT_METRIC_NAMES, ...EXTRA_COLUMNS]);

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: ReadonlySet<ShotColumn> = new Set();
const NONE: ReadonlySet<ShotColumn> = new Set();

function read(): ReadonlySet<ShotColumn> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SESSION_COLUMNS_KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  let parsed: unknown = [];
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    parsed = [];
  }
  cached = new Set(Array.isArray(parsed) ? (parsed.filter((c) => typeof c === 'string' && KNOWN.has(c)) as ShotColumn[]) : []);
  return cached;
}

function write(hidden: ReadonlySet<ShotColumn>) {
  try {
    window.localStorage.setItem(SESSION_COLUMNS_KEY, JSON.stringify([...hidden]));
  } catch {
    // Private mode or a full store: the choice holds for this page only.
    cachedRaw = undefined;
    cached = new Set(hidden);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_COLUMNS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The hidden columns and a setter; the same in every tab of this browser. */
export function useHiddenColumns(): [ReadonlySet<ShotColumn>, (hidden: ReadonlySet<ShotColumn>) => void] {
  const hidden = useSyncExternalStore(subscribe, read, () => NONE);
  const set = useCallback((next: ReadonlySet<ShotColumn>) => write(next), []);
  return [hidden, set];
}
