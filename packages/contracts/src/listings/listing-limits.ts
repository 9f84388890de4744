/**
 * How much 'Add your business' takes (issue 47): listings one person may add in 24 hours,
 * listings added at one address (line 1 and ZIP) in 24 hours, and the length of a closing
 * reason. The API counts them; the web shows the messages it answers.
 */
export const LISTING_LIMITS = {
  perPersonPerDay: 5,
  perAddressPerDay: 3,
  reasonMax: 500,
} as const;
