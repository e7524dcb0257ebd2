import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Share } from '@pubdesk/contract';
import { listOf, signInAs } from '../../test/fixtures';
import { fakeFetch, renderUi } from '../../test/render';
import { ShareEntries } from './ShareEntries';

const share: Share = { id: 3, website_id: 2, type: 'platform', group_id: 1, group_name: 'Display', share: '75.00', network_id: null };
/** The shares, and empty lookups (group types, networks) for the add form. */
const serve = () => fakeFetch((url) => ({ status: 200, body: listOf(url.includes('/shares/') ? [share] : []) }));

describe('ShareEntries', () => {
  it('offers add and delete to who may add and delete shares', async () => {
    signInAs('admin', 1, ['shares.view_share', 'shares.add_share', 'shares.delete_share']);
    vi.stubGlobal('fetch', serve().fn);
    renderUi(<ShareEntries type="platform" websiteId={2} />);

    expect(await screen.findByRole('button', { name: 'Delete Display - 75%' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add' })).toBeTruthy();
  });

  it('lists the shares without add form or delete buttons for who may only view them', async () => {
    signInAs('publisher', 1, ['shares.view_share']);
    vi.stubGlobal('fetch', serve().fn);
    renderUi(<ShareEntries type="platform" websiteId={2} />);

    expect(await screen.findByText('Display - 75%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Display - 75%' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add' })).toBeNull();
  });

  it('says a refused list is not for this user, with nothing to add', async () => {
    signInAs('account_manager', 1, ['shares.add_pmpshare']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 403, body: { detail: 'You do not have permission to perform this action.' } })).fn);
    renderUi(<ShareEntries type="pmp" websiteId={2} />);

    expect(await screen.findByText('No access')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add' })).toBeNull();
  });
});
