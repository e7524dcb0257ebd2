import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { NotificationsHost, opsNotifications } from '@pubdesk/ui/notify';
import { fakeFetch, renderUi } from '../../../test/render';
import { NewUserPage } from './NewUserPage';

afterEach(() => notifications.clean(opsNotifications));

const groups = { count: 1, next: null, previous: null, results: [{ id: 5, name: 'Reporting', code: 'reporting', permissions: [] }] };

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillForm(retyped: string) {
  fill(/^First name/, ' Nina ');
  fill(/^Last name/, 'Newman');
  fill(/^Username/, 'publisher1');
  fill(/^Email/, 'nina@example.test');
  fill(/^Password/, 'new-user-pass-1');
  fill(/^Retype password/, retyped);
}

describe('NewUserPage', () => {
  it('does not send a form whose retyped password differs', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: groups }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<NewUserPage />, { path: '/users/new' });
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]?.url).toBe('/api/groups/?limit=1000');

    fillForm('other-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText("The two password fields didn't match.")).toBeTruthy();
    expect(fetch.calls).toHaveLength(1);
  });

  it('posts the trimmed form and shows field errors beside the fields, the rest in the one failure notice', async () => {
    const fetch = fakeFetch((url, init) =>
      init.method === 'POST'
        ? {
            status: 400,
            body: {
              username: ['A user with that username already exists.'],
              non_field_errors: ['Only an admin can create or change an admin.'],
            },
          }
        : { status: 200, body: groups },
    );
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(
      <>
        <NewUserPage />
        <NotificationsHost />
      </>,
      { path: '/users/new' },
    );

    fillForm('new-user-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('A user with that username already exists.')).toBeTruthy();
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(post?.url).toBe('/api/users/');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      first_name: 'Nina',
      last_name: 'Newman',
      username: 'publisher1',
      email: 'nina@example.test',
      password: 'new-user-pass-1',
      is_active: true,
      groups: [],
    });
    // One report of the failure: the notice (the form does not list it again).
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByText('Operations faild')).toHaveLength(1);
    expect(within(alert).getByText('Operations faild')).toBeTruthy();
    expect(within(alert).getByText('Only an admin can create or change an admin.')).toBeTruthy();
    expect(within(alert).queryByText('A user with that username already exists.')).toBeNull();
  });
});
