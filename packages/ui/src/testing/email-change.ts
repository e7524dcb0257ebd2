import { fireEvent, screen } from '@testing-library/react';
import type { fakeFetch } from './fake-fetch';

/** Types `email` twice and `password` into an email change form and sends it (the profile's or a user's). */
export function submitEmailChange(email: string, password: string): void {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Email confirmation'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
}

/** The body of the email change the form sent, as JSON; undefined while none was sent. */
export function sentEmailChange(fetch: ReturnType<typeof fakeFetch>): unknown {
  const sent = fetch.calls.find((call) => call.url.includes('/auth/user/email/'));
  return sent && JSON.parse(String(sent.init.body));
}
