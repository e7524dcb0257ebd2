/** Support tickets on both apps: the thread, the message editor and reply box, the status badge, the API hooks. */
export { MessageEditor, ReplyForm, fileProblems } from './ReplyForm';
export { TicketStatusBadge } from './TicketStatusBadge';
export { ticketStatusLabel, ticketStatusOptions } from './ticket-status';
export { TicketThread } from './TicketThread';
export {
  downloadAttachment,
  useOpenTicket,
  useReply,
  useTicket,
  useTicketList,
  useUpdateTicket,
  type NewTicketFields,
  type TicketListQuery,
} from './tickets.api';
