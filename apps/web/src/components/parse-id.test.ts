import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id';

describe('parseId', () => {
  it('reads positive whole numbers only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('-3')).toBeNull();
    expect(parseId('1.5')).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});
