import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { apiBase, twoFactorEndpoints } from '@pubdesk/contract';
import { setAudience } from '../auth/audience';
import { authStore } from '../auth/auth-store';
import { fakeFetch, fakeJwt, renderWithProviders } from '../testing';
import { opsNotifications } from '../notify';
import { LoginPage } from './LoginPage';
import { TwoFactorPage } from './TwoFactorPage';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

/** The login page at /login (?next=/profile), the app's other pages as their path. */
function renderLogin(page: ReactElement, at = '/login?next=/profile') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={page} />
        <Route path="/login/two-factor" element={<TwoFactorPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { wrap: (children) => <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter> },
  );
}

const tokenPairOf = (role: string) => ({ access: fakeJwt({ user: userOf(role), exp: 2_000_000_000 }), refresh: 'r' });

function userOf(role: string) {
  return {
    id: 7,
    username: 'pub',
    first_name: 'A',
    last_name: 'B',
    email: 'a@example.com',
    role,
    is_verified: true,
    profile_image: null,
  };
}

/** A server that signs anyone in as a user of `role`. */
function serverSigningInAs(role: string) {
  return fakeFetch((url) =>
    url.includes('/token/') && !url.includes('verify') ? { status: 200, body: tokenPairOf(role) } : { status: 200, body: {} },
  );
}

function signIn(): void {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'pub' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  setAudience(() => false);
  notifications.clean(opsNotifications);
});

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

describe('LoginPage, two-factor sign-in', () => {
  const secondStepPath = apiBase + twoFactorEndpoints.signIn.path;
  const sentTo = (fetch: ReturnType<typeof fakeFetch>, path: string) =>
    fetch.calls.filter((call) => new URL(call.url, 'http://x').pathname === path).map((call) => JSON.parse(String(call.init.body)));

  it('asks for the code after the password, and "Use a recovery code" swaps the field for a recovery code', async () => {
    setAudience((role) => role === 'admin');
    const fetch = fakeFetch((url) => {
      if (url.endsWith('/auth/token/')) return { status: 200, body: { mfa_required: true, mfa_token: 'step-1' } };
      if (url.endsWith('/auth/token/2fa/')) return { status: 200, body: tokenPairOf('admin') };
      return { status: 200, body: {} };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderLogin(<LoginPage />);
    signIn();

    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/login/two-factor');
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(authStore.get().access).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: ' abcde-12345 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/profile'));
    expect(sentTo(fetch, secondStepPath)).toEqual([{ mfa_token: 'step-1', recovery_code: 'abcde-12345' }]);
    expect(authStore.get().user?.role).toBe('admin');
  });

  it('names a wrong code under the field, and goes back to the password with why once the step is over', async () => {
    const over = 'Your sign-in has expired or had too many wrong codes. Sign in again.';
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      fakeFetch((url) => {
        if (url.endsWith('/auth/token/')) return { status: 200, body: { mfa_required: true, mfa_token: 'step-1' } };
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { code: ['The code is not valid. Check the time on your phone and try the newest code.'] } }
          : { status: 401, body: { detail: over, code: 'mfa_token_invalid' } };
      }).fn,
    );
    renderLogin(<LoginPage />);
    signIn();

    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid. Check the time on your phone and try the newest code.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/login');
    expect(opsNotifications.getState().notifications.map((notice) => [notice.title, notice.message])).toContainEqual([
      'Faild to login',
      over,
    ]);
  });

  it('sends /login/two-factor opened without a password before it to the sign-in', async () => {
    renderLogin(<LoginPage />, '/login/two-factor');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/login');
  });

  it('sets two-factor authentication up where the role requires it, shows the recovery codes, then signs in', async () => {
    setAudience((role) => role === 'admin');
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-12345`);
    const fetch = fakeFetch((url) => {
      if (url.endsWith('/auth/token/')) return { status: 200, body: { mfa_setup_required: true, mfa_token: 'enrol-1' } };
      if (url.endsWith('/auth/token/2fa/setup/'))
        return {
          status: 200,
          body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: 'data:image/svg+xml;base64,PHN2Zy8+' },
        };
      if (url.endsWith('/auth/token/2fa/confirm/')) return { status: 200, body: { recovery_codes: codes, ...tokenPairOf('admin') } };
      return { status: 200, body: {} };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderLogin(<LoginPage />);
    signIn();

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Secret key').value).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.textContent).toContain('code9-12345');
    // Not signed in until the codes have been seen.
    expect(authStore.get().access).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/profile'));
    expect(sentTo(fetch, apiBase + twoFactorEndpoints.enrolSetup.path)).toEqual([{ mfa_token: 'enrol-1' }]);
    expect(sentTo(fetch, apiBase + twoFactorEndpoints.enrolConfirm.path)).toEqual([{ mfa_token: 'enrol-1', code: '654321' }]);
  });
});
