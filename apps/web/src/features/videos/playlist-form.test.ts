import { describe, expect, it } from 'vitest';
import type { Playlist } from '@pubdesk/contract';
import { appendedVideos, createPayload, draftForm, formFromPlaylist, updatePayload } from './playlist-form';

const playlist: Playlist = {
  id: 3,
  website_id: 2,
  name: 'Evening',
  tags: 'news sport',
  videos: [4, 1],
  posters: { pic1: null, pic2: null, pic3: null, pic4: null },
  createdAt: '2026-01-02T10:00:00Z',
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};

describe('playlist form', () => {
  it('starts a new playlist with the checked videos, in order', () => {
    expect(draftForm([5, 2])).toEqual({ name: '', tags: '', videos: [5, 2] });
  });

  it('sends the website on create, and the trimmed name, tags and order', () => {
    expect(createPayload({ name: ' Reel ', tags: ' a b ', videos: [2, 5] }, 7)).toEqual({
      website_id: 7,
      name: 'Reel',
      tags: 'a b',
      videos: [2, 5],
    });
    expect(updatePayload(formFromPlaylist(playlist))).toEqual({ name: 'Evening', tags: 'news sport', videos: [4, 1] });
  });

  it('appends an uploaded video once, at the end', () => {
    expect(appendedVideos(playlist, 9)).toEqual([4, 1, 9]);
    expect(appendedVideos(playlist, 4)).toEqual([4, 1]);
  });
});
