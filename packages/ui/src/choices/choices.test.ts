import { describe, expect, it } from 'vitest';
import type { OptionsResponse } from '@pubdesk/contract';
import { choicesOf, labelOf } from './choices';

const options: OptionsResponse = {
  name: 'Websites',
  actions: {
    POST: {
      category: { type: 'choice', required: true, choices: [{ value: 'news', display_name: 'News & Media' }] },
    },
  },
};

describe('website choices', () => {
  it('reads the choices of a field from the OPTIONS answer', () => {
    expect(choicesOf(options, 'category', ['other'])).toEqual([{ value: 'news', label: 'News & Media' }]);
  });

  it('falls back to the given values, capitalised, when the answer has none', () => {
    expect(choicesOf(undefined, 'category', ['news', 'display_video'])).toEqual([
      { value: 'news', label: 'News' },
      { value: 'display_video', label: 'Display video' },
    ]);
    expect(choicesOf(options, 'ad_type', ['video'])).toEqual([{ value: 'video', label: 'Video' }]);
  });

  it('names a value by its choice, or capitalised when unknown', () => {
    const list = choicesOf(options, 'category', []);
    expect(labelOf(list, 'news')).toBe('News & Media');
    expect(labelOf(list, 'sports')).toBe('Sports');
  });

  it('takes ready-made fallback options as they are', () => {
    const fallback = [{ value: 'adsense', label: 'Ad Sense' }];
    expect(choicesOf(undefined, 'type', fallback)).toEqual(fallback);
  });
});
