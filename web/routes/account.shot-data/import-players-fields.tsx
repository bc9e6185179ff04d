import type { Dispatch, SetStateAction } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import type { ImportPreview } from '../../../common/schemas/import';
import { fillMessage } from '../../../common/stats-format';

/**
 * Whose shots the file holds: a player of the account (or a new name) for each player of the file,
 * or one for the whole file; and the date of a file whose rows carry none.
 */
export function PlayersFields({
  preview,
  players,
  mapping,
  setMapping,
  date,
  setDate,
  disabled,
}: {
  preview: ImportPreview;
  players: string[];
  mapping: Record<string, string>;
  setMapping: Dispatch<SetStateAction<Record<string, string>>>;
  date: string;
  setDate: (date: string) => void;
  disabled: boolean;
}) {
  const targets = preview.hasPlayers ? preview.sourcePlayers : [''];
  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {messages.importPlayersHeading}
      </Typography>
      <Stack spacing={2}>
        {targets.map((source) => (
          <Autocomplete
            key={source}
            freeSolo
            disabled={disabled}
            options={players}
            value={mapping[source] ?? ''}
            inputValue={mapping[source] ?? ''}
            onInputChange={(_e, value) => setMapping((m) => ({ ...m, [source]: value }))}
            onChange={(_e, value) => setMapping((m) => ({ ...m, [source]: value ?? '' }))}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                required={!source}
                label={source ? fillMessage(messages.importPlayerFor, { source }) : messages.importPlayerWholeFile}
                helperText={messages.importPlayerHelp}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 } }}
              />
            )}
            sx={{ maxWidth: 420 }}
          />
        ))}
        {!preview.hasDates && (
          <TextField
            type="date"
            size="small"
            required
            label={messages.importDateLabel}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: new Date().toISOString().slice(0, 10) } }}
            sx={{ maxWidth: 240 }}
          />
        )}
      </Stack>
    </Box>
  );
}
