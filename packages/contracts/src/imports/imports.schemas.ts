import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../constants.js';
import { dataEnvelope, pagedEnvelope } from '../common/envelope.schemas.js';
import { zFileField } from '../common/schema-docs.js';
import { offsetPagination } from '../common/pagination.schemas.js';
import { IMPORT_SOURCES } from '../listings/listing-status.js';
import { ZProviderIdSchema } from '../providers/providers.schemas.js';
import { FIELD_MESSAGES } from '../rules/api-messages.js';
import { singleLineText, zUuid } from '../rules/text.js';
import { IMPORT_MESSAGES } from './imports.messages.js';

/** Below this Overture confidence a record makes no NEW listing (issue 47); per run. */
export const DEFAULT_CONFIDENCE_FLOOR = 0.5;
/** Rejected rows kept per import for its report. */
export const IMPORT_REPORT_MAX_ROWS = 1000;
/** Largest file the admin page uploads (bigger ones go in DATA_DIR/imports/ by hand). */
export const IMPORT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const IMPORT_LIST_MAX_LIMIT = 100;

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const ZImportSourceSchema = z.enum(IMPORT_SOURCES, {
  errorMap: () => ({ message: IMPORT_MESSAGES.sourceRequired }),
});

/** A file name inside DATA_DIR/imports/ (subfolders allowed, never `..` or an absolute path). */
export const ZImportFileNameSchema = singleLineText(
  z
    .string({ required_error: IMPORT_MESSAGES.fileRequired })
    .min(1, IMPORT_MESSAGES.fileRequired)
    .max(255, IMPORT_MESSAGES.fileOutsideFolder)
    .refine(
      (name) =>
        name === '' ||
        (!name.startsWith('/') &&
          !name.startsWith('\\') &&
          !/^[a-zA-Z]:/.test(name) &&
          !name.split(/[\\/]/).some((part) => part === '..' || part === '')),
      IMPORT_MESSAGES.fileOutsideFolder,
    ),
);

/** The confidence floor of a run: a number from 0 to 1 (a form sends it as text). */
export const ZConfidenceFloorSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ invalid_type_error: IMPORT_MESSAGES.confidenceRange })
    .min(0, IMPORT_MESSAGES.confidenceRange)
    .max(1, IMPORT_MESSAGES.confidenceRange)
    .optional(),
);

/** POST /admin/imports as JSON: a file already in DATA_DIR/imports/. */
export const ZImportCreateBodySchema = z.object({
  source: ZImportSourceSchema,
  file: ZImportFileNameSchema,
  confidence: ZConfidenceFloorSchema,
});
export type TImportCreateBody = z.infer<typeof ZImportCreateBodySchema>;

/** POST /admin/imports as multipart: these fields and the part `file` (the file itself). */
export const ZImportUploadFieldsSchema = z.object({
  source: ZImportSourceSchema,
  confidence: ZConfidenceFloorSchema,
});
export type TImportUploadFields = z.infer<typeof ZImportUploadFieldsSchema>;
/** The multipart form as the typed client sends it: the fields, then the file. */
export const ZImportUploadBodySchema = ZImportUploadFieldsSchema.extend({
  file: zFileField({
    description: 'The file to import (Overture GeoParquet / GeoJSON, or an NPPES CSV)',
    mediaTypes: ['application/octet-stream', 'text/csv', 'application/geo+json'],
    maxBytes: IMPORT_UPLOAD_MAX_BYTES,
  }),
});

export const ZImportCountsSchema = z.object({
  read: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  merged: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
});
export type TImportCounts = z.infer<typeof ZImportCountsSchema>;

export const ZImportJobSchema = z.object({
  id: z.string().uuid(),
  source: ZImportSourceSchema,
  /** The file's name inside DATA_DIR/imports/ (or the path given to the CLI). */
  file: z.string(),
  state: z.enum(IMPORT_STATES),
  counts: ZImportCountsSchema,
  /** Skipped rows by reason: 'below_confidence', 'outside_us', 'unmapped_category:<name>'... */
  skippedByReason: z.record(z.number().int().nonnegative()),
  /** Rows in the file when known (text formats are counted first), else null. */
  total: z.number().int().nonnegative().nullable(),
  /** Rows read per second over the run so far (0 before it starts). */
  rate: z.number().nonnegative(),
  /** Seconds left at that rate; null while unknown (no total, or not started). */
  etaSeconds: z.number().int().nonnegative().nullable(),
  /** Why the job failed (the reader's message for a file that cannot be read). */
  error: z.string().nullable(),
  confidenceFloor: z.number().min(0).max(1),
  /** Matches of this import waiting in the review queue. */
  pendingMatches: z.number().int().nonnegative(),
  /** Rejected rows kept for the report (the first IMPORT_REPORT_MAX_ROWS). */
  reportRows: z.number().int().nonnegative(),
  /** Who started it: 'admin' (the page or the API) or 'cli'. */
  startedBy: z.enum(['admin', 'cli', 'sample']),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TImportJob = z.infer<typeof ZImportJobSchema>;

export const ZImportJobResponseSchema = dataEnvelope(ZImportJobSchema);
export const ZImportJobsQuerySchema = offsetPagination(ADMIN_PAGE_SIZE, IMPORT_LIST_MAX_LIMIT);
export const ZImportJobsResponseSchema = pagedEnvelope(ZImportJobSchema);
export const ZImportIdParamsSchema = z.object({ id: zUuid(FIELD_MESSAGES.invalidId) });

export const ZImportFileSchema = z.object({
  /** The name to send as `file`. */
  name: z.string(),
  size: z.number().int().nonnegative(),
  modifiedAt: z.string(),
  /** The source the name suggests (.parquet / .geojson → overture, .csv → nppes), or null. */
  source: ZImportSourceSchema.nullable(),
});
export type TImportFile = z.infer<typeof ZImportFileSchema>;
export const ZImportFilesResponseSchema = dataEnvelope(z.array(ZImportFileSchema));

// ---- The review queue -------------------------------------------------------------------

export const IMPORT_MATCH_REASONS = ['similar_name_nearby', 'several_candidates'] as const;
export const IMPORT_MATCH_STATUSES = ['pending', 'merged', 'kept_apart'] as const;

/** What the source says of the record in doubt. */
export const ZImportedRecordSchema = z.object({
  source: ZImportSourceSchema,
  recordId: z.string(),
  name: z.string(),
  category: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  addressLine1: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export const ZMatchCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** Metres between the record's point and the listing's; null when either has none. */
  distanceMeters: z.number().nullable(),
  /** pg_trgm similarity of the names (0–1). */
  similarity: z.number(),
});

export const ZImportMatchSchema = z.object({
  id: z.string().uuid(),
  importId: z.string().uuid(),
  reason: z.enum(IMPORT_MATCH_REASONS),
  status: z.enum(IMPORT_MATCH_STATUSES),
  record: ZImportedRecordSchema,
  candidates: z.array(ZMatchCandidateSchema),
  /** The listing the record ended in once decided (merged into, or created apart). */
  providerId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TImportMatch = z.infer<typeof ZImportMatchSchema>;

export const ZImportMatchesQuerySchema = z
  .object({
    status: z.enum(IMPORT_MATCH_STATUSES).default('pending'),
    importId: zUuid(FIELD_MESSAGES.invalidId).optional(),
  })
  .merge(offsetPagination(ADMIN_PAGE_SIZE, IMPORT_LIST_MAX_LIMIT));
export const ZImportMatchesResponseSchema = pagedEnvelope(ZImportMatchSchema);
export const ZImportMatchResponseSchema = dataEnvelope(ZImportMatchSchema);
export const ZImportMatchDecisionBodySchema = z.object({
  decision: z.enum(['merge', 'keep_apart']),
  /** With several candidates: the one to merge into (default: the first, the likeliest). */
  into: ZProviderIdSchema.optional(),
});
export type TImportMatchDecisionBody = z.infer<typeof ZImportMatchDecisionBodySchema>;

// ---- Owners' suggestions ----------------------------------------------------------------

/** Listing fields an import may change (and an owner's or admin's edit then protects). */
export const TRACKED_FIELDS = [
  'name',
  'category',
  'specialties',
  'phone',
  'website',
  'location',
  'status',
] as const;
export type TrackedField = (typeof TRACKED_FIELDS)[number];

export const ZProviderSuggestionSchema = z.object({
  id: z.string().uuid(),
  field: z.enum(TRACKED_FIELDS),
  /** The listing's value now and the source's, as text to show. */
  current: z.string().nullable(),
  suggested: z.string().nullable(),
  source: ZImportSourceSchema,
  sourceName: z.string(),
  createdAt: z.string(),
});
export type TProviderSuggestion = z.infer<typeof ZProviderSuggestionSchema>;
export const ZProviderSuggestionsResponseSchema = dataEnvelope(z.array(ZProviderSuggestionSchema));
export const ZSuggestionParamsSchema = z.object({
  id: ZProviderIdSchema,
  suggestionId: zUuid(FIELD_MESSAGES.invalidId),
});
export const ZSuggestionActionBodySchema = z.object({ action: z.enum(['accept', 'dismiss']) });
export const ZSuggestionActionResponseSchema = dataEnvelope(
  z.object({ id: z.string().uuid(), status: z.enum(['accepted', 'dismissed']) }),
);
