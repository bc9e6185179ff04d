import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { sessionClubSchema, sessionShotSchema, sessionSummarySchema, type SessionResponse, type SessionShot } from '../../../common/schemas/sessions';
import { jsonSchemaSerializerCompiler, responseJsonSchema } from '../../json-serializer';

/**
 * A session's page answer, written as the app's serializer would write it (docs/decisions/026 §3),
 * but its shots by the engine's own JSON.stringify: fast-json-stringify builds 2,000 rows of 40
 * fields as a string of some 200,000 pieces, about 3× the time of the native writer
 * (docs/decisions/018, "A session's page"). The shots are the page statement's rows, whose
 * columns are the shot schema's properties in its order and nothing else (repo.ts builds its select
 * list from SESSION_SHOT_PROPERTIES), so they are written as they are: the same properties leave
 * the server as with the schema. summary.test.ts compares this writer's output with the schema's
 * on a page read from the database.
 */
export const SESSION_SHOT_PROPERTIES = Object.keys(sessionShotSchema.shape) as (keyof SessionShot)[];
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
