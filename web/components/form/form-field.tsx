import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  defaultValue?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
}

/**
 * A text field of the forms (ConformField draws one from a Conform field), as MUI's `TextField`
 * draws an outlined one (the same elements, ids and look), from the parts MUI documents it as a
 * convenience over: `TextField` imports Select, Menu and Modal for its `select` mode, which these
 * forms never use, and those weigh more than the page's own code.
 */
export function FormField({ id, label, helperText, required, disabled, error, fullWidth = true, margin, ...input }: FormFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} margin={margin} required={required} disabled={disabled} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} fullWidth={fullWidth} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
