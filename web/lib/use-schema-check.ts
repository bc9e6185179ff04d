import { useEffect, useRef, useState } from 'react';
import { parse, type Submission } from '@conform-to/react';
import type { z } from 'zod';

type Parse<Output> = (formData: FormData) => Submission<Output>;
/** What `useForm` takes of the check: the schema's, or `unchecked` before it has come. */
interface CheckOptions<Output> {
  shouldValidate: 'onSubmit';
  shouldRevalidate: 'onSubmit' | 'onInput';
  onValidate: (context: { formData: FormData }) => Submission<Output>;
}

/**
 * Before the schema has come: what the page asks of the form (a field set by the page, say) done
 * as Conform does it, nothing refused; the action checks what is sent. (Without an `onValidate`,
 * Conform would post such a request to the action.)
 */
const unchecked = <Output>({ formData }: { formData: FormData }) => parse(formData, { resolve: (value) => ({ value }) }) as Submission<Output>;

/**
 * A form's check in the browser with its shared zod schema (decision 028): the schema and
 * Conform's zod adapter are imported once the page is live, so that zod is not in a form page's
 * first load. Until they have come, the form is sent as it is and the page's action, which
 * checks it with the same schema, answers with the same messages (as it does without
 * JavaScript); from then on the messages come at once, and again as a field in error is changed.
 *
 * `options` go into Conform's `useForm`; `formProps` on the form say which check is on
 * (`data-check`: 'server' until the browser's is, then 'browser'): a form page's first-use script
 * (web/lib/page-scripts.ts) holds a form sent before it is 'browser', and browser tests that try
 * the instant messages wait for it.
 */
export function useSchemaCheck<Schema extends z.ZodType<Record<string, unknown>>>(loadSchema: () => Promise<Schema>) {
  const [schemaCheck, setSchemaCheck] = useState<Parse<z.output<Schema>> | null>(null);
  const load = useRef(loadSchema);
  useEffect(() => {
    let live = true;
    void Promise.all([load.current(), import('@conform-to/zod/v4')]).then(([schema, { parseWithZod }]) => {
      if (live) setSchemaCheck(() => (formData: FormData) => parseWithZod(formData, { schema }));
    }, () => {
      // Not loaded (offline, say): the action's check goes on answering.
    });
    return () => {
      live = false;
    };
  }, []);

  const options: CheckOptions<z.output<Schema>> = schemaCheck
    ? { shouldValidate: 'onSubmit', shouldRevalidate: 'onInput', onValidate: ({ formData }) => schemaCheck(formData) }
    : // Nothing to check with yet: a message from the action stays until the next post.
      { shouldValidate: 'onSubmit', shouldRevalidate: 'onSubmit', onValidate: unchecked };
  return { options, formProps: { 'data-check': schemaCheck ? 'browser' : 'server' } };
}
