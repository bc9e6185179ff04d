import { useId } from 'react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import Alert from '@mui/material/Alert';
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
import { messages } from '../../../common/messages';
import { unitPreferencesSchema } from '../../../common/schemas/preferences';
import type { DistanceUnit, SpeedUnit, UnitPreferences } from '../../../common/units';
import { useSettingsForm } from './settings-form';

const DISTANCE_CHOICES: { value: DistanceUnit; label: string }[] = [
  { value: 'yd', label: messages.unitsYards },
  { value: 'm', label: messages.unitsMetres },
];
const SPEED_CHOICES: { value: SpeedUnit; label: string }[] = [
  { value: 'mph', label: messages.unitsMph },
  { value: 'kmh', label: messages.unitsKmh },
];

/** One choice as native radio buttons of one name: posted as the browser posts them, with or without JavaScript. */
function UnitChoice<T extends string>({
  label,
  name,
  defaultValue,
  choices,
  disabled,
}: {
  label: string;
  name: string;
  defaultValue: T;
  choices: { value: T; label: string }[];
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
        {label}
      </FormLabel>
      <RadioGroup row name={name} aria-labelledby={labelId} defaultValue={defaultValue}>
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio />} label={choice.label} sx={{ mr: 3 }} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Settings, "Units": yards or metres and mph or km/h for every figure, chart and CSV
 * export. Posted to the page's action at `?form=units` (web/routes/account.profile/units.server.ts), with
 * or without JavaScript, as the other Settings forms; the root loader, read again after it, brings
 * the new units to every page at once. Each save ends in a success or an error alert, a failure
 * of the server's or of the connection included (the choice posted is kept). Shots stay
 * stored in metric (docs/decisions/011).
 */
export function UnitsCard({ preferences }: { preferences: UnitPreferences }) {
  const settings = useSettingsForm('units');
  const { answer } = settings;
  const [form, fields] = useForm({
    lastResult: answer,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: unitPreferencesSchema }),
    onSubmit: settings.onSubmit,
  });
  const error = form.errors?.[0] ?? fields.distanceUnit.errors?.[0] ?? fields.speedUnit.errors?.[0];
  const feedback = settings.pending ? null : answer?.done ? { severity: 'success' as const, text: answer.done } : error ? { severity: 'error' as const, text: error } : null;

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
          component={settings.fetcher.Form}
          method="post"
          action={settings.action}
          {...getFormProps(form)}
          // Units changed elsewhere (a save, a restored backup): the choices start again from them.
          key={`${preferences.distanceUnit}-${preferences.speedUnit}`}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: { xs: 'flex-start', sm: 'flex-end' }, columnGap: 6, rowGap: 2 }}
        >
          <UnitChoice
            label={messages.unitsDistance}
            name={fields.distanceUnit.name}
            defaultValue={(fields.distanceUnit.initialValue as DistanceUnit | undefined) ?? preferences.distanceUnit}
            choices={DISTANCE_CHOICES}
            disabled={settings.pending}
          />
          <UnitChoice
            label={messages.unitsSpeed}
            name={fields.speedUnit.name}
            defaultValue={(fields.speedUnit.initialValue as SpeedUnit | undefined) ?? preferences.speedUnit}
            choices={SPEED_CHOICES}
            disabled={settings.pending}
          />
          <Button type="submit" variant="contained" disabled={settings.pending} sx={{ ml: { sm: 'auto' }, mb: { sm: 0.5 } }}>
            {messages.unitsSave}
          </Button>
        </Box>
        {feedback && (
          <Alert severity={feedback.severity} sx={{ mt: 2 }}>
            {feedback.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
