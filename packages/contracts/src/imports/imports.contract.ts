import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { routeMeta } from '../common/route-meta.js';
import {
  ZImportCreateBodySchema,
  ZImportFilesResponseSchema,
  ZImportIdParamsSchema,
  ZImportJobResponseSchema,
  ZImportJobsQuerySchema,
  ZImportJobsResponseSchema,
  ZImportMatchDecisionBodySchema,
  ZImportMatchesQuerySchema,
  ZImportMatchesResponseSchema,
  ZImportMatchResponseSchema,
  ZImportUploadBodySchema,
  ZProviderSuggestionsResponseSchema,
  ZSuggestionActionBodySchema,
  ZSuggestionActionResponseSchema,
  ZSuggestionParamsSchema,
} from './imports.schemas.js';

const c = initContract();
const admin = routeMeta({ access: 'admin' });

/**
 * Imports of open data (issue 47): jobs of the job queue, one at a time across the cluster,
 * with their progress, their report of rejected rows and the review queue of ambiguous
 * matches. Admin only.
 */
export const importsContract = c.router({
  create: {
    method: 'POST',
    path: '/admin/imports',
    body: ZImportCreateBodySchema,
    responses: { 202: ZImportJobResponseSchema },
    metadata: routeMeta({
      ...admin,
      errors: {
        404: 'No such file in DATA_DIR/imports/',
        503: 'The job queue is off on this server (JOB_QUEUE=off)',
      },
    }),
    summary:
      'Queue an import of a file in DATA_DIR/imports/ (JSON `{ source, file, confidence? }`); 202 with the job',
  },
  /** The same route as `create`, with the file itself (multipart); stored under imports/uploads. */
  upload: {
    method: 'POST',
    path: '/admin/imports',
    contentType: 'multipart/form-data',
    body: ZImportUploadBodySchema,
    responses: { 202: ZImportJobResponseSchema },
    metadata: routeMeta({
      ...admin,
      rateLimit: 'upload',
      errors: { 503: 'The job queue is off on this server (JOB_QUEUE=off)' },
    }),
    summary: 'Upload a file and queue its import (multipart: `source`, `confidence?`, `file`)',
  },
  list: {
    method: 'GET',
    path: '/admin/imports',
    query: ZImportJobsQuerySchema,
    responses: { 200: ZImportJobsResponseSchema },
    metadata: admin,
    summary: 'Imports, newest first, with their counts and state',
  },
  files: {
    method: 'GET',
    path: '/admin/imports/files',
    responses: { 200: ZImportFilesResponseSchema },
    metadata: admin,
    summary: 'The files in DATA_DIR/imports/ that can be imported',
  },
  matches: {
    method: 'GET',
    path: '/admin/imports/matches',
    query: ZImportMatchesQuerySchema,
    responses: { 200: ZImportMatchesResponseSchema },
    metadata: admin,
    summary: 'The review queue: imported records that may be a listing already here',
  },
  decideMatch: {
    method: 'POST',
    path: '/admin/imports/matches/:id',
    pathParams: ZImportIdParamsSchema,
    body: ZImportMatchDecisionBodySchema,
    responses: { 200: ZImportMatchResponseSchema },
    metadata: routeMeta({ ...admin, errors: { 409: 'The match is already decided' } }),
    summary:
      'Decide a match: merge the record into a candidate (its source id joins it) or keep it apart (a listing of its own)',
  },
  get: {
    method: 'GET',
    path: '/admin/imports/:id',
    pathParams: ZImportIdParamsSchema,
    responses: { 200: ZImportJobResponseSchema },
    metadata: admin,
    summary: "An import's state, counts, skipped rows by reason, rate and time left",
  },
  report: {
    method: 'GET',
    path: '/admin/imports/:id/report',
    pathParams: ZImportIdParamsSchema,
    responses: { 200: c.otherResponse({ contentType: 'text/csv', body: z.string() }) },
    metadata: routeMeta({ ...admin, download: true }),
    summary: "The import's report as CSV: the first 1,000 rejected rows (index, reason, raw)",
  },
});

/** What imports would change on a claimed listing, for its owner to accept or dismiss. */
export const suggestionsContract = c.router({
  list: {
    method: 'GET',
    path: '/providers/:id/suggestions',
    pathParams: ZSuggestionParamsSchema.pick({ id: true }),
    responses: { 200: ZProviderSuggestionsResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary: "Changes the listing's sources suggest, oldest first (the owner)",
  },
  decide: {
    method: 'POST',
    path: '/providers/:id/suggestions/:suggestionId',
    pathParams: ZSuggestionParamsSchema,
    body: ZSuggestionActionBodySchema,
    responses: { 200: ZSuggestionActionResponseSchema },
    metadata: routeMeta({ access: 'provider' }),
    summary: 'Accept a suggestion (the listing takes the value) or dismiss it (the owner)',
  },
});
