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
} as const;
