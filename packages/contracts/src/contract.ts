import { initContract } from '@ts-rest/core';
import { ROUTER_OPTIONS } from './router-options.js';
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

export { API_PREFIX } from './router-options.js';

/** Every route of the API; the API serves it whole (web chunks use the smaller routers in ./routers). */
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
  ROUTER_OPTIONS,
);
export type Contract = typeof contract;
