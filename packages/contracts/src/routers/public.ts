import { initContract } from '@ts-rest/core';
import { authContract } from '../auth/auth.contract.js';
import { bookmarksContract } from '../bookmarks/bookmarks.contract.js';
import { claimsContract } from '../claims/claims.contract.js';
import { healthContract } from '../health/health.contract.js';
import { imagesContract } from '../images/images.contract.js';
import { listingsContract } from '../listings/listings.contract.js';
import { placesContract } from '../places/places.contract.js';
import { postsContract } from '../posts/posts.contract.js';
import { providersContract } from '../providers/providers.contract.js';
import { reviewsContract } from '../reviews/reviews.contract.js';
import { ROUTER_OPTIONS } from '../router-options.js';
import { usersContract } from '../users/users.contract.js';

const c = initContract();

/**
 * The areas the public pages call. The web app builds its main client from this router and
 * the admin, provider-tools and account clients from their own (one module each, so that a
 * public page's bundle leaves their routes out); the API serves them all as `contract`.
 */
export const publicAreas = {
  health: healthContract,
  auth: authContract,
  users: usersContract,
  providers: providersContract,
  places: placesContract,
  reviews: reviewsContract,
  bookmarks: bookmarksContract,
  posts: postsContract,
  images: imagesContract,
  claims: claimsContract,
  listings: listingsContract,
};

export const publicRouter = c.router(publicAreas, ROUTER_OPTIONS);
