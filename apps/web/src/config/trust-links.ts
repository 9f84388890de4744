/**
 * The link to /transparency (decision 0030), from the footer and the review labels: a module
 * of its own so that the footer (in every page's first JavaScript) carries only this string.
 */
export const HOW_REVIEWS_WORK = 'How reviews work';
