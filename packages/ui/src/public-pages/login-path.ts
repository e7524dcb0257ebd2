/** Paths not worth returning to after signing in. */
const forgettable = new Set(['/', '/login', '/logout']);

/** '/login', with the page to return to as `next`. */
export function loginPath(wanted: string): string {
  return forgettable.has(wanted) ? '/login' : `/login?next=${encodeURIComponent(wanted)}`;
}

/** The `next` parameter if it is a path of this console (never another origin). */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
