import type { Playlist } from '@pubdesk/contract';

/** Records shared by this feature's tests. */

/** Playlist `id`, "Evening" on website 2, as the API answers it: no videos or posters unless `fields` gives them. */
export function samplePlaylist(id: number, fields: Partial<Playlist> = {}): Playlist {
  return {
    id,
    website_id: 2,
    name: 'Evening',
    tags: 'news',
    videos: [],
    posters: { pic1: null, pic2: null, pic3: null, pic4: null },
    createdAt: '2026-01-02T10:00:00Z',
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
    ...fields,
  };
}
