import type { z } from 'zod';

/** The first message zod gives for each top-level field, as the forms show one message per field. */
export function firstIssues(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A form check (lib/use-checked-form.ts) that parses with a zod schema: its output, or the first message per field. */
export function checkWithSchema<V, S extends z.ZodType>(schema: S) {
  return (values: V): { ok: true; values: z.output<S> } | { ok: false; errors: Record<string, string> } => {
    const result = schema.safeParse(values);
    return result.success ? { ok: true, values: result.data } : { ok: false, errors: firstIssues(result.error) };
  };
}
