import type { PublishReleaseBody, Release, ReleaseSeed } from '../../../common/schemas/downloads';
import type { Database } from '../../db/client';
import type { ReleaseRow } from '../../db/schema/releases';
import { notFound } from '../../errors';
import * as repo from './repo';

/**
 * Seeds the releases table from DESKTOP_DOWNLOAD_URL and DESKTOP_VERSION when it has no desktop
 * release yet. Once a release is published, publishing (admin area or `npm run releases`) is the
 * only way to change what Downloads offers.
 */
export function seedDesktopRelease(db: Database, release: ReleaseSeed): Promise<boolean> {
  return repo.seedRelease(db, { platform: 'desktop', ...release });
}

const present = (row: ReleaseRow): Release => ({
  url: row.url,
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  notes: row.notes,
  sizeBytes: row.sizeBytes,
});

/** Call 9: what Downloads offers. */
export async function currentReleases(db: Database): Promise<{ desktop: Release }> {
  const desktop = await repo.findCurrentRelease(db, 'desktop');
  if (!desktop) throw notFound();
  return { desktop: present(desktop) };
}

/** A new desktop release becomes the one Downloads offers: its notes and size (MB as typed, stored in bytes) with it. */
export async function publishDesktopRelease(db: Database, release: PublishReleaseBody, publishedBy: string | null): Promise<{ desktop: Release }> {
  const row = await repo.insertRelease(db, {
    platform: 'desktop',
    version: release.version,
    url: release.url,
    notes: release.notes ?? null,
    sizeBytes: release.sizeMb === undefined ? null : Math.round(release.sizeMb * 1_000_000),
    publishedBy,
  });
  return { desktop: present(row) };
}
