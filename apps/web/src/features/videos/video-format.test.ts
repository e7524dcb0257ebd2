import { describe, expect, it } from 'vitest';
import { duration, megabytes, percentOf } from './video-format';

describe('megabytes', () => {
  it('divides by 1048576 and keeps one decimal', () => {
    expect(megabytes(0)).toBe('0.0');
    expect(megabytes(1048576)).toBe('1.0');
    expect(megabytes(5 * 1048576 + 524288)).toBe('5.5');
    expect(megabytes(123456)).toBe('0.1');
    expect(megabytes(3 * 1073741824)).toBe('3072.0');
  });
});

describe('duration', () => {
  it('shows hh:mm:ss, rounded to the second', () => {
    expect(duration(0)).toBe('00:00:00');
    expect(duration(3)).toBe('00:00:03');
    expect(duration(2.999)).toBe('00:00:03');
    expect(duration(61.4)).toBe('00:01:01');
    expect(duration(3599.6)).toBe('01:00:00');
    expect(duration(36000 + 62)).toBe('10:01:02');
  });

  it('has nothing to show for an unknown length', () => {
    expect(duration(null)).toBeNull();
    expect(duration(Number.NaN)).toBeNull();
    expect(duration(-1)).toBeNull();
  });
});

describe('percentOf', () => {
  it('rounds down, so 100% means every byte was sent', () => {
    expect(percentOf(0, 200)).toBe(0);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(200, 200)).toBe(100);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(100);
  });
});
