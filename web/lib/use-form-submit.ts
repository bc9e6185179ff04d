import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { failedHumanVerification } from '../../common/first-load-messages';

interface Verification {
  /** A human-verification token (web/features/human-verification), or undefined when verification is off. */
  getToken: () => Promise<string | undefined>;
  /** Whether a form may go without a token when none can be made. */
  required?: boolean;
  /** Told 'Failed human verification' when a required token cannot be made; nothing is sent then. */
  onRefused?: (message: string) => void;
}

/**
 * The submission of a form with the app started, once Conform has checked its fields with the
 * shared schema: posted to the page's action as the browser itself posts it without JavaScript,
 * with a human-verification token added when `verification` is given (spec section 5: a form that
 * requires one and cannot get one sends nothing). `pending` is true from the click until the
 * action's answer (or its redirect) has arrived: the form disables its fields meanwhile
 * (spec section 4), and the focus goes back where it was afterwards.
 */
export function useFormSubmit(verification?: Verification) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [verifying, setVerifying] = useState(false);
  const pending = verifying || navigation.formData !== undefined;

  // Disabling the fields drops the focus: it goes back to where it was once they are enabled
  // again, so after a refusal the keyboard carries on in the form.
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
    const options = { method: 'post' as const };
    if (!verification) return void submit(formData, options);
    setVerifying(true);
    verification
      .getToken()
      .then(
        (token) => {
          if (token) formData.set('token', token);
          return true;
        },
        () => !verification.required,
      )
      .then((send) => {
        if (send) return submit(formData, options);
        verification.onRefused?.(failedHumanVerification);
      })
      .finally(() => setVerifying(false));
  };

  return { onSubmit, pending };
}
