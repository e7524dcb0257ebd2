import { format, publicMessages, type Messages } from '@pubdesk/contract';

/** Dotted paths to every text of the catalogue: 'auth.login.submit', 'common.pageOf', ... */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;

type Node = string | { readonly [key: string]: Node };

/**
 * The texts loaded so far: the signed-out pages' namespaces at first, every namespace once the
 * signed-in frame has loaded (see i18n-catalogue.ts). A test keeps the signed-out pages to their
 * namespaces.
 */
let catalogue: Node = publicMessages;

/** Makes every namespace of the catalogue available to t(). */
export function installCatalogue(all: Messages): void {
  catalogue = all;
}

/** The catalogue text at `key`, with `{name}` placeholders filled from `values`. */
export function t(key: MessageKey, values?: Record<string, string | number>): string {
  let node: Node = catalogue;
  for (const part of key.split('.')) {
    if (typeof node === 'string') break;
    const next: Node | undefined = node[part];
    if (next === undefined) return key;
    node = next;
  }
  if (typeof node !== 'string') return key;
  return values ? format(node, values) : node;
}
