/**
 * A ticket message staff write signed in as a publisher (an impersonated session) says so: it is
 * staff's, with the staff user named, so a payout request made that way does not read as the
 * publisher's own.
 */
import { describe, expect, it } from 'vitest';
import type { ImpersonationResponse, TicketDetail } from '@pubdesk/contract';
import { eachTestIn } from './harness.js';
import { assignStaff, sb } from './helpers.js';
import { staffAndPublisher } from './access-fixtures.js';
import { bearer } from './users-fixtures.js';

const { ctx, world: w } = eachTestIn(async (ctx) => {
  const staff = await staffAndPublisher(ctx);
  await assignStaff(ctx, staff.manager.user, { publisher: staff.publisher.user.id });
  return staff;
});

describe('a ticket written in an impersonated session', () => {
  it("names the staff user who wrote it, and counts as staff's; the publisher's own does not", async () => {
    const started = await w.manager.call('POST', '/api/auth/impersonation/', { user_id: w.publisher.user.id });
    const { key } = started.json<ImpersonationResponse>();
    const exchange = await ctx.app.inject({ method: 'POST', url: '/api/auth/impersonation/exchange/', payload: { key } });
    const asPublisher = bearer(ctx, exchange.json<{ access: string }>().access);

    const opened = await asPublisher('POST', '/api/tickets/', {
      subject: 'Payout',
      body: 'Send this month to IBAN X.',
      category: 'payment',
    });
    expect(sb(opened)).toMatchObject({ status: 201 });
    const id = opened.json<{ id: number }>().id;
    const own = await w.publisher.call('POST', `/api/tickets/${id}/messages/`, { body: 'I did not write that.' });
    expect(own.statusCode).toBe(201);

    const [first, second] = (await w.admin.call('GET', `/api/tickets/${id}/`)).json<TicketDetail>().messages;
    expect(first).toMatchObject({ author: { id: w.publisher.user.id }, by_staff: true, sent_by: { id: w.manager.user.id } });
    expect(first!.sent_by!.name).not.toBe('');
    expect(second).toMatchObject({ by_staff: false, sent_by: null });
  });
});
