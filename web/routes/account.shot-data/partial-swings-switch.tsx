import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';

/** The words under the switch: what the figures count, and how many partial swings that leaves out or takes in. */
function partialSwingsText(partialShots: number, included: boolean): string {
  if (included) return fillMessage(messages.shotDataPartialCounted, { count: partialShots });
  if (partialShots === 0) return messages.shotDataNoPartial;
  return partialShots === 1 ? messages.shotDataFullSwingsOnlyOne : fillMessage(messages.shotDataFullSwingsOnly, { count: partialShots });
}

/**
 * Full swings only, or partial ones (chips, pitches, punches) too: Club Distances and the per-club
 * analysis follow the address' `?partial=true`, which this switch sets and clears.
 */
export function PartialSwingsSwitch({ partialShots, included, onChange }: { partialShots: number; included: boolean; onChange: (include: boolean) => void }) {
  const id = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={<Switch checked={included} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'aria-describedby': `${id}-help` } }} />}
        label={messages.shotDataIncludePartial}
      />
      <FormHelperText id={`${id}-help`} sx={{ mt: 0 }} data-testid="partial-swings-line">
        {partialSwingsText(partialShots, included)}
      </FormHelperText>
    </Box>
  );
}
