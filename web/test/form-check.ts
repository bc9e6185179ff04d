import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the page's form checks its fields in the browser (web/lib/use-schema-check.ts: the
 * schema is imported once the form is on screen), for tests of the instant messages. The wait is
 * for that state, with room for a busy machine, not for a time.
 */
export async function browserCheckOn(form = () => document.querySelector('form')): Promise<void> {
  await waitFor(() => expect(form()?.getAttribute('data-check')).toBe('browser'), { timeout: 15_000 });
}
