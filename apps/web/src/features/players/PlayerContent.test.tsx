import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { LibraryVideo, Player, PlayerContent } from '@pubdesk/contract';
import { opsNotifications } from '@pubdesk/ui/notify';
import { PlayerOptions } from '@pubdesk/ui/player-editor';
import { listOf, signInAs } from '../../test/fixtures';
import { fakeFetch, renderUi } from '../../test/render';
import { VideoBrowserModal } from '../videos';

// Only the content part: the other sections stay out of the way.
const player = {
  id: 3,
  name: 'Homepage',
  website_id: 2,
  website_name: 'Daily News',
  player_type: 'instream',
  status: 'active',
  desktop_height: 360,
  settings: null,
  platform_settings: null,
  monetization: null,
  schedule: null,
  style: null,
  content: 5,
  format: null,
  blocklist: null,
} as Player;
const content: PlayerContent = { id: 5, player: 3, type: 'video', external_url: '', video: 1, playlist: null };
const video = (id: number, name: string) =>
  ({ id, name, website_id: 2, status: 'uploaded', poster: null, size: 1048576, length: 3 }) as LibraryVideo;
const videos = [video(1, 'Opener'), video(2, 'Interview')];

function serve() {
  return fakeFetch((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    if (init.method === 'POST' && path === '/api/players/video-content/') return { status: 200, body: { ...content, video: 2 } };
    if (init.method === 'PATCH') return { status: 200, body: { ...content, ...(JSON.parse(String(init.body)) as object) } };
    if (path === '/api/players/contents/5/') return { status: 200, body: content };
    const one = /^\/api\/players\/videos\/(\d+)\/$/.exec(path);
    if (one) return { status: 200, body: videos.find((v) => v.id === Number(one[1])) };
    if (path === '/api/players/video-content/') return { status: 200, body: listOf(videos) };
    if (path === '/api/players/adtags/' || path === '/api/players/adscripts/') return { status: 200, body: listOf([]) };
    return { status: 404, body: { detail: 'Not found.' } };
  });
}

Element.prototype.scrollIntoView = () => undefined;
afterEach(() => notifications.clean(opsNotifications));

describe("the console's player options", () => {
  it("pick the player's video in the library's browser (with Refresh and Upload video), and keep it when the section is saved", async () => {
    signInAs('admin', 1, ['players.change_player', 'players.view_video', 'players.add_video', 'players.view_playlist']);
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<PlayerOptions player={player} readOnly={false} videoBrowser={VideoBrowserModal} />);

    const section = await screen.findByRole('region', { name: 'Content selection' });
    await vi.waitFor(() => expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'Video' }).value).toBe('Opener'));
    fireEvent.click(within(section).getByRole('button', { name: 'Browse videos' }));
    const browser = await screen.findByRole('dialog', { name: 'Videos of Daily News' });
    expect(within(browser).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(within(browser).getByRole('button', { name: 'Upload video' })).toBeTruthy();
    fireEvent.click(await within(browser).findByRole('button', { name: 'Use Interview' }));

    await vi.waitFor(() =>
      expect(opsNotifications.getState().notifications.map((n) => n.message)).toContain('Successfully updated the player video.'),
    );
    const chosen = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(chosen?.init.body))).toEqual({ player_id: 3, video: 2 });
    await vi.waitFor(() => expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'Video' }).value).toBe('Interview'));

    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fetch.calls.some((call) => call.init.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(fetch.calls.find((call) => call.init.method === 'PATCH')?.init.body))).toMatchObject({
      type: 'video',
      video: 2,
    });
  });
});
