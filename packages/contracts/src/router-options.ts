import { ZErrorBodySchema } from './common/errors.schemas.js';

/** All routes live under /api; ts-rest ignores Nest's global prefix, so it is set here. */
export const API_PREFIX = '/api';

/** How every router of the API is built: the /api prefix and the shared error answers. */
export const ROUTER_OPTIONS = {
  pathPrefix: API_PREFIX,
  strictStatusCodes: true,
  commonResponses: {
    400: ZErrorBodySchema,
    401: ZErrorBodySchema,
    403: ZErrorBodySchema,
    404: ZErrorBodySchema,
    409: ZErrorBodySchema,
    413: ZErrorBodySchema,
    429: ZErrorBodySchema,
    500: ZErrorBodySchema,
  },
} as const;
