import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * The address parameters that open a dialog of the page (decision 032): `?share` (Share, on Shot
 * data and a scorecard), `?import` (Import CSV, on Shot data), `?rename` (a session's name) and
 * `?delete-round` (a scorecard's Delete). Never a filter: no loader reads them.
 */
const DIALOG_PARAMS = ['share', 'import', 'rename', 'delete-round'] as const;
type DialogParam = (typeof DIALOG_PARAMS)[number];

/** The address' parameters without those that open a dialog. */
export function withoutDialogs(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const param of DIALOG_PARAMS) rest.delete(param);
  return rest;
}

const newTab = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A dialog whose opener works before the app is live: the opener is a link to the page's address
 * with `?{param}` (a click while the page is only HTML loads the page with it), and once the app
 * is live it opens the dialog in place. A page loaded with the parameter opens the dialog as soon
 * as the app is live and takes the parameter out of the address (not an entry of the history).
 */
export function useDialogAddress(param: DialogParam) {
  const [params, setParams] = useSearchParams();
  const requested = params.has(param);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!requested) return;
    setOpen(true);
    void setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, param, setParams]);

  const linked = new URLSearchParams(params);
  linked.set(param, '');
  return {
    open,
    close: () => setOpen(false),
    /** Props of the opener: a link that the app turns into a button. */
    opener: {
      href: `?${linked.toString()}`,
      role: 'button',
      onClick: (event: MouseEvent) => {
        if (newTab(event)) return;
        event.preventDefault();
        setOpen(true);
      },
      // A button opens on Space too; a link would not.
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        setOpen(true);
      },
    },
  };
}

/**
 * A route's `shouldRevalidate` for pages with such dialogs: adding or removing `?share` or
 * `?import`, or changing one of `alsoIgnored` (parameters that only a part of the page reads for
 * itself), is no reason to read the page's data again. Everything else as the framework decides.
 */
export function unlessOnlyDialogsOr(alsoIgnored: readonly string[]) {
  const rest = (params: URLSearchParams) => {
    const kept = withoutDialogs(params);
    for (const param of alsoIgnored) kept.delete(param);
    return kept.toString();
  };
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean => {
    const onlyIgnored =
      !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search && rest(currentUrl.searchParams) === rest(nextUrl.searchParams);
    return onlyIgnored ? false : defaultShouldRevalidate;
  };
}

/** `unlessOnlyDialogsOr` with nothing more: only the dialogs' parameters are ignored. */
export const unlessOnlyDialogs = unlessOnlyDialogsOr([]);
