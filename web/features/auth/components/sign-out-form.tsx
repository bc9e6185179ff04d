/**
 * The form a Logout entry submits (its `form` attribute names this form's id) when it is used
 * before the app is live or without JavaScript: a real post to /logout, which ends the session
 * and goes to `to` (decision 032). With the app live, the entry signs out itself (useSignOut).
 */
export function SignOutForm({ id, to }: { id: string; to: '/' | '/login' }) {
  return (
    <form id={id} method="post" action="/logout" hidden>
      <input type="hidden" name="to" value={to} />
    </form>
  );
}
