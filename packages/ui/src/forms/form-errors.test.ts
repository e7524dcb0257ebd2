import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client';
import { errorsBesides } from './form-errors';

describe('errors besides the form fields', () => {
  const fields = ['name', 'code', 'permissions'];

  it('is nothing without an error or when every message sits beside a field', () => {
    expect(errorsBesides(null, fields)).toBeNull();
    expect(errorsBesides(new ApiError(400, { code: ['A group with this code already exists.'] }), fields)).toBeNull();
  });

  it('keeps the messages of other fields', () => {
    const rest = errorsBesides(new ApiError(400, { code: ['Taken.'], non_field_errors: ['Nope.'] }), fields);
    expect(rest).toBeInstanceOf(ApiError);
    expect((rest as ApiError).status).toBe(400);
    expect((rest as ApiError).body).toEqual({ non_field_errors: ['Nope.'] });
  });

  it('keeps a detail, a bare error or an unreachable server whole', () => {
    const denied = new ApiError(403, { detail: 'You do not have permission to perform this action.' });
    expect(errorsBesides(denied, fields)).toEqual(new ApiError(403, { detail: 'You do not have permission to perform this action.' }));
    const offline = new ApiError(0, null);
    expect(errorsBesides(offline, fields)).toBe(offline);
    const bare = new Error('boom');
    expect(errorsBesides(bare, fields)).toBe(bare);
  });
});
