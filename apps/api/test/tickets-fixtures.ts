import { expect } from 'vitest';
import type { List, Ticket, TicketDetail } from '@pubdesk/contract';
import type { TestContext } from './harness.js';
import { actor, assignStaff, inventoryWorld, sb, type Actor } from './helpers.js';

/** The tickets tests' world: the inventory's, an account manager looking after pubA and netA, an ad operation and a developer. */
export async function ticketsWorld(ctx: TestContext) {
  const world = await inventoryWorld(ctx);
  const manager = await actor(ctx, 'account_manager', { firstName: 'Mia', lastName: 'Manager' });
  const operator = await actor(ctx, 'ad_operation');
  const developer = await actor(ctx, 'developer');
  await assignStaff(ctx, manager.user, { publisher: world.pubA.user.id });
  // pubA works with netA (the network sees its publishers' tickets).
  await assignStaff(ctx, manager.user, { network: world.netA.user.id });
  return { ...world, manager, operator, developer };
}

/** Opens a ticket as `who` (201 expected), with a default subject, body and category. */
export async function openTicket(who: Actor, body: object = {}): Promise<TicketDetail> {
  const res = await who.call('POST', '/api/tickets/', {
    subject: 'Revenue missing for May',
    body: 'Where is **May**?',
    category: 'payment',
    ...body,
  });
  expect(sb(res)).toMatchObject({ status: 201 });
  return res.json<TicketDetail>();
}
export const patchTicket = (who: Actor, id: number, body: object) => who.call('PATCH', `/api/tickets/${id}/`, body);
/** The ids of the tickets `who` lists. */
export const ticketIds = async (who: Actor, query = '') =>
  (await who.call('GET', `/api/tickets/${query}`)).json<List<Ticket>>().results.map((t) => t.id);
