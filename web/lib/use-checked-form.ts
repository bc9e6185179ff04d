import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../common/messages';
import type { LazyValue } from './lazy-value';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form's validation: the values it sends, or one message per field that failed. */
export type Check<V, Out> = (values: V) => { ok: true; values: Out } | { ok: false; errors: FieldErrors<keyof V & string> };

type FieldValue = string | boolean;

/**
 * The state of a small public form in plain React state, with its validation loaded lazily: what
 * the public forms used react-hook-form for (about 10 KB gzip), kept to what they need.
 * - Nothing is checked before the first submission; from then on, a changed field is checked
 *   again as it changes (its message appears or goes), the others keep theirs until submitted.
 * - On a failed check the first field in error, in the order of `defaults`, gets the focus.
 * - `submitting` is true while `onValid` runs (the form disables its fields and buttons); the
 *   focus comes back to the control that had it when the fields are enabled again.
 * - If the validation code cannot be fetched, `rootError` is the unknown-error message.
 * - What was typed into the prerendered form before the app started is kept.
 */
export function useCheckedForm<V extends { [K in keyof V]: FieldValue }, Out>(defaults: V, validation: LazyValue<Check<V, Out>>) {
  type Name = keyof V & string;
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [rootError, setRootError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  const submitted = useRef(false);
  const busy = useRef(false);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  // Disabling the fields while the form is sent drops the focus: it goes back to where it was
  // once they are enabled again, so after a refusal the keyboard carries on in the form.
  const focusBeforeSubmit = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (submitting) return;
    const element = focusBeforeSubmit.current;
    focusBeforeSubmit.current = null;
    const active = document.activeElement;
    if (element?.isConnected && (!active || active === document.body)) element.focus();
  }, [submitting]);

  const setValue = <N extends Name>(name: N, value: V[N]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (!submitted.current) return;
    validation
      .get()
      .then((check) => {
        const result = check(next);
        const message = result.ok ? undefined : result.errors[name];
        setErrors((current) => {
          const others = { ...current };
          delete others[name];
          return message ? { ...others, [name]: message } : others;
        });
      })
      .catch(() => {});
  };

  // A prerendered form can be filled in before the app takes it over: the inputs keep what was
  // typed (or autofilled), and the state learns it here, before anything redraws them.
  useEffect(() => {
    for (const name of Object.keys(defaults) as Name[]) {
      const input = inputs.current[name];
      if (!input) continue;
      const shown = typeof latest.current[name] === 'boolean' ? input.checked : input.value;
      if (shown !== latest.current[name]) setValue(name, shown as V[Name]);
    }
    // Once, on mount.
  }, []);

  const handleSubmit =
    (onValid: (values: Out) => Promise<void>, onInvalid?: () => void) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      submitted.current = true;
      setRootError(null);
      try {
        let check: Check<V, Out>;
        try {
          check = await validation.get();
        } catch {
          setRootError(messages.unknownError);
          onInvalid?.();
          return;
        }
        const result = check(latest.current);
        if (!result.ok) {
          setErrors(result.errors);
          onInvalid?.();
          const first = (Object.keys(defaults) as Name[]).find((name) => result.errors[name]);
          if (first) inputs.current[first]?.focus();
          return;
        }
        setErrors({});
        focusBeforeSubmit.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setSubmitting(true);
        try {
          await onValid(result.values);
        } finally {
          setSubmitting(false);
        }
      } finally {
        busy.current = false;
      }
    };

  /** What a text field needs: its value, change handler, input ref, and disabled and error states. */
  const textField = <N extends Name>(name: N) => ({
    name,
    value: String(values[name]),
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as V[N]),
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    disabled: submitting,
    error: Boolean(errors[name]),
  });

  /** The same for a checkbox. */
  const checkbox = <N extends Name>(name: N) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (event: { target: { checked: boolean } }) => setValue(name, event.target.checked as V[N]),
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    disabled: submitting,
  });

  return {
    values,
    /** The value as last set, typed or not yet drawn. */
    getValue: <N extends Name>(name: N): V[N] => latest.current[name],
    setValue,
    errors,
    rootError,
    submitting,
    handleSubmit,
    textField,
    checkbox,
    preload: validation.preload,
  };
}
