import { describe, expect, it } from 'vitest';
import * as indexRoute from './route';

/* /ogs-admin itself, as the framework calls its loader: it opens the users list. */
describe('the admin area’s index', () => {
  it('redirects to the users list', () => {
    const answer = indexRoute.loader();
    expect(answer).toBeInstanceOf(Response);
    expect([answer.status, answer.headers.get('location')]).toEqual([302, '/ogs-admin/users']);
  });
});
