/**
 * Document titles that pages set themselves (useDocumentTitle); every route's own title is in
 * route-titles.ts. Strings in one place, for a translation later.
 */
export const TITLES = {
  notFound: 'Page not found',
  providerNotFound: 'Provider not found',
  reviewerNotFound: 'Reviewer not found',
  searchResults: (subject: string) => `Search results for “${subject}”`,
};
