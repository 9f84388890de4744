// The review sorts as plain data (the provider page reads them without zod).
export const REVIEW_SORTS = ['rating_desc', 'rating_asc', 'newest', 'oldest'] as const;
export type TReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<TReviewSort, string> = {
  rating_desc: 'Highest to Lowest',
  rating_asc: 'Lowest to Highest',
  newest: 'New First',
  oldest: 'Old First',
};
