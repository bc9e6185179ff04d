import { useRef } from 'react';
import Button from '@mui/material/Button';
import UploadFile from '@mui/icons-material/UploadFile';

/**
 * A button that opens the file picker (a label acting as a button is not allowed by ARIA), with
 * its hidden file input named as the button. The input is emptied once a file is handed over, so
 * choosing the same file again is a new choice.
 */
export function FilePickerButton({ label, accept, disabled, onFile }: { label: string; accept: string; disabled: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFile />} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
