import { describe, expect, it } from 'vitest';
import { adsTxtText } from './ads-txt-text';

describe('the ads.txt text of a website', () => {
  it('writes a block per demand source under its name, as the file does', () => {
    const lines = [
      { supplier: 'AniView', text: 'aniview.com, 5f0a, RESELLER' },
      { supplier: 'Google Ad Manager', text: 'google.com, pub-1, DIRECT, f08c47fec0942fa0' },
      { supplier: 'Google Ad Manager', text: 'google.com, pub-2, RESELLER, f08c47fec0942fa0' },
    ];
    expect(adsTxtText(lines)).toBe(
      [
        '# AniView',
        'aniview.com, 5f0a, RESELLER',
        '',
        '# Google Ad Manager',
        'google.com, pub-1, DIRECT, f08c47fec0942fa0',
        'google.com, pub-2, RESELLER, f08c47fec0942fa0',
        '',
      ].join('\n'),
    );
  });

  it('is empty without lines', () => {
    expect(adsTxtText([])).toBe('');
  });
});
