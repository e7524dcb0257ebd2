import { describe, expect, it } from 'vitest';
import { emptyApiKeyForm, formFromApiKey, payloadFromApiKeyForm } from './api-key-form';
import { sampleKey } from './api-keys.fixture';

describe('api key form', () => {
  it('starts empty and active with every permission of the user, or with a pre-selected user', () => {
    expect(emptyApiKeyForm()).toEqual({ name: '', user: '', status: 'active', permissions: [] });
    expect(emptyApiKeyForm(12).user).toBe('12');
  });

  it('sends the user with a create only', () => {
    const values = { name: ' Export ', user: '12', status: 'active' as const, permissions: ['a.b', 'a.b', 'c.d'] };
    expect(payloadFromApiKeyForm(values, false)).toEqual({ name: 'Export', user: 12, status: 'active', permissions: ['a.b', 'c.d'] });
    expect(payloadFromApiKeyForm(values, true)).toEqual({ name: 'Export', status: 'active', permissions: ['a.b', 'c.d'] });
  });

  it('leaves out a user not chosen, for the server to name', () => {
    expect(payloadFromApiKeyForm(emptyApiKeyForm(), false)).toEqual({ name: '', status: 'active', permissions: [] });
  });

  it('round-trips a key into a PATCH body', () => {
    const values = formFromApiKey({ ...sampleKey, status: 'suspended' });
    expect(values).toEqual({ name: 'Reporting export', user: '12', status: 'suspended', permissions: ['websites.view_website'] });
    expect(payloadFromApiKeyForm(values, true)).toEqual({
      name: 'Reporting export',
      status: 'suspended',
      permissions: ['websites.view_website'],
    });
  });

  it('keeps a pending key pending: the status is left out', () => {
    expect(payloadFromApiKeyForm(formFromApiKey({ ...sampleKey, status: 'pending' }), true)).not.toHaveProperty('status');
  });
});
