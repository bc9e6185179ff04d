import type { ReleasesResponse } from '../../../common/schemas/downloads';

/** What the loader of Downloads, and of the admin's Releases, reads: null when the read failed. */
export interface ReleasesPageData {
  releases: ReleasesResponse | null;
}
