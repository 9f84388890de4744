import {
  ALERT_PUBLIC_DAYS,
  BURST_ACCOUNT_MAX_AGE_DAYS,
  BURST_MIN_REVIEWS,
  BURST_WINDOW_HOURS,
  CONTACT_LABEL_MIN_HOURS,
  RANKING_MIN_REVIEWS,
  RANKING_TOP_SHARE,
  RANKING_WINDOW_MONTHS,
  SHARED_NETWORK_MIN_REVIEWS,
  SHARED_NETWORK_WINDOW_DAYS,
} from '@app/contracts';

/** Every string of the /transparency page (issue 17, decision 0030), in one place. */
export const TRANSPARENCY_TEXT = {
  title: 'Transparency',
  intro:
    'Every number on this page is counted from our database when you open it: nothing is estimated or rounded. It covers the last 12 months, newest first.',
  numbersHeading: 'Reviews and moderation, month by month',
  tableCaption: 'Reviews and moderation per month',
  loading: 'Loading the numbers',
  loadFailed: 'The numbers could not be loaded. Please try again later.',
  retry: 'Try again',
  empty: 'No reviews were posted in the last 12 months yet.',
  columns: {
    month: 'Month',
    reviewsPosted: 'Reviews posted',
    labelledContact: 'Verified contact',
    labelledInvited: 'Invited',
    reported: 'Reports',
    removed: 'Removed',
    appealsFiled: 'Appeals filed',
    appealsUpheld: 'Appeals upheld',
    appealsRejected: 'Appeals rejected',
    alertsConfirmed: 'Consumer alerts',
  },
  removedReasonsHeading: 'Why reviews were removed',
  removedNone: 'No review was removed in these 12 months.',
  reasonColumn: 'Reason',
  countColumn: 'Reviews removed',
  generatedAt: (when: string) => `Counted on ${when}.`,
  howHeading: 'How reviews work',
  how: [
    {
      heading: 'Who can write a review',
      text: 'Anyone with a confirmed account can review a provider once, and edit or delete their own review. The owner of a profile cannot review it, and a review from an account tied to the business raises a consumer alert.',
    },
    {
      heading: 'What the labels mean',
      text: `Verified contact: the author sent this provider a request through our site at least ${CONTACT_LABEL_MIN_HOURS} hours before writing the review. Invited: the provider invited the author with our standard invitation, which asks for no rating, offers nothing and goes to every client the provider lists. Labels inform; they never hide a review or change its weight.`,
    },
    {
      heading: 'How the average is computed',
      text: 'A review’s rating is the mean of its five answers (professionalism, communication, punctuality, transparency, satisfaction). A provider’s average is the mean of the ratings of all its reviews that count, to one decimal. Every review counts, except those named in a confirmed consumer alert.',
    },
    {
      heading: 'How providers are ranked',
      text: 'Search results follow the sort you choose. By default they are ordered by average rating, then by the number of reviews; a search for words puts the closest matches first, and a search near a place can be sorted by distance. Sponsored placements are shown apart and always say Sponsored.',
    },
    {
      heading: 'Paid plans change neither',
      text: 'A paid plan or an ad never changes which reviews are shown, their order within a sort, a provider’s average, its ranking or any badge. A provider cannot remove a review; it can appeal, and moderators decide with a reason from a published list.',
    },
    {
      heading: 'Top rated badges',
      text: `A profile shows “Top rated for Communication among Law Firms in FL” (or Professionalism, Punctuality, Transparency) when its average on that question is in the top ${Math.round(RANKING_TOP_SHARE * 100)}% of the providers of its category and state that have at least ${RANKING_MIN_REVIEWS} reviews in the last ${RANKING_WINDOW_MONTHS} months. Ties share a rank. Rankings are recomputed every 15 minutes; the badge shows its basis (reviews, rank, group size).`,
    },
    {
      heading: 'Consumer alerts',
      text: `We watch for manipulation: ${BURST_MIN_REVIEWS} or more reviews of one provider within ${BURST_WINDOW_HOURS} hours from accounts created less than ${BURST_ACCOUNT_MAX_AGE_DAYS} days before; ${SHARED_NETWORK_MIN_REVIEWS} or more reviews within ${SHARED_NETWORK_WINDOW_DAYS} days from one network address; reviews from accounts tied to the business; and moderators’ findings of incentives or threats against reviewers. A moderator checks every alert. A confirmed alert shows on the profile for ${ALERT_PUBLIC_DAYS} days and the reviews it names stop counting in the average.`,
    },
    {
      heading: 'Reports and appeals',
      text: 'Anyone signed in can report a review. A reported or appealed review stays visible and counted until moderators decide, with a reason from the published list; the same rules apply to 1-star and 5-star reviews. A removed review leaves a public line in its place.',
    },
  ],
} as const;
