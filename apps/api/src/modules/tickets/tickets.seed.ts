import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/index.js';
import { websites } from '../websites/index.js';
import { ticketMessages, tickets } from './tickets.table.js';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

interface DemoMessage {
  by: string;
  body: string;
  internal?: boolean;
  hoursAgo: number;
}

interface DemoTicket {
  requester: string;
  subject: string;
  category: string;
  priority: string;
  status: string;
  assignee?: string;
  /** Tie the ticket to the requester's first website. */
  onWebsite?: boolean;
  messages: DemoMessage[];
}

/** A queue a support team would have on a normal week: every status, notes and replies, two networks' worth. */
const demoTickets: DemoTicket[] = [
  {
    requester: 'publisher1',
    subject: 'Revenue for one website dropped since Tuesday',
    category: 'reporting',
    priority: 'high',
    status: 'open',
    onWebsite: true,
    messages: [
      {
        by: 'publisher1',
        body: 'Impressions look normal but **revenue is half** of last week since Tuesday. Can you check?',
        hoursAgo: 20,
      },
      {
        by: 'account_manager1',
        body: 'Ad Manager shows the main line item paused on Tuesday; asked the demand team why.',
        internal: true,
        hoursAgo: 18,
      },
    ],
  },
  {
    requester: 'publisher1',
    subject: "Deduction on last month's invoice",
    category: 'payment',
    priority: 'normal',
    status: 'pending',
    assignee: 'account_manager1',
    messages: [
      { by: 'publisher1', body: 'My invoice has a deduction I did not expect. What is it for?', hoursAgo: 50 },
      {
        by: 'account_manager1',
        body: 'The deduction is the invalid-traffic adjustment the platform reported for that month. Could you confirm you see the same figure under Payments?',
        hoursAgo: 45,
      },
    ],
  },
  {
    requester: 'network1',
    subject: 'Netlink asks for a new ads.txt line',
    category: 'ads_txt',
    priority: 'normal',
    status: 'on_hold',
    assignee: 'ad_operation1',
    messages: [
      { by: 'network1', body: 'Netlink says our websites miss their new reseller line. Which line should we publish?', hoursAgo: 30 },
      {
        by: 'ad_operation1',
        body: 'We asked Netlink for the exact line and will add it to the demand source as soon as they answer.',
        hoursAgo: 28,
      },
      { by: 'ad_operation1', body: 'Waiting on Netlink support (their case 4471).', internal: true, hoursAgo: 28 },
    ],
  },
  {
    requester: 'publisher2',
    subject: 'How do I add a second player to my website?',
    category: 'technical',
    priority: 'low',
    status: 'solved',
    assignee: 'account_manager1',
    messages: [
      { by: 'publisher2', body: 'I want a second video player on the sports section.', hoursAgo: 72 },
      { by: 'account_manager1', body: 'Your network adds players under Players; we asked Northwind to set one up for you.', hoursAgo: 48 },
    ],
  },
  {
    requester: 'publisher5',
    subject: 'Changed bank account',
    category: 'account',
    priority: 'normal',
    status: 'closed',
    messages: [
      { by: 'publisher5', body: 'I changed my bank account in my profile, is there anything else to do?', hoursAgo: 240 },
      { by: 'organization1', body: 'Nothing else: the next payout goes to the new account.', hoursAgo: 230 },
    ],
  },
];

/** The demo support queue (seeded after users, websites and assignments). */
export async function seedDemoTickets(db: Db): Promise<void> {
  const names = [...new Set(demoTickets.flatMap((t) => [t.requester, t.assignee ?? '', ...t.messages.map((m) => m.by)]))].filter(Boolean);
  const people = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  for (const demo of demoTickets) {
    const requesterId = idOf.get(demo.requester);
    if (requesterId === undefined) continue;
    const [site] = demo.onWebsite
      ? await db.select({ id: websites.id }).from(websites).where(eq(websites.publisherId, requesterId)).orderBy(asc(websites.id)).limit(1)
      : [];
    const first = demo.messages[0]!.hoursAgo;
    const last = demo.messages[demo.messages.length - 1]!.hoursAgo;
    const [ticket] = await db
      .insert(tickets)
      .values({
        subject: demo.subject,
        category: demo.category,
        priority: demo.priority,
        status: demo.status,
        requesterId,
        assigneeId: demo.assignee ? (idOf.get(demo.assignee) ?? null) : null,
        websiteId: site?.id ?? null,
        createdAt: ago(first),
        updatedAt: ago(last),
        solvedAt: demo.status === 'solved' ? ago(last) : null,
      })
      .returning({ id: tickets.id });
    await db.insert(ticketMessages).values(
      demo.messages.map((m) => ({
        ticketId: ticket!.id,
        authorId: idOf.get(m.by) ?? null,
        body: m.body,
        internal: m.internal ?? false,
        createdAt: ago(m.hoursAgo),
      })),
    );
  }
}
