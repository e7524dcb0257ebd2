/*
 * Support tickets: what the API says in field errors and details, the e-mails it sends, and (below
 * the API's part) the console's Support screens. The portal's Support screens: portal-support.ts.
 */
export const ticketsMessages = {
  /** API: refusals. */
  tooManyFiles: 'Attach at most {max} files to one message.',
  fileKind: '"{name}" is not a file that can be attached: use {kinds}.',
  requesterStatus: 'You can only close your ticket or reopen it.',
  notStaffAssignee: 'Select a staff user who answers tickets.',
  notYourWebsite: 'Select one of your websites.',
  notesAreStaffs: 'Only the support team can add internal notes.',
  /** E-mail: `[#10001] Subject` threads every message of a ticket. */
  mailSubject: '[#{number}] {subject}',
  mailNewTicket: '{requester} opened ticket #{number}: {subject}\n\n{body}\n\nAnswer it in the console: {link}',
  mailStaffReply: '{author} answered your ticket #{number}: {subject}\n\n{body}\n\nRead and reply: {link}',
  mailRequesterReply: '{author} replied to ticket #{number}: {subject}\n\n{body}\n\nAnswer it in the console: {link}',
  /** Shared by the console's and the portal's screens (@pubdesk/ui/tickets). */
  statuses: { open: 'Open', pending: 'Pending', on_hold: 'On hold', solved: 'Solved', closed: 'Closed' },
  priorities: { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' },
  categories: {
    payment: 'Payment',
    ads_txt: 'ads.txt',
    reporting: 'Reporting',
    technical: 'Technical',
    account: 'Account',
    other: 'Other',
  },
  number: '#{number}',
  thread: 'Messages',
  internalNote: 'Internal note',
  fromSupport: 'Support',
  /** Under a message staff wrote signed in as its author (an impersonated session). */
  sentBy: 'Sent by {name} as this user',
  deletedUser: 'Deleted user',
  attachments: 'Attachments',
  download: 'Download {name}',
  downloadFailed: 'Could not download the file',
  write: 'Write',
  preview: 'Preview',
  nothingToPreview: 'Nothing to preview yet.',
  reply: 'Reply',
  replyPlaceholder: 'Write your reply. Markdown is supported.',
  internalSwitch: 'Internal note (never shown to the requester)',
  attach: 'Attach files',
  attachHint: 'Up to 5 files of up to 10 MB each: images, PDF, CSV, XLSX or TXT.',
  removeFile: 'Remove {name}',
  fileTooBig: '{name} is larger than 10 MB.',
  send: 'Send reply',
  addNote: 'Add note',
  sent: 'Reply sent.',
  noteAdded: 'Note added.',
  sendFailed: 'Could not send the reply',
  /** The console's Support screens: the queue, a ticket's page, the dashboard's tile. */
  /** A ticket's fields as both apps label them. */
  fields: { number: 'Number', subject: 'Subject', category: 'Category', updated: 'Updated' },
  console: {
    title: 'Tickets',
    empty: 'No tickets match these filters.',
    requester: 'Requester',
    assignee: 'Assignee',
    created: 'Created',
    searchLabel: 'Search tickets',
    searchPlaceholder: 'Subject or number',
    allStatuses: 'All statuses',
    anyAssignee: 'Anyone',
    me: 'Me',
    unassigned: 'Unassigned',
    allCategories: 'All categories',
    noUser: 'No staff user found',
    /** A user the assignee list does not hold (the address names them). */
    userId: 'User #{id}',
    backToQueue: 'Back to the tickets',
    details: 'Details',
    saved: 'Ticket updated.',
    saveFailed: 'Could not update the ticket',
  },
} as const;
