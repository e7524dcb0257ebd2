import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeFetch, renderUi } from '../../test/render';
import { EmailChangeForm } from './EmailChangeForm';

describe('EmailChangeForm', () => {
  it('sends the current password with the new address, and shows a wrong one under its field', async () => {
    const fetch = fakeFetch(() => ({ status: 400, body: { password: ['Your password was entered incorrectly. Please enter it again.'] } }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<EmailChangeForm userId={7} currentEmail="old@example.test" />);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.test' } });
    fireEvent.change(screen.getByLabelText('Email confirmation'), { target: { value: 'new@example.test' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));

    expect((await screen.findAllByText('Your password was entered incorrectly. Please enter it again.')).length).toBeGreaterThan(0);
    const sent = fetch.calls.find((c) => c.url.includes('/auth/user/email/'));
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      user: 7,
      email: 'new@example.test',
      email_confirm: 'new@example.test',
      password: 'my-password',
    });
  });
});
