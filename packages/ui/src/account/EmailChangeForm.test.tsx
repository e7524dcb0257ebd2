import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, renderWithProviders as renderUi, sentEmailChange, submitEmailChange } from '../testing';
import { EmailChangeForm } from './EmailChangeForm';

describe('EmailChangeForm', () => {
  it('sends the current password with the new address, and shows a wrong one under its field', async () => {
    const fetch = fakeFetch(() => ({ status: 400, body: { password: ['Your password was entered incorrectly. Please enter it again.'] } }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<EmailChangeForm userId={7} currentEmail="old@example.test" />);

    submitEmailChange('new@example.test', 'my-password');

    expect((await screen.findAllByText('Your password was entered incorrectly. Please enter it again.')).length).toBeGreaterThan(0);
    expect(sentEmailChange(fetch)).toEqual({
      user: 7,
      email: 'new@example.test',
      email_confirm: 'new@example.test',
      password: 'my-password',
    });
  });
});
