/*
 * A prerendered form is on screen before the app has taken it over. Sent in that moment, the
 * browser would submit it itself: a GET to the page's own address with the fields (a password
 * included) in the query string. Until the page is hydrated, submissions are held back instead,
 * and the last one is sent again, through the app, once the page is live.
 */
let holding = false;
let held: HTMLFormElement | null = null;

function hold(event: Event): void {
  event.preventDefault();
  event.stopPropagation();
  if (event.target instanceof HTMLFormElement) held = event.target;
}

/** From the start of a prerendered page (main.tsx). */
export function holdEarlySubmits(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('submit', hold, true);
}

/** When the page is hydrated (lazy-page.tsx): submissions go to the app again, a held one first. */
export function releaseEarlySubmits(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('submit', hold, true);
  const form = held;
  held = null;
  if (form?.isConnected) form.requestSubmit();
}
