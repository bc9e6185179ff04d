import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { HumanAction } from '../../../common/constants';
import { publicConfig } from '../../lib/public-config';

export interface HumanVerification {
  /**
   * An invisible reCAPTCHA v3 token for the action, or undefined when verification is off (no
   * site key). Rejects when no token can be made (script blocked, not loaded in time).
   */
  getToken(action: HumanAction): Promise<string | undefined>;
}

/** Google's script and its loader are fetched once the page is live: nothing of it is in the first load. */
const recaptcha = () => import('../../lib/recaptcha');

const off: HumanVerification = { getToken: async () => undefined };
const HumanVerificationContext = createContext<HumanVerification>(off);

/**
 * Wraps the login, password reset, sign-up and beta pages (spec section 2). With a site key it
 * starts loading Google's script as soon as one of them opens, so a token is ready by the time
 * the form is sent; the script is never loaded on other pages.
 */
export function HumanVerificationProvider({ siteKey = publicConfig.recaptchaSiteKey, children }: { siteKey?: string | null; children: ReactNode }) {
  useEffect(() => {
    // A failed load is reported by the loader; the form that needs a token tries again.
    recaptcha()
      .then(({ loadRecaptcha, warnNoSiteKey }) => (siteKey ? loadRecaptcha(siteKey) : warnNoSiteKey()))
      .catch(() => {});
  }, [siteKey]);

  const value = useMemo<HumanVerification>(() => (siteKey ? { getToken: (action) => recaptcha().then(({ recaptchaToken }) => recaptchaToken(siteKey, action)) } : off), [siteKey]);
  return <HumanVerificationContext.Provider value={value}>{children}</HumanVerificationContext.Provider>;
}

/** The provider as a layout route. */
export function HumanVerificationLayout() {
  return (
    <HumanVerificationProvider>
      <Outlet />
    </HumanVerificationProvider>
  );
}

export function useHumanVerification(): HumanVerification {
  return useContext(HumanVerificationContext);
}
