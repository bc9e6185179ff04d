/**
 * The flags every Chromium this project starts needs (the browser suite, the benches, the brand
 * images): the machine has no internet, and without them Chromium tries to reach it. Headless is
 * not among them: Playwright adds it itself, the others pass `--headless` first.
 */
export const CHROMIUM_OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
