/** How long a computed answer is served: the statistics' windows (10 and 30 days) end at "now". */
export const STATS_CACHE_TTL_MS = 60_000;
/** Answers kept per instance (the four caches this one replaced kept 5,000 each); the least recently used go first. */
export const STATS_CACHE_MAX_ENTRIES = 20_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/**
 * A per-instance cache of computed statistics (rounds list, scorecards, dashboard, shot figures).
 * Keys carry the account's `stats_version`, which every statement storing rounds or shots raises
 * and which arrives with the session on every request: an upload through any instance makes every
 * instance compute afresh, with no message between instances. Entries also expire after
 * STATS_CACHE_TTL_MS, since the windows of the figures move with the clock. Concurrent requests
 * for the same answer share one computation; a failed one is not kept.
 */
export class StatsCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = STATS_CACHE_TTL_MS,
    private readonly maxEntries = STATS_CACHE_MAX_ENTRIES,
    private readonly clock: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get<T>(account: { id: string; statsVersion: number }, query: readonly unknown[], compute: () => Promise<T>): Promise<T> {
    const key = JSON.stringify([account.id, account.statsVersion, ...query]);
    const now = this.clock();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && now - hit.at < this.ttlMs) {
      this.entries.set(key, hit); // most recently used last
      return hit.value as Promise<T>;
    }
    const entry: Entry = { at: now, value: compute() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry.value as Promise<T>;
  }
}

/**
 * The process's one cache of figures, read by the API's routes and the pages' loaders alike
 * through the modules' queries (a page and its JSON call cost the same). Each query's key starts
 * with its kind ('rounds', 'gapping', ...) and holds what else of the account the answer depends on.
 */
export const figures = new StatsCache();
