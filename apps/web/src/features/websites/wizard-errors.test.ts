import { describe, expect, it } from 'vitest';
import { ApiError } from '@pubdesk/ui/api';
import { mapWizardErrors } from './wizard-errors';

describe('mapWizardErrors', () => {
  it('places dotted keys on their step, row and field, and goes back to the first step at fault', () => {
    const errors = mapWizardErrors(
      new ApiError(400, {
        'placements.1.group_id': ['A valid integer is required.'],
        'shares.platform.0.share': ['Enter a percentage from 0 to 100 with at most 2 decimal places.'],
        'shares.network.2.network_id': ['Select a user with the network role.'],
      }),
    );
    expect(errors.firstStep).toBe(1);
    expect(errors.rows.placements?.[1]).toEqual({ group_id: 'A valid integer is required.' });
    expect(errors.rows['shares.platform']?.[0]?.share).toMatch(/percentage/);
    expect(errors.rows['shares.network']?.[2]?.network_id).toBe('Select a user with the network role.');
    expect(errors.lines[0]).toEqual({
      step: 'placements',
      section: 'placements',
      row: 2,
      field: 'group_id',
      text: 'A valid integer is required.',
    });
  });

  it('puts website fields on the first step', () => {
    const errors = mapWizardErrors(
      new ApiError(400, { 'website.url': ['Enter a valid URL.'], 'players.0.name': ['This field may not be blank.'] }),
    );
    expect(errors.website).toEqual({ url: 'Enter a valid URL.' });
    expect(errors.firstStep).toBe(0);
    expect(errors.rows.players?.[0]?.name).toBe('This field may not be blank.');
  });

  it('keeps list-wide and general messages without a row, and does not move the wizard for them', () => {
    const errors = mapWizardErrors(
      new ApiError(400, { non_field_errors: ['Something is wrong.'], fill_rates: ['Ensure this field has no more than 100 elements.'] }),
    );
    expect(errors.lines).toEqual([
      { step: null, section: null, row: null, field: null, text: 'Something is wrong.' },
      { step: 'fill_rates', section: 'fill_rates', row: null, field: null, text: 'Ensure this field has no more than 100 elements.' },
    ]);
    expect(errors.firstStep).toBe(2);
    expect(mapWizardErrors(new ApiError(400, { non_field_errors: ['x'] })).firstStep).toBeNull();
  });

  it('reads a detail answer or an unreachable server as one general line', () => {
    expect(mapWizardErrors(new ApiError(403, { detail: 'You do not have permission to perform this action.' })).lines).toEqual([
      { step: null, section: null, row: null, field: null, text: 'You do not have permission to perform this action.' },
    ]);
    expect(mapWizardErrors(new ApiError(0, null)).lines[0]?.text).toBe('The server could not be reached. Please try again.');
  });
});
