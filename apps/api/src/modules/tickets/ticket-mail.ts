import { format, isStaffRole, messages, type Role } from '@pubdesk/contract';
import type { Deps } from '../../app-types.js';
import { labelOrigin, mainOrigin } from '../../lib/main-origin.js';
import { labelMembers } from '../whitelabel/index.js';
import type { TicketsRepo } from './tickets.repo.js';

/** What a ticket's mail says of it. */
export interface TicketMailSubject {
  id: number;
  number: number;
  subject: string;
  requesterId: number;
  assigneeId: number | null;
}

/** A body's first part, for a mail: the thread itself lives in the app. */
const excerpt = (body: string) => (body.length > 2000 ? `${body.slice(0, 2000)}...` : body);

/**
 * The e-mails of tickets, through the outbox: a new ticket to its assignee, else the requester's
 * account managers, else the admins and organizations; a staff reply to the requester; a
 * requester's reply to the assignee (or as a new ticket's). Never a note. Each names the ticket
 * (`[#10001] Subject`), threads on one root Message-ID per ticket, and is marked
 * `Auto-Submitted: auto-replied` so that mail robots do not answer it.
 */
export function ticketMail(deps: Pick<Deps, 'db' | 'config' | 'mailer'>, repo: TicketsRepo) {
  const members = labelMembers(deps);
  const host = new URL(mainOrigin(deps.config)).hostname;

  /** The ticket's page for this reader: the console for staff, the portal (on their label) for others. */
  async function linkFor(ticket: TicketMailSubject, reader: { id: number; role: Role }): Promise<string> {
    if (isStaffRole(reader.role)) return `${mainOrigin(deps.config)}/tickets/${ticket.id}`;
    const label = await members.labelFor(reader);
    const origin = label ? labelOrigin(deps.config, label.domain) : mainOrigin(deps.config);
    return `${origin}/portal/support/${ticket.id}`;
  }

  const headers = (ticket: TicketMailSubject, messageId: number, to: number) => ({
    'Message-ID': `<ticket-${ticket.number}-${messageId}-${to}@${host}>`,
    'In-Reply-To': `<ticket-${ticket.number}@${host}>`,
    References: `<ticket-${ticket.number}@${host}>`,
    'Auto-Submitted': 'auto-replied',
  });

  async function send(
    ticket: TicketMailSubject,
    messageId: number,
    to: { id: number; email: string; role: Role },
    template: string,
    values: Record<string, string>,
  ) {
    const link = await linkFor(ticket, to);
    await deps.mailer.send({
      to: to.email,
      subject: format(messages.tickets.mailSubject, { number: ticket.number, subject: ticket.subject }),
      text: format(template, { ...values, number: ticket.number, subject: ticket.subject, link }),
      headers: headers(ticket, messageId, to.id),
    });
  }

  /** Who answers the ticket: its assignee, else the requester's account managers, else the admins and organizations. */
  async function answerers(ticket: TicketMailSubject) {
    if (ticket.assigneeId !== null) {
      const assignee = await repo.user(ticket.assigneeId);
      if (assignee?.isActive) return [{ id: assignee.id, email: assignee.email, role: assignee.role as Role }];
    }
    const managers = await repo.accountManagersOf(ticket.requesterId);
    const staff = managers.length > 0 ? managers : await repo.supportStaff();
    // Account managers, admins or organizations: staff either way, so their link opens the console.
    return staff.map((s) => ({ ...s, role: (managers.length > 0 ? 'account_manager' : 'admin') as Role }));
  }

  return {
    async opened(ticket: TicketMailSubject, messageId: number, requesterName: string, body: string): Promise<void> {
      for (const to of await answerers(ticket)) {
        await send(ticket, messageId, to, messages.tickets.mailNewTicket, { requester: requesterName, body: excerpt(body) });
      }
    },
    /** A public message: staff's goes to the requester, the requester's to whoever answers. */
    async replied(
      ticket: TicketMailSubject,
      messageId: number,
      author: { id: number; name: string },
      byStaff: boolean,
      body: string,
    ): Promise<void> {
      if (byStaff) {
        const requester = await repo.user(ticket.requesterId);
        if (requester?.isActive && requester.id !== author.id) {
          await send(
            ticket,
            messageId,
            { id: requester.id, email: requester.email, role: requester.role as Role },
            messages.tickets.mailStaffReply,
            {
              author: author.name,
              body: excerpt(body),
            },
          );
        }
        return;
      }
      for (const to of await answerers(ticket)) {
        if (to.id !== author.id)
          await send(ticket, messageId, to, messages.tickets.mailRequesterReply, { author: author.name, body: excerpt(body) });
      }
    },
  };
}
