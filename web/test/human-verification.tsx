import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { replace, Route, type ActionFunctionArgs } from 'react-router';
import type { ReactElement } from 'react';
import { stubApi } from './api-stub';
import { browserCheckOn } from './form-check';
import { LocationProbe, renderRoutes } from './render-routes';
import { HumanVerificationProvider } from '../features/human-verification/human-verification-provider';

/**
 * Google's reCAPTCHA script as a page would get it, never fetched: each script the provider adds is
 * recorded, then loads and defines grecaptcha, whose tokens name their action. Signed out.
 * Returns the scripts added so far.
 */
export function stubRecaptchaScript(): HTMLScriptElement[] {
  const scripts: HTMLScriptElement[] = [];
  beforeEach(() => {
    // The session check of the app's provider: signed out.
    stubApi({});
    scripts.length = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      const script = node as unknown as HTMLScriptElement;
      scripts.push(script);
      setTimeout(() => {
        window.grecaptcha = { ready: (callback) => callback(), execute: async (_key, { action }) => `token-for-${action}` };
        script.onload!(new Event('load'));
      });
      return node;
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    // window.grecaptcha stays, as it would in a page: the library loads the script once per page.
    vi.restoreAllMocks();
  });
  return scripts;
}

/**
 * A form page inside the provider, with its action as the server's answers a sign-in or sign-up
 * (web/features/auth/*.server.ts): each posted form recorded, then on to the account.
 */
export async function renderVerifiedForm(siteKey: string | null, path: string, form: ReactElement) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const action = async ({ request }: ActionFunctionArgs) => {
    posted.push(Object.fromEntries(await request.formData()));
    return replace('/account');
  };
  renderRoutes(
    path,
    <>
      <Route path={path} action={action} element={<HumanVerificationProvider siteKey={siteKey}>{form}</HumanVerificationProvider>} />
      <Route path="/account" element={<LocationProbe label="Account" />} />
    </>,
  );
  await browserCheckOn();
  return posted;
}
