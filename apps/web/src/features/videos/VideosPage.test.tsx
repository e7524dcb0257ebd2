import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import type { LibraryVideo } from '@pubdesk/contract';
import { opsNotifications } from '@pubdesk/ui/notify';
import { listOf, signInAs } from '../../test/fixtures';
import { fakeFetch, renderRoute } from '../../test/render';
import { VideosPage } from './VideosPage';
import { samplePlaylist } from './videos.fixture';

const video = (id: number, name: string, extra: Partial<LibraryVideo> = {}): LibraryVideo => ({
  id,
  website_id: 2,
  name,
  title: name,
  description: '',
  tags: '',
  category: null,
  channel: '',
  url: `/media/videos/${id}.mp4`,
  preview: `/media/videos/${id}.mp4`,
  poster: `/media/videos/${id}.jpg`,
  thumbnail: null,
  container: 'mp4',
  status: 'uploaded',
  size: 5 * 1048576 + 524288,
  length: 63,
  trashed: false,
  trashed_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...extra,
});
const opener = video(1, 'Opener');
const interview = video(2, 'Interview', { status: 'inprogress', poster: null, length: null });
const playlist = samplePlaylist(7, { videos: [2, 1], posters: { pic1: null, pic2: '/media/videos/1.jpg', pic3: null, pic4: null } });
const librarian = [
  'players.view_video',
  'players.add_video',
  'players.change_video',
  'players.delete_video',
  'players.view_playlist',
  'players.add_playlist',
  'players.change_playlist',
  'players.delete_playlist',
];

function serve() {
  return fakeFetch((url, init) => {
    if (init.method === 'POST' && url.includes('/trash/')) return { status: 200, body: { ...opener, trashed: true } };
    if (init.method === 'POST' && url.includes('/players/playlists/')) return { status: 201, body: { ...playlist, id: 8 } };
    if (url.includes('/players/videos/') && url.includes('trash=true')) return { status: 200, body: listOf([]) };
    if (url.includes('/players/videos/')) return { status: 200, body: listOf([interview, opener]) };
    const one = /\/players\/playlists\/(\d+)\//.exec(url);
    if (one) return { status: 200, body: { ...playlist, id: Number(one[1]) } };
    if (url.includes('/players/playlists/')) return { status: 200, body: listOf([playlist]) };
    if (url.includes('/websites/2/')) return { status: 200, body: { id: 2, name: 'Daily News' } };
    return { status: 200, body: listOf([]) };
  });
}

const notices = () => opsNotifications.getState().notifications.map((notice) => notice.message);

afterEach(() => notifications.clean(opsNotifications));

describe('VideosPage', () => {
  it("shows a website's videos as cards: poster, size in MB, length, and the status", async () => {
    signInAs('admin', 1, librarian);
    vi.stubGlobal('fetch', serve().fn);
    renderRoute('/videos/:id?', <VideosPage />, '/videos?website=2');

    const card = await screen.findByRole('article', { name: 'Opener' });
    expect(within(card).getByRole('img', { name: 'Poster of Opener' })).toBeTruthy();
    expect(within(card).getByText('5.5 MB')).toBeTruthy();
    expect(within(card).getByText('00:01:03')).toBeTruthy();
    expect(within(card).getByText('uploaded')).toBeTruthy();
    const probing = screen.getByRole('article', { name: 'Interview' });
    expect(within(probing).getByText('No poster yet')).toBeTruthy();
    expect(within(probing).getByText('inprogress')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'search files' }).getAttribute('placeholder')).toBe('search files');
    // The colour labels list says what each border colour means.
    const labels = within(screen.getByRole('region', { name: 'Colour labels' })).getAllByRole('listitem');
    expect(labels.map((item) => item.textContent)).toEqual([
      'uploaded: ready to play in a player',
      'inprogress: still being processed; its poster and length come when it is done',
    ]);
  });

  it('alerts instead of acting on too small a selection, and asks before moving videos to the trash', async () => {
    signInAs('admin', 1, librarian);
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderRoute('/videos/:id?', <VideosPage />, '/videos?website=2');

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Video' }));
    expect(notices()).toEqual(['you should select video first']);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Opener' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Playlist' }));
    expect(notices()).toContain('you should select at least two videos to create playlist');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Video' }));
    const question = await screen.findByRole('dialog', { name: 'Are You Sure ??' });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(notices()).toContain('Moved to the trash.'));
    const posts = fetch.calls.filter((call) => call.init.method === 'POST').map((call) => new URL(call.url, 'http://x').pathname);
    expect(posts).toEqual(['/api/players/videos/1/trash/']);
  });

  it('opens the playlist editor with the checked videos in the order they were checked, and saves them in the order set', async () => {
    signInAs('admin', 1, librarian);
    const fetch = serve();
    vi.stubGlobal('fetch', fetch.fn);
    renderRoute('/videos/:id?', <VideosPage />, '/videos?website=2');

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Opener' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Interview' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Playlist' }));

    const editor = await screen.findByRole('region', { name: 'New playlist' });
    const order = () =>
      within(within(editor).getByRole('list', { name: 'Playlist' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await vi.waitFor(() => expect(order()).toEqual(['1. Opener', '2. Interview']));
    fireEvent.click(within(editor).getByRole('button', { name: 'Move Interview up' }));
    expect(order()).toEqual(['1. Interview', '2. Opener']);
    fireEvent.change(within(editor).getByLabelText(/Playlist name/), { target: { value: 'Morning' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save playlist' }));

    await vi.waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/videos/8?website=2'));
    const created = fetch.calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(created?.init.body))).toEqual({ website_id: 2, name: 'Morning', tags: '', videos: [2, 1] });
    expect(notices()).toContain('Successfully saved playlist.');
  });

  it('opens the playlist of the route in the PlayList tab, and shows an empty trash as such', async () => {
    signInAs('admin', 1, librarian);
    vi.stubGlobal('fetch', serve().fn);
    renderRoute('/videos/:id?', <VideosPage />, '/videos/7?website=2');

    const editor = await screen.findByRole('region', { name: 'Edit playlist' });
    expect(within(editor).getByLabelText<HTMLInputElement>(/Playlist name/).value).toBe('Evening');
    const card = await screen.findByRole('article', { name: 'Evening' });
    expect(within(card).getByText('2 videos')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Trash' }));
    expect(await screen.findByText('The Trash is Empty')).toBeTruthy();
  });

  it('asks for a website when the screen has none', async () => {
    signInAs('admin', 1, librarian);
    vi.stubGlobal('fetch', serve().fn);
    renderRoute('/videos/:id?', <VideosPage />, '/videos');
    expect(await screen.findByText('Choose a website to see its videos and playlists.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Website' })).toBeTruthy();
  });
});
