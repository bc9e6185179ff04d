import { describe, expect, it, vi } from 'vitest';

/**
 * No more than 4 password hashes at once per process; past that a request
 * waits its turn or gets a 503, never an unbounded queue. The 200-sign-in test in
 * accounts.test.ts watches memory, but libuv's 4 worker threads would cap running hashes at 4 even
 * without the limit, and it accepts a run with no 503 at all: this test watches the limit itself,
 * with argon2 replaced by a stand-in that counts how many run at once.
 */
const argon2 = vi.hoisted(() => {
  const state = { active: 0, max: 0, calls: 0 };
  const work = async () => {
    state.calls++;
    state.active++;
    state.max = Math.max(state.max, state.active);
    await new Promise((resolve) => setTimeout(resolve, 5));
    state.active--;
  };
  return {
    state,
    hash: async () => {
      await work();
      return '$argon2id$v=19$m=19456,t=2,p=1$stand-in';
    },
    verify: async () => {
      await work();
      return true;
    },
  };
});
vi.mock('@node-rs/argon2', () => ({ hash: argon2.hash, verify: argon2.verify }));

const { hashPassword, verifyPassword } = await import('../modules/accounts/passwords');

describe('bounded password hashing', () => {
  it('runs at most 4 hashes at once and lets the rest wait their turn', async () => {
    argon2.state.max = 0;
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? hashPassword('correct horse battery') : verifyPassword('$argon2id$x', 'guess'))));
    expect(results).toHaveLength(40);
    expect(argon2.state.max).toBe(4);
    expect(argon2.state.active).toBe(0);
  });

  it('answers 503 beyond a bounded queue instead of queueing without end, and recovers', async () => {
    argon2.state.max = 0;
    const calls = argon2.state.calls;
    const settled = await Promise.allSettled(Array.from({ length: 300 }, () => hashPassword('correct horse battery')));
    const refused = settled.filter((s) => s.status === 'rejected');
    const done = settled.filter((s) => s.status === 'fulfilled');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 503 });
    // Only those let in ever reached argon2, and never more than 4 at once.
    expect(argon2.state.calls - calls).toBe(done.length);
    expect(done.length).toBeLessThan(150);
    expect(argon2.state.max).toBe(4);

    // Every slot came back: the next burst goes through whole.
    argon2.state.max = 0;
    const again = await Promise.allSettled(Array.from({ length: 20 }, () => hashPassword('correct horse battery')));
    expect(again.every((s) => s.status === 'fulfilled')).toBe(true);
    expect(argon2.state.max).toBe(4);
  });
});
