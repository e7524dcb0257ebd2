import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { authStore } from '../auth/auth-store';
import { fakeJwt, renderWithProviders, signInAs } from '../testing';
import { ImpersonationLock } from './ImpersonationLock';

const notice = 'You are viewing as this user: e-mail, password and bank details can only be changed by the user.';
const form = (
  <ImpersonationLock>
    <button type="submit">Change email</button>
  </ImpersonationLock>
);

describe('ImpersonationLock', () => {
  it("leaves the user's own session free to change its credentials", () => {
    signInAs('publisher', 7);
    renderWithProviders(form);
    expect(screen.getByRole('button', { name: 'Change email' }).matches(':disabled')).toBe(false);
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('disables the forms of an impersonated session under the notice', () => {
    const user = { id: 7, username: 'publisher1', first_name: 'Paula', last_name: 'Reyes', email: 'p@example.test', role: 'publisher' };
    authStore.signInImpersonated(
      fakeJwt({ user: { ...user, is_verified: true, profile_image: null }, act: { sub: '1' }, exp: 2_000_000_000 }),
    );
    renderWithProviders(form);
    expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change email' }).matches(':disabled')).toBe(true);
  });
});
