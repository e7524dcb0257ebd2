import { describe, expect, it } from 'vitest';
import { findCycle } from './vite-build';

describe('findCycle (the build fails on chunks that import each other in a cycle)', () => {
  it('names the chunks of a cycle in import order', () => {
    const edges = new Map([
      ['index.js', ['react.js', 'app.js']],
      ['app.js', ['react.js']],
      ['screens.js', ['periods.js', 'react.js']],
      ['periods.js', ['console.js', 'screens.js']],
      ['console.js', ['react.js']],
      ['react.js', []],
    ]);
    expect(findCycle(edges)).toEqual(['screens.js', 'periods.js', 'screens.js']);
  });

  it('finds none in a graph that only shares chunks, and a chunk importing itself is one', () => {
    const shared = new Map([
      ['a.js', ['b.js', 'c.js']],
      ['b.js', ['c.js']],
      ['c.js', []],
    ]);
    expect(findCycle(shared)).toBeNull();
    expect(findCycle(new Map([['a.js', ['a.js']]]))).toEqual(['a.js', 'a.js']);
  });

  it('walks a long chain once per chunk', () => {
    const chain = new Map(
      Array.from({ length: 20_000 }, (_, i) => [`c${i}.js`, i + 1 < 20_000 ? [`c${i + 1}.js`] : []] as [string, string[]]),
    );
    expect(findCycle(chain)).toBeNull();
  });
});
