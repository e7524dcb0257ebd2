import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { fileProblems, ReplyForm } from './ReplyForm';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('ReplyForm', () => {
  it('sends the body as an internal note when staff switch it on, then clears', async () => {
    const onSend = vi.fn().mockResolvedValue({});
    renderWithProviders(<ReplyForm allowInternal sending={false} onSend={onSend} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reply' }), { target: { value: 'Checked **the logs**' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Internal note (never shown to the requester)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ body: 'Checked **the logs**', internal: true, files: [] }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).value).toBe(''));
  });

  it('offers no note switch to a requester, and sends nothing empty', () => {
    const onSend = vi.fn();
    renderWithProviders(<ReplyForm allowInternal={false} sending={false} onSend={onSend} />);
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('refuses a sixth file or one over 10 MB before sending', () => {
    expect(fileProblems([file('a.png', 10)])).toBeNull();
    expect(fileProblems(Array.from({ length: 6 }, (_, i) => file(`${i}.png`, 1)))).toBe('Attach at most 5 files to one message.');
    expect(fileProblems([file('huge.pdf', 10 * 1024 * 1024 + 1)])).toBe('huge.pdf is larger than 10 MB.');
  });
});
