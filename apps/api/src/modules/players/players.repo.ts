import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crudRepo } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { playlistVideos } from '../videos/index.js';
import { websites } from '../websites/index.js';
import { defaultParts } from './player-parts.js';
import { playerCachePurges, playerParts, players, type PartKind, type PlayerPartRow, type PlayerRow } from './players.table.js';

export interface PlayerSummary {
  id: number;
  name: string;
  website_id: number;
  status: string;
}

export interface PlayerFilter {
  /** The caller's website scope, applied through the join. */
  scope?: SQL;
  website?: number;
  status?: string;
  search?: string;
}

export type PlayerValues = Partial<Omit<typeof players.$inferInsert, 'id' | 'createdAt' | 'configVersion'>>;
export interface PlayerWithWebsite {
  player: PlayerRow;
  websiteName: string;
}

const allOf = (parts: Array<SQL | undefined>) => and(...parts.filter((p): p is SQL => p !== undefined));

/** Every query on players and their parts; the only file that writes SQL for them. A player is seen through its website. */
export function playersRepo(db: Db) {
  const crud = crudRepo(db, players, { through: [[websites, eq(websites.id, players.websiteId)]] });
  const parts = crudRepo(db, playerParts, {
    through: [
      [players, eq(players.id, playerParts.playerId)],
      [websites, eq(websites.id, players.websiteId)],
    ],
    onUpdate: () => ({ updatedAt: new Date() }),
  });
  const joined = () =>
    db.select({ player: players, websiteName: websites.name }).from(players).innerJoin(websites, eq(websites.id, players.websiteId));
  const partsJoined = () =>
    db
      .select({ part: playerParts, websiteId: players.websiteId })
      .from(playerParts)
      .innerJoin(players, eq(players.id, playerParts.playerId))
      .innerJoin(websites, eq(websites.id, players.websiteId));

  return {
    /** New players with every part (the wizard and the Players screen); the caller holds the transaction. */
    async insert(values: Array<typeof players.$inferInsert>): Promise<PlayerSummary[]> {
      if (values.length === 0) return [];
      const rows = await db.insert(players).values(values).returning();
      await db.insert(playerParts).values(rows.flatMap((r) => defaultParts(r.id)));
      return rows.map((r) => ({ id: r.id, name: r.name, website_id: r.websiteId, status: r.status }));
    },
    list(f: PlayerFilter, window: PageWindow) {
      const where = allOf([
        f.scope,
        f.website ? eq(players.websiteId, f.website) : undefined,
        f.status ? eq(players.status, f.status) : undefined,
        f.search ? searchAny(f.search, [players.name]) : undefined,
      ]);
      return crud.page({ rows: joined(), where, orderBy: [desc(players.id)], window });
    },
    async find(id: number, scope?: SQL): Promise<PlayerWithWebsite | null> {
      const [row] = await joined().where(allOf([scope, eq(players.id, id)]));
      return row ?? null;
    },
    /** The player with its website's status (only an active player of an active website is served). */
    async findServed(id: number): Promise<{ player: PlayerRow; websiteStatus: string } | null> {
      const [row] = await db
        .select({ player: players, websiteStatus: websites.status })
        .from(players)
        .innerJoin(websites, eq(websites.id, players.websiteId))
        .where(eq(players.id, id));
      return row ?? null;
    },
    async update(id: number, values: PlayerValues): Promise<void> {
      await db
        .update(players)
        .set({ ...values, configVersion: sql`${players.configVersion} + 1`, updatedAt: new Date() })
        .where(eq(players.id, id));
    },
    async statusCounts(scope?: SQL): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: players.status, n: count() })
        .from(players)
        .innerJoin(websites, eq(websites.id, players.websiteId))
        .where(scope)
        .groupBy(players.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },
    /** Marks the players' public configs stale: the next issue's cache rebuilds on a new version. */
    async markStale(where: { playerId: number } | { websiteId: number }): Promise<void> {
      await db
        .update(players)
        .set({ configVersion: sql`${players.configVersion} + 1`, updatedAt: new Date() })
        .where('playerId' in where ? eq(players.id, where.playerId) : eq(players.websiteId, where.websiteId));
    },
    async recordPurge(playerId: number, url: string, userId: number | null): Promise<Date> {
      const [row] = await db.insert(playerCachePurges).values({ playerId, url, userId }).returning({ at: playerCachePurges.createdAt });
      return row!.at;
    },

    // Parts ----------------------------------------------------------------------------------------
    /** The players' parts, or only those of one kind. */
    /**
     * The players' parts as a list of players shows them: each part's id and kind, and the format's
     * data alone (a style's CSS is up to 20,000 characters a player: 3,000 players read 2.9 s of it).
     */
    async partSummaries(
      playerIds: number[],
    ): Promise<Array<Pick<PlayerPartRow, 'id' | 'playerId' | 'kind'> & { data: PlayerPartRow['data'] | null }>> {
      if (playerIds.length === 0) return [];
      return db
        .select({
          id: playerParts.id,
          playerId: playerParts.playerId,
          kind: playerParts.kind,
          data: sql<PlayerPartRow['data'] | null>`case when ${playerParts.kind} = 'format' then ${playerParts.data} end`,
        })
        .from(playerParts)
        .where(inArray(playerParts.playerId, playerIds));
    },
    async partsOf(playerIds: number[], kind?: PartKind): Promise<PlayerPartRow[]> {
      if (playerIds.length === 0) return [];
      return db
        .select()
        .from(playerParts)
        .where(and(inArray(playerParts.playerId, playerIds), kind ? eq(playerParts.kind, kind) : undefined));
    },
    listParts(kind: PartKind, f: { scope?: SQL; player?: number; website?: number }, window: PageWindow) {
      const where = allOf([
        f.scope,
        eq(playerParts.kind, kind),
        f.player ? eq(playerParts.playerId, f.player) : undefined,
        f.website ? eq(players.websiteId, f.website) : undefined,
      ]);
      return parts.page({ rows: partsJoined(), where, orderBy: [asc(playerParts.id)], window });
    },
    async findPart(kind: PartKind, id: number, scope?: SQL): Promise<{ part: PlayerPartRow; websiteId: number } | null> {
      const [row] = await partsJoined().where(allOf([scope, eq(playerParts.kind, kind), eq(playerParts.id, id)]));
      return row ?? null;
    },
    async partOfPlayer(kind: PartKind, playerId: number): Promise<PlayerPartRow | null> {
      const [row] = await db
        .select()
        .from(playerParts)
        .where(and(eq(playerParts.kind, kind), eq(playerParts.playerId, playerId)));
      return row ?? null;
    },
    insertPart: (kind: PartKind, playerId: number, data: Record<string, unknown>) => parts.create({ playerId, kind, data }),
    updatePart: (id: number, data: Record<string, unknown>) => parts.update(id, { data }),
    removePart: parts.remove,
    /** The schedules of a website's players (to drop a deleted ad tag or script from them). */
    async schedulesOfWebsite(websiteId: number): Promise<PlayerPartRow[]> {
      return db
        .select({ part: playerParts })
        .from(playerParts)
        .innerJoin(players, eq(players.id, playerParts.playerId))
        .where(and(eq(playerParts.kind, 'schedule'), eq(players.websiteId, websiteId)))
        .then((rows) => rows.map((r) => r.part));
    },
    /**
     * The uploaded logos of the players in scope, a row per logo (its key names its bytes), last
     * used first; only `key` when given. Read from the styles' two fields, never their whole data
     * (a style carries up to 20,000 characters of CSS): 2,000 styles were read whole for a
     * 200-byte answer.
     */
    async logoAssets(scope?: SQL, key?: string): Promise<Array<{ key: string; url: string }>> {
      const logoKey = sql<string>`${playerParts.data}->>'logo_key'`;
      return db
        .select({ key: logoKey, url: sql<string>`max(${playerParts.data}->>'logo_url')` })
        .from(playerParts)
        .innerJoin(players, eq(players.id, playerParts.playerId))
        .innerJoin(websites, eq(websites.id, players.websiteId))
        .where(
          allOf([
            scope,
            eq(playerParts.kind, 'style'),
            key === undefined ? sql`${logoKey} is not null` : sql`${logoKey} = ${key}`,
            sql`${playerParts.data}->>'logo_url' is not null`,
          ]),
        )
        .groupBy(logoKey)
        .orderBy(desc(sql`max(${playerParts.updatedAt})`));
    },

    // Who plays what (the video library tells them through VideosPorts) ------------------------------
    /** Players whose content names the video, directly or through one of its playlists: their configs go stale. */
    async markPlayersOfVideoStale(videoId: number): Promise<void> {
      await db.execute(sql`
        update ${players} set config_version = config_version + 1, updated_at = now()
        where id in (
          select ${playerParts.playerId} from ${playerParts}
          where ${playerParts.kind} = 'content' and (
            ${playerParts.data}->>'video' = ${String(videoId)}
            or ${playerParts.data}->>'playlist' in (
              select ${playlistVideos.playlistId}::text from ${playlistVideos} where ${playlistVideos.videoId} = ${videoId}
            )
          )
        )`);
    },
    async markPlayersOfPlaylistStale(playlistId: number): Promise<void> {
      await db.execute(sql`
        update ${players} set config_version = config_version + 1, updated_at = now()
        where id in (
          select ${playerParts.playerId} from ${playerParts}
          where ${playerParts.kind} = 'content' and ${playerParts.data}->>'playlist' = ${String(playlistId)}
        )`);
    },

    /** A deleted video or playlist leaves the contents that named it (they fall back to nothing picked). */
    async clearContentRef(field: 'video' | 'playlist', id: number): Promise<void> {
      await db.execute(sql`
        update ${playerParts} set data = jsonb_set(${playerParts.data}, ${`{${field}}`}::text[], 'null'::jsonb), updated_at = now()
        where ${playerParts.kind} = 'content' and ${playerParts.data}->>${field} = ${String(id)}`);
    },
  };
}
export type PlayersRepo = ReturnType<typeof playersRepo>;
