/*
 * The portal's Support screens (/portal/support, /portal/support/new, /portal/support/:id). The
 * statuses, priorities, categories, the fields' labels and the thread's texts are `tickets.*`
 * (shared with the console); Status, Priority and Website are `common.*`.
 */
export const portalSupportMessages = {
  intro: 'Ask the support team about payments, reports, ads.txt or anything else. Answers arrive here and by e-mail.',
  newTicket: 'New ticket',
  empty: 'No tickets yet.',
  columns: {
    /** A network's list: who opened the ticket (the network, or one of its publishers). */
    requester: 'Opened by',
  },
  /** The New ticket form. */
  newIntro: 'Tell us what you need. Pick the website it is about, if any, and attach screenshots or files that help.',
  categoryPlaceholder: 'Select a category',
  websitePlaceholder: 'Not about one website',
  body: 'Message',
  bodyPlaceholder: 'What happened, where, and since when. Markdown is supported.',
  submit: 'Open ticket',
  opened: 'Ticket #{number} opened. We will answer here and by e-mail.',
  openFailed: 'Could not open the ticket',
  /** A ticket's page. */
  backToList: 'Back to support',
  notFoundText: 'There is no such ticket, or it is not one you can see.',
  openedBy: 'Opened by {name} on {date}',
  details: 'Ticket details',
  close: 'Close ticket',
  reopen: 'Reopen ticket',
  closedDone: 'Ticket closed.',
  reopenedDone: 'Ticket reopened.',
  statusFailed: 'Could not change the ticket',
  closedNotice: 'This ticket is closed. Reopen it to write to the support team again.',
  /** A network reading one of its publishers' tickets. */
  readOnly: 'This ticket belongs to {name}: you can read it, only they can reply.',
} as const;
