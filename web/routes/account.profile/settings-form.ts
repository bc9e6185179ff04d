import type { SubmissionResult } from '@conform-to/react';
import { useActionData, useFetcher, useSearchParams } from 'react-router';
import { messages } from '../../../common/messages';
import { unlessUnreached } from '../../lib/unreached-action';

/**
 * The page's forms, named by `?form=` of the action's address: User Settings, Update Password
 * (web/routes/account.profile/settings.server.ts), Delete Account (delete-account.server.ts), Units (web/routes/account.profile/units.server.ts), and the
 * Revoke of Connected Devices and Shared links (web/routes/account.profile/route.server.ts).
 */
export type SettingsForm = 'profile' | 'password' | 'units' | 'devices' | 'links' | 'link-clip' | 'delete-account';

/** What the Settings forms' action answers: the form's result, and the success text. */
export type SettingsAnswer = SubmissionResult<string[]> & { done?: string };

/** The `intent` of a list's Revoke (a device, a shared link). */
export const REVOKE_INTENT = 'revoke';
/** The `intent` of a shared link's Remove clip. */
export const REMOVE_CLIP_INTENT = 'remove-clip';

/**
 * What a form says when the page's action could not be reached or failed (no answer of ours):
 * in the form, as its API call's failure used to be said, rather than the error page.
 */
const FAILED: Partial<Record<SettingsForm, string>> = {
  units: messages.unitsSaveFailed,
  devices: messages.unknownError,
  links: messages.sharedLinkRevokeFailed,
  'link-clip': messages.unknownError,
};

/** The route's client action (web/routes/account.profile/route.tsx): a post that never reached the action is said in its form. */
export function settingsClientAction(request: Request, serverAction: () => Promise<unknown>) {
  return unlessUnreached(serverAction, () => {
    const which = new URL(request.url).searchParams.get('form') as SettingsForm | null;
    const failed = which ? FAILED[which] : undefined;
    if (!failed) return undefined;
    return which === 'units' ? { status: 'error', error: { '': [failed] } } : { error: failed };
  });
}

/**
 * One of the Settings forms, posted to the page's action at `?form={which}`: with the app
 * started through its own fetcher (the other forms and the address stay as they are), without
 * it as a real post, whose answer the page gets as its action data at that address.
 */
export function useSettingsForm<Answer = SettingsAnswer>(which: SettingsForm) {
  const fetcher = useFetcher<Answer>({ key: `settings-${which}` });
  const [params] = useSearchParams();
  const posted = useActionData<Answer>();
  const action = `/account/profile?form=${which}`;
  return {
    fetcher,
    action,
    answer: fetcher.data ?? (params.get('form') === which ? posted : undefined),
    pending: fetcher.state !== 'idle',
    onSubmit: (event: { preventDefault(): void }, { formData }: { formData: FormData }) => {
      event.preventDefault();
      void fetcher.submit(formData, { method: 'post', action });
    },
  };
}
