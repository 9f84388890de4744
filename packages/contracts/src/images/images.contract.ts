import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { routeMeta } from '../common/route-meta.js';

const c = initContract();

/** What an upload answers: the image, its WebP rendition and a thumbnail, all served by us. */
export const ZUploadResponseSchema = dataEnvelope(
  z.object({ url: z.string(), webpUrl: z.string(), thumbnailUrl: z.string() }),
);

/** A private document: `url` (`/api/files/private/...`) is a reference, not a readable link. */
export const ZDocumentUploadResponseSchema = dataEnvelope(
  z.object({ url: z.string(), contentType: z.string() }),
);

/**
 * Multipart routes are plain Nest controllers (ts-rest does not parse multipart); they are
 * declared here so that the docs and the clients know them.
 */
export const imagesContract = c.router({
  upload: {
    method: 'POST',
    path: '/images/upload',
    contentType: 'multipart/form-data',
    body: c.type<{ file: unknown }>(),
    responses: { 201: ZUploadResponseSchema },
    metadata: routeMeta({ access: 'user', rateLimit: 'upload' }),
    summary:
      'Upload an image (field `file`): JPEG, PNG, WebP or GIF by content, 5 MB at most; re-encoded without metadata',
  },
  uploadDocument: {
    method: 'POST',
    path: '/documents/upload',
    contentType: 'multipart/form-data',
    body: c.type<{ file: unknown }>(),
    responses: { 201: ZDocumentUploadResponseSchema },
    metadata: routeMeta({ access: 'provider', rateLimit: 'upload' }),
    summary:
      'Upload a private document for an appeal (field `file`): PDF, JPG or PNG by content, 10 MB at most; the url is a reference, readable only through signed links',
  },
});
