import type { ZodTypeAny } from 'zod';
import { z } from 'zod';

/**
 * What a schema's JSON Schema (OpenAPI) should say that zod cannot: the rule behind a
 * `.refine()` (password strength), or that a field is a multipart file. Keyed by the zod
 * definition; read by the API's OpenAPI generator, never by validation.
 */
const SCHEMA_DOCS = new WeakMap<object, Record<string, unknown>>();

/** Documents `schema` with JSON Schema keywords (merged over what zod says); returns it. */
export function documented<T extends ZodTypeAny>(schema: T, keywords: Record<string, unknown>): T {
  SCHEMA_DOCS.set(schema._def as object, {
    ...SCHEMA_DOCS.get(schema._def as object),
    ...keywords,
  });
  return schema;
}

/** The keywords a schema was documented with (by its zod definition), if any. */
export function schemaDocsOf(def: object): Record<string, unknown> | undefined {
  return SCHEMA_DOCS.get(def);
}

/** A file in a browser (File/Blob) or on the server (multer's file, with its buffer). */
function isFileLike(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  return 'buffer' in value && 'size' in value;
}

/**
 * A multipart file field: what it accepts (by content, checked by the API) and its size
 * limit. The web sends a File; the API sees multer's file.
 */
export function zFileField(options: {
  description: string;
  mediaTypes: readonly string[];
  maxBytes: number;
}) {
  return documented(z.custom<Blob>(isFileLike), {
    format: 'binary',
    description: options.description,
    'x-max-bytes': options.maxBytes,
    'x-media-types': options.mediaTypes,
  });
}
