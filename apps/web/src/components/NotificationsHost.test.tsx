import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { notify, opsNotifications } from '../lib/notify';
import { renderUi } from '../test/render';
import { NotificationsHost } from './NotificationsHost';

afterEach(() => notifications.clean(opsNotifications));

describe('NotificationsHost', () => {
  it('shows a notice with a close button that says what it closes', async () => {
    renderUi(<NotificationsHost />);
    act(() => notify.success({ title: 'Saved', message: 'The website was saved.' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The website was saved.');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });
});
