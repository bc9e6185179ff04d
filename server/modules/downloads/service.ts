import type { Release } from '../../../common/schemas/downloads';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import * as repo from './repo';

/**
 * Seeds the releases table from DESKTOP_DOWNLOAD_URL and DESKTOP_VERSION when it has no desktop
 * release yet. Once a release is published, publishing (admin area or `npm run releases`) is the
 * only way to change what Downloads offers.
 */
export function seedDesktopRelease(db: Database, release: Release): Promise<boolean> {
  return repo.seedRelease(db, { platform: 'desktop', ...release });
}

/** Call 9: what Downloads offers. */
export async function currentReleases(db: Database): Promise<{ desktop: Release }> {
  const desktop = await repo.findCurrentRelease(db, 'desktop');
  if (!desktop) throw notFound();
  return { desktop: { url: desktop.url, version: desktop.version } };
}

/** A new desktop release becomes the one Downloads offers. */
export async function publishDesktopRelease(db: Database, release: Release, publishedBy: string | null): Promise<{ desktop: Release }> {
  const row = await repo.insertRelease(db, { platform: 'desktop', ...release, publishedBy });
  return { desktop: { url: row.url, version: row.version } };
}
