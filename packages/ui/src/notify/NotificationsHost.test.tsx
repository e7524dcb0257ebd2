import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/api-client';
import { notify, opsNotifications } from './notify';
import { renderWithProviders as renderUi } from '../testing';
import { notifyRefused } from './notices';
import { NotificationsHost } from './NotificationsHost';

afterEach(() => notifications.clean(opsNotifications));

/** The notices on screen that say `text` (a replaced one is gone once it has slid out). */
const noticesSaying = (text: string) => screen.queryAllByRole('alert').filter((notice) => notice.textContent?.includes(text));

describe('NotificationsHost', () => {
  it('shows a notice with a close button that says what it closes', async () => {
    renderUi(<NotificationsHost />);
    act(() => notify.success({ title: 'Saved', message: 'The website was saved.' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The website was saved.');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });

  it('shows the same failure once however often it happens: a repeat replaces the notice on screen', async () => {
    renderUi(<NotificationsHost />);
    const unreachable = new ApiError(0, null);
    // Save pressed three times against a server that cannot be reached.
    for (let press = 0; press < 3; press += 1) act(() => notifyRefused('common.operationFailed', unreachable));
    await waitFor(() => expect(noticesSaying('The server could not be reached.')).toHaveLength(1));
    expect(noticesSaying('Operation failed')).toHaveLength(1);
    expect(opsNotifications.getState().notifications).toHaveLength(1);
  });

  it('still shows different notices side by side', async () => {
    renderUi(<NotificationsHost />);
    act(() => {
      notifyRefused('common.operationFailed', new ApiError(400, { name: ['This field may not be blank.'] }));
      notifyRefused('common.operationFailed', new ApiError(400, { code: ['This field may not be blank.'] }));
      notify.success({ message: 'Successfully updated' });
    });
    expect(await screen.findAllByRole('alert')).toHaveLength(3);
    expect(screen.getByText('Name:')).toBeTruthy();
    expect(screen.getByText('Code:')).toBeTruthy();
  });

  it('lists only what the form does not show beside its fields, and the title alone when that is all', async () => {
    renderUi(<NotificationsHost />);
    const refusal = new ApiError(400, {
      username: ['A user with that username already exists.'],
      non_field_errors: ['Only an admin can create an admin.'],
    });
    act(() => notifyRefused('users.newUser.failed', refusal, ['username']));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Operations faild');
    expect(notice.textContent).toContain('Only an admin can create an admin.');
    expect(notice.textContent).not.toContain('A user with that username already exists.');

    act(() => notifyRefused('users.newUser.failed', new ApiError(400, { username: ['Taken.'] }), ['username']));
    await waitFor(() => expect(noticesSaying('Operations faild')).toHaveLength(2));
    expect(noticesSaying('Taken.')).toHaveLength(0);
  });
});
