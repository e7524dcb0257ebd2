import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { signInAs } from '../../test/fixtures';
import { fakeFetch, renderUi } from '../../test/render';
import { PlacementGroupToolbar } from './PlacementGroupToolbar';

function renderToolbar() {
  vi.stubGlobal('fetch', fakeFetch(() => ({ status: 404 })).fn);
  renderUi(<PlacementGroupToolbar websiteId={2} onFillRate={() => undefined} onShares={() => undefined} />);
  return screen.getByRole('toolbar', { name: 'Placement group tools' });
}

describe('PlacementGroupToolbar', () => {
  it('offers the PMP shares to who may list them', async () => {
    signInAs('organization', 1, ['shares.view_fillrate', 'shares.view_share', 'shares.view_pmpshare']);
    const toolbar = renderToolbar();
    fireEvent.click(await within(toolbar).findByRole('button', { name: 'Shares' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Pubdesk', 'PMP', 'Network']);
  });

  it('leaves out what the user may not list: PMP shares, and the fill rates', async () => {
    signInAs('admin', 1, ['shares.view_share']);
    const toolbar = renderToolbar();
    fireEvent.click(await within(toolbar).findByRole('button', { name: 'Shares' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Pubdesk', 'Network']);
    expect(within(toolbar).queryByRole('button', { name: 'Fill Rate' })).toBeNull();
  });
});
