import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import {
  contentDefaults,
  formatDefaults,
  monetizationDefaults,
  platformSettingsDefaults,
  playerSettingsDefaults,
  scheduleDefaults,
  styleDefaults,
  type Player,
} from '@pubdesk/contract';
import { fakeFetch, listOf, renderInRouter as renderUi, signInAs } from '../testing';
import { PlayerOptions } from './PlayerOptions';

// Every part but the blocklist, which this player has had deleted.
const player = {
  id: 3,
  name: 'Homepage',
  website_id: 2,
  website_name: 'Daily News',
  player_type: 'instream',
  status: 'active',
  desktop_height: 360,
  settings: 11,
  platform_settings: 12,
  monetization: 13,
  schedule: 14,
  style: 15,
  content: 16,
  format: 17,
  blocklist: null,
} as Player;

const parts: Record<string, object> = {
  settings: playerSettingsDefaults,
  'platform-settings': platformSettingsDefaults,
  monetization: { ...monetizationDefaults, schedule: 14 },
  schedules: scheduleDefaults,
  styles: { ...styleDefaults, logo_url: null },
  contents: contentDefaults,
  formats: formatDefaults,
};

function serve() {
  return fakeFetch((url) => {
    const path = new URL(url, 'http://x').pathname;
    const part = /^\/api\/players\/([a-z-]+)\/(\d+)\/$/.exec(path);
    const fields = part ? parts[part[1]!] : undefined;
    if (part && fields) return { status: 200, body: { id: Number(part[2]), player: 3, ...fields } };
    if (path === '/api/players/adtags/' || path === '/api/players/adscripts/') return { status: 200, body: listOf([]) };
    return { status: 404, body: { detail: 'Not found.' } };
  });
}

/** The address's query and hash, which the section links change. */
function Address() {
  const { search, hash } = useLocation();
  return <output aria-label="address">{search + hash}</output>;
}

const linkNames = [
  'Basic settings',
  'Player settings',
  'Pubdesk settings',
  'Monetization',
  'Schedule',
  'Style',
  'Content selection',
  'Format',
  'Preview',
];

/** The sections jumped to, in order: jsdom does not scroll. */
let shown: string[] = [];
beforeEach(() => {
  shown = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    shown.push(this.id);
  };
  signInAs('admin', 1, ['players.change_player', 'players.view_player']);
  vi.stubGlobal('fetch', serve().fn);
});

describe('PlayerOptions', () => {
  it('links every section the player has, each with one Save, and a link shows its section with the heading focused', async () => {
    renderUi(
      <>
        <PlayerOptions player={player} readOnly={false} />
        <Address />
      </>,
      { path: '/players/3?website=2' },
    );

    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(linkNames);
    expect(links.map((link) => link.getAttribute('href'))).toContain('#format');

    const format = await screen.findByRole('region', { name: 'Format' });
    for (const name of linkNames.slice(0, -1)) {
      expect(within(await screen.findByRole('region', { name })).getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    }
    expect(within(screen.getByRole('region', { name: 'Preview' })).queryByRole('button', { name: 'Save' })).toBeNull();

    fireEvent.click(links.find((link) => link.textContent === 'Format')!);
    expect(shown).toEqual(['format']);
    expect(document.activeElement).toBe(within(format).getByRole('heading', { name: 'Format' }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?website=2#format');
  });

  it('opened at a section (a shared link), shows it with the heading focused once the sections have loaded', async () => {
    renderUi(<PlayerOptions player={player} readOnly={false} />, { path: '/players/3#schedule' });

    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    await vi.waitFor(() => expect(document.activeElement).toBe(within(schedule).getByRole('heading', { name: 'Schedule' })));
    expect(shown).toEqual(['schedule']);
  });

  it('keeps fields out of reach of the Save bars while the options are shown', () => {
    const { unmount } = renderUi(<PlayerOptions player={player} readOnly={false} />);
    expect(document.documentElement.style.scrollPaddingBottom).not.toBe('');
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
