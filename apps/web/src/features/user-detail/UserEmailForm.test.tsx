import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { sentEmailChange, submitEmailChange } from '@pubdesk/ui/testing';
import { fakeFetch, renderUi } from '../../test/render';
import { UserEmailForm } from './UserEmailForm';

describe("UserEmailForm (someone else's account)", () => {
  it("asks for the signed-in user's own password and sends it", async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: { detail: 'Your email has been changed.' } }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<UserEmailForm userId={12} currentEmail="pub@example.test" />);

    expect(screen.getByText('Your own password, to confirm the change.')).toBeTruthy();
    submitEmailChange('moved@example.test', 'admin-password');

    await vi.waitFor(() => expect(fetch.calls.some((c) => c.url.includes('/auth/user/email/'))).toBe(true));
    expect(sentEmailChange(fetch)).toEqual({
      user: 12,
      email: 'moved@example.test',
      email_confirm: 'moved@example.test',
      password: 'admin-password',
    });
  });
});
