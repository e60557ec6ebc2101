import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify from each route's zod response schema, turned into
 * JSON Schema once at start-up: only the declared fields ever leave the service (a stray property
 * such as survey answers cannot leak), at the speed of Fastify's own serializer
 * (docs/decisions/0024-typed-routes-fast-serializer.md).
 */
export const zodResponseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
