import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Statistic } from '@pubdesk/contract';
import { renderWithProviders } from '../testing';
import { demoStatistic } from './statistic.fixture';
import { StatisticsTable } from './StatisticsTable';

const rows: Statistic[] = [demoStatistic, { ...demoStatistic, id: 2, date: '2026-11-19' }];

function renderTable() {
  renderWithProviders(
    <StatisticsTable
      label="Data Statistics"
      rows={rows}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.date}
      leading={[{ key: 'date', header: 'Date', render: (r) => r.date }]}
      trailing={[
        { key: 'updated', header: 'Updated at', render: () => '2026-11-21 10:00', secondary: true },
        { key: 'actions', header: 'Action', render: (r) => <button type="button">Edit {r.date}</button>, pinned: true },
      ]}
      total={demoStatistic}
      stages={[]}
    />,
  );
}

/** Lays every box out `content` wide in a box `box` wide (the test DOM lays nothing out). */
function layOut(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

describe('StatisticsTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every column, with no details buttons and no scroll stop, when it fits its card', () => {
    layOut(900, 1000);
    renderTable();
    const table = screen.getByRole('table', { name: 'Data Statistics' });
    for (const name of ['Viewable Impressions', 'Clicks', 'Updated at', 'Action']) {
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: /^Details of / })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Data Statistics, scrolls sideways' })).toBeNull();
  });

  describe('wider than its card', () => {
    beforeEach(() => layOut(1400, 1000));

    it('folds the secondary columns into each row, Total included, and keeps money, status and actions', () => {
      renderTable();
      const table = screen.getByRole('table', { name: 'Data Statistics' });
      expect(within(table).queryByRole('columnheader', { name: 'Viewable Impressions' })).toBeNull();
      expect(within(table).queryByRole('columnheader', { name: 'Updated at' })).toBeNull();
      for (const name of ['Requests', 'Impressions', 'Fill Rate', 'CPM', 'Revenue', 'Action']) {
        expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
      }

      const details = screen.getByRole('button', { name: 'Details of 2026-11-20' });
      expect(details.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(details);
      expect(details.getAttribute('aria-expanded')).toBe('true');
      const opened = document.getElementById(details.getAttribute('aria-controls') ?? '');
      expect(opened).not.toBeNull();
      expect(opened?.textContent).toContain('Viewable Impressions600');
      expect(opened?.textContent).toContain('CTR%1.00');
      expect(opened?.textContent).toContain('Updated at2026-11-21 10:00');

      fireEvent.click(screen.getByRole('button', { name: 'Details of Total' }));
      expect(within(table).getAllByText('Viewable Rate')).toHaveLength(2);
    });

    it('scrolls in a named region a keyboard user can Tab to', () => {
      renderTable();
      const region = screen.getByRole('region', { name: 'Data Statistics, scrolls sideways' });
      expect(region.getAttribute('tabindex')).toBe('0');
    });
  });
});
