import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminToken, checkIn, publisher1, signInPortal } from './fixtures';

/** A 1x1 PNG: the API recognises an attachment by its bytes. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Markup and a script link, which the thread must show as text and run nothing of. */
const markup = '<img src=x onerror="window.__pwned=1">';
const body = `Hello ${markup} [click](javascript:window.__pwned=2)`;

test('publisher1 opens a ticket with a file; staff answer with a reply and a note; the publisher reads the reply only', async ({
  page,
}) => {
  // Two screens are checked with axe, and the thread is read twice.
  test.setTimeout(90_000);
  const subject = `Payout question ${Date.now()}`;
  await signInPortal(page, publisher1, '/portal/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'New ticket' }).click();
  await expect(page).toHaveURL(/\/portal\/support\/new$/);
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Payment' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(body);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('listitem').filter({ hasText: 'screenshot.png' })).toBeVisible();
  // The preview renders the Markdown as the thread will: the markup as text, no link.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByText(markup, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'click' })).toHaveCount(0);
  await checkIn(page, 'the portal New ticket form');

  await page.getByRole('button', { name: 'Open ticket' }).click();
  await expect(page).toHaveURL(/\/portal\/support\/\d+$/);
  const id = Number(/\/support\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();

  // The list shows it, open.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support' }).click();
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('Open');
  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/support/${id}$`));

  // Staff answer through the API: a public reply and an internal note.
  const staff = { Authorization: `Bearer ${await adminToken(page.request)}` };
  const reply = 'Thanks, the June payout leaves on Friday.';
  const note = 'Internal: checked the wallet, nothing blocked.';
  for (const message of [
    { body: reply, internal: false },
    { body: note, internal: true },
  ]) {
    const answered = await page.request.post(`/api/tickets/${id}/messages/`, { data: message, headers: staff });
    expect(answered.ok(), `staff's ${message.internal ? 'note' : 'reply'}`).toBe(true);
  }

  // The publisher reloads (the address the mail links to) and reads the reply, never the note.
  await page.reload();
  const thread = page.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText(reply)).toBeVisible();
  await expect(thread.getByText('Support', { exact: true })).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
  await expect(page.getByText('Internal note')).toHaveCount(0);

  // The body's markup is text, its script link is not a link, and nothing ran.
  const first = thread.getByRole('article', { name: publisher1.name });
  await expect(first).toContainText(`Hello ${markup}`);
  await expect(first.getByRole('link')).toHaveCount(0);
  await expect(first.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // The attachment downloads as it was sent.
  const download = page.waitForEvent('download');
  await first.getByRole('listitem', { name: 'Download screenshot.png' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('screenshot.png');
  expect(await readFile(await file.path())).toEqual(png);
  await checkIn(page, "the portal ticket's page");
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});
