import { describe, expect, it } from 'vitest';
import { emptyWebsiteForm } from './website-form';
import { buildStagesPayload } from './wizard-payload';
import type { WizardValues } from './wizard-values';

const values: WizardValues = {
  website: { ...emptyWebsiteForm, name: ' Northwind ', url: ' https://northwind.example ', category: 'news', network: '4', publisher: '' },
  placements: [
    { name: ' Sidebar ', group_id: '2', status: 'active' },
    { name: 'Footer', group_id: '', status: 'suspended' },
  ],
  fill_rates: [{ group_id: '2', rate: ' 80 ' }],
  platform: [{ group_id: '2', share: '75.5' }],
  pmp: [{ group_id: '3', share: '10' }],
  network: [{ group_id: '2', share: '60', network_id: '4' }],
  players: [{ name: ' Main player ' }],
};

describe('buildStagesPayload', () => {
  it('sends every step in the shape of POST /websites/stages/, rows in screen order', () => {
    expect(buildStagesPayload(values, { includePmp: true })).toEqual({
      website: {
        name: 'Northwind',
        url: 'https://northwind.example',
        category: 'news',
        status: 'pending',
        ad_type: 'display',
        network: 4,
        publisher: null,
      },
      placements: [
        { name: 'Sidebar', group_id: 2, status: 'active' },
        { name: 'Footer', group_id: null, status: 'suspended' },
      ],
      fill_rates: [{ group_id: 2, rate: '80' }],
      shares: {
        platform: [{ group_id: 2, share: '75.5' }],
        pmp: [{ group_id: 3, share: '10' }],
        network: [{ group_id: 2, share: '60', network_id: 4 }],
      },
      players: [{ name: 'Main player' }],
    });
  });

  it('sends no PMP shares for anyone but an admin', () => {
    expect(buildStagesPayload(values, { includePmp: false }).shares?.pmp).toEqual([]);
  });

  it('sends a network share without a network as null', () => {
    const payload = buildStagesPayload({ ...values, network: [{ group_id: '2', share: '60', network_id: '' }] }, { includePmp: false });
    expect(payload.shares?.network).toEqual([{ group_id: 2, share: '60', network_id: null }]);
  });
});
