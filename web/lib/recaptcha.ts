import type { HumanAction } from '../../common/constants';
import { messages } from '../../common/messages';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: HumanAction }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** How long a form waits for the script before giving up ('Google Recaptcha has not been loaded'). */
const LOAD_WAIT_MS = 10_000;

let loading: Promise<void> | null = null;
let ready = false;
let warnedNoKey = false;

/**
 * Loads Google's reCAPTCHA v3 script once per page, however many forms ask for it. A failed
 * load is forgotten, so the next form submission tries again instead of failing until a reload.
 */
export function loadRecaptcha(siteKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (message: string) => {
      console.warn(message);
      script.remove();
      loading = null;
      reject(new Error(message));
    };
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha?.ready) return fail(messages.recaptchaNotAvailable);
      grecaptcha.ready(() => {
        ready = true;
        resolve();
      });
    };
    script.onerror = () => fail(messages.recaptchaLoadError);
    document.head.appendChild(script);
  });
  return loading;
}

/** An invisible token for the action; throws 'Google Recaptcha has not been loaded' before the script is ready. */
export function executeRecaptcha(siteKey: string, action: HumanAction): Promise<string> {
  if (!ready || !window.grecaptcha) return Promise.reject(new Error(messages.recaptchaNotLoaded));
  return window.grecaptcha.execute(siteKey, { action });
}

/** Waits for the script (loading it if need be), at most LOAD_WAIT_MS, then asks for a token. */
export async function recaptchaToken(siteKey: string, action: HumanAction): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOAD_WAIT_MS)));
  try {
    await Promise.race([loadRecaptcha(siteKey), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
  return executeRecaptcha(siteKey, action);
}

/** Without a site key verification is off and forms send no token: said once per page load. */
export function warnNoSiteKey(): void {
  if (warnedNoKey) return;
  warnedNoKey = true;
  console.warn(messages.recaptchaNoSiteKey);
}
