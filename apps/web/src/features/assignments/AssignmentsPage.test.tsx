import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { Assignment } from '@pubdesk/contract';
import { NotificationsHost, opsNotifications } from '@pubdesk/ui/notify';
import { fakeFetch, renderRoute } from '../../test/render';
import { listOf, signInAs } from '../../test/fixtures';
import { AssignmentsPage } from './AssignmentsPage';
import { amelia, ameliaWithNorthwind, assignmentWriter, northwind } from './assignments.fixture';

const existing: Assignment = {
  id: 2,
  organization: null,
  ad_operation: 4,
  account_manager: null,
  network: 6,
  publisher: null,
  website: null,
  names: {
    organization: null,
    ad_operation: 'Oscar Lindqvist',
    account_manager: null,
    network: 'Bluewave Digital',
    publisher: null,
    website: null,
  },
  created_at: '2025-01-01T00:00:00Z',
};

/** Answers the page's requests; POST /assigned/ makes assignment 9 from the body. */
function server(onPost?: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  return fakeFetch((url, init) => {
    if (url.includes('/users/')) {
      const role = new URL(url, 'http://x').searchParams.get('role');
      return { status: 200, body: listOf(role === 'account_manager' ? [amelia] : role === 'network' ? [northwind] : []) };
    }
    if (url.includes('/websites/')) return { status: 200, body: listOf([]) };
    if (init.method === 'POST') return onPost ? onPost(JSON.parse(String(init.body)) as Record<string, unknown>) : { status: 500 };
    if (url.includes('/assigned/9/')) return { status: 200, body: { ...existing, id: 9 } };
    return { status: 200, body: listOf([existing]) };
  });
}

afterEach(() => notifications.clean(opsNotifications));

/** The page, with the notices where a test looks at them too. */
function renderPage(path = '/credentials/assignments', { notices = false } = {}) {
  renderRoute(
    '/credentials/assignments',
    <>
      <AssignmentsPage />
      {notices ? <NotificationsHost /> : null}
    </>,
    path,
  );
}

async function choose(form: HTMLElement, label: string, option: string) {
  const select = within(form).getByRole('combobox', { name: label }) as HTMLInputElement;
  await vi.waitFor(() => expect(select.disabled).toBe(false));
  fireEvent.click(select);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('AssignmentsPage', () => {
  it("lists assignments by name with '-' for none, and creates one from the selects", async () => {
    const fetch = server((body) => ({ status: 201, body: { ...existing, id: 9, ...body } }));
    vi.stubGlobal('fetch', fetch.fn);
    signInAs('admin', 1, assignmentWriter);
    renderPage();

    const row = (await screen.findByText('Oscar Lindqvist')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['-', 'Oscar Lindqvist', '-', 'Bluewave Digital', '-', '-', '']);
    expect(within(row).getByRole('link', { name: 'Edit assignment 2' }).getAttribute('href')).toBe('/credentials/assignments?id=2');
    expect(within(row).getByRole('button', { name: 'Delete assignment 2' })).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Add Assignment' });
    await choose(form, 'Account manager', 'Amelia Moreau (account_manager1)');
    await choose(form, 'Network', 'Northwind Media (network1)');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/credentials/assignments?id=9'));
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(post?.url).toContain('/api/assigned/');
    expect(JSON.parse(String(post?.init.body))).toEqual(ameliaWithNorthwind);
    expect(await screen.findByRole('region', { name: 'Edit Assignment' })).toBeTruthy();
    const publishers = fetch.calls.find((call) => call.url.includes('role=publisher'));
    expect(publishers?.url).toContain('role=publisher%2Cpre_activation');
  });

  it("reports a refused create once: the server's reasons in the notice, a field's own message beside it", async () => {
    const fetch = server(() => ({
      status: 400,
      body: { non_field_errors: ['An assignment needs at least two parties.'], network: ['Not a network.'] },
    }));
    vi.stubGlobal('fetch', fetch.fn);
    signInAs('organization', 1, assignmentWriter);
    renderPage('/credentials/assignments', { notices: true });

    const form = await screen.findByRole('region', { name: 'Add Assignment' });
    await choose(form, 'Network', 'Northwind Media (network1)');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Faild to create record');
    expect(alert.textContent).toContain('An assignment needs at least two parties.');
    // Nothing of it again in the form (it used to repeat the notice in an alert of its own).
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(screen.getAllByText('An assignment needs at least two parties.')).toHaveLength(1);
    // The field's own message sits beside it, not in the notice.
    expect(within(form).getByText('Not a network.')).toBeTruthy();
    expect(alert.textContent).not.toContain('Not a network.');
    expect(screen.getByLabelText('location').textContent).toBe('/credentials/assignments');
  });

  it('shows an account manager the list without Add, Edit or Delete', async () => {
    vi.stubGlobal('fetch', server().fn);
    signInAs('account_manager', 1, ['access.view_assignment']);
    renderPage('/credentials/assignments?id=2');

    const row = (await screen.findByText('Oscar Lindqvist')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add Assignment' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Edit Assignment' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New assignment' })).toBeNull();
  });
});
