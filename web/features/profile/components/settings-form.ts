import type { SubmissionResult } from '@conform-to/react';
import { useActionData, useFetcher, useSearchParams } from 'react-router';

/** What the Settings action answers (web/features/profile/settings.server.ts): the form's result, and the success text. */
/** The page's forms, named by `?form=` of the action's address (web/features/profile/settings.server.ts). */
export type SettingsForm = 'profile' | 'password' | 'units';

export type SettingsAnswer = SubmissionResult<string[]> & { done?: string };

/**
 * One of the Settings forms, posted to the page's action at `?form={which}`: with the app
 * started through its own fetcher (the other forms and the address stay as they are), without
 * it as a real post, whose answer the page gets as its action data at that address.
 */
export function useSettingsForm(which: SettingsForm) {
  const fetcher = useFetcher<SettingsAnswer>({ key: `settings-${which}` });
  const [params] = useSearchParams();
  const posted = useActionData<SettingsAnswer>();
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
