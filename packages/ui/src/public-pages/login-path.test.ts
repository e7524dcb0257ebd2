import { describe, expect, it } from 'vitest';
import { loginPath, safeNext } from './login-path';

describe('login path', () => {
  it('remembers where the user wanted to go', () => {
    expect(loginPath('/whitelabel/3')).toBe('/login?next=%2Fwhitelabel%2F3');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/logout')).toBe('/login');
  });

  it('only returns to paths of this console', () => {
    expect(safeNext('/profile')).toBe('/profile');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('//evil.example')).toBe('/');
  });
});
