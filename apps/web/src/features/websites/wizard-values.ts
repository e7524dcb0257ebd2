import type { PlacementGroup } from '@pubdesk/contract';
import type { WebsiteFormValues } from './website-form';

/** The rows of the wizard's steps. Selects hold ids as text ('' for none); percentages as typed. */
export interface PlacementRow {
  name: string;
  group_id: string;
  status: PlacementGroup['status'];
}
export interface RateRow {
  group_id: string;
  rate: string;
}
export interface ShareRow {
  group_id: string;
  share: string;
}
export interface NetworkShareRow extends ShareRow {
  network_id: string;
}
export interface PlayerRow {
  name: string;
}

export interface WizardValues {
  website: WebsiteFormValues;
  placements: PlacementRow[];
  fill_rates: RateRow[];
  platform: ShareRow[];
  pmp: ShareRow[];
  network: NetworkShareRow[];
  players: PlayerRow[];
}

/** The five steps, in order (spec: Website, Placements, Fill Rate, Shares, Players). */
export const wizardSteps = ['website', 'placements', 'fill_rates', 'shares', 'players'] as const;
export type WizardStepId = (typeof wizardSteps)[number];

/** Row lists of the payload; the three share lists are nested under `shares.` in error keys. */
export type RowSection = 'placements' | 'fill_rates' | 'shares.platform' | 'shares.pmp' | 'shares.network' | 'players';

export const emptyPlacement = (): PlacementRow => ({ name: '', group_id: '', status: 'active' });
export const emptyRate = (): RateRow => ({ group_id: '', rate: '' });
export const emptyShare = (): ShareRow => ({ group_id: '', share: '' });
export const emptyPlayer = (): PlayerRow => ({ name: '' });
