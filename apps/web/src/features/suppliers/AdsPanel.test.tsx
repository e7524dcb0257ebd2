import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { opsNotifications } from '@pubdesk/ui/notify';
import { fakeFetch, renderUi } from '../../test/render';
import { signInAs } from '../../test/fixtures';
import { AdsPanel } from './AdsPanel';

beforeEach(() => signInAs('ad_operation', 1, ['demand.view_ad', 'demand.add_ad', 'demand.delete_ad']));
afterEach(() => notifications.clean(opsNotifications));

/** What a screen reader reads after a field's label: its hint and its error. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const emptyList = { count: 0, next: null, previous: null, results: [] };

describe('AdsPanel', () => {
  it('posts one ad per non-empty line and names the textarea line of a refused one', async () => {
    const fetch = fakeFetch((_url, init) =>
      init.method === 'POST'
        ? { status: 400, body: { '1.text': ['The account type must be DIRECT or RESELLER, not "X".'] } }
        : { status: 200, body: emptyList },
    );
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<AdsPanel supplierId={5} />);
    expect(await screen.findByText('No ads yet')).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('New ads'), { target: { value: 'a.example, 1, DIRECT\n\nb.example, 2, X\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Line 3: The account type must be DIRECT or RESELLER, not "X".')).toBeTruthy();
    // The line at fault is the field's error; the notice alone says the add failed, once.
    expect(descriptionOf(screen.getByLabelText('New ads'))).toContain('Line 3: The account type must be DIRECT or RESELLER, not "X".');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(opsNotifications.getState().notifications.map((notice) => notice.message)).toEqual(['Failed added new ad']);
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(post?.url).toBe('/api/ads/ads/');
    expect(JSON.parse(String(post?.init.body))).toEqual([
      { text: 'a.example, 1, DIRECT', supplier_id: 5 },
      { text: 'b.example, 2, X', supplier_id: 5 },
    ]);
  });

  it('asks for a line before posting nothing', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: emptyList }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<AdsPanel supplierId={5} />);
    fireEvent.change(await screen.findByLabelText('New ads'), { target: { value: ' \n\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter at least one line.')).toBeTruthy();
    expect(fetch.calls.some((call) => call.init.method === 'POST')).toBe(false);
  });

  it('lists the ads without add form or delete buttons for who may only view them', async () => {
    signInAs('account_manager', 1, ['demand.view_ad']);
    const ads = {
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 3, text: 'a.example, 1, DIRECT', supplier_id: 5, created_at: '2025-01-01T00:00:00Z' }],
    };
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 200, body: ads })).fn);
    renderUi(<AdsPanel supplierId={5} />);

    expect(await screen.findByText('a.example, 1, DIRECT')).toBeTruthy();
    expect(screen.queryByLabelText('New ads')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download ads.txt' })).toBeTruthy();
  });
});
