import { describe, expect, it } from 'vitest';
import { t } from './i18n';

describe('t', () => {
  it('reads the catalogue by dotted key', () => {
    expect(t('auth.login.failedTitle')).toBe('Faild to login');
    expect(t('app.version')).toBe('2.0');
  });

  it('fills placeholders', () => {
    expect(t('common.pageOf', { page: 2, count: 5 })).toBe('2 of 5');
  });
});
