import { expect, it } from 'vitest';
import './zod-without-eval';

it('makes zod parse without compiling code (the CSP forbids eval)', async () => {
  const { globalConfig } = await import('zod/v4/core');
  expect(globalConfig.jitless).toBe(true);
});
