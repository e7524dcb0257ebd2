import {
  messages,
  type BodyOf,
  type Player,
  type PlayerStatusSummary,
  type PurgeResult,
  type QueryOf,
  playerEndpoints,
} from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { invalidPk } from '../../lib/field-checks.js';
import { fieldError, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { hasValues } from '../../lib/updates.js';
import { websiteForWrite, websiteScope } from '../assignments/index.js';
import { playersRepo, type PlayersRepo, type PlayerWithWebsite } from './players.repo.js';
import type { PartKind } from './players.table.js';
import { groupBy } from '../../lib/group-by.js';

type Input = BodyOf<typeof playerEndpoints.create>;
type Patch = BodyOf<typeof playerEndpoints.update>;
type ListQuery = QueryOf<typeof playerEndpoints.list>;

const partFields: Record<PartKind, keyof Player> = {
  settings: 'settings',
  platform_settings: 'platform_settings',
  monetization: 'monetization',
  schedule: 'schedule',
  style: 'style',
  content: 'content',
  format: 'format',
  blocklist: 'blocklist',
};

/** The player as the API answers it: its row, its website's name, its format's placement and every part's id. */
async function toPlayers(repo: PlayersRepo, rows: PlayerWithWebsite[]): Promise<Player[]> {
  const byPlayer = groupBy(await repo.partSummaries(rows.map((r) => r.player.id)), (part) => part.playerId);
  return rows.map(({ player: p, websiteName }) => {
    const own = byPlayer.get(p.id) ?? [];
    const ids = Object.fromEntries(Object.values(partFields).map((f) => [f, null])) as Record<string, number | null>;
    for (const part of own) ids[partFields[part.kind as PartKind]] = part.id;
    const format = own.find((part) => part.kind === 'format')?.data ?? {};
    return {
      id: p.id,
      name: p.name,
      website_id: p.websiteId,
      website_name: websiteName,
      player_type: p.playerType as Player['player_type'],
      status: p.status as Player['status'],
      desktop_width: p.desktopWidth,
      desktop_height: p.desktopHeight,
      mobile_width: p.mobileWidth,
      mobile_height: p.mobileHeight,
      async: p.async,
      dfp: p.dfp,
      position: (format.position ?? 'bottom_right') as Player['position'],
      companion_position: (format.companion_position ?? 'none') as Player['companion_position'],
      close_button: (format.close_button ?? true) as boolean,
      ...(ids as Pick<
        Player,
        'format' | 'settings' | 'platform_settings' | 'monetization' | 'schedule' | 'style' | 'content' | 'blocklist'
      >),
      config_version: p.configVersion,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  });
}

const toValues = (b: Patch) => ({
  name: b.name,
  playerType: b.player_type,
  status: b.status,
  desktopWidth: b.desktop_width,
  desktopHeight: b.desktop_height,
  mobileWidth: b.mobile_width,
  mobileHeight: b.mobile_height,
  async: b.async,
  dfp: b.dfp,
});

/** `/api/players/public/{id}/`, as a full URL or a path, with or without `?cache=no`. */
const publicUrl = /^(?:https?:\/\/[^/\s]+)?\/api\/players\/public\/(\d{1,10})\/?(?:\?[^\s#]*)?$/i;

/** The rules of players: they follow their website's scope, and creating one creates all its parts at once. */
export function playersService(db: Db) {
  const repo = playersRepo(db);
  const found = async (auth: AuthContext, id: number) => {
    const row = await repo.find(id, websiteScope(auth));
    if (!row) throw notFound();
    return row;
  };
  const one = async (auth: AuthContext, id: number) => (await toPlayers(repo, [await found(auth, id)]))[0]!;

  return {
    async list(auth: AuthContext, q: ListQuery, window: PageWindow) {
      const page = await repo.list({ scope: websiteScope(auth), website: q.website, status: q.status, search: q.search }, window);
      return { count: page.count, results: await toPlayers(repo, page.results) };
    },
    get: one,
    async create(auth: AuthContext, b: Input): Promise<Player> {
      await websiteForWrite(db, auth, b.website_id);
      const [created] = await db.transaction((tx) => playersRepo(tx).insert([{ ...toValues(b), name: b.name, websiteId: b.website_id }]));
      return one(auth, created!.id);
    },
    async update(auth: AuthContext, id: number, b: Patch & { website_id?: number }): Promise<Player> {
      const current = await found(auth, id);
      if (b.website_id !== undefined && b.website_id !== current.player.websiteId) {
        throw fieldError('website_id', messages.api.staysOnWebsite);
      }
      const values = toValues(b);
      if (hasValues(values)) await repo.update(id, values);
      return one(auth, id);
    },
    async statusSummary(auth: AuthContext): Promise<PlayerStatusSummary> {
      const counts = await repo.statusCounts(websiteScope(auth));
      const active = counts.active ?? 0;
      const pending = counts.pending ?? 0;
      const suspended = counts.suspended ?? 0;
      return { total: active + pending + suspended, active, pending, suspended };
    },
    /** Records the purge and makes the config stale, so every server rebuilds it (the next issue serves it). */
    async purge(auth: AuthContext, url: string): Promise<PurgeResult> {
      const match = publicUrl.exec(url);
      if (!match) throw fieldError('url', messages.api.notAPlayerUrl);
      const playerId = Number(match[1]);
      const row = playerId <= 2147483647 ? await repo.find(playerId, websiteScope(auth)) : null;
      if (!row) throw fieldError('url', invalidPk(match[1]!));
      const at = await db.transaction(async (tx) => {
        const txRepo = playersRepo(tx);
        await txRepo.markStale({ playerId });
        return txRepo.recordPurge(playerId, url, auth.user.id);
      });
      return { url, player: playerId, purged_at: at.toISOString() };
    },
  };
}
