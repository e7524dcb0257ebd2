import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { NotificationsHost, opsNotifications } from '@pubdesk/ui/notify';
import { fakeFetch, renderUi } from '../../test/render';
import { KeyField } from './KeyField';
import { fullKey, sampleKey } from './api-keys.fixture';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  // The notices' store outlives a render: start each test without the last one's.
  notifications.clean(opsNotifications);
});

function renderField() {
  const fetch = fakeFetch((url, init) => {
    if (init.method === 'POST' && url.endsWith('/auth/api-keys/5/reveal/')) return { status: 200, body: { key: fullKey } };
    return { status: 404, body: { detail: 'Not found.' } };
  });
  vi.stubGlobal('fetch', fetch.fn);
  renderUi(
    <>
      <KeyField apiKeyId={sampleKey.id} masked={sampleKey.key} label="KEY" />
      <NotificationsHost />
    </>,
  );
  const reveals = () => fetch.calls.filter((call) => call.url.endsWith('/reveal/')).length;
  return { reveals };
}

const field = () => screen.getByLabelText<HTMLInputElement>('KEY');

describe('KeyField', () => {
  it('shows the masked key and reveals nothing on load', () => {
    const { reveals } = renderField();
    expect(field().value).toBe('pdk_••••••••abcd');
    expect(field().readOnly).toBe(true);
    expect(reveals()).toBe(0);
  });

  it('reveals once: show, hide, show again and copy reuse the key fetched', async () => {
    const { reveals } = renderField();
    fireEvent.click(screen.getByRole('button', { name: 'Show key' }));
    await vi.waitFor(() => expect(field().value).toBe(fullKey));

    fireEvent.click(screen.getByRole('button', { name: 'Hide key' }));
    expect(field().value).toBe('pdk_••••••••abcd');
    fireEvent.click(screen.getByRole('button', { name: 'Show key' }));
    expect(field().value).toBe(fullKey);

    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(fullKey));
    expect(reveals()).toBe(1);
  });

  it('copies the full key from the button or a click on the field, and says so', async () => {
    const { reveals } = renderField();
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Key copied to clipboard')).toBeTruthy();
    expect(screen.getByText('Clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(fullKey);
    // Copying does not show the key.
    expect(field().value).toBe('pdk_••••••••abcd');

    fireEvent.click(field());
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(reveals()).toBe(1);
  });

  it("warns 'Failed to copy Key' when the clipboard refuses", async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderField();
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Failed to copy Key')).toBeTruthy();
  });
});
