import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Link as RouterLink, useFetcher, useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import type { FirstRun } from '../../../common/schemas/onboarding';
import { fillMessage } from '../../../common/stats-format';
import { DISMISS_FIRST_RUN } from '../../features/onboarding/api';

interface Step {
  id: 'download' | 'device' | 'upload';
  title: string;
  text: string;
  action?: { label: string; to: string };
}

const STEPS: Step[] = [
  {
    id: 'download',
    title: messages.firstRunStepDownloadTitle,
    text: messages.firstRunStepDownloadText,
    action: { label: messages.firstRunStepDownloadAction, to: '/account/downloads' },
  },
  {
    id: 'device',
    title: messages.firstRunStepDeviceTitle,
    text: messages.firstRunStepDeviceText,
    action: { label: messages.firstRunStepDeviceAction, to: '/account/profile' },
  },
  { id: 'upload', title: messages.firstRunStepUploadTitle, text: messages.firstRunStepUploadText },
];

function StepRow({ step, done, next }: { step: Step; done: boolean; next: boolean }): ReactNode {
  return (
    <Box
      component="li"
      data-testid={`first-run-${step.id}`}
      data-done={done}
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 1.5, rowGap: 1, alignItems: 'flex-start', py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {done ? (
        <CheckCircle color="success" role="img" aria-hidden={false} aria-label={messages.firstRunDone} sx={{ mt: 0.25 }} />
      ) : (
        <RadioButtonUnchecked sx={{ mt: 0.25, color: 'text.disabled' }} aria-hidden="true" />
      )}
      {/* On a phone the step's button goes under its text (36 px: the mark and the gap). */}
      <Box sx={{ flex: { xs: '0 0 calc(100% - 36px)', sm: '1 1 auto' }, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, ...(done && { color: 'text.secondary', textDecoration: 'line-through' }) }}>{step.title}</Typography>
        {next && (
          <Typography variant="body2" color="text.secondary">
            {step.text}
          </Typography>
        )}
      </Box>
      {!done && step.action && (
        <Button
          component={RouterLink}
          to={step.action.to}
          size="small"
          variant={next ? 'contained' : 'outlined'}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { xs: '36px', sm: 0 }, whiteSpace: 'nowrap' }}
        >
          {step.action.label}
        </Button>
      )}
    </Box>
  );
}

/** While the guide is shown, the dashboard is read again this often, so that a step done in the desktop app ticks itself off. */
const REFRESH_MS = 20_000;

/**
 * The dashboard's first-run guide: download the desktop app, connect it, the first upload; kept
 * short (only the next step says how). Each step is ticked from the account's data (the server's
 * answer, not a click here; data in the account ticks them all);
 * the guide goes once all are done, or when dismissed (the dashboard's action, remembered for the
 * user on the server; gone at once, before the answer).
 */
export function FirstRunGuide({ state }: { state: FirstRun | null }) {
  const dismiss = useFetcher({ key: 'dismiss-first-run' });
  const { revalidate } = useRevalidator();
  const shown = state?.show === true && dismiss.state === 'idle' && !dismiss.data;
  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => void revalidate(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [shown, revalidate]);
  if (!shown) return null;
  const done = STEPS.filter((step) => state.steps[step.id]).length;
  const next = STEPS.find((step) => !state.steps[step.id])?.id;
  return (
    <Card component="section" aria-labelledby="first-run-heading" sx={{ gridColumn: '1 / -1' }} data-testid="first-run-guide">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="first-run-heading" variant="h6" component="h2">
            {messages.firstRunTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="first-run-progress">
            {fillMessage(messages.firstRunProgress, { done, total: STEPS.length })}
          </Typography>
        </Stack>
        {/* Drawn only: "n of 3 done" above says it in words (and a progressbar role means "still loading" to the page checks). */}
        <Box aria-hidden="true" sx={{ mb: 1.5, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
          <Box sx={{ height: '100%', width: `${(done / STEPS.length) * 100}%`, bgcolor: 'primary.main', borderRadius: 3 }} />
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {STEPS.map((step) => (
            <StepRow key={step.id} step={step} done={state.steps[step.id]} next={step.id === next} />
          ))}
        </Box>
        <Box component={dismiss.Form} method="post" action="/account" sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
          <Button type="submit" name="intent" value={DISMISS_FIRST_RUN} size="small" color="inherit">
            {messages.firstRunDismiss}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
