import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { sessionClubSchema, sessionShotColumnsSchema, sessionSummarySchema, type SessionResponse, type SessionShotColumns } from '../../../common/schemas/sessions';
import { jsonSchemaSerializerCompiler, responseJsonSchema } from '../../json-serializer';

/**
 * A session's page answer, written as the app's serializer would write it (docs/decisions/026 §3),
 * but its shots by the engine's own JSON.stringify: they are 40-odd arrays of 2,000 numbers, which
 * the native writer writes several times faster than fast-json-stringify's loop over each item
 * (docs/decisions/030). The shots object is built by repo.ts with exactly the columns schema's
 * properties in its order (SESSION_SHOT_PROPERTIES), so the same properties leave the server as
 * with the schema; summary.test.ts compares this writer's output with the schema's on a page read
 * from the database.
 */
export const SESSION_SHOT_PROPERTIES = Object.keys(sessionShotColumnsSchema.shape) as (keyof SessionShotColumns)[];
const writeSummary = fastJson(responseJsonSchema(sessionSummarySchema) as never) as (value: SessionResponse['session']) => string;
const writeClubs = fastJson(responseJsonSchema(z.array(sessionClubSchema)) as never) as (value: SessionResponse['clubs']) => string;

export function writeSessionPage(page: SessionResponse): string {
  return `{"session":${writeSummary(page.session)},"hideMishits":${page.hideMishits ? 'true' : 'false'},"shots":${JSON.stringify(page.shots)},"clubs":${writeClubs(page.clubs)}}`;
}

/**
 * The route's serializer compiler: the page's writer for its 200 answer, the app's for any other.
 * Generic because Fastify types a route's compiler by the route's whole schema; what it is given is
 * one answer's zod schema, as the app's compiler is.
 */
export function sessionPageSerializerCompiler<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  if (route.httpStatus === '200') return (data) => writeSessionPage(data as SessionResponse);
  return jsonSchemaSerializerCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}
