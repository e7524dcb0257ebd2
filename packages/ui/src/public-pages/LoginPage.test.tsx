import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { setAudience } from '../auth/audience';
import { fakeFetch, fakeJwt, renderWithProviders } from '../testing';
import { LoginPage } from './LoginPage';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

/** The login page at /login (?next=/profile), the app's other pages as their path. */
function renderLogin(page: ReactElement) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={page} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { wrap: (children) => <MemoryRouter initialEntries={['/login?next=/profile']}>{children}</MemoryRouter> },
  );
}

/** A server that signs anyone in as a user of `role`. */
function serverSigningInAs(role: string) {
  const user = {
    id: 7,
    username: 'pub',
    first_name: 'A',
    last_name: 'B',
    email: 'a@example.com',
    role,
    is_verified: true,
    profile_image: null,
  };
  return fakeFetch((url) =>
    url.includes('/token/') && !url.includes('verify')
      ? { status: 200, body: { access: fakeJwt({ user, exp: 2_000_000_000 }), refresh: 'r' } }
      : { status: 200, body: {} },
  );
}

function signIn(): void {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'pub' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => setAudience(() => false));

describe('LoginPage', () => {
  it('goes to the page asked for once signed in', async () => {
    setAudience((role) => role === 'admin');
    vi.stubGlobal('fetch', serverSigningInAs('admin').fn);
    renderLogin(<LoginPage />);
    signIn();
    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/profile'));
  });

  it("sends a role the app does not serve to the app's /denied page", async () => {
    setAudience((role) => role === 'admin');
    vi.stubGlobal('fetch', serverSigningInAs('publisher').fn);
    renderLogin(<LoginPage />);
    signIn();
    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/denied'));
  });

  it('hands such a sign-in to onDenied when the app gives one', async () => {
    setAudience((role) => role === 'publisher');
    vi.stubGlobal('fetch', serverSigningInAs('admin').fn);
    const onDenied = vi.fn();
    renderLogin(<LoginPage onDenied={onDenied} />);
    signIn();
    await vi.waitFor(() => expect(onDenied).toHaveBeenCalledOnce());
    expect(screen.getByLabelText('location').textContent).toBe('/login');
  });
});
