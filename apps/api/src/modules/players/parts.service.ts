import { messages } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { websiteScope } from '../assignments/index.js';
import { partDefinitions } from './player-parts.js';
import { playersRepo } from './players.repo.js';
import type { PartKind, PlayerPartRow } from './players.table.js';
import { checkContent, checkSchedule } from './part-rules.js';
import { groupBy } from '../../lib/group-by.js';

/** A part as the API answers it. */
export type PartItem = Record<string, unknown> & { id: number; player: number };
export type PartCreate = Record<string, unknown> & { player: number };
export interface PartQuery {
  player?: number;
  website?: number;
}

/** Fields kept on the row for the server's use only (the stored logo's storage key). */
const hidden = new Set(['logo_key']);

/**
 * One kind of player part (settings, schedule, style, ...): listed by player or website, read,
 * created for a player that has none, changed field by field. Every write checks the whole
 * document against the contract's schema, runs the kind's rules (a schedule names its website's
 * tags), and marks the player's public config stale in the same transaction.
 */
export function partsService<Item extends PartItem = PartItem>(db: Db, kind: PartKind) {
  const repo = playersRepo(db);
  const definition = partDefinitions[kind];

  async function toItems(rows: PlayerPartRow[]): Promise<Item[]> {
    // A monetization names its player's schedule.
    const schedules =
      kind === 'monetization'
        ? groupBy(
            await repo.partsOf(
              rows.map((r) => r.playerId),
              'schedule',
            ),
            (p) => p.playerId,
          )
        : new Map();
    return rows.map((row) => {
      const data = Object.fromEntries(Object.entries(row.data).filter(([key]) => !hidden.has(key)));
      const item: PartItem = { id: row.id, player: row.playerId, ...data };
      if (kind === 'monetization') item.schedule = schedules.get(row.playerId)?.[0]?.id ?? null;
      return item as Item;
    });
  }
  const found = async (auth: AuthContext, id: number) => {
    const row = await repo.findPart(kind, id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  };
  /** The merged document, checked whole, with the kind's rules applied. */
  async function checked(txDb: Db, websiteId: number, data: Record<string, unknown>) {
    const parsed = definition.fields.parse(data) as Record<string, unknown>;
    const ruled =
      kind === 'schedule'
        ? await checkSchedule(txDb, websiteId, parsed)
        : kind === 'content'
          ? await checkContent(txDb, websiteId, parsed)
          : parsed;
    const kept = Object.fromEntries(Object.entries(data).filter(([key]) => hidden.has(key) || key === 'logo_url'));
    return { ...kept, ...ruled };
  }
  async function write(playerId: number, save: (txRepo: ReturnType<typeof playersRepo>) => Promise<PlayerPartRow>) {
    return db.transaction(async (tx) => {
      const txRepo = playersRepo(tx);
      const row = await save(txRepo);
      await txRepo.markStale({ playerId });
      return row;
    });
  }

  return {
    async list(auth: AuthContext, q: PartQuery, window: PageWindow) {
      const page = await repo.listParts(kind, { scope: websiteScope(auth), player: q.player, website: q.website }, window);
      return { count: page.count, results: await toItems(page.results.map((r) => r.part)) };
    },
    async get(auth: AuthContext, id: number): Promise<Item> {
      return (await toItems([(await found(auth, id)).part]))[0]!;
    },
    async create(auth: AuthContext, body: PartCreate): Promise<Item> {
      const player = await repo.find(body.player, websiteScope(auth));
      if (!player) throw missingId('player', body.player);
      if (await repo.partOfPlayer(kind, body.player)) throw fieldError('player', messages.api.playerPartExists);
      const { player: _player, ...fields } = body;
      const data = await checked(db, player.player.websiteId, { ...definition.defaults, ...fields });
      const row = await write(body.player, (txRepo) => txRepo.insertPart(kind, body.player, data));
      return (await toItems([row]))[0]!;
    },
    async update(auth: AuthContext, id: number, patch: Record<string, unknown>): Promise<Item> {
      const { part, websiteId } = await found(auth, id);
      const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(given).length === 0) return (await toItems([part]))[0]!;
      const data = await checked(db, websiteId, { ...part.data, ...given });
      const row = await write(part.playerId, (txRepo) => txRepo.updatePart(id, data));
      return (await toItems([row]))[0]!;
    },
    /** Sets server-kept fields (the style's uploaded logo) without the client's schema. */
    async setStored(partRow: PlayerPartRow, values: Record<string, unknown>): Promise<Item> {
      const row = await write(partRow.playerId, (txRepo) => txRepo.updatePart(partRow.id, { ...partRow.data, ...values }));
      return (await toItems([row]))[0]!;
    },
    found,
    async remove(auth: AuthContext, id: number): Promise<void> {
      const { part } = await found(auth, id);
      await db.transaction(async (tx) => {
        const txRepo = playersRepo(tx);
        await txRepo.removePart(id);
        await txRepo.markStale({ playerId: part.playerId });
      });
    },
  };
}
export type PartsService = ReturnType<typeof partsService>;
