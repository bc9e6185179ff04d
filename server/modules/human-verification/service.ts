import type { FastifyBaseLogger } from 'fastify';
import type { HumanAction } from '../../../common/constants';
import { messages } from '../../../common/messages';
import type { Config } from '../../config';
import { AppError } from '../../errors';

export interface VerifyOptions {
  /** A missing token passes (sign-in and sign-up, where the desktop app and old clients send none). */
  optional?: boolean;
  /** What to do when the verification service does not answer: docs/decisions/003-human-verification-when-unavailable.md. */
  whenUnavailable?: 'allow' | 'deny';
}

export interface HumanVerification {
  verify(token: string | undefined, action: HumanAction, options?: VerifyOptions): Promise<void>;
}

const VERIFY_TIMEOUT_MS = 3000;
const failed = () => new AppError(400, 'human_verification_failed', messages.failedHumanVerification);

/**
 * reCAPTCHA v3 checked on the server: `success`, the expected `action`, and
 * `score >= RECAPTCHA_MIN_SCORE`. Without keys it lets everything through (one warning at start).
 */
export function createHumanVerification(config: Config, log: FastifyBaseLogger): HumanVerification {
  const recaptcha = config.recaptcha;
  if (!recaptcha) {
    log.warn('human verification is off: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are not set');
    return { verify: async () => {} };
  }
  return {
    async verify(token, action, { optional = false, whenUnavailable = 'allow' } = {}) {
      if (!token) {
        if (optional) return;
        throw failed();
      }
      let answer: { success?: boolean; action?: string; score?: number };
      try {
        const response = await fetch(recaptcha.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: recaptcha.secretKey, response: token }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        answer = (await response.json()) as typeof answer;
      } catch (err) {
        log.warn({ err: { message: (err as Error).message }, action }, 'human verification unavailable');
        if (whenUnavailable === 'allow') return;
        throw failed();
      }
      if (answer.success !== true || answer.action !== action || typeof answer.score !== 'number' || answer.score < recaptcha.minScore) {
        throw failed();
      }
    },
  };
}
