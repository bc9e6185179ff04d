import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../../common/messages';
import { fillMessage } from '../../../../common/stats-format';
import { useDismissFirstRun, useFirstRun } from '../api';

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
      sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 1.5, rowGap: 1, alignItems: 'flex-start', py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {done ? (
        <CheckCircle color="success" role="img" aria-hidden={false} aria-label={messages.firstRunDone} sx={{ mt: 0.25 }} />
      ) : (
        <RadioButtonUnchecked sx={{ mt: 0.25, color: 'text.disabled' }} aria-hidden="true" />
      )}
      {/* On a phone the step's button goes under its text (36 px: the mark and the gap). */}
      <Box sx={{ flex: { xs: '0 0 calc(100% - 36px)', sm: '1 1 auto' }, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, ...(done && { color: 'text.secondary', textDecoration: 'line-through' }) }}>{step.title}</Typography>
        {!done && (
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

/**
 * The dashboard's first-run guide (issue 19): download the desktop app, connect it, the first
 * upload. Each step is ticked from the account's data (the server's answer, not a click here);
 * the guide goes once all are done, or when dismissed (remembered for the user on the server).
 */
export function FirstRunGuide() {
  const firstRun = useFirstRun();
  const dismiss = useDismissFirstRun();
  const state = firstRun.data;
  if (!state?.show) return null;
  const done = STEPS.filter((step) => state.steps[step.id]).length;
  const next = STEPS.find((step) => !state.steps[step.id])?.id;
  return (
    <Card component="section" aria-labelledby="first-run-heading" sx={{ gridColumn: '1 / -1' }} data-testid="first-run-guide">
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="first-run-heading" variant="h6" component="h2">
            {messages.firstRunTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="first-run-progress">
            {fillMessage(messages.firstRunProgress, { done, total: STEPS.length })}
          </Typography>
        </Stack>
        {/* Drawn only: "n of 3 done" above says it in words (and a progressbar role means "still loading" to the page checks). */}
        <Box aria-hidden="true" sx={{ mb: 2, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
          <Box sx={{ height: '100%', width: `${(done / STEPS.length) * 100}%`, bgcolor: 'primary.main', borderRadius: 3 }} />
        </Box>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {STEPS.map((step) => (
            <StepRow key={step.id} step={step} done={state.steps[step.id]} next={step.id === next} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" color="inherit" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
            {messages.firstRunDismiss}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
