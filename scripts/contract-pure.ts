// The contract's schemas, built in a browser only where a browser uses them.
import type { Plugin } from 'vite';

const contractModule = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$)[\w/\\.-]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Where code runs later, not at the module's evaluation: its calls are left as they are. */
const deferred = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration', 'ClassBody']);

/**
 * Marks every call the contract's modules make as they load `/* @__PURE__ *\/`, so the bundler
 * drops the ones whose result nothing uses. Those calls build zod schemas (`z.object(...)`,
 * `pageQuerySchema.extend(...)`), each module exports dozens, and a browser uses a few: without
 * the mark the bundler cannot know that building an unused schema does nothing and keeps them all,
 * so a screen built every schema of every contract module it imported one constant from.
 *
 * Only calls at a module's top level are marked, never one inside a function (a refinement's
 * `ctx.addIssue(...)` is called for what it does). The contract's modules declare no side effects
 * (`"sideEffects": false` in its package.json): what they run at load only builds values. In a
 * build only: the API and the tests run the modules as they are.
 */
export function contractPure(): Plugin {
  return {
    name: 'pubdesk:contract-pure',
    apply: 'build',
    transform(code, id) {
      if (!contractModule.test(id.split('?')[0]!)) return null;
      // Insertions by offset; at one offset, in the order made (an outer call's before its inner call's).
      const inserts: { at: number; text: string; order: number }[] = [];
      const visit = (node: Node) => {
        // Left as they are: code that runs later, and optional chains (a parenthesis inside one
        // would stop its short-circuit).
        if (deferred.has(node.type) || node.type === 'ChainExpression') return;
        if (node.type === 'CallExpression' || node.type === 'NewExpression') {
          // Each call in its own parentheses: a mark applies to the call that starts right after
          // it, so the inner call of a chain (`z.object(...)` in `z.object(...).extend(...)`)
          // needs a start of its own.
          inserts.push({ at: node.start, text: '(/* @__PURE__ */ ', order: inserts.length });
          inserts.push({ at: node.end, text: ')', order: inserts.length });
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
          else if (isNode(value)) visit(value);
        }
      };
      visit(this.parse(code) as unknown as Node);
      if (inserts.length === 0) return null;
      inserts.sort((a, b) => a.at - b.at || a.order - b.order);
      const pieces: string[] = [];
      let from = 0;
      for (const { at, text } of inserts) {
        pieces.push(code.slice(from, at), text);
        from = at;
      }
      pieces.push(code.slice(from));
      return { code: pieces.join(''), map: null };
    },
  };
}
