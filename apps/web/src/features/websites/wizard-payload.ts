import type { BodyIn, websiteEndpoints } from '@pubdesk/contract';
import { websitePayload, type WebsitePayload } from './website-form';
import type { WizardValues } from './wizard-values';

/** The body of POST /websites/stages/. */
export type StagesPayload = Omit<BodyIn<typeof websiteEndpoints.stages>, 'website'> & { website: WebsitePayload };

/** An id chosen in a select, or null when none was (the server then names the field). */
function idOrNull(value: string): number | null {
  return value ? Number(value) : null;
}

/**
 * The wizard's rows as the API takes them, in the order shown (so an error's row index is the
 * row's position on screen). PMP shares are admin only: for anyone else none are sent.
 */
export function buildStagesPayload(values: WizardValues, { includePmp }: { includePmp: boolean }): StagesPayload {
  const share = (row: { group_id: string; share: string }) => ({ group_id: idOrNull(row.group_id), share: row.share.trim() });
  return {
    website: websitePayload(values.website),
    placements: values.placements.map((row) => ({ name: row.name.trim(), group_id: idOrNull(row.group_id), status: row.status })),
    fill_rates: values.fill_rates.map((row) => ({ group_id: idOrNull(row.group_id), rate: row.rate.trim() })),
    shares: {
      platform: values.platform.map(share),
      pmp: includePmp ? values.pmp.map(share) : [],
      network: values.network.map((row) => ({ ...share(row), network_id: idOrNull(row.network_id) })),
    },
    players: values.players.map((row) => ({ name: row.name.trim() })),
  };
}
