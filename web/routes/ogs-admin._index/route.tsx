import { redirect } from 'react-router';

/** /ogs-admin itself opens the users list (spec section 2). */
export const loader = () => redirect('/ogs-admin/users');
