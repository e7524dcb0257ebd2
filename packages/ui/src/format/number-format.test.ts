import { afterEach, describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

const Original = Intl.NumberFormat;

describe('numberFormat', () => {
  afterEach(() => {
    Intl.NumberFormat = Original;
  });

  it('makes its Intl format on the first number written, once, not when declared', () => {
    const made: unknown[][] = [];
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made.push(args);
      }
    } as typeof Original;
    const twoPlaces = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(made).toEqual([]);
    expect(twoPlaces.format(1234.5)).toBe('1,234.50');
    expect(twoPlaces.format(-0.004)).toBe('-0.00');
    expect(made).toEqual([['en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }]]);
  });
});
