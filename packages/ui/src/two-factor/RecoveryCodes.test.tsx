import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { RecoveryCodes, recoveryCodesFileName } from './RecoveryCodes';

afterEach(() => vi.restoreAllMocks());

describe('RecoveryCodes', () => {
  it('downloads the codes as a .txt file named after the product, one code a line', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:codes';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const onDone = vi.fn();
    renderWithProviders(<RecoveryCodes codes={['abcde-12345', 'fghij-67890']} doneLabel="I have saved my codes" onDone={onDone} />);

    expect(screen.getByRole('list', { name: 'Your recovery codes' }).textContent).toBe('abcde-12345fghij-67890');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(clicked.map((link) => link.download)).toEqual(['pubdesk-recovery-codes.txt']);
    expect(saved).toHaveLength(1);
    expect(await saved[0]!.text()).toBe('abcde-12345\nfghij-67890\n');
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('names the file after a product name of several words in lower case, without spaces', () => {
    expect(recoveryCodesFileName('Pubdesk Shares')).toBe('pubdesk-shares-recovery-codes.txt');
  });
});
