import { defaultPublicConfig } from '../../common/public-config-defaults';
import type { PublicConfig } from '../../common/schemas/public-config';

/**
 * Keeps the known keys whose value has the default's type (strings, or null for the optional
 * ids). Checked by hand rather than with the zod schema so that zod stays out of the first load.
 */
function pickKnownValues(raw: unknown): Partial<PublicConfig> {
  if (typeof raw !== 'object' || raw === null) return {};
  const picked: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaultPublicConfig)) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string' || (value === null && fallback === null)) picked[key] = value;
  }
  return picked as Partial<PublicConfig>;
}

/**
 * The server writes the deployment's config into every page as a JSON data block (web/root.tsx).
 * Without it (tests) or with a damaged one, the defaults keep the site usable. On the server, the
 * defaults until the server's renderer is given the deployment's (setServerPublicConfig).
 */
function readPublicConfig(): PublicConfig {
  if (import.meta.env.SSR) return { ...defaultPublicConfig };
  const fallback = { ...defaultPublicConfig, publicUrl: window.location.origin };
  const text = document.getElementById('app-config')?.textContent;
  if (!text) return fallback;
  try {
    return { ...fallback, ...pickKnownValues(JSON.parse(text)) };
  } catch {
    return fallback;
  }
}

export const publicConfig: PublicConfig = readPublicConfig();

/** The deployment's configuration, on the server (web/entry.server.tsx: every page is rendered with it). */
export function setServerPublicConfig(site: PublicConfig): void {
  Object.assign(publicConfig, site);
}
