import { describe, expect, it } from 'vitest';
import type { ExternalApi, Supplier } from '@pubdesk/contract';
import { apiOptionLabel, emptySupplierForm, formFromSupplier, groupApiOptions, payloadFromForm } from './supplier-form';

const supplier: Supplier = {
  id: 4,
  name: 'Acme Exchange',
  advertiser_id: 'adv-9',
  currency: 'EUR',
  type: 'automatic',
  status: 'pending',
  schedule: '06:30:00',
  api_id: 12,
  api: { id: 12, type: 'adsense', name: 'Main' },
  created_at: '2024-01-01T00:00:00Z',
};

const externalApi = (id: number, type: string, name: string, accountEmail = ''): ExternalApi => ({
  id,
  type,
  name,
  shortname: name.toLowerCase(),
  code: '',
  priority: 0,
  status: 'active',
  accountEmail,
  last_import: null,
  created_at: '2024-01-01T00:00:00Z',
});

describe('demand source form', () => {
  it('sends an empty time and no API as null', () => {
    expect(payloadFromForm({ ...emptySupplierForm, name: '  Acme ' })).toEqual({
      name: 'Acme',
      advertiser_id: '',
      currency: 'USD',
      type: 'manual',
      status: 'active',
      schedule: null,
      api_id: null,
    });
  });

  it("keeps 'HH:MM' and the API id, and leaves a pending status to the server", () => {
    const values = formFromSupplier(supplier);
    expect(values).toMatchObject({ schedule: '06:30', api_id: '12', status: 'pending' });
    const payload = payloadFromForm(values);
    expect(payload).toMatchObject({ schedule: '06:30', api_id: 12, currency: 'EUR', type: 'automatic' });
    expect(payload).not.toHaveProperty('status');
    expect(payloadFromForm({ ...values, status: 'suspended' }).status).toBe('suspended');
  });
});

describe('API options', () => {
  it("labels an API 'name - account email', or by name without an account", () => {
    expect(apiOptionLabel({ name: 'Main', accountEmail: 'reports@acme.iam.example.com' })).toBe('Main - reports@acme.iam.example.com');
    expect(apiOptionLabel({ name: 'Main', accountEmail: ' ' })).toBe('Main');
  });

  it('groups by API type in the usual type order, names sorted', () => {
    const groups = groupApiOptions([
      externalApi(1, 'netlink', 'Zeta'),
      externalApi(2, 'admanager', 'Beta', 'b@example.com'),
      externalApi(3, 'custom', 'Other'),
      externalApi(4, 'admanager', 'Alpha'),
    ]);
    expect(groups).toEqual([
      {
        group: 'admanager',
        items: [
          { value: '4', label: 'Alpha' },
          { value: '2', label: 'Beta - b@example.com' },
        ],
      },
      { group: 'netlink', items: [{ value: '1', label: 'Zeta' }] },
      { group: 'custom', items: [{ value: '3', label: 'Other' }] },
    ]);
  });
});
