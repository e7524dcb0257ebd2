import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeFetch, renderUi } from '../../test/render';
import { FxRateUpload } from './FxRateUpload';

const csv = () => new File(['currency,date,rate\nEUR,2025-03-01,1.08\n'], 'rates.csv', { type: 'text/csv' });

async function choose(file: File) {
  const input = screen.getByLabelText('CSV file');
  fireEvent.change(input, { target: { files: [file] } });
  expect(await screen.findByText(/^rates\.csv \(1 kB\)$/)).toBeTruthy();
}

describe('FxRateUpload', () => {
  it('asks for a file first', () => {
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 500 })).fn);
    renderUi(<FxRateUpload />);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a file first.');
  });

  it('sends the file in `file` and shows what it changed', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: { created: 2, updated: 1, unchanged: 4 } }));
    vi.stubGlobal('fetch', fetch.fn);
    renderUi(<FxRateUpload />);
    await choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect((await screen.findByRole('status')).textContent).toBe('File imported: 2 added, 1 updated, 4 unchanged.');
    const post = fetch.calls.find((call) => call.init.method === 'POST');
    expect(post?.url).toBe('/api/fx_rates/upload/');
    expect((post?.init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows the line the file was refused at', async () => {
    const refusal = 'Line 3, column rate: Enter a positive rate with at most 10 digits before the point and 10 after.';
    vi.stubGlobal('fetch', fakeFetch(() => ({ status: 400, body: { file: [refusal] } })).fn);
    renderUi(<FxRateUpload />);
    await choose(csv());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(refusal));
    expect(screen.getByRole('alert').textContent).toContain('The file was not imported.');
  });
});
