import { describe, expect, it } from 'vitest';
import { emptyExternalApiForm, formFromExternalApi, hasStoredCredentials, payloadFromExternalApiForm } from './external-api-form';
import { storedApi } from './external-apis.fixture';

const credentials = '{"client_email": "svc@example.iam", "private_key": "-----BEGIN KEY-----\\nabc\\n-----END KEY-----"}\n';

describe('external API form', () => {
  it('starts a new API under the chosen type', () => {
    expect(emptyExternalApiForm('aniview')).toEqual({
      name: '',
      shortname: '',
      code: '',
      type: 'aniview',
      priority: '0',
      status: 'active',
    });
  });

  it('creates with the credentials as typed and the type', () => {
    const values = { ...emptyExternalApiForm('netlink'), name: ' Netlink EU ', shortname: 'netlink-eu', code: credentials, priority: '5' };
    expect(payloadFromExternalApiForm(values, null)).toEqual({
      name: 'Netlink EU',
      shortname: 'netlink-eu',
      code: credentials,
      type: 'netlink',
      priority: 5,
      status: 'active',
    });
  });

  it('never puts the stored credentials (the mask) into the form', () => {
    const values = formFromExternalApi(storedApi);
    expect(values).toEqual({ name: 'AniView main', shortname: 'aniview-main', code: '', type: 'aniview', priority: '2', status: 'active' });
    expect(hasStoredCredentials(storedApi)).toBe(true);
    expect(hasStoredCredentials({ ...storedApi, code: '' })).toBe(false);
    expect(hasStoredCredentials(null)).toBe(false);
  });

  it('updates without code or type when nothing was typed, keeping the stored credentials', () => {
    const values = { ...formFromExternalApi(storedApi), status: 'suspended' as const, code: '  \n' };
    expect(payloadFromExternalApiForm(values, storedApi)).toEqual({
      name: 'AniView main',
      shortname: 'aniview-main',
      priority: 2,
      status: 'suspended',
    });
  });

  it('updates the credentials when new ones were typed', () => {
    const values = { ...formFromExternalApi(storedApi), code: credentials };
    expect(payloadFromExternalApiForm(values, storedApi)).toEqual({
      name: 'AniView main',
      shortname: 'aniview-main',
      code: credentials,
      priority: 2,
      status: 'active',
    });
  });

  it('sends the type only when it changed: the API moves to that type', () => {
    const values = { ...formFromExternalApi(storedApi), type: 'netlink' };
    expect(payloadFromExternalApiForm(values, storedApi)).toMatchObject({ type: 'netlink' });
    expect(payloadFromExternalApiForm(formFromExternalApi(storedApi), storedApi)).not.toHaveProperty('type');
  });

  it('leaves out a pending status', () => {
    const values = formFromExternalApi({ ...storedApi, status: 'pending' });
    expect(payloadFromExternalApiForm(values, storedApi)).not.toHaveProperty('status');
  });
});
