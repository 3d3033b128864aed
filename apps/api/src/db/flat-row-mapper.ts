/** A value as the driver read it, turned into what its column or expression stands for. */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The parts of drizzle's prepared query its row mapping reads (drizzle-orm's session.js). */
interface PreparedQueryParts {
  fields?: { path: string[]; field: FieldParts }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** A column decodes its own values; an expression, aliased or a subquery's, has its decoder. */
interface FieldParts {
  decoder?: Decoder;
  sql?: { decoder: Decoder };
  _?: { sql?: { decoder: Decoder } };
}

const asIs: Decoder = { mapFromDriverValue: (value) => value };

const decoderOf = (field: FieldParts): Decoder =>
  'mapFromDriverValue' in field
    ? (field as Decoder)
    : (field.decoder ?? field.sql?.decoder ?? field._?.sql?.decoder ?? asIs);

/**
 * A prepared read of flat rows (a select of named columns and expressions, no joined tables'
 * objects) maps its rows with the decoders found once, not found again for each field of each
 * row: drizzle's own mapping asks each field's kind for every value, which cost a page of 100
 * rows a tenth of its time (decision 0062). Any other shape keeps drizzle's mapping (its
 * joined tables' null objects need it).
 */
export function flatRowMapper<P>(prepared: P): P {
  const parts = prepared as PreparedQueryParts;
  const fields = parts.fields;
  if (!fields || parts.customResultMapper) return prepared;
  if (fields.some((f) => f.path.length !== 1)) return prepared;
  const keys = fields.map((f) => f.path[0]!);
  const decoders = fields.map((f) => decoderOf(f.field));
  parts.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const raw = row[i];
        mapped[keys[i]!] = raw === null ? null : decoders[i]!.mapFromDriverValue(raw);
      }
      return mapped;
    });
  return prepared;
}
