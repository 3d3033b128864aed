import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

/** A JSON Schema's shape, without what only says an input may carry more (zod strips it). */
const shapeOf = (json: object) =>
  JSON.stringify(json, (key, value: unknown) =>
    key === 'additionalProperties' && value === false ? undefined : value,
  );

/**
 * The answer's JSON written by a function compiled once from the contract's response schema
 * (decision 0062). The handlers' answers are typed by that schema (contract-route.ts), so
 * checking them again with zod at every request only cost time: a page of 100 rows spent a tenth
 * of its request there. The compiled writer still writes only what the schema declares (a column
 * a query added never leaks) and refuses an answer without a required field (a 500, as before).
 * A schema whose written side JSON Schema cannot state keeps zod's serializer; a refinement is an
 * input's rule, and is not checked on the way out.
 */
export function compiledSerializerOf(schema: z.ZodType): Serializer | null {
  try {
    // zod writes an answer's input side (encode); where the output side differs (a transform, a
    // codec, a default) the schema is left to zod.
    const written = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
    const typed = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
    if (shapeOf(written) !== shapeOf(typed)) return null;
    return fastJsonStringify(typed as Parameters<typeof fastJsonStringify>[0]) as Serializer;
  } catch {
    return null;
  }
}

/** Compiled at a route's first answer: an app starts without compiling the routes it never uses. */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let serialize: Serializer | undefined;
  return (data) => {
    serialize ??= compiledSerializerOf(route.schema) ?? zodSerializerCompiler(route);
    return serialize(data);
  };
};
