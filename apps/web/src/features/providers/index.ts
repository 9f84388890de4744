/**
 * The providers feature's public entry (decision 0035): the profile's queries (one cache key
 * for the public page and the owner's tools) and the signed-in author's own review card.
 * Other features import only this file of providers.
 */
export { providerKeys, useProvider } from './api/provider';
export { useProviderPosts, useProviderReviews } from './api/reviews';
export { OwnReview } from './components/own-review';
