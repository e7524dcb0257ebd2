import { describe, expect, it } from 'vitest';
import { eyeLabelKey, shownKey } from './key-display';

describe('KEY field display', () => {
  const masked = 'pdk_••••••••abcd';
  const full = `pdk_${'x'.repeat(39)}abcd`;

  it('shows the masked key until revealed and while hidden', () => {
    expect(shownKey(masked, null, false)).toBe(masked);
    expect(shownKey(masked, null, true)).toBe(masked);
    expect(shownKey(masked, full, false)).toBe(masked);
  });

  it('shows the full key while the eye is open', () => {
    expect(shownKey(masked, full, true)).toBe(full);
  });

  it('names the eye button after what it does', () => {
    expect(eyeLabelKey(false)).toBe('apiKeys.showKey');
    expect(eyeLabelKey(true)).toBe('apiKeys.hideKey');
  });
});
