import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@pubdesk/contract';
import { tickets } from '../src/modules/tickets/index.js';
import { eachTestIn } from './harness.js';
import { sb, seedWebsite } from './helpers.js';
import { notFound } from './expected.js';
import { openTicket as open, patchTicket as patch, ticketIds as ids, ticketsWorld } from './tickets-fixtures.js';

/** Tickets and the caller's scope: whom a manager may hand one to, and what a network reads of its publishers'. */
const { ctx, world: w } = eachTestIn(ticketsWorld);

describe('tickets within the caller’s scope', () => {
  it('a manager assigns only themselves (or nobody): another staff user is a field error and changes nothing', async () => {
    const t = await open(w.pubA);
    expect(sb(await patch(w.manager, t.id, { assignee: w.operator.user.id }))).toEqual({
      status: 400,
      body: { assignee: [messages.tickets.notStaffAssignee] },
    });
    expect((await ctx.database.db.select({ a: tickets.assigneeId }).from(tickets).where(eq(tickets.id, t.id)))[0]!.a).toBeNull();
    expect(sb(await patch(w.manager, t.id, { assignee: w.manager.user.id }))).toMatchObject({ status: 200 });
    // An assignee an admin chose stays when the manager sends it back unchanged.
    await patch(w.admin, t.id, { assignee: w.operator.user.id });
    expect(sb(await patch(w.manager, t.id, { assignee: w.operator.user.id, priority: 'high' }))).toMatchObject({
      status: 200,
      body: { assignee: { id: w.operator.user.id }, priority: 'high' },
    });
  });

  it("a publisher's ticket about another network's website is not its network's to read", async () => {
    // pubA also runs a website of netB's.
    const gamma = (await seedWebsite(ctx, { name: 'Gamma', networkId: w.netB.user.id, publisherId: w.pubA.user.id })).id;
    const aboutGamma = await open(w.pubA, { subject: 'Gamma revenue dispute', website: gamma });
    const aboutAlpha = await open(w.pubA, { subject: 'Alpha question', website: w.siteA.id });
    const general = await open(w.pubA, { subject: 'General question' });
    expect((await ids(w.netA)).sort()).toEqual([aboutAlpha.id, general.id].sort());
    expect(await ids(w.netA, `?website=${gamma}`)).toEqual([]);
    expect(sb(await w.netA.call('GET', `/api/tickets/${aboutGamma.id}/`))).toEqual({ status: 404, body: notFound });
    // The requester still sees all three.
    expect((await ids(w.pubA)).sort()).toEqual([aboutGamma.id, aboutAlpha.id, general.id].sort());
  });
});
