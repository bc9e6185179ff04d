/**
 * The admin area's layout loader, with the rules of its API (server/modules/admin/routes.ts): a
 * signed-in employee by session; anyone else gets no data from the area's pages, and the layout
 * answers them 404 with the ordinary not-found page.
 */
import { data } from 'react-router';
import { isEmployee } from '../../../server/modules/accounts/access';
import type { WebLoadContext } from '../../load-context.server';

/** The admin layout's answer: 404 for a signed-in user who is not an employee (the page is the ordinary not-found page). */
export function adminAreaStatus(context: WebLoadContext) {
  return context.userRow && !isEmployee(context.userRow) ? data(null, { status: 404 }) : null;
}
