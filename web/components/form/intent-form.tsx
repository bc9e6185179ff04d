import type { ReactNode } from 'react';

/** What an IntentForm's post answers (intentAction in web/lib/form-action.server.ts): the success text, or why not. */
export type IntentAnswer = { done: string; error?: undefined } | { error: string; done?: undefined };

/**
 * A row's button (`children`, a submit button) in a form of its own, posted to `action` with
 * `intent` and the row's `id`: without JavaScript, or before the app has started, a real post;
 * with it, `onAsk` instead (a dialog that asks first, then posts through a fetcher).
 */
export function IntentForm({ action, intent, id, onAsk, children }: { action: string; intent: string; id: string; onAsk: () => void; children: ReactNode }) {
  return (
    <form
      method="post"
      action={action}
      style={{ display: 'contents' }}
      onSubmit={(event) => {
        event.preventDefault();
        onAsk();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
    </form>
  );
}
