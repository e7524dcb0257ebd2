import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { checkInBothSchemes } from './axe';
import { adminToken, signInAsAdmin, type Listed } from './fixtures';

const publisher1 = { username: 'publisher1', password: 'demo-pass-123' };

interface Ticket {
  id: number;
  number: number;
  subject: string;
  messages: { body: string; internal: boolean }[];
}
interface Counts {
  total: number;
  open: number;
}

/** A bearer header for a user signed in through the API. */
async function bearer(request: APIRequestContext, user: { username: string; password: string }): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/token/', { data: user });
  expect(response.ok()).toBe(true);
  return { Authorization: `Bearer ${((await response.json()) as { access: string }).access}` };
}

/** The admin's tickets tile as GET /auth/status/ counts it. */
async function ticketCounts(request: APIRequestContext): Promise<Counts> {
  const response = await request.get('/api/auth/status/', { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { tickets: Counts }).tickets;
}

/** publisher1 opens a ticket about one of their websites, through the API. */
async function openTicketAsPublisher(request: APIRequestContext, subject: string): Promise<Ticket> {
  const headers = await bearer(request, publisher1);
  const websites = await request.get('/api/websites/', { params: { limit: 1 }, headers });
  const website = ((await websites.json()) as Listed<{ id: number }>).results[0]?.id ?? null;
  const response = await request.post('/api/tickets/', {
    data: { subject, body: 'The **September** payout has not arrived yet.', category: 'payment', website },
    headers,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Ticket;
}

/** A count of the dashboard's tickets tile: the figure's link reads '12 Open'. */
async function tileCount(tile: Locator, label: string): Promise<number> {
  const link = tile.getByRole('link', { name: new RegExp(`^[\\d,]+\\s*${label}$`) });
  await expect(link).toBeVisible();
  return Number(((await link.textContent()) ?? '').replace(label, '').replace(/\D/g, ''));
}

test('staff find a publisher ticket in Support, add an internal note and a public reply, set it pending; the tile counts it', async ({
  page,
  request,
}) => {
  const before = await ticketCounts(request);
  const subject = `Payout missing ${Date.now()}`;
  const ticket = await openTicketAsPublisher(request, subject);

  // Support, straight after signing in (the dashboard's charts are drawn once, at the end).
  await signInAsAdmin(page, '/tickets');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute('href', '/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

  // The search finds the ticket as you type, and the address keeps it.
  await page.getByRole('searchbox', { name: 'Search tickets' }).fill(subject);
  await expect(page).toHaveURL(/\/tickets\?search=Payout/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: subject, exact: true }) });
  await expect(row).toContainText(`#${ticket.number}`);
  await expect(row).toContainText('Open');
  await row.getByRole('link', { name: subject, exact: true }).click();

  // The ticket: the publisher's question, then an internal note and a public reply.
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}\\?search=`));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const thread = page.getByRole('region', { name: 'Messages' });
  await expect(thread.getByRole('article')).toHaveCount(1);
  await expect(thread.getByText('September')).toBeVisible();
  const reply = page.getByRole('form', { name: 'Reply' });

  await reply.getByRole('switch', { name: /Internal note/ }).check();
  await reply.getByRole('textbox', { name: 'Reply' }).fill('Finance says the transfer left on Monday.');
  await reply.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added.')).toBeVisible();
  await expect(thread.getByRole('article', { name: 'Internal note' })).toContainText('Finance says the transfer left on Monday.');

  await reply.getByRole('textbox', { name: 'Reply' }).fill('The payout is on its way: allow **two** working days.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  await expect(thread.getByRole('article')).toHaveCount(3);

  // Pending: waiting on the publisher now.
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(page.getByText('Ticket updated.')).toBeVisible();
  await expect(details.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  await checkInBothSchemes(page, 'a ticket with an internal note');

  // The publisher's copy holds the reply, never the note (the portal spec shows it on screen).
  const theirs = await request.get(`/api/tickets/${ticket.id}/`, { headers: await bearer(request, publisher1) });
  expect(((await theirs.json()) as Ticket).messages.map((message) => message.internal)).toEqual([false, false]);

  // The way back keeps the search.
  await page.getByRole('link', { name: 'Back to the tickets' }).click();
  await expect(page).toHaveURL(/\/tickets\?search=Payout/);
  await expect(row).toContainText('Pending');

  // The dashboard's tile counts the ticket (Open counts pending too); its Open figure opens the queue filtered.
  await navigation.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const tile = page.getByRole('region', { name: 'Tickets', exact: true });
  await expect.poll(() => tileCount(tile, 'Open')).toBe(before.open + 1);
  expect(await tileCount(tile, 'Total')).toBe(before.total + 1);
  await tile.getByRole('link', { name: /Open$/ }).click();
  await expect(page).toHaveURL(/\/tickets\?status=open$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
});
