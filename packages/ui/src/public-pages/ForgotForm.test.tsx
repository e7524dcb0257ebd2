import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeFetch, renderWithProviders as renderUi } from '../testing';
import { ForgotForm } from './ForgotForm';

describe('ForgotForm', () => {
  it('asks for a valid email before sending anything', () => {
    const fetch = fakeFetch(() => ({ status: 200, body: { detail: 'sent' } }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ForgotForm onReturnToLogin={() => undefined} />);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Please provide a valid email.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Please provide a valid email.')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });

  it('shows the server message, then offers Resend', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: { detail: 'A reset link is on its way.' } }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<ForgotForm onReturnToLogin={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Publisher1@Demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('A reset link is on its way.')).toBeTruthy();
    expect(JSON.parse(String(fetch.calls[0]?.init.body))).toEqual({ email: 'publisher1@demo.test' });

    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(2));
    expect(JSON.parse(String(fetch.calls[1]?.init.body))).toEqual({ email: 'publisher1@demo.test', resend: true });
  });

  it('returns to login', () => {
    const onReturn = vi.fn();
    renderUi(<ForgotForm onReturnToLogin={onReturn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Return to login' }));
    expect(onReturn).toHaveBeenCalled();
  });
});
