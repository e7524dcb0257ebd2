import { describe, expect, it } from 'vitest';
import { format, messages } from '@pubdesk/contract';
import { badTextFields } from './input-guard.js';

const nul = [messages.api.nullCharacters];
const surrogate = (code: string) => [format(messages.api.surrogateCharacters, { code })];

/** `{k: {k: ... leaf}}`, `depth` objects deep. */
function deep(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { k: value };
  return value;
}

describe('badTextFields', () => {
  it('names each string or key holding a NUL or a lone surrogate by its path', () => {
    expect(badTextFields({ website: { name: 'a\u0000' }, placements: [{ name: 'ok' }, { name: 'b\ud800' }] })).toEqual({
      'website.name': nul,
      'placements.1.name': surrogate('D800'),
    });
    expect(badTextFields({ ['\udc00']: 1, ok: 'Player 😀' })).toEqual({ '\udc00': surrogate('DC00') });
    expect(badTextFields('\u0000')).toEqual({ non_field_errors: nul });
    expect(badTextFields({ a: 1, b: [true, null], c: 'fine' })).toEqual({});
  });

  it('builds a path only for a field it reports, at any depth', () => {
    expect(badTextFields(deep(64, 'x\u0000'))).toEqual({ [Array(64).fill('k').join('.')]: nul });
  });

  it('walks a chain far deeper than any body may be in one pass', () => {
    // JSON bodies stop at 64 levels (json-body.ts), but the walk does not rely on it: the old walk
    // copied the path at every level, and a 40,000-deep chain took it over a minute (quadratic).
    // This one reaches the NUL at the bottom of 100,000 levels, and its path, in milliseconds;
    // should the walk turn quadratic again, the test runs into its timeout.
    const errors = badTextFields(deep(100_000, '\u0000'));
    expect(Object.values(errors)).toEqual([nul]);
    expect(Object.keys(errors)[0]).toHaveLength('k.'.repeat(100_000).length - 1);
  });

  it('names the path across the hand-over from the recursive walk to the iterative one', () => {
    const path = Array(300).fill('k').join('.');
    expect(badTextFields(deep(300, { ok: ['fine', 'x\u0000'], ['b\u0000']: 1 }))).toEqual({
      [`${path}.ok.1`]: nul,
      [`${path}.b\u0000`]: nul,
    });
  });

  it('stops after twenty fields', () => {
    const body = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, '\u0000']));
    expect(Object.keys(badTextFields(body))).toHaveLength(20);
  });
});
