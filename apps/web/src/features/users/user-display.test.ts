import { describe, expect, it } from 'vitest';
import { lastLoginText, userPath, userWalletsPath } from './user-display';

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
    expect(userWalletsPath(7)).toBe('/wallets?account=7');
  });
});
