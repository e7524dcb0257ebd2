import { describe, expect, it } from 'vitest';
import { userScreenAccess } from './user-access';

describe('userScreenAccess', () => {
  it('lets anyone change their own profile, bank account, e-mail and password, but not their own groups', () => {
    const own = userScreenAccess([], true);
    expect([own.changeProfile, own.changeBank, own.bankTab, own.loginTab]).toEqual([true, true, true, true]);
    expect([own.changeGroups, own.changeStatus, own.changeVerification, own.logsTab]).toEqual([false, false, false, false]);
    expect(userScreenAccess(['users.change_user'], true).resetTwoFactor).toBe(false);
    expect(userScreenAccess(['users.change_profile'], true).changeGroups).toBe(false);
  });

  it("needs the matching permission for someone else's", () => {
    const none = userScreenAccess([], false);
    expect(Object.values(none).every((allowed) => !allowed)).toBe(true);
    const profiles = userScreenAccess(['users.change_profile'], false);
    expect([profiles.changeProfile, profiles.changeGroups, profiles.changeVerification, profiles.changeStatus]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(userScreenAccess(['users.view_bankaccount'], false)).toMatchObject({ bankTab: true, changeBank: false });
    expect(userScreenAccess(['users.change_user'], false)).toMatchObject({ changeStatus: true, loginTab: true, resetTwoFactor: true });
  });
});
