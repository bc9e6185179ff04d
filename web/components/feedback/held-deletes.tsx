import { useEffect, useRef, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import { heldDelete, heldKeys, heldVersion, isDeleted, sendDelete, subscribeHeld, undoDelete, type HeldKind } from '../../lib/held-deletes';

const useHeldVersion = () => useSyncExternalStore(subscribeHeld, heldVersion, () => 0);

/** The items without those deleted on this page (held for their Undo, or sent). */
export function useWithoutDeleted<T>(kind: HeldKind, items: readonly T[], idOf: (item: T) => string): T[] {
  useHeldVersion();
  return items.filter((item) => !isDeleted(kind, idOf(item)));
}

/**
 * The held deletes' snackbars and sending (web/lib/held-deletes.ts), for the signed-in areas:
 * each delete held back gets a snackbar with Undo; it is sent when that snackbar closes, when the
 * golfer goes to another page than the one it was offered on, or when the page is hidden or left
 * (a `keepalive` request, which the browser finishes after the page is gone). A sent delete reads
 * the page's data again; a refused one says so and its row comes back.
 */
export function HeldDeletes() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const version = useHeldVersion();
  // Each hold's snackbar has a key of its own: a delete undone and made again at once must not
  // share its key with the snackbar still leaving (notistack would drop the new one with it).
  const shown = useRef(new Map<string, string>());
  const next = useRef(0);

  const send = useRef(async (key: string, keepalive = false) => {
    const item = heldDelete(key);
    if (!item) return;
    // No longer held from here on: closing the snackbar (whose onClose calls this) sends nothing more.
    const sending = sendDelete(key, { keepalive });
    const snackKey = shown.current.get(key);
    if (snackKey !== undefined) closeSnackbar(snackKey);
    const ok = await sending;
    if (ok === true) void revalidate.current();
    else if (ok === false) enqueueSnackbar(item.failed, { variant: 'error' });
  }).current;

  // A snackbar for each delete newly held back.
  useEffect(() => {
    for (const key of heldKeys()) {
      if (shown.current.has(key)) continue;
      const snackKey = `${key}#${(next.current += 1)}`;
      shown.current.set(key, snackKey);
      const item = heldDelete(key);
      if (!item) continue;
      enqueueSnackbar(item.message, {
        key: snackKey,
        variant: 'success',
        action: (snackbar: SnackbarKey) => (
          <Button
            color="inherit"
            size="small"
            sx={{ fontWeight: 700 }}
            onClick={() => {
              undoDelete(key);
              closeSnackbar(snackbar);
            }}
          >
            {messages.undo}
          </Button>
        ),
        onClose: () => void send(key),
      });
    }
    for (const key of [...shown.current.keys()]) if (!heldDelete(key)) shown.current.delete(key);
  }, [version]);

  // Going to another page sends what was offered on this one, as the navigation starts.
  const target = navigation.location?.pathname ?? pathname;
  useEffect(() => {
    for (const key of heldKeys(target)) void send(key);
  }, [target]);

  // A page hidden (another tab, the phone's home screen) or left may never run again: send now.
  useEffect(() => {
    const flush = () => {
      for (const key of heldKeys()) void send(key, true);
    };
    const hidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, []);

  return null;
}
