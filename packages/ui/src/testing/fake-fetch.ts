/** What `GET /auth/permissions/` answers in component tests (see `grantPermissions`). */
let granted: string[] = [];

/** The signed-in user's permissions for the screens' `useCan`; reset with `grantPermissions([])`. */
export function grantPermissions(permissions: string[]): void {
  granted = permissions;
}

/** The permissions `grantPermissions` set last. */
export const grantedPermissions = (): string[] => granted;

/** A fake fetch answering JSON (and the caller's permissions); records every request. */
export function fakeFetch(handler: (url: string, init: RequestInit) => { status: number; body?: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const { status, body } = url.includes('/auth/permissions/')
      ? { status: 200, body: { role: 'admin', permissions: granted } }
      : handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fn, calls };
}

/** DRF's list envelope around one page of results. */
export const listOf = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** An unsigned JWT with the given payload (the apps never check signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
