import { prerenderMarker } from '../../common/prerender';
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

function prerenderConfig(): PublicConfig {
  const config: Record<string, string | null> = {};
  for (const [key, fallback] of Object.entries(defaultPublicConfig)) config[key] = fallback === null ? null : prerenderMarker(key);
  return config as unknown as PublicConfig;
}

/**
 * The server writes the deployment's config into index.html as a JSON data block. Without it
 * (Vite dev server, tests) or with a damaged one, the defaults keep the site usable.
 */
function readPublicConfig(): PublicConfig {
  // The build's prerender (no document): markers the server replaces with this deployment's values.
  if (import.meta.env.SSR) return prerenderConfig();
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
