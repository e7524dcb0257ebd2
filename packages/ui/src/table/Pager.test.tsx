import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Pager } from './Pager';

describe('Pager', () => {
  it("shows 'page of count' and does nothing on Previous from page 1", () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager page={1} count={25} limit={10} onChange={onChange} />);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    fireEvent.click(previous);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('stops at the last page', () => {
    const onChange = vi.fn();
    renderWithProviders(<Pager page={3} count={25} limit={10} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows one page for an empty list', () => {
    renderWithProviders(<Pager page={1} count={0} limit={10} onChange={() => undefined} />);
    expect(screen.getByText('1 of 1')).toBeTruthy();
  });
});
