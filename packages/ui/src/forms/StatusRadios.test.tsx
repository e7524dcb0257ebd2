import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders as renderUi } from '../testing';
import { StatusRadios } from './StatusRadios';

const settable = ['active', 'suspended'] as const;
const radios = () =>
  screen
    .getAllByRole<HTMLInputElement>('radio')
    .map((radio) => ({ name: radio.labels?.[0]?.textContent, checked: radio.checked, disabled: radio.disabled }));

describe('StatusRadios', () => {
  it('offers a new record the settable statuses only', () => {
    renderUi(<StatusRadios label="Status" statuses={settable} value="active" onChange={() => undefined} />);
    expect(radios()).toEqual([
      { name: 'Active', checked: true, disabled: false },
      { name: 'Suspended', checked: false, disabled: false },
    ]);
  });

  it('shows a saved pending status ticked and disabled, and lets Active or Suspended be chosen', () => {
    const onChange = vi.fn();
    renderUi(<StatusRadios label="Status" statuses={settable} saved="pending" value="pending" onChange={onChange} />);
    expect(radios()).toEqual([
      { name: 'Pending', checked: true, disabled: true },
      { name: 'Active', checked: false, disabled: false },
      { name: 'Suspended', checked: false, disabled: false },
    ]);
    expect(screen.getByText('Pending is set by the platform; choose Active or Suspended to change it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Suspended' }));
    expect(onChange).toHaveBeenCalledWith('suspended');
  });

  it('adds nothing for a saved status the radios can set', () => {
    renderUi(<StatusRadios label="Status" statuses={settable} saved="suspended" value="suspended" onChange={() => undefined} />);
    expect(radios().map((radio) => radio.name)).toEqual(['Active', 'Suspended']);
  });
});
