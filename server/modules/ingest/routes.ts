import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { DistanceUnit, SpeedUnit } from '../../../common/units';
import { messages } from '../../../common/messages';
import {
  ingestResponseSchema,
  ingestRoundsBodySchema,
  ingestRoundsEnvelopeSchema,
  ingestSessionsBodySchema,
  ingestSessionsEnvelopeSchema,
  ingestShotsBodySchema,
  ingestShotsEnvelopeSchema,
} from '../../../common/schemas/ingest';
import type { AppDeps } from '../../app';
import { AppError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { sha256Hex } from '../accounts/tokens';
import * as service from './service';

/**
 * Uploads per device token and minute: a desktop app catching up on years of practice sends 1,000
 * shots a request, so 600 a minute lets it through in seconds while a runaway loop is stopped.
 */
export const INGEST_REQUESTS_PER_MINUTE = 600;

/** 1,000 rounds of 8 players' full scorecards fit; 1,000 shots need far less. */
const ROUNDS_BODY_LIMIT = 8 * 1024 * 1024;
/** 1,000 shots with every metric named and a full `measured` list are about 1.5 MB. */
const SHOTS_BODY_LIMIT = 4 * 1024 * 1024;
const SESSIONS_BODY_LIMIT = 2 * 1024 * 1024;

const ingestRateLimit = {
  max: INGEST_REQUESTS_PER_MINUTE,
  timeWindow: 60_000,
  // Per token, not per IP: a club's shared connection must not throttle every member's sim.
  keyGenerator: (request: FastifyRequest) => `ingest:${sha256Hex(request.headers.authorization ?? request.ip)}`,
};

/**
 * The documented body describes every item (OpenAPI); only the envelope and the batch size are
 * checked up front, so that a bad item is rejected alone instead of failing the whole batch.
 */
function envelopeOnly(envelope: ZodType) {
  const compile: FastifySchemaCompiler<ZodType> = (route) =>
    validatorCompiler(route.httpPart === 'body' ? { ...route, schema: envelope } : route);
  // Fastify types a route's compiler by the route's whole schema object; ours receives each part.
  return compile as FastifySchemaCompiler<unknown>;
}

function deviceUser(request: FastifyRequest) {
  const user = currentUser(request);
  if (request.authMethod !== 'device') throw new AppError(403, 'device_token_required', messages.ingestDeviceOnly);
  return user;
}

export async function ingestRoutes(app: FastifyInstance, { database }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const config = { access: 'user' as const, device: true, rateLimit: ingestRateLimit, badTextPerItem: true };
  const unitsOf = (user: { distanceUnit: DistanceUnit; speedUnit: SpeedUnit }) => ({ distanceUnit: user.distanceUnit, speedUnit: user.speedUnit });

  r.post(
    '/api/ingest/rounds',
    {
      config,
      bodyLimit: ROUNDS_BODY_LIMIT,
      validatorCompiler: envelopeOnly(ingestRoundsEnvelopeSchema),
      schema: {
        tags: ['desktop app'],
        summary: 'Upload rounds (up to 1,000), idempotent by clientId',
        body: ingestRoundsBodySchema,
        response: { 200: ingestResponseSchema },
      },
    },
    async (request) => {
      const user = deviceUser(request);
      return service.ingestRounds(db, user.id, request.body.rounds as unknown[], unitsOf(user));
    },
  );

  r.post(
    '/api/ingest/shots',
    {
      config,
      bodyLimit: SHOTS_BODY_LIMIT,
      validatorCompiler: envelopeOnly(ingestShotsEnvelopeSchema),
      schema: {
        tags: ['desktop app'],
        summary: 'Upload shots in metric units (up to 1,000), idempotent by clientId',
        body: ingestShotsBodySchema,
        response: { 200: ingestResponseSchema },
      },
    },
    async (request) => {
      const user = deviceUser(request);
      return service.ingestShots(db, user.id, request.body.shots as unknown[], unitsOf(user));
    },
  );

  r.post(
    '/api/ingest/sessions',
    {
      config,
      bodyLimit: SESSIONS_BODY_LIMIT,
      validatorCompiler: envelopeOnly(ingestSessionsEnvelopeSchema),
      schema: {
        tags: ['desktop app'],
        summary: 'Upload range sessions (up to 1,000), idempotent by clientId; shots name them by sessionClientId',
        body: ingestSessionsBodySchema,
        response: { 200: ingestResponseSchema },
      },
    },
    async (request) => {
      const user = deviceUser(request);
      return service.ingestSessions(db, user.id, request.body.sessions as unknown[], unitsOf(user));
    },
  );
}
