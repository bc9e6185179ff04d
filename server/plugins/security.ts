import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../common/messages';
import { AppError } from '../errors';
import { containsBadText } from '../bad-text';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The policy; `nonce` allows the inline scripts of one rendered page (React Router's hydration data). */
export function contentSecurityPolicy(config: Config, nonce?: string): string {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const frames: string[] = [];
  const forms = ["'self'"];
  const images = ["'self'", 'data:'];
  if (config.recaptcha) {
    scripts.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frames.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  if (config.site.gaMeasurementId) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com');
    images.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (nonce) scripts.push(`'nonce-${nonce}'`);
  // A checkout form is answered with a redirect to Stripe, and form-action governs that redirect.
  if (config.stripe) forms.push('https://checkout.stripe.com', 'https://billing.stripe.com');
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // MUI's emotion injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    `form-action ${forms.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/**
 * The policy of a JSON answer: it loads nothing, runs nothing and is framed by no one (OWASP REST
 * Security cheat sheet). A browser applies a policy only to a document it renders, so the page's
 * long one (about 400 bytes) would be sent with every API call for nothing.
 */
const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The headers of every answer; also for the router's own refusals, which run no hooks.
 * A JSON answer gets the short policy and none of the headers that govern a rendered document
 * (opener policy, frame options, permissions policy): about 300 bytes less on each API call
 * (docs/decisions/026).
 */
export function securityHeaders(config: Config): (request: FastifyRequest, reply: FastifyReply) => void {
  const csp = contentSecurityPolicy(config);
  return (request, reply) => {
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    reply.header('content-security-policy', json ? JSON_CONTENT_SECURITY_POLICY : request.cspNonce ? contentSecurityPolicy(config, request.cspNonce) : csp);
    reply.header('x-content-type-options', 'nosniff');
    // The id the access log carries, so a user's report can be matched to its log lines.
    reply.header('x-request-id', request.id);
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!json) {
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    }
    if (config.secureCookies) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  };
}

/** The origin the request itself was addressed to, as a browser on this site would send it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The refusal of a cross-origin write, or undefined when the request may go on. */
function crossOriginRefusal(request: FastifyRequest, config: Config): AppError | undefined {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.routeOptions.config?.crossOrigin === true) return;
  // A bearer token is not sent by browsers on their own, so it cannot be forged cross-site.
  if (request.headers.authorization?.startsWith('Bearer ') && !request.headers.cookie) return;
  const origin = request.headers.origin;
  // A page answered with 'Referrer-Policy: no-referrer' (the reset link's) posts its form with
  // 'Origin: null'; the browser's own Sec-Fetch-Site, which no page can set, still says it is ours.
  if (origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin') return;
  if (origin !== undefined) {
    if (origin !== config.publicOrigin && origin !== ownOrigin(request)) return new AppError(403, 'cross_origin', messages.crossOrigin);
    return;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') return new AppError(403, 'cross_origin', messages.crossOrigin);
}

/** The refusal of NUL bytes and lone surrogates in the query, the path or the body. */
function badTextRefusal(request: FastifyRequest): AppError | undefined {
  // Batch uploads check their items one by one, so that one bad item is rejected alone (the route
  // then refuses such text in each item itself).
  const body = request.body === undefined || request.routeOptions.config?.badTextPerItem === true ? undefined : request.body;
  if (containsBadText(request.query) || containsBadText(request.params) || containsBadText(body)) {
    return new AppError(400, 'invalid_text', messages.invalidText);
  }
}

/**
 * Security headers on every answer, no-store on the API, the refusal of
 * cross-origin writes and of NUL bytes and lone surrogates in any input.
 * The hooks take Fastify's callback rather than returning a promise: they wait for nothing, and
 * every request runs all three (docs/decisions/026, section 5).
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  app.addHook('onRequest', (request, _reply, done) => done(crossOriginRefusal(request, config)));
  app.addHook('preValidation', (request, _reply, done) => done(badTextRefusal(request)));

  const setHeaders = securityHeaders(config);
  app.addHook('onSend', (request, reply, payload, done) => {
    setHeaders(request, reply);
    done(null, payload);
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Exempt from the cross-origin write refusal (the Stripe webhook). */
    crossOrigin?: boolean;
    /** The body is a batch whose items the route checks for NUL and lone surrogates one by one. */
    badTextPerItem?: boolean;
  }
}
