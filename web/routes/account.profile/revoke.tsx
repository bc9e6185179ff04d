import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { IntentForm, type IntentAnswer } from '../../components/form/intent-form';
import { REVOKE_INTENT, useSettingsForm } from './settings-form';

/**
 * A Settings list's Revoke (Connected Devices, Shared links), posted to the page's action at
 * `?form={which}` (web/routes/account.profile/route.server.ts). Each row's button is a form of its
 * own: without JavaScript it posts at once and the page comes back with the outcome in the card;
 * with it, the card asks first in a dialog, then posts through its fetcher, the dialog's buttons
 * disabled meanwhile; the dialog closes with the answer, said in the card, and the framework reads
 * the list again.
 */
export function useRevoke<Row extends { _id: string }>(which: 'devices' | 'links') {
  const settings = useSettingsForm<IntentAnswer>(which);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [wasPending, setWasPending] = useState(false);
  if (settings.pending !== wasPending) {
    setWasPending(settings.pending);
    if (!settings.pending) setConfirming(null);
  }
  return {
    action: settings.action,
    pending: settings.pending,
    confirming,
    ask: setConfirming,
    cancel: () => !settings.pending && setConfirming(null),
    confirm: () => {
      if (confirming) void settings.fetcher.submit({ intent: REVOKE_INTENT, id: confirming._id }, { method: 'post', action: settings.action });
    },
    answer: settings.pending ? undefined : settings.answer,
  };
}

/** A row's Revoke button (`children`) in its form (IntentForm). */
export const RevokeForm = (props: { action: string; id: string; onAsk: () => void; children: ReactNode }) => <IntentForm intent={REVOKE_INTENT} {...props} />;

/** The outcome of the last Revoke, in the card. */
export function RevokeOutcome({ answer }: { answer: IntentAnswer | undefined }) {
  if (!answer) return null;
  return (
    <Alert severity={answer.done ? 'success' : 'error'} sx={{ mt: 1 }}>
      {answer.done ?? answer.error}
    </Alert>
  );
}
