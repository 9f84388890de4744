import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { zFileField } from '../common/schema-docs.js';
import { routeMeta } from '../common/route-meta.js';
import { CLAIM_FILE_MAX_BYTES, UPLOAD_MAX_BYTES } from '../constants.js';
import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES } from '../rules/files.js';

const c = initContract();

/** What an upload answers: the image, its WebP rendition and a thumbnail, all served by us. */
export const ZUploadResponseSchema = dataEnvelope(
  z.object({ url: z.string(), webpUrl: z.string(), thumbnailUrl: z.string() }),
);

/** A private document: `url` (`/api/files/private/...`) is a reference, not a readable link. */
export const ZDocumentUploadResponseSchema = dataEnvelope(
  z.object({ url: z.string(), contentType: z.string() }),
);

/** Multipart field `file` of POST /images/upload. */
export const ZImageUploadBodySchema = z.object({
  file: zFileField({
    description: 'The image, 5 MB at most',
    mediaTypes: IMAGE_MIME_TYPES,
    maxBytes: UPLOAD_MAX_BYTES,
  }),
});

/** Multipart field `file` of POST /documents/upload (appeal evidence). */
export const ZDocumentUploadBodySchema = z.object({
  file: zFileField({
    description: 'The document, 10 MB at most',
    mediaTypes: DOCUMENT_MIME_TYPES,
    maxBytes: CLAIM_FILE_MAX_BYTES,
  }),
});

/**
 * Multipart routes: multer reads the parts, the handler checks the file by content (the
 * services answer the spec's messages for a missing, wrong or oversized file).
 */
export const imagesContract = c.router({
  upload: {
    method: 'POST',
    path: '/images/upload',
    contentType: 'multipart/form-data',
    body: ZImageUploadBodySchema,
    responses: { 201: ZUploadResponseSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'upload' }),
    summary:
      'Upload an image (field `file`): JPEG, PNG, WebP or GIF by content, 5 MB at most; re-encoded without metadata',
  },
  uploadDocument: {
    method: 'POST',
    path: '/documents/upload',
    contentType: 'multipart/form-data',
    body: ZDocumentUploadBodySchema,
    responses: { 201: ZDocumentUploadResponseSchema },
    metadata: routeMeta({ access: 'provider', rateLimit: 'upload' }),
    summary:
      'Upload a private document for an appeal (field `file`): PDF, JPG or PNG by content, 10 MB at most; the url is a reference, readable only through signed links',
  },
});
