import { schemaDocsOf } from '@app/contracts';
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

/** A JSON Schema (2020-12 dialect, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>;

/** Whether a value is a zod schema (ts-rest bodies may also be c.type<>() or c.noBody()). */
export function isZodSchema(value: unknown): value is ZodTypeAny {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_def' in value &&
    typeof (value as { safeParse?: unknown }).safeParse === 'function'
  );
}

/**
 * zod (v3 schemas) → JSON Schema for OpenAPI 3.1, with the business rules the schemas carry
 * (minLength, maxLength, pattern, minimum, enums, formats). Requests are described by what a
 * client sends (the input side of transforms), answers by what the API sends (the output).
 * Keywords documented in the contract (`documented`, `zFileField`) are merged in.
 */
export function toJsonSchema(schema: ZodTypeAny, side: 'input' | 'output'): JsonSchema {
  const converted = zodToJsonSchema(schema, {
    target: 'jsonSchema2019-09',
    $refStrategy: 'none',
    effectStrategy: 'input',
    pipeStrategy: side,
    // Keywords a contract schema documents beyond zod (refined rules, multipart files).
    postProcess: (json, def) => {
      const docs = schemaDocsOf(def);
      if (!docs) return json;
      if (docs.format !== 'binary') return { ...json, ...docs };
      const types = (docs['x-media-types'] ?? []) as string[];
      return {
        type: 'string',
        format: 'binary',
        contentMediaType: 'application/octet-stream',
        ...docs,
        description: `${String(docs.description)} (accepted by content: ${types.join(', ')})`,
        'x-media-types': [...types],
      };
    },
  }) as JsonSchema;
  delete converted.$schema;
  return clean(converted) as JsonSchema;
}

/**
 * JSON Schema 2020-12 as OpenAPI 3.1 reads it: numeric `exclusiveMinimum`/`exclusiveMaximum`
 * (the converter may still write the draft-4 booleans), no `undefined` keywords.
 */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    out[key] = clean(inner);
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[exclusive] === true && typeof out[bound] === 'number') {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (out[exclusive] === false) {
      delete out[exclusive];
    }
  }
  return out;
}

/** The file fields of a multipart body schema (their names), for the encoding object. */
export function fileFieldNames(schema: JsonSchema): Array<{ name: string; mediaTypes: string[] }> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties)
    .filter(([, property]) => property.format === 'binary')
    .map(([name, property]) => ({
      name,
      mediaTypes: (property['x-media-types'] as string[] | undefined) ?? [
        'application/octet-stream',
      ],
    }));
}
