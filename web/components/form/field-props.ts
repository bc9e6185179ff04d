/** What a form's text field (FormField, or MUI's TextField) needs of its Conform field (decision 024). */
export interface ConformFieldMeta {
  id: string;
  name: string;
  initialValue?: unknown;
  errors?: string[];
}

/**
 * The props every form's text field takes from its Conform field, in one place: the id its label
 * names, the name the form posts, what was typed before a refused post (never a password: the
 * actions reply with `hideFields`), the error state and, unless the form says its messages
 * elsewhere (`message: false`, log-in's one alert), the field's first message; full width with
 * the normal margin, as every form lays them out. The React key stays the caller's: a key cannot
 * be spread.
 */
export function fieldProps(field: ConformFieldMeta, { message = true }: { message?: boolean } = {}) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: field.initialValue as string | undefined,
    error: Boolean(field.errors),
    helperText: message ? field.errors?.[0] : undefined,
    fullWidth: true,
    margin: 'normal' as const,
  };
}
