import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import { IMPORT_DISTANCE_UNITS, IMPORT_SPEED_UNITS, IMPORT_WEDGES, type ImportDistanceUnit, type ImportPreview, type ImportSpeedUnit } from '../../../common/schemas/import';
import { fillMessage } from '../../../common/stats-format';
import { timeZones, type ReadingChoices } from './import-api';
import { UNIT_NAMES } from './import-preview';
import { formatCount } from '../../../common/format';

/**
 * How the file is read, where it leaves it open: the units it does not name (asked, never
 * assumed), the zone its times are read in (the browser's at first), the wedge of its "Wedge" rows.
 */
export function ReadingFields({
  preview,
  reading,
  disabled,
  onChange,
}: {
  preview: ImportPreview;
  reading: ReadingChoices;
  disabled: boolean;
  onChange: (change: ReadingChoices) => void;
}) {
  const askSpeed = !preview.units.speedInFile;
  const askDistance = !preview.units.distanceInFile;
  const askWedge = preview.counts.genericWedges > 0 || reading.wedge !== undefined;
  if (!askSpeed && !askDistance && preview.timeZone === null && !askWedge) return null;
  const select = (label: string, value: string | undefined, options: readonly string[], name: (o: string) => string, change: (v: string) => void, testId: string) => (
    <TextField
      select
      size="small"
      required
      label={label}
      value={value ?? ''}
      onChange={(e) => change(e.target.value)}
      disabled={disabled}
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {name(o)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ mb: 2 }}>
      {(askSpeed || askDistance) && (
        <>
          {preview.units.needed.length > 0 && (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {messages.importUnitsQuestion}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {askSpeed &&
              select(messages.importSpeedUnitLabel, reading.speedUnit, IMPORT_SPEED_UNITS, (o) => UNIT_NAMES[o as ImportSpeedUnit], (v) => onChange({ speedUnit: v as ImportSpeedUnit }), 'import-speed-unit')}
            {askDistance &&
              select(messages.importDistanceUnitLabel, reading.distanceUnit, IMPORT_DISTANCE_UNITS, (o) => UNIT_NAMES[o as ImportDistanceUnit], (v) => onChange({ distanceUnit: v as ImportDistanceUnit }), 'import-distance-unit')}
          </Stack>
        </>
      )}
      {preview.timeZone !== null && (
        <Autocomplete
          disableClearable
          disabled={disabled}
          options={timeZones()}
          value={preview.timeZone}
          onChange={(_e, value) => onChange({ timeZone: value })}
          renderInput={(params) => <TextField {...params} size="small" label={messages.importTimeZoneLabel} helperText={messages.importTimeZoneHelp} />}
          sx={{ maxWidth: 420, mb: 2 }}
        />
      )}
      {askWedge && (
        <>
          <Typography sx={{ mb: 1 }}>{fillMessage(messages.importWedgeQuestion, { count: formatCount(preview.counts.genericWedges) })}</Typography>
          {select(messages.importWedgeLabel, reading.wedge, IMPORT_WEDGES, (o) => o, (v) => onChange({ wedge: v }), 'import-wedge')}
        </>
      )}
    </Box>
  );
}

