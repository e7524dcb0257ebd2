import { describe, expect, it } from 'vitest';
import { appendedVideos, createPayload, draftForm, formFromPlaylist, updatePayload } from './playlist-form';
import { samplePlaylist } from './videos.fixture';

const playlist = samplePlaylist(3, { tags: 'news sport', videos: [4, 1] });

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
