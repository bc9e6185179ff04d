import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../../common/constants';
import { errorResponseSchema } from '../../../common/schemas/user';
import { ingestExamples } from './examples';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

const { $schema: _, ...errorBody } = z.toJSONSchema(errorResponseSchema) as Record<string, unknown>;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the top of the documentation says: how to sign in, and how the numbers are signed. */
export const API_DESCRIPTION = [
  'The JSON API of the account website and of the desktop app.',
  '',
  '**Signing in.** The website uses the session cookie set by `POST /api/user/signin`. The desktop app',
  'calls `POST /api/auth/token` once with the account’s e-mail and password and sends the device token',
  'it gets as `Authorization: Bearer …` on the calls marked *deviceToken*; the account’s Settings',
  'list and revoke devices. Writes from a browser must come from this site’s origin.',
  '',
  '**Errors.** Every 4xx and 5xx answer is `{ "error": "…", "code": "…" }`: show `error`, branch on',
  '`code`. A rejected upload item is named by its index in `rejected`, with the field and the reason.',
  '',
  '**Units and signs.** Uploads are metric: speeds in m/s, distances in metres, angles in degrees, spin',
  'in rpm, impact offsets in millimetres. Directions follow Trackman’s conventions, seen from behind the',
  'golfer: right, open, up and in-to-out are positive. So `launchDirection`, `offline`, `carrySide` and',
  '`curve` are positive to the right; `spinAxis` and `sidespin` are positive for a ball curving right;',
  '`clubPath` is positive in-to-out; `faceAngle` and `faceToPath` positive open (to the right of the',
  'target, of the path); `attackAngle` and `launchAngle` positive upwards; `lowPoint` positive ahead',
  'of the ball; `impactOffset` positive towards the toe and `impactHeight` upwards. A left-handed',
  'golfer’s numbers are sent as measured.',
].join('\n');

export const openapiOptions: Pick<FastifyDynamicSwaggerOptions, 'transform'> & { components: Record<string, unknown> } = {
  components: {
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by POST /api/user/signin' },
      deviceToken: { type: 'http', scheme: 'bearer', description: 'A device token from POST /api/auth/token' },
    },
  },
  transform: documentRoute,
};

/**
 * Each operation as zod describes it, plus what the plugins decide around it: who may call it
 * (`security`, from `config.access` and `config.device`), and the error answers they give, all in
 * our error shape. An example request where one helps a desktop-app developer most.
 */
function documentRoute(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input) as { schema: Schema; url: string };
  const config = (input.route.config ?? {}) as { access?: string; device?: boolean; rateLimit?: unknown; crossOrigin?: boolean };
  const access = config.access ?? 'public';
  const methods = [input.route.method].flat();
  const responses: Record<string, unknown> = { ...schema.response };
  const error = (status: number, description: string) => {
    responses[status] ??= { description, content: { 'application/json': { schema: errorBody } } };
  };
  if (schema.body || schema.querystring || schema.params) error(400, 'Malformed or invalid: `error` says why, `fields` names each bad field');
  if (access === 'user' || access === 'pro') error(401, config.device ? 'No valid session cookie or device token' : 'Not signed in');
  if (access === 'pro') error(403, 'Pro subscription required');
  if (!config.crossOrigin && methods.some((m) => !SAFE_METHODS.has(m))) error(403, 'A write from another origin');
  if (access === 'employee') error(404, 'Not found: the admin calls exist only for employees');
  if (schema.params) error(404, 'Not found, or not this account’s');
  if (config.rateLimit) error(429, 'Too many requests: try again in a minute');

  const security: Record<string, string[]>[] | undefined =
    access === 'public' ? undefined : [{ sessionCookie: [] }, ...(config.device && access !== 'employee' ? [{ deviceToken: [] }] : [])];
  const example = ingestExamples[url];
  const body = example && schema.body ? { ...(schema.body as object), examples: [example] } : schema.body;
  return { schema: { ...schema, ...(body ? { body } : {}), response: responses, ...(security ? { security } : {}) }, url };
}
