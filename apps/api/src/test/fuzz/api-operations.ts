import type { RequestMethod } from '../test-requests';

/** A JSON Schema node of the app's OpenAPI document. */
export type Schema = Record<string, unknown>;
export type FieldPath = (string | number)[];

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: RequestMethod;
  /** The OpenAPI path, with {param} placeholders. */
  path: string;
  parameters: Parameter[];
  body: Schema | null;
}

export type FieldKind =
  'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'record' | 'other';

export interface BodyField {
  path: FieldPath;
  kind: FieldKind;
}

const METHODS: RequestMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Every JSON API operation of the document (the sign-in pages and the docs are not the API). */
export function apiOperations(document: { paths: Record<string, Schema> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!/^\/api\//.test(path) || path.startsWith('/api/docs')) continue;
    for (const method of METHODS) {
      const operation = item[method.toLowerCase()] as Schema | undefined;
      if (!operation) continue;
      const content = (operation.requestBody as Schema | undefined)?.content as
        Record<string, { schema: Schema }> | undefined;
      operations.push({
        method,
        path,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** The schema without its nullable wrapper: `nullable: true` or an anyOf with a null branch. */
function nonNull(schema: Schema): Schema {
  const variants = schema.anyOf as Schema[] | undefined;
  if (!variants) return schema;
  const rest = variants.filter((v) => v.type !== 'null');
  return rest.length === 1 && rest[0] ? nonNull(rest[0]) : schema;
}

export function kindOf(schema: Schema): FieldKind {
  const s = nonNull(schema);
  const variants = s.anyOf as Schema[] | undefined;
  if (variants) {
    const kinds = new Set(variants.map(kindOf));
    return kinds.size === 1 ? [...kinds][0]! : 'other';
  }
  if (s.type === 'object' && typeof s.additionalProperties === 'object') return 'record';
  if (s.type === 'integer' || s.type === 'number') {
    const values = (s.enum as unknown[] | undefined) ?? [];
    return values.length > 0 && values.every(Number.isInteger) ? 'integer' : s.type;
  }
  const known = ['string', 'boolean', 'array', 'object'] as const;
  return known.find((k) => k === s.type) ?? 'other';
}

/** Every node of a body schema: the body itself, each property, each array's first item. */
export function bodyFields(schema: Schema, path: FieldPath = []): BodyField[] {
  const s = nonNull(schema);
  const fields: BodyField[] = [{ path, kind: kindOf(s) }];
  const properties = s.properties as Record<string, Schema> | undefined;
  for (const [name, child] of Object.entries(properties ?? {})) {
    fields.push(...bodyFields(child, [...path, name]));
  }
  if (s.type === 'array' && s.items) fields.push(...bodyFields(s.items as Schema, [...path, 0]));
  return fields;
}

const EXAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/** A valid value of a schema as far as its JSON Schema says (refinements need the overrides). */
export function sampleOf(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.nullable === true) return null;
  if ('const' in schema) return schema.const;
  const values = schema.enum as unknown[] | undefined;
  if (values?.length) return values[0];
  const variants = schema.anyOf as Schema[] | undefined;
  if (variants?.[0]) {
    return variants.some((v) => v.type === 'null') ? null : sampleOf(variants[0]);
  }
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(0, Number(schema.minimum ?? 0));
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sampleOf(properties[name] ?? {})]));
    }
    default:
      return null;
  }
}

function sampleString(schema: Schema): string {
  if (schema.format === 'uuid') return EXAMPLE_UUID;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (schema.format === 'email') return 'someone@example.com';
  return 'a'.repeat(Number(schema.minLength ?? 1));
}

/** The schema of the node a path leads to. */
function schemaAt(schema: Schema, path: FieldPath): Schema {
  let node = nonNull(schema);
  for (const key of path) {
    const next =
      typeof key === 'number'
        ? node.items
        : (node.properties as Record<string, Schema> | undefined)?.[key];
    node = nonNull((next as Schema | undefined) ?? {});
  }
  return node;
}

/**
 * A copy of the body with one node replaced; a missing array gets one sample item first and a
 * missing or null object a sample, so that the value lands where the path says.
 */
export function withValue(body: unknown, schema: Schema, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: unknown = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
      break;
    }
    const childSchema = schemaAt(schema, path.slice(0, index + 1));
    const child = node[key];
    if (childSchema.type === 'array' && (!Array.isArray(child) || child.length === 0)) {
      const item = schemaAt(schema, [...path.slice(0, index + 1), 0]);
      node[key] = [sampleOf({ ...item, default: undefined, nullable: false })];
    } else if (childSchema.type === 'object' && (typeof child !== 'object' || child === null)) {
      node[key] = sampleOf({ ...childSchema, default: undefined, nullable: false });
    }
    node = node[key] as Record<string | number, unknown>;
  }
  return copy;
}

/** The key the error plugin gives a field: its path joined with dots. */
export const fieldKey = (path: FieldPath): string => path.join('.') || 'request';
