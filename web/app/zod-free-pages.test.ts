import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_FRAME_MODULES, SIGNED_IN_PAGES } from '../../common/prerender';

const WEB = path.resolve(__dirname, '..');

/** The modules a module loads as it starts: static imports and re-exports, not `import type` nor `import()`. */
function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)';/gms)) {
    if (!m[1]) found.push(m[2]);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** The chain of modules from `entry` to the first one that loads zod, or null when none does. */
function pathToZod(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier === 'zod' || specifier.startsWith('zod/') || specifier === '@hookform/resolvers/zod') return [...chain, specifier];
      const next = resolve(file, specifier);
      const found = next && walk(next, [...chain, path.relative(WEB, next)]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, [path.relative(WEB, entry)]);
}

/*
 * zod builds every schema of a module as the module loads: ~90 KB of code evaluated before a page
 * can answer, which on a phone costs more than the page itself (docs/decisions/015). The pages the
 * server draws for a signed-in visitor read the constants they share with the server from zod-free
 * modules (common/constants.ts, common/analysis.ts, common/clubs.ts) and the answers' shapes as
 * types only; Settings' forms fetch their validation when first used (lib/lazy-resolver.ts).
 */
describe('the signed-in pages load without zod', () => {
  const entries = [...SIGNED_IN_FRAME_MODULES, ...SIGNED_IN_PAGES.map(([, module]) => module)];

  it.each(entries)('%s', (module) => {
    expect(pathToZod(path.join(WEB, module))).toBeNull();
  });

  it('finds zod where it is loaded (the validation Settings fetches on first use)', () => {
    expect(pathToZod(path.join(WEB, 'features/profile/components/profile-resolvers.ts'))).not.toBeNull();
  });
});
