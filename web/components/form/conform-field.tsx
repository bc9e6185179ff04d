import { fieldProps, type ConformFieldMeta } from './field-props';
import { FormField, type FormFieldProps } from './form-field';

/** What the browser is told of each kind of field: its input type and what it may fill it with. */
const FIELD_KINDS = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
  currentPassword: { type: 'password', autoComplete: 'current-password' },
} as const satisfies Record<string, Pick<FormFieldProps, 'type' | 'autoComplete'>>;

type ConformFieldProps = Omit<FormFieldProps, 'id' | 'name' | 'defaultValue' | 'type' | 'autoComplete'> & {
  /** The Conform field: its id, name, value before a refused post, messages and React key. */
  field: ConformFieldMeta & { key?: string };
  kind: keyof typeof FIELD_KINDS;
  /** False where the form says its messages elsewhere (fieldProps). */
  message?: boolean;
};

/**
 * A form's text field described once: the Conform field, its label and kind, and the form's state
 * (`disabled` while it is sent). `error` and `helperText`, when given, say what the form shows
 * instead of the field's first message. The field's key remounts the input when Conform resets it.
 */
export function ConformField({ field, kind, message, ...props }: ConformFieldProps) {
  return <FormField key={field.key} {...fieldProps(field, { message })} {...FIELD_KINDS[kind]} {...props} />;
}
