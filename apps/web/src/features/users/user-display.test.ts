import { describe, expect, it } from 'vitest';
import { hasWallets, lastLoginText, userPath, userWalletsPath } from './user-display';

describe('lastLoginText', () => {
  it("shows the console's date and time format", () => {
    // A time without a zone is read as local time, so the figures come back unchanged.
    expect(lastLoginText('2024-03-05T14:07:00')).toBe('2024-03-05 02:07 PM');
    expect(lastLoginText('2024-03-05T00:30:00')).toBe('2024-03-05 12:30 AM');
  });

  it("shows '-' for a user who never signed in", () => {
    expect(lastLoginText(null)).toBe('-');
    expect(lastLoginText('')).toBe('-');
  });
});

describe('user links', () => {
  it('opens the user screen and the wallets of their account', () => {
    expect(userPath(7)).toBe('/users/7');
    expect(userWalletsPath(7)).toBe('/payments?account=7');
  });

  it('links the wallets of networks and publishers only', () => {
    expect(hasWallets({ role: 'network' })).toBe(true);
    expect(hasWallets({ role: 'publisher' })).toBe(true);
    for (const role of ['admin', 'account_manager', 'pre_activation'] as const) expect(hasWallets({ role })).toBe(false);
  });
});
