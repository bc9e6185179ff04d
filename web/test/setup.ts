import { afterEach } from 'vitest';
import { configure } from '@testing-library/react';

/**
 * How long findBy* and waitFor wait for what they look for (they return as soon as it is there).
 * Testing Library's 1 s is less than a lazily imported module can take to arrive on a busy machine
 * (the first import of a module in a test file transforms it and all it imports): 31 tests failed
 * that way. The test's own timeout (vitest.config.ts) stays the bound of the whole test.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * No web test reaches the network. happy-dom's own fetch would send a relative address to
 * http://localhost:3000 (its page's origin), and whatever listens there on the machine would
 * answer. A test that calls the API stubs fetch (web/test/api-stub.ts); any other call fails the
 * test that made it, naming the address.
 */
const unstubbed: string[] = [];
globalThis.fetch = (input: RequestInfo | URL) => {
  unstubbed.push(input instanceof Request ? input.url : String(input));
  return Promise.reject(new TypeError('Failed to fetch: web tests stub fetch (web/test/api-stub.ts)'));
};
afterEach(() => {
  const addresses = unstubbed.splice(0);
  if (addresses.length) throw new Error(`This test fetched without a stub: ${addresses.join(', ')}`);
});
