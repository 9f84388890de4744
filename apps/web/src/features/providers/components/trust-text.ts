import { HOW_REVIEWS_WORK } from '../../../config/trust-links';

/** The words of the provider page's trust parts (issue 17), written once. */
export const TRUST_TEXT = {
  report: 'Report',
  reportTitle: 'Report this review',
  reportIntro:
    'Tell our moderators what is wrong. The review stays visible while they look at it; you will get an email with their decision.',
  reason: 'Reason',
  details: 'Details (optional)',
  send: 'Send report',
  cancel: 'Cancel',
  sent: 'Thank you. Your report was sent to our moderators.',
  recordHeading: 'Moderation record',
  howReviewsWork: HOW_REVIEWS_WORK,
  alertsHeading: 'Consumer alerts',
  alertDate: (date: string) => `Confirmed by our moderators on ${date}.`,
  topRatedHeading: 'Rankings',
  invited:
    'You were invited to review this provider. Your review will be labelled Invited; it is published under the same rules whatever its rating.',
} as const;
