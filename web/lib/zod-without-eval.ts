/*
 * zod compiles its object parsers with `new Function` where the page allows it, and finds out by
 * trying once; our CSP forbids eval (script-src 'self'), so that probe showed up as a CSP
 * violation on every page that validates a form (Lighthouse best practices: "issues logged in
 * the Issues panel"). Set before zod's first parse, `jitless` makes zod interpret its schemas
 * instead, which for forms of a few fields costs nothing one could notice.
 *
 * zod keeps that setting on globalThis (zod/v4/core/core.js), shared by every copy of it: written
 * there, the first load carries none of zod's code (importing `config` from zod/v4/core added
 * 3.6 KB gzip to it). zod-without-eval.test.ts checks that zod still reads it from there.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
