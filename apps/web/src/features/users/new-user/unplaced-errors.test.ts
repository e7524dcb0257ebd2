import { describe, expect, it } from 'vitest';
import { ApiError } from '@pubdesk/ui/api';
import { unplacedErrors } from './unplaced-errors';

describe('unplaced errors', () => {
  it('is null without an error or when every message sits beside its field', () => {
    expect(unplacedErrors(null, ['username'])).toBeNull();
    expect(unplacedErrors(new ApiError(400, { username: ['A user with that username already exists.'] }), ['username'])).toBeNull();
  });

  it('keeps only the messages no field shows', () => {
    const error = new ApiError(400, {
      username: ['Taken.'],
      non_field_errors: ['Only an admin can create or change an admin.'],
      profile: ['Odd.'],
    });
    const rest = unplacedErrors(error, ['username']);
    expect(rest).toBeInstanceOf(ApiError);
    expect((rest as ApiError).status).toBe(400);
    expect((rest as ApiError).body).toEqual({ non_field_errors: ['Only an admin can create or change an admin.'], profile: ['Odd.'] });
  });

  it('passes on an error that is no field body', () => {
    const offline = new ApiError(0, null);
    expect(unplacedErrors(offline, ['username'])).toBe(offline);
    const crash = new Error('boom');
    expect(unplacedErrors(crash, [])).toBe(crash);
    const text = new ApiError(500, 'Server Error');
    expect(unplacedErrors(text, [])).toBe(text);
  });
});
