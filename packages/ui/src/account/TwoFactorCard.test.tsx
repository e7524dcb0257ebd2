import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeFetch, renderWithProviders, signInAs } from '../testing';
import { TwoFactorCard } from './TwoFactorCard';

const codes = Array.from({ length: 10 }, (_, i) => `new${i}a-12345`);
const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: 'data:image/svg+xml;base64,PHN2Zy8+' };
const bodyOf = (fetch: ReturnType<typeof fakeFetch>, path: string) =>
  fetch.calls.filter((call) => call.url.endsWith(path) && call.init.method === 'POST').map((call) => JSON.parse(String(call.init.body)));

describe('TwoFactorCard', () => {
  it('turns two-factor authentication on: the password, the QR code and secret, a code, then the recovery codes', async () => {
    signInAs('publisher', 7);
    let enabled = false;
    const fetch = fakeFetch((url) => {
      if (url.endsWith('/auth/2fa/setup/')) return { status: 200, body: setup };
      if (url.endsWith('/auth/2fa/confirm/')) {
        enabled = true;
        return { status: 200, body: { recovery_codes: codes } };
      }
      return {
        status: 200,
        body: { enabled, enabled_at: enabled ? '2026-01-02T10:00:00Z' : null, recovery_codes_left: enabled ? 10 : 0, required: false },
      };
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderWithProviders(<TwoFactorCard />);
    const card = await screen.findByRole('region', { name: 'Two-factor authentication' });

    expect(await within(card).findByText('Off')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Set up two-factor authentication' }));
    fireEvent.change(within(card).getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Continue' }));

    expect(await within(card).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(within(card).getByLabelText<HTMLInputElement>('Secret key').value).toBe(setup.secret);
    fireEvent.change(within(card).getByLabelText('Authentication code'), { target: { value: '123 456' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on' }));

    expect((await within(card).findByRole('list', { name: 'Your recovery codes' })).textContent).toContain('new9a-12345');
    expect(await within(card).findByText('On')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'I have saved my codes' }));
    expect(await within(card).findByText(/^On since .* 10 recovery codes left\.$/)).toBeTruthy();
    expect(bodyOf(fetch, '/auth/2fa/setup/')).toEqual([{ password: 'my-password' }]);
    expect(bodyOf(fetch, '/auth/2fa/confirm/')).toEqual([{ code: '123456' }]);
  });

  it('makes new recovery codes with a recovery code, and offers no Turn off where the role requires two-factor authentication', async () => {
    signInAs('admin', 1);
    const fetch = fakeFetch((url) =>
      url.endsWith('/auth/2fa/recovery-codes/')
        ? { status: 200, body: { recovery_codes: codes } }
        : { status: 200, body: { enabled: true, enabled_at: '2026-01-02T10:00:00Z', recovery_codes_left: 3, required: true } },
    );
    vi.stubGlobal('fetch', fetch.fn);
    renderWithProviders(<TwoFactorCard />);
    const card = await screen.findByRole('region', { name: 'Two-factor authentication' });

    expect(await within(card).findByText('Your role requires two-factor authentication, so it cannot be turned off.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Turn off' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Regenerate recovery codes' }));
    fireEvent.change(within(card).getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.click(within(card).getByRole('switch', { name: 'Use a recovery code' }));
    fireEvent.change(within(card).getByLabelText('Recovery code'), { target: { value: 'old1a-12345' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Regenerate recovery codes' }));

    expect((await within(card).findByRole('list', { name: 'Your recovery codes' })).textContent).toContain('new0a-12345');
    expect(bodyOf(fetch, '/auth/2fa/recovery-codes/')).toEqual([{ password: 'my-password', recovery_code: 'old1a-12345' }]);
  });
});
