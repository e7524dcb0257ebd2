import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { NavItems } from './NavItems';

describe('NavItems', () => {
  it('makes each parent a button that says whether its links are shown', async () => {
    renderUi(<NavItems role="admin" onNavigate={() => undefined} />);
    for (const name of ['Websites', 'Credentials', 'Settings']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.queryByRole('link', { name: 'Metrics' })).toBeNull();

    // Enter and Space on a focused button arrive as a click.
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('button', { name: 'Settings' }).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Metrics' })).toBeTruthy();
  });

  it('opens the parent of the current page', () => {
    renderUi(<NavItems role="admin" onNavigate={() => undefined} />, { path: '/settings/metrics' });
    expect(screen.getByRole('button', { name: 'Settings' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Websites' }).getAttribute('aria-expanded')).toBe('false');
  });
});
