import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { messages } from '../../../../common/messages';
import type { DistanceUnit, SpeedUnit, UnitPreferences } from '../../../../common/units';
import { useSession } from '../../auth/session-provider';
import { saveUnits } from '../api';

const DISTANCE_CHOICES: { value: DistanceUnit; label: string }[] = [
  { value: 'yd', label: messages.unitsYards },
  { value: 'm', label: messages.unitsMetres },
];
const SPEED_CHOICES: { value: SpeedUnit; label: string }[] = [
  { value: 'mph', label: messages.unitsMph },
  { value: 'kmh', label: messages.unitsKmh },
];

function UnitChoice<T extends string>({
  label,
  name,
  value,
  choices,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  value: T;
  choices: { value: T; label: string }[];
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
        {label}
      </FormLabel>
      <RadioGroup row name={name} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} sx={{ mr: 3 }} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Settings, "Units" (issue 9): yards or metres and mph or km/h for every figure, chart and CSV
 * export. Saved with the button; the answer's user replaces the session's, so every page shows
 * the new units at once. Shots stay stored in metric (docs/decisions/011).
 */
export function UnitsCard({ preferences }: { preferences: UnitPreferences }) {
  const { replaceUser } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [distanceUnit, setDistanceUnit] = useState(preferences.distanceUnit);
  const [speedUnit, setSpeedUnit] = useState(preferences.speedUnit);
  const [saving, setSaving] = useState(false);
  // Units changed elsewhere (a restored backup takes its units): the choices show them.
  const [shown, setShown] = useState(preferences);
  if (shown.distanceUnit !== preferences.distanceUnit || shown.speedUnit !== preferences.speedUnit) {
    setShown(preferences);
    setDistanceUnit(preferences.distanceUnit);
    setSpeedUnit(preferences.speedUnit);
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = await saveUnits({ distanceUnit, speedUnit });
    setSaving(false);
    if (!result.ok) {
      enqueueSnackbar(result.error, { variant: 'error' });
      return;
    }
    replaceUser(result.data.user);
    enqueueSnackbar(messages.unitsSaved, { variant: 'success' });
  };

  return (
    <Card component="section" aria-labelledby="units-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="units-heading" variant="h6" component="h2">
          {messages.unitsHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {messages.unitsIntro}
        </Typography>
        <Box
          component="form"
          method="post"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: { xs: 'flex-start', sm: 'flex-end' }, columnGap: 6, rowGap: 2 }}
        >
          <UnitChoice
            label={messages.unitsDistance}
            name="distanceUnit"
            value={distanceUnit}
            choices={DISTANCE_CHOICES}
            disabled={saving}
            onChange={setDistanceUnit}
          />
          <UnitChoice label={messages.unitsSpeed} name="speedUnit" value={speedUnit} choices={SPEED_CHOICES} disabled={saving} onChange={setSpeedUnit} />
          <Button type="submit" variant="contained" disabled={saving} sx={{ ml: { sm: 'auto' }, mb: { sm: 0.5 } }}>
            {messages.unitsSave}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
