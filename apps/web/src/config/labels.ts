/**
 * Labels and messages of the web app that the API does not share (those live in
 * `@app/contracts`): one place, so a later translation reaches every one of them.
 */
export const LABELS = {
  editReview: 'Edit your Review',
  deleteReview: 'Delete your Review',
  deleteReviewText:
    'Your review and its ratings are removed from this profile. This cannot be undone.',
  editReviewForm: 'Edit your review',
  saveChanges: 'Save Changes',
  /** 'Edited Mar 2, 2026' beside a review its author changed. */
  edited: (date: string) => `Edited ${date}`,
  leads: {
    menu: 'Leads',
    title: 'Leads',
    exportCsv: 'Export CSV',
    emptyTitle: 'No Leads Yet',
    emptyText: 'Requests sent through your lead form appear here, newest first.',
    replyByEmail: 'Reply by email',
    call: 'Call',
    markHandled: 'Mark as Handled',
    markNew: 'Mark as New',
    options: 'Requested',
    previous: 'Previous',
    next: 'Next',
    /** 'Showing 1–20 of 45' */
    range: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
    replySubject: (provider: string) => `Your request to ${provider}`,
  },
} as const;
