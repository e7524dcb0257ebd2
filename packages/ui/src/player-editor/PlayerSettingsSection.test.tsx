import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { playerSettingsDefaults, type Player } from '@pubdesk/contract';
import { fakeFetch, renderWithProviders as renderUi, signInAs } from '../testing';
import { PlayerSettingsSection } from './SettingsSections';

const player = { id: 3, name: 'Homepage', website_id: 2, settings: 9 } as Player;

describe('PlayerSettingsSection', () => {
  it('says a size is out of 1 to 1200 as it is typed, and sends nothing until it is fixed', async () => {
    signInAs('admin', 1, ['players.change_player']);
    const fetch = fakeFetch((url, init) =>
      init.method === 'PATCH'
        ? { status: 200, body: { id: 9, player: 3, ...playerSettingsDefaults, ...(JSON.parse(String(init.body)) as object) } }
        : { status: 200, body: { id: 9, player: 3, ...playerSettingsDefaults } },
    );
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<PlayerSettingsSection player={player} readOnly={false} />);

    const section = await screen.findByRole('region', { name: 'Player settings' });
    const width = within(section).getByRole('textbox', { name: 'Desktop width' });
    fireEvent.change(width, { target: { value: '1300' } });
    expect(await within(section).findByText('Ensure this value is less than or equal to 1200.')).toBeTruthy();
    fireEvent.change(within(section).getByRole('textbox', { name: 'View percentage' }), { target: { value: '101' } });
    expect(await within(section).findByText('Ensure this value is less than or equal to 100.')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.calls.filter((call) => call.init.method === 'PATCH')).toEqual([]);

    fireEvent.change(width, { target: { value: '1200' } });
    fireEvent.change(within(section).getByRole('textbox', { name: 'View percentage' }), { target: { value: '100' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(fetch.calls.find((call) => call.init.method === 'PATCH')?.init.body))).toMatchObject({
      desktop_width: 1200,
      autoplay: { view_percentage: 100 },
    });
  });
});
