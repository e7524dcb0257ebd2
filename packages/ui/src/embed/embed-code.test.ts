import { describe, expect, it } from 'vitest';
import { embedCode } from './embed-code';

describe('embedCode', () => {
  it('is the player-id container and the script this product serves, async when asked', () => {
    expect(embedCode(12, 'https://console.example.com', true)).toBe(
      '<div id="player-id-12"></div>\n<script async src="https://console.example.com/player.js" data-player-id="12"></script>',
    );
    expect(embedCode(12, 'https://console.example.com', false)).toContain('<script src=');
  });
});
