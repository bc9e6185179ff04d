import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../common/messages';

type RecaptchaModule = typeof import('./recaptcha');

/** Scripts the library adds to the page; never fetched: the test decides how each load ends. */
let appended: HTMLScriptElement[];
let warn: ReturnType<typeof vi.spyOn>;

/** A fresh copy of the module: its "loaded once" state must not leak from one test into another. */
async function freshModule(): Promise<RecaptchaModule> {
  vi.resetModules();
  return import('./recaptcha');
}

function fakeGrecaptcha() {
  const execute = vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
  window.grecaptcha = { ready: (callback) => callback(), execute };
  return execute;
}

beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    appended.push(node as unknown as HTMLScriptElement);
    return node;
  });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.grecaptcha;
});

describe('reCAPTCHA v3 in the browser (spec section 8)', () => {
  it("loads Google's script once, with the site key, however many times it is asked", async () => {
    const recaptcha = await freshModule();
    const first = recaptcha.loadRecaptcha('site key/1');
    const second = recaptcha.loadRecaptcha('site key/1');
    expect(appended).toHaveLength(1);
    expect(appended[0].src).toBe('https://www.google.com/recaptcha/api.js?render=site%20key%2F1');
    expect(appended[0].async).toBe(true);
    const execute = fakeGrecaptcha();
    appended[0].onload!(new Event('load'));
    await Promise.all([first, second]);
    expect(await recaptcha.executeRecaptcha('site key/1', 'beta')).toBe('token-for-beta');
    expect(execute).toHaveBeenCalledWith('site key/1', { action: 'beta' });
    expect(await recaptcha.recaptchaToken('site key/1', 'login')).toBe('token-for-login');
    expect(appended).toHaveLength(1);
  });

  it("throws 'Google Recaptcha has not been loaded' when executed before the script is ready", async () => {
    const recaptcha = await freshModule();
    await expect(recaptcha.executeRecaptcha('k', 'beta')).rejects.toThrow(messages.recaptchaNotLoaded);
    void recaptcha.loadRecaptcha('k').catch(() => {});
    await expect(recaptcha.executeRecaptcha('k', 'beta')).rejects.toThrow(messages.recaptchaNotLoaded);
  });

  it("warns 'Error loading google recaptcha script' when the script fails, and tries again next time", async () => {
    const recaptcha = await freshModule();
    const loading = recaptcha.loadRecaptcha('k');
    appended[0].onerror!(new Event('error'));
    await expect(loading).rejects.toThrow(messages.recaptchaLoadError);
    expect(warn).toHaveBeenCalledWith(messages.recaptchaLoadError);

    const again = recaptcha.loadRecaptcha('k');
    expect(appended).toHaveLength(2);
    fakeGrecaptcha();
    appended[1].onload!(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });

  it("warns 'Recaptcha script is not available' when the script loads without defining grecaptcha", async () => {
    const recaptcha = await freshModule();
    const loading = recaptcha.loadRecaptcha('k');
    appended[0].onload!(new Event('load'));
    await expect(loading).rejects.toThrow(messages.recaptchaNotAvailable);
    expect(warn).toHaveBeenCalledWith(messages.recaptchaNotAvailable);
    await expect(recaptcha.executeRecaptcha('k', 'beta')).rejects.toThrow(messages.recaptchaNotLoaded);
  });

  it('gives up on a script that never arrives, without making a token', async () => {
    vi.useFakeTimers();
    try {
      const recaptcha = await freshModule();
      const token = recaptcha.recaptchaToken('k', 'beta');
      const outcome = expect(token).rejects.toThrow(messages.recaptchaNotLoaded);
      await vi.advanceTimersByTimeAsync(10_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('warns once per page when no site key is configured', async () => {
    const recaptcha = await freshModule();
    recaptcha.warnNoSiteKey();
    recaptcha.warnNoSiteKey();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(messages.recaptchaNoSiteKey);
    expect(appended).toHaveLength(0);
  });
});
