import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, renderUi } from '../../test/render';
import { listOf, person, signInAs } from '../../test/fixtures';
import { AssignmentsTab } from './AssignmentsTab';
import { amelia, ameliaAssignment, assignmentWriter, northwind, northwindUnderAmelia } from './assignments.fixture';

const paula = person(8, 'publisher1', 'Paula', 'Reyes', 'publisher');
const mine = ameliaAssignment(4);

function server() {
  return fakeFetch((url, init) => {
    if (url.includes('/users/')) return { status: 200, body: listOf(url.includes('role=network') ? [northwind] : []) };
    if (url.includes('/websites/')) return { status: 200, body: listOf([]) };
    if (init.method === 'POST') return { status: 201, body: { ...mine, id: 12 } };
    return { status: 200, body: listOf([mine]) };
  });
}

describe('AssignmentsTab', () => {
  it("lists the user's assignments and adds one with the user as manager", async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch.fn);
    signInAs('admin', 1, assignmentWriter);
    renderUi(<AssignmentsTab user={amelia} />);

    const row = (await screen.findByText('Northwind Media')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Delete assignment 4' })).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(fetch.calls.some((call) => /\/api\/assigned\/\?page=1&user=3&limit=10$/.test(call.url))).toBe(true);

    const form = screen.getByRole('region', { name: 'Add Assignment' });
    const own = within(form).getByLabelText('Account manager') as HTMLInputElement;
    expect(own.readOnly).toBe(true);
    expect(own.value).toBe('Amelia Moreau (account_manager1)');
    const network = within(form).getByRole('combobox', { name: 'Network' }) as HTMLInputElement;
    await vi.waitFor(() => expect(network.disabled).toBe(false));
    fireEvent.click(network);
    fireEvent.click(await screen.findByRole('option', { name: 'Northwind Media (network1)', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(fetch.calls.some((call) => call.init.method === 'POST')).toBe(true));
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual(northwindUnderAmelia);
    // A fresh, empty form for the next one.
    await vi.waitFor(() =>
      expect(
        (within(screen.getByRole('region', { name: 'Add Assignment' })).getByRole('combobox', { name: 'Network' }) as HTMLInputElement)
          .value,
      ).toBe(''),
    );
  });

  it("only lists a publisher's assignments", async () => {
    vi.stubGlobal('fetch', server().fn);
    signInAs('admin', 1, assignmentWriter);
    renderUi(<AssignmentsTab user={paula} />);
    expect(await screen.findByText('Northwind Media')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Add Assignment' })).toBeNull();
  });

  it('gives a viewer neither the form nor Delete', async () => {
    vi.stubGlobal('fetch', server().fn);
    signInAs('ad_operation', 1, ['access.view_assignment']);
    renderUi(<AssignmentsTab user={amelia} />);
    const row = (await screen.findByText('Northwind Media')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add Assignment' })).toBeNull();
  });
});
