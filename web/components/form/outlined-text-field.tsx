import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type OutlinedTextFieldProps = Pick<
  OutlinedInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'type' | 'autoComplete' | 'disabled' | 'error'
> & {
  label: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  helperText?: ReactNode;
};

/**
 * What MUI's TextField renders in its outlined variant, without TextField itself: TextField
 * imports Select (and through it Menu, Popover and Modal) even when no select is shown, which
 * would cost the sign-in page about 15 KB gzip of its 150 KB budget.
 */
export function OutlinedTextField({ label, required, disabled, error, helperText, ...inputProps }: OutlinedTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth margin="normal" required={required} disabled={disabled} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={id}
        // The notch in the outline is sized from this label, asterisk included.
        label={required ? `${label} *` : label}
        slotProps={{ input: { 'aria-describedby': helperText ? helperId : undefined } }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
