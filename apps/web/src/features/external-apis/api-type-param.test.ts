import { describe, expect, it } from 'vitest';
import { chosenApiType, externalApiPath } from './api-type-param';

describe('chosenApiType', () => {
  it('is admanager without a type', () => {
    expect(chosenApiType(null, undefined)).toBe('admanager');
    expect(chosenApiType('  ', ['admanager', 'aniview'])).toBe('admanager');
  });

  it('keeps a known type, checked against the server list once loaded', () => {
    expect(chosenApiType('aniview', undefined)).toBe('aniview');
    expect(chosenApiType('aniview', ['admanager', 'aniview'])).toBe('aniview');
    expect(chosenApiType('custom', ['admanager', 'custom'])).toBe('custom');
  });

  it('falls back to admanager for an unknown type', () => {
    expect(chosenApiType('nope', undefined)).toBe('admanager');
    expect(chosenApiType('postquare', ['admanager'])).toBe('admanager');
  });
});

describe('externalApiPath', () => {
  it('keeps the type in the query', () => {
    expect(externalApiPath('aniview')).toBe('/settings/api?type=aniview');
    expect(externalApiPath('aniview', 12)).toBe('/settings/api/12?type=aniview');
  });
});
