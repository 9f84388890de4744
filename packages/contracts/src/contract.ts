import { initContract } from '@ts-rest/core';
import { ZErrorBodySchema } from './common/errors.schemas.js';
import { authContract } from './auth/auth.contract.js';
import { healthContract } from './health/health.contract.js';
import { usersContract } from './users/users.contract.js';
import { providersContract } from './providers/providers.contract.js';
import { reviewsContract } from './reviews/reviews.contract.js';
import { bookmarksContract } from './bookmarks/bookmarks.contract.js';
import { postsContract } from './posts/posts.contract.js';
import { imagesContract } from './images/images.contract.js';
import { adminContract } from './admin/admin.contract.js';
import { claimsContract } from './claims/claims.contract.js';
import { providerToolsContract } from './provider-tools/provider-tools.contract.js';
import { accountContract } from './account/account.contract.js';

const c = initContract();

/** All routes live under /api; ts-rest ignores Nest's global prefix, so it is set here. */
export const API_PREFIX = '/api';

export const contract = c.router(
  {
    health: healthContract,
    auth: authContract,
    users: usersContract,
    providers: providersContract,
    reviews: reviewsContract,
    bookmarks: bookmarksContract,
    posts: postsContract,
    images: imagesContract,
    admin: adminContract,
    claims: claimsContract,
    providerTools: providerToolsContract,
    account: accountContract,
  },
  {
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
  },
);
export type Contract = typeof contract;
