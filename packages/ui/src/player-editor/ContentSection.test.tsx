import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { Button, Modal } from '@mantine/core';
import type { LibraryVideo, Player, PlayerContent } from '@pubdesk/contract';
import { opsNotifications } from '../notify/notify';
import { fakeFetch, listOf, renderWithProviders as renderUi, signInAs } from '../testing';
import type { VideoBrowserProps } from './ContentFields';
import { ContentSection } from './SettingsSections';

const player = { id: 3, name: 'Homepage', website_id: 2, website_name: 'Daily News', content: 5 } as Player;
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
    if (path === '/api/players/playlists/') return { status: 200, body: listOf([{ id: 7, name: 'Evening', videos: [1, 2] }]) };
    return { status: 404, body: { detail: 'Not found.' } };
  });
}

/** A stand-in for the console's library browser: one button per video. */
function Browser({ player: shown, onClose, onPick }: VideoBrowserProps) {
  return (
    <Modal opened onClose={onClose} title={`Videos of ${shown.website_name}`}>
      {videos.map((v) => (
        <Button key={v.id} onClick={() => onPick(v)}>
          {`Use ${v.name}`}
        </Button>
      ))}
    </Modal>
  );
}

const patched = (fetch: ReturnType<typeof serve>) => fetch.calls.find((call) => call.init.method === 'PATCH');

// An open select scrolls its chosen option into view; jsdom has no scrolling.
Element.prototype.scrollIntoView = () => undefined;
afterEach(() => notifications.clean(opsNotifications));

describe('ContentSection', () => {
  it("shows the player's video, picks another in the video browser given, and keeps it when the section is saved", async () => {
    signInAs('admin', 1, ['players.change_player', 'players.view_video', 'players.view_playlist']);
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ContentSection player={player} readOnly={false} videoBrowser={Browser} />);

    const section = await screen.findByRole('region', { name: 'Content selection' });
    await vi.waitFor(() => expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'Video' }).value).toBe('Opener'));
    fireEvent.click(within(section).getByRole('button', { name: 'Browse videos' }));
    const browser = await screen.findByRole('dialog', { name: 'Videos of Daily News' });
    fireEvent.click(within(browser).getByRole('button', { name: 'Use Interview' }));

    await vi.waitFor(() =>
      expect(opsNotifications.getState().notifications.map((n) => n.message)).toContain('Successfully updated the player video.'),
    );
    const chosen = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(chosen?.init.body))).toEqual({ player_id: 3, video: 2 });
    await vi.waitFor(() => expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'Video' }).value).toBe('Interview'));

    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(patched(fetch)).toBeDefined());
    expect(JSON.parse(String(patched(fetch)?.init.body))).toMatchObject({ type: 'video', video: 2 });
  });

  it("without a video browser, picks the video among the website's and saves it with the section", async () => {
    signInAs('network', 1, ['players.change_player', 'players.view_video', 'players.view_playlist']);
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ContentSection player={player} readOnly={false} />);

    const section = await screen.findByRole('region', { name: 'Content selection' });
    expect(within(section).queryByRole('button', { name: 'Browse videos' })).toBeNull();
    const choice = await within(section).findByRole<HTMLInputElement>('combobox', { name: 'Video' });
    await vi.waitFor(() => expect(choice.value).toBe('Opener'));
    fireEvent.click(choice);
    fireEvent.click(await screen.findByRole('option', { name: 'Interview', hidden: true }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(patched(fetch)).toBeDefined());
    expect(fetch.calls.some((call) => call.init.method === 'POST')).toBe(false);
    expect(JSON.parse(String(patched(fetch)?.init.body))).toMatchObject({ type: 'video', video: 2 });
  });

  it("saves a playlist chosen among the website's", async () => {
    signInAs('admin', 1, ['players.change_player', 'players.view_video', 'players.view_playlist']);
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ContentSection player={player} readOnly={false} />);

    const section = await screen.findByRole('region', { name: 'Content selection' });
    fireEvent.click(await within(section).findByRole('combobox', { name: 'Content type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Playlist', hidden: true }));
    fireEvent.click(await within(section).findByRole('combobox', { name: 'Playlist' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Evening', hidden: true }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(patched(fetch)).toBeDefined());
    const saved = patched(fetch);
    expect(new URL(saved!.url, 'http://x').pathname).toBe('/api/players/contents/5/');
    expect(JSON.parse(String(saved?.init.body))).toMatchObject({ type: 'playlist', playlist: 7 });
  });
});
