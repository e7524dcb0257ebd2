import { describe, expect, it } from 'vitest';
import { capitalize, capitalizeUnderscored, fullName, stripScheme, thousands } from './format';

describe('format', () => {
  it('capitalizes the first letter', () => {
    expect(capitalize('active')).toBe('Active');
    expect(capitalize('')).toBe('');
    expect(capitalize(null)).toBe('');
  });

  it('replaces underscores before capitalizing', () => {
    expect(capitalizeUnderscored('account_manager')).toBe('Account manager');
    expect(capitalizeUnderscored('non_field_errors')).toBe('Non field errors');
  });

  it('adds thousands separators to numbers and decimal strings', () => {
    expect(thousands(1234567)).toBe('1,234,567');
    expect(thousands('1234567.5000')).toBe('1,234,567.5000');
    expect(thousands(-9876.5)).toBe('-9,876.5');
    expect(thousands(999)).toBe('999');
    expect(thousands('n/a')).toBe('n/a');
    expect(thousands(null)).toBe('');
  });

  it('strips the url scheme', () => {
    expect(stripScheme('https://ads.example.com/')).toBe('ads.example.com/');
    expect(stripScheme('http://localhost:8181')).toBe('localhost:8181');
    expect(stripScheme('ads.example.com')).toBe('ads.example.com');
  });

  it('joins first and last name, falling back to the username', () => {
    expect(fullName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ first_name: '', last_name: '', username: 'ada' })).toBe('ada');
  });
});
