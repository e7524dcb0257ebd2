import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { DataTable } from './DataTable';

const rows = [{ id: 1, url: 'www.adeyemi-travelguide.example', email: 'account_manager1@demo.pubdesk.test' }];

describe('DataTable', () => {
  it("lets a 'break' column wrap after separators, its text unchanged", () => {
    renderWithProviders(
      <DataTable
        minWidth={320}
        rows={rows}
        columns={[
          { key: 'url', header: 'URL', fit: 'break', render: (row) => row.url },
          { key: 'email', header: 'Email', render: (row) => row.email },
        ]}
      />,
    );
    const url = screen.getByRole('cell', { name: 'www.adeyemi-travelguide.example' });
    expect(url.textContent).toBe('www.adeyemi-travelguide.example');
    // After 'www.', 'adeyemi-' and 'travelguide.'.
    expect(url.querySelectorAll('wbr')).toHaveLength(3);
    // A plain column is left as it is.
    expect(screen.getByRole('cell', { name: 'account_manager1@demo.pubdesk.test' }).querySelectorAll('wbr')).toHaveLength(0);
  });
});
