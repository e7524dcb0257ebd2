import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
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
    async list(f: PlayerFilter, window: PageWindow) {
      const parts: SQL[] = [];
      if (f.website) parts.push(eq(players.websiteId, f.website));
      if (f.status) parts.push(eq(players.status, f.status));
      if (f.search) parts.push(searchAny(f.search, [players.name]));
      const where = allOf([f.scope, ...parts]);
      const [rows, [total]] = await Promise.all([
        joined().where(where).orderBy(desc(players.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(players).innerJoin(websites, eq(websites.id, players.websiteId)).where(where),
      ]);
      return { count: total?.n ?? 0, rows };
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
    async partsOf(playerIds: number[]): Promise<PlayerPartRow[]> {
      if (playerIds.length === 0) return [];
      return db.select().from(playerParts).where(inArray(playerParts.playerId, playerIds));
    },
    async listParts(kind: PartKind, f: { scope?: SQL; player?: number; website?: number }, window: PageWindow) {
      const where = allOf([
        f.scope,
        eq(playerParts.kind, kind),
        f.player ? eq(playerParts.playerId, f.player) : undefined,
        f.website ? eq(players.websiteId, f.website) : undefined,
      ]);
      const [rows, [total]] = await Promise.all([
        partsJoined().where(where).orderBy(asc(playerParts.id)).limit(window.limit).offset(window.offset),
        db
          .select({ n: count() })
          .from(playerParts)
          .innerJoin(players, eq(players.id, playerParts.playerId))
          .innerJoin(websites, eq(websites.id, players.websiteId))
          .where(where),
      ]);
      return { count: total?.n ?? 0, rows };
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
    async insertPart(kind: PartKind, playerId: number, data: Record<string, unknown>): Promise<PlayerPartRow> {
      const [row] = await db.insert(playerParts).values({ playerId, kind, data }).returning();
      return row!;
    },
    async updatePart(id: number, data: Record<string, unknown>): Promise<PlayerPartRow> {
      const [row] = await db.update(playerParts).set({ data, updatedAt: new Date() }).where(eq(playerParts.id, id)).returning();
      return row!;
    },
    async removePart(id: number): Promise<void> {
      await db.delete(playerParts).where(eq(playerParts.id, id));
    },
    /** The schedules of a website's players (to drop a deleted ad tag or script from them). */
    async schedulesOfWebsite(websiteId: number): Promise<PlayerPartRow[]> {
      return db
        .select({ part: playerParts })
        .from(playerParts)
        .innerJoin(players, eq(players.id, playerParts.playerId))
        .where(and(eq(playerParts.kind, 'schedule'), eq(players.websiteId, websiteId)))
        .then((rows) => rows.map((r) => r.part));
    },
    /** Style parts of the players in scope that carry an uploaded logo. */
    async logoStyles(scope?: SQL): Promise<PlayerPartRow[]> {
      return partsJoined()
        .where(allOf([scope, eq(playerParts.kind, 'style'), sql`${playerParts.data}->>'logo_key' is not null`]))
        .orderBy(desc(playerParts.updatedAt))
        .then((rows) => rows.map((r) => r.part));
    },
  };
}
export type PlayersRepo = ReturnType<typeof playersRepo>;
