import type { TokenUser } from '@pubdesk/contract';
import { isTokenUser } from './token-user';

const keys = {
  access: 'pubdesk.accessToken',
  refresh: 'pubdesk.refreshToken',
  user: 'pubdesk.user',
} as const;

export interface StoredSession {
  access: string | null;
  refresh: string | null;
  user: TokenUser | null;
}

function readUser(): TokenUser | null {
  const raw = localStorage.getItem(keys.user);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isTokenUser(user) ? user : null;
  } catch {
    return null;
  }
}

export const tokenStorage = {
  keys,
  read(): StoredSession {
    return { access: localStorage.getItem(keys.access), refresh: localStorage.getItem(keys.refresh), user: readUser() };
  },
  write(session: StoredSession): void {
    for (const name of ['access', 'refresh'] as const) {
      const value = session[name];
      if (value) localStorage.setItem(keys[name], value);
      else localStorage.removeItem(keys[name]);
    }
    if (session.user) localStorage.setItem(keys.user, JSON.stringify(session.user));
    else localStorage.removeItem(keys.user);
  },
  clear(): void {
    for (const key of Object.values(keys)) localStorage.removeItem(key);
  },
};
