import { describe, expect, it } from 'vitest';
import { emptyGroupForm, formFromGroup, payloadFromGroupForm } from './group-form';
import { groupPath } from './paths';

describe('group form', () => {
  it('starts empty', () => {
    expect(emptyGroupForm).toEqual({ name: '', code: '', permissions: [] });
  });

  it('takes a group as the server sends it (permission ids as text)', () => {
    expect(formFromGroup({ id: 4, name: 'Reporting', code: 'reporting', permissions: ['3', '12'] })).toEqual({
      name: 'Reporting',
      code: 'reporting',
      permissions: ['3', '12'],
    });
  });

  it('sends trimmed name and code and each permission id once, as a number', () => {
    expect(payloadFromGroupForm({ name: '  Reporting ', code: ' reporting ', permissions: ['12', '3', '12', 'x', '0'] })).toEqual({
      name: 'Reporting',
      code: 'reporting',
      permissions: [12, 3],
    });
    expect(payloadFromGroupForm(emptyGroupForm)).toEqual({ name: '', code: '', permissions: [] });
  });

  it('edits a group through the query string', () => {
    expect(groupPath(9)).toBe('/credentials/groups?id=9');
  });
});
