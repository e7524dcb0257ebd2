import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '../api/api-client';
import { renderWithProviders as renderUi } from '../testing';
import { ErrorList, errorLines } from './ErrorList';

describe('ErrorList', () => {
  it('renders a detail body as one line', () => {
    renderUi(<ErrorList error={new ApiError(401, { detail: 'No active account found with the given credentials' })} />);
    expect(screen.getByText('No active account found with the given credentials')).toBeTruthy();
  });

  it('renders field errors with their field names, and non-field errors plain', () => {
    const error = new ApiError(400, {
      domain: ['A whitelist entry with this domain already exists.'],
      non_field_errors: ['Check the form.'],
    });
    renderUi(<ErrorList error={error} />);
    expect(screen.getByText('Domain:')).toBeTruthy();
    expect(screen.getByText('A whitelist entry with this domain already exists.')).toBeTruthy();
    expect(screen.getByText('Check the form.')).toBeTruthy();
  });

  it('ignores the code of a detail body and explains unreachable servers', () => {
    expect(errorLines(new ApiError(403, { detail: 'Your account has been disabled.', code: 'account_disabled' }))).toEqual([
      { field: null, text: 'Your account has been disabled.' },
    ]);
    expect(errorLines(new ApiError(0, null))[0]?.text).toBe('The server could not be reached. Please try again.');
  });

  it("shows a form's `code` field errors (a group's or a tag's Code)", () => {
    expect(errorLines(new ApiError(400, { code: ['A group with this code already exists.'] }))).toEqual([
      { field: 'code', text: 'A group with this code already exists.' },
    ]);
  });
});
