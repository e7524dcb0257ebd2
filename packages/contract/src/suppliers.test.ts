import { describe, expect, it } from 'vitest';
import { adInputSchema, adLines, adsInputSchema, adsTxtLineProblem, normalizeAdsTxtLine, supplierInputSchema } from './suppliers.js';

const fieldsExpected = 'Expected "domain, account id, DIRECT or RESELLER" and an optional certification authority id.';

describe('adsTxtLineProblem', () => {
  it('accepts records with or without a certification authority id, in any case and spacing', () => {
    for (const line of [
      'google.com, pub-4839201000000001, DIRECT, f08c47fec0942fa0',
      'google.com, pub-4839201000000002, RESELLER',
      'GOOGLE.COM,pub-1,direct',
      '  spotxchange.com ,  229102 , Reseller , 7842df1d2fe2db34  ',
      'ads.sub.example.co.uk, acc_1:2.3-4, DIRECT',
      'aniview.com, 5f3d2a1b9c8e7d6f5a4b3c2d, DIRECT, 78b21b97965ec3f8',
    ]) {
      expect({ line, problem: adsTxtLineProblem(line) }).toEqual({ line, problem: null });
    }
  });

  it('accepts comments, variables and trailing comments', () => {
    for (const line of [
      '# ads.txt for example.com',
      '#',
      'contact=adops@northwind.example',
      'CONTACT = https://example.com/contact',
      'subdomain=news.example.com',
      'inventorypartnerdomain=partner.example',
      'ownerdomain=example.com',
      'managerdomain=manager.example.net',
      'google.com, pub-1, DIRECT # our own account',
      'google.com, pub-1, DIRECT, f08c47fec0942fa0#no space before',
      'ownerdomain=example.com # the owner',
    ]) {
      expect({ line, problem: adsTxtLineProblem(line) }).toEqual({ line, problem: null });
    }
  });

  it('refuses a bad relationship, naming it', () => {
    expect(adsTxtLineProblem('google.com, pub-1, X')).toBe('The account type must be DIRECT or RESELLER, not "X".');
    expect(adsTxtLineProblem('google.com, pub-1, DIRECTLY')).toBe('The account type must be DIRECT or RESELLER, not "DIRECTLY".');
    expect(adsTxtLineProblem('google.com, pub-1, ')).toBe('The account type must be DIRECT or RESELLER, not "".');
  });

  it('refuses a domain with a scheme, a path or no dot', () => {
    expect(adsTxtLineProblem('https://google.com, pub-1, DIRECT')).toBe('"https://google.com" is not a domain name (no scheme or path).');
    expect(adsTxtLineProblem('google.com/ads, pub-1, DIRECT')).toBe('"google.com/ads" is not a domain name (no scheme or path).');
    expect(adsTxtLineProblem('localhost, pub-1, DIRECT')).toBe('"localhost" is not a domain name (no scheme or path).');
    expect(adsTxtLineProblem(', pub-1, DIRECT')).toBe('"" is not a domain name (no scheme or path).');
  });

  it('refuses too few or too many fields', () => {
    expect(adsTxtLineProblem('google.com, pub-1, DIRECT, f08c47fec0942fa0, extra')).toBe(fieldsExpected);
    expect(adsTxtLineProblem('google.com, pub-1')).toBe(fieldsExpected);
    expect(adsTxtLineProblem('google.com')).toBe(fieldsExpected);
    expect(adsTxtLineProblem('just some text')).toBe(fieldsExpected);
  });

  it('refuses an empty account id or one with spaces, and a bad certification id', () => {
    expect(adsTxtLineProblem('google.com, , DIRECT')).toBe('The account id may not be blank or contain spaces.');
    expect(adsTxtLineProblem('google.com, pub 1, DIRECT')).toBe('The account id may not be blank or contain spaces.');
    expect(adsTxtLineProblem('google.com, pub-1, DIRECT, f08c-47fe')).toBe(
      'The certification authority id may only contain letters and digits.',
    );
    expect(adsTxtLineProblem('google.com, pub-1, DIRECT, ')).toBe('The certification authority id may only contain letters and digits.');
  });

  it('refuses unknown variables and variables whose domain is not one', () => {
    expect(adsTxtLineProblem('owner=example.com')).toBe(
      'Unknown variable "owner"; use one of contact, subdomain, inventorypartnerdomain, ownerdomain, managerdomain.',
    );
    expect(adsTxtLineProblem('subdomain=https://news.example.com')).toBe('"https://news.example.com" is not a domain name.');
    expect(adsTxtLineProblem('ownerdomain=example')).toBe('"example" is not a domain name.');
  });

  it('refuses empty and overlong lines', () => {
    expect(adsTxtLineProblem('')).toBe('This line is empty.');
    expect(adsTxtLineProblem('   \t')).toBe('This line is empty.');
    expect(adsTxtLineProblem(`# ${'x'.repeat(499)}`)).toBe('Ensure this line has no more than 500 characters.');
  });
});

describe('adLines', () => {
  it('skips blank lines, trims each one and keeps its line number', () => {
    const text = 'google.com, pub-1, DIRECT\n\n  aniview.com, 22, RESELLER  \r\n   \n# comment\n';
    expect(adLines(text)).toEqual([
      { line: 1, text: 'google.com, pub-1, DIRECT' },
      { line: 3, text: 'aniview.com, 22, RESELLER' },
      { line: 5, text: '# comment' },
    ]);
    expect(adLines('')).toEqual([]);
    expect(adLines('\n\n \n')).toEqual([]);
  });
});

describe('adsInputSchema', () => {
  it('keys a bad line by its index in the array', () => {
    const result = adsInputSchema.safeParse([
      { text: 'google.com, pub-1, DIRECT', supplier_id: 1 },
      { text: 'google.com, pub-2, X', supplier_id: 1 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => ({ path: i.path, message: i.message }))).toEqual([
      { path: [1, 'text'], message: 'The account type must be DIRECT or RESELLER, not "X".' },
    ]);
    expect(adsInputSchema.safeParse([]).error!.issues[0]!.message).toBe('Enter at least one line.');
    expect(adInputSchema.safeParse({ text: 'google.com, pub-1, DIRECT', supplier_id: '7' }).data).toEqual({
      text: 'google.com, pub-1, DIRECT',
      supplier_id: 7,
    });
  });
});

describe('normalizeAdsTxtLine', () => {
  it('writes records, variables and comments one way', () => {
    expect(normalizeAdsTxtLine('  Google.com ,pub-1,direct,F08C47FEC0942FA0 ')).toBe('google.com, pub-1, DIRECT, F08C47FEC0942FA0');
    expect(normalizeAdsTxtLine('aniview.com,5f3d,reseller#video')).toBe('aniview.com, 5f3d, RESELLER # video');
    expect(normalizeAdsTxtLine('CONTACT = adops@example.com')).toBe('contact=adops@example.com');
    expect(normalizeAdsTxtLine('#  a comment ')).toBe('#  a comment');
  });
});

describe('supplier schedule', () => {
  const parse = (schedule: unknown) => supplierInputSchema.safeParse({ name: 'S', schedule });
  it('takes HH:MM (dropping seconds), empty or null', () => {
    expect(parse('06:30').data?.schedule).toBe('06:30');
    expect(parse('23:59:10').data?.schedule).toBe('23:59');
    expect(parse('').data?.schedule).toBeNull();
    expect(parse(null).data?.schedule).toBeNull();
  });
  it('names the format otherwise', () => {
    for (const bad of ['25:00', '7:30', 'noon', 5]) {
      expect(parse(bad).error?.issues.map((i) => i.message)).toEqual(['Enter a valid time (HH:MM).']);
    }
  });
});
