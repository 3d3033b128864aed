import type { Schema } from './api-operations';

/**
 * The nodes of a request schema that take values of any size: a string without a maximum
 * length (or an enum or a format), a number without both bounds, a list without a maximum size.
 */
export function unboundedNodes(schema: Schema, where: string): string[] {
  const variants = schema.anyOf as Schema[] | undefined;
  if (variants) return variants.flatMap((variant) => unboundedNodes(variant, where));
  if (schema.enum || 'const' in schema) return [];
  switch (schema.type) {
    case 'string':
      return schema.maxLength === undefined && !schema.format ? [`${where}: string`] : [];
    case 'integer':
    case 'number':
      return schema.minimum === undefined || schema.maximum === undefined
        ? [`${where}: ${schema.type}`]
        : [];
    case 'array':
      return [
        ...(schema.maxItems === undefined ? [`${where}: list`] : []),
        ...unboundedNodes((schema.items ?? {}) as Schema, `${where}[]`),
      ];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const values = schema.additionalProperties;
      return [
        ...Object.entries(properties).flatMap(([key, child]) =>
          unboundedNodes(child, `${where}.${key}`),
        ),
        ...(typeof values === 'object' ? unboundedNodes(values as Schema, `${where}{}`) : []),
      ];
    }
    case 'boolean':
    case 'null':
      return [];
    default:
      return [`${where}: untyped`];
  }
}
