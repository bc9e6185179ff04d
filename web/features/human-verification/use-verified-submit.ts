import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import type { HumanAction } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { useHumanVerification } from './human-verification-provider';

/**
 * The submission of a public form with the app started: Conform has checked the fields, this
 * adds the invisible human-verification token for `action` and posts the form to the page's
 * action, as the browser itself does without JavaScript (without a token then). When no token
 * can be made, a form whose verification is optional is sent without one; one that requires it
 * gets 'Failed human verification' through `onRefused` and nothing is sent (spec section 5).
 * `pending` is true from the click until the action's answer (or its redirect) has arrived.
 */
export function useVerifiedSubmit(action: HumanAction, options: { required?: boolean; onRefused?: (message: string) => void } = {}) {
  const { getToken } = useHumanVerification();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [verifying, setVerifying] = useState(false);
  const pending = verifying || navigation.formData !== undefined;

  // The fields are disabled while the form is sent, which drops the focus: it goes back to where
  // it was once they are enabled again, so after a refusal the keyboard carries on in the form.
  const focusBeforeSubmit = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (pending) return;
    const element = focusBeforeSubmit.current;
    focusBeforeSubmit.current = null;
    const active = document.activeElement;
    if (element?.isConnected && (!active || active === document.body)) element.focus();
  }, [pending]);

  const onSubmit = (event: FormEvent<HTMLFormElement>, { formData }: { formData: FormData }) => {
    event.preventDefault();
    focusBeforeSubmit.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setVerifying(true);
    getToken(action)
      .then(
        (token) => {
          if (token) formData.set('token', token);
          return true;
        },
        () => !options.required,
      )
      .then((send) => {
        if (send) return submit(formData, { method: 'post', replace: true });
        options.onRefused?.(messages.failedHumanVerification);
      })
      .finally(() => setVerifying(false));
  };

  return { onSubmit, pending };
}
