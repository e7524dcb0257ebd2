import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { opsNotifications } from '@pubdesk/ui/notify';
import { fakeFetch, renderUi } from '../../test/render';
import { signInAs } from '../../test/fixtures';
import { SecuritySettingsPage } from './SecuritySettingsPage';

afterEach(() => notifications.clean(opsNotifications));

const ownRoleRefused = 'Turn on two-factor authentication for your own account before requiring it for your role.';

describe('SecuritySettingsPage', () => {
  it('sends the roles ticked, and names a refusal under them', async () => {
    signInAs('admin', 1, ['settings.view_securitysetting', 'settings.change_securitysetting']);
    const fetch = fakeFetch((_url, init) =>
      init.method === 'PUT'
        ? { status: 400, body: { two_factor_roles: [ownRoleRefused] } }
        : { status: 200, body: { two_factor_roles: ['developer'] } },
    );
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<SecuritySettingsPage />);

    const group = await screen.findByRole('group', { name: 'Require two-factor authentication for' });
    const boxes = within(group).getAllByRole<HTMLInputElement>('checkbox');
    // Every role that signs in, none for sign-ups awaiting activation.
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      'Admin',
      'Organization',
      'Developer',
      'Account manager',
      'Ad operation',
      'Network',
      'Publisher',
    ]);
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: 'Developer' }).checked).toBe(true);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Admin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ownRoleRefused)).toBeTruthy();
    const sent = fetch.calls.filter((call) => call.init.method === 'PUT').map((call) => JSON.parse(String(call.init.body)));
    expect(sent).toEqual([{ two_factor_roles: ['developer', 'admin'] }]);
  });

  it('shows the roles read-only without the change permission', async () => {
    signInAs('developer', 1, ['settings.view_securitysetting']);
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: { two_factor_roles: [] } })).fn);
    renderUi(<SecuritySettingsPage />);

    expect(await screen.findByText('You can view this record but not change it.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Admin' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
