import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, { type: 'null' }]`, zod's nullable, as `type: [X's type, 'null']`: fast-json-stringify
 * serialises that directly, where an anyOf makes it test each value against the branches at run time.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplify(value)]));
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt >= 0 && typeof other.type === 'string' && other.type !== 'null') {
      const rest = { ...out };
      delete rest.anyOf;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of a response's zod schema, as the answer is sent (its output side). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return simplify(json) as JsonSchema;
}

/**
 * Responses are written by fast-json-stringify from their schemas' JSON Schema, compiled once per
 * route (docs/decisions/026): only the schema's properties leave the server, as with zod's
 * serializer (response schemas are the presenters), without checking every
 * value of every answer on its way out. The answers are the services' own typed values; the API
 * tests compare them field by field.
 */
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => fastJson(responseJsonSchema(schema));
