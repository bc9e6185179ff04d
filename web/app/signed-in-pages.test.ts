import { describe, expect, it } from 'vitest';
import { SIGNED_IN_FRAME_MODULES, SIGNED_IN_PAGES } from '../../common/prerender';
import { SIGNED_IN_LAZY_MODULES } from './signed-in-pages';

describe('the signed-in pages the server draws', () => {
  it('each have their code here to fetch before hydrating (a page missing would be taken over undrawn)', () => {
    const named = [...SIGNED_IN_FRAME_MODULES, ...SIGNED_IN_PAGES.map(([, module]) => module)];
    expect(Object.keys(SIGNED_IN_LAZY_MODULES).sort()).toEqual([...named].sort());
  });
});
