import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Tag } from '@pubdesk/contract';
import { listOf, signInAs } from '../../test/fixtures';
import { radioValues } from '../../test/queries';
import { fakeFetch, renderRoute } from '../../test/render';
import { TagsPage } from './TagsPage';

const pendingTag: Tag = {
  id: 6,
  name: 'Header bidder',
  code: '<script></script>',
  website_id: 2,
  status: 'pending',
  created_at: '2025-01-01T00:00:00Z',
};
const tagWriter = ['websites.view_tag', 'websites.add_tag', 'websites.change_tag', 'websites.delete_tag'];

function serve() {
  return fakeFetch((url, init) => {
    if (init.method === 'PATCH') return { status: 200, body: { ...pendingTag, ...(JSON.parse(String(init.body)) as object) } };
    if (url.includes('/tags/6/')) return { status: 200, body: pendingTag };
    if (url.includes('/websites/2/')) return { status: 200, body: { id: 2, name: 'Daily News' } };
    return { status: 200, body: listOf([pendingTag]) };
  });
}

function renderPage(path: string) {
  renderRoute('/tags/:id?', <TagsPage />, path);
}

describe('TagsPage', () => {
  it('offers a new tag Active and Suspended, not Pending', async () => {
    signInAs('admin', 1, tagWriter);
    vi.stubGlobal('fetch', serve().fn);
    renderPage('/tags?website=2');

    const form = await screen.findByRole('region', { name: 'Add' });
    expect(radioValues(form)).toEqual(['active', 'suspended']);
  });

  it('shows a pending tag as Pending, display only, and keeps it pending unless Active or Suspended is chosen', async () => {
    signInAs('admin', 1, tagWriter);
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderPage('/tags/6?website=2');

    const form = await screen.findByRole('region', { name: 'Edit' });
    const pending = await within(form).findByRole<HTMLInputElement>('radio', { name: 'Pending' });
    expect(pending.checked && pending.disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch.calls.filter((call) => call.init.method === 'PATCH')).toHaveLength(1));
    expect(JSON.parse(String(fetch.calls.find((call) => call.init.method === 'PATCH')?.init.body))).not.toHaveProperty('status');

    fireEvent.click(within(form).getByRole('radio', { name: 'Suspended' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch.calls.filter((call) => call.init.method === 'PATCH')).toHaveLength(2));
    expect(JSON.parse(String(fetch.calls.filter((call) => call.init.method === 'PATCH')[1]?.init.body))).toMatchObject({
      status: 'suspended',
    });
  });

  it('gives who may only view tags no Add form, plus or delete buttons, and a read-only tag', async () => {
    signInAs('account_manager', 1, ['websites.view_tag']);
    vi.stubGlobal('fetch', serve().fn);
    renderPage('/tags?website=2');

    const list = await screen.findByRole('region', { name: 'Tags' });
    expect(await within(list).findByText('Header bidder')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New tag' })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Delete Header bidder' })).toBeNull();

    fireEvent.click(within(list).getByRole('link', { name: 'Edit Header bidder' }));
    const form = await screen.findByRole('region', { name: 'Edit' });
    expect(await within(form).findByText('You can view this record but not change it.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
