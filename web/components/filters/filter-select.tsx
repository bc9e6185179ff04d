import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  name: string;
  label: string;
  defaultValue: string;
  options: FilterOption[];
  id?: string;
  /** The label of a first, empty choice (value ""); no such choice when left out. */
  emptyLabel?: string;
  /** Called with the select's form when a choice is made; without it the form's button applies the choice. */
  onChoose?: (form: HTMLFormElement) => void;
  sx: SxProps<Theme>;
}

/**
 * A filter of a list's GET form: a native select, so that it works before the app is live and
 * without it, its label always above the value.
 */
export function FilterSelect({ name, label, defaultValue, options, id, emptyLabel, onChoose, sx }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      id={id}
      name={name}
      label={label}
      defaultValue={defaultValue}
      onChange={
        onChoose &&
        ((event) => {
          const form = (event.target as unknown as HTMLSelectElement).form;
          if (form) onChoose(form);
        })
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
