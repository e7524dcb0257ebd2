import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractPure } from '../../../scripts/contract-pure';

/** The plugin's transform, as a build calls it. */
function transform(code: string, id = '/repo/packages/contract/src/things.ts'): string | null {
  const hook = contractPure().transform as Extract<Plugin['transform'], (...args: never[]) => unknown>;
  const result = hook.call({ parse: (text: string) => parseAst(text) } as never, code, id) as { code: string } | null;
  return result?.code ?? null;
}

const PURE = '(/* @__PURE__ */ ';

/**
 * A browser build marks the calls the contract's modules make as they load, so the bundler drops
 * the schemas nothing uses (scripts/contract-pure.ts). Calls inside functions run for what they
 * do and stay unmarked.
 */
describe('contractPure', () => {
  it('marks each call of a module’s top level, the inner call of a chain in its own parentheses', () => {
    const out = transform(`export const thing = z.object({ name: z.string().min(1) }).extend({ id: z.number() });`)!;
    expect(out).toBe(
      `export const thing = ${PURE}${PURE}z.object({ name: ${PURE}${PURE}z.string()).min(1)) })).extend({ id: ${PURE}z.number()) }));`,
    );
    // Still JavaScript, the same expression once the marks are read as comments.
    expect(() => parseAst(out)).not.toThrow();
  });

  it('leaves calls inside functions and optional chains as they are', () => {
    const code = [
      `export const refined = z.string().superRefine((value, ctx) => { ctx.addIssue({ code: 'custom' }); });`,
      `export function make() { return z.string(); }`,
      `export const maybe = config?.build();`,
    ].join('\n');
    const out = transform(code)!;
    expect(out).toContain(`ctx.addIssue({ code: 'custom' });`);
    expect(out).toContain(`export function make() { return z.string(); }`);
    expect(out).toContain(`export const maybe = config?.build();`);
    expect(out.startsWith(`export const refined = ${PURE}${PURE}z.string()).superRefine(`)).toBe(true);
  });

  it('touches only the contract’s modules, never its tests', () => {
    const code = 'export const x = make();';
    expect(transform(code, '/repo/packages/ui/src/things.ts')).toBeNull();
    expect(transform(code, '/repo/packages/contract/src/things.test.ts')).toBeNull();
    expect(transform('export const x = 1;')).toBeNull();
  });
});
