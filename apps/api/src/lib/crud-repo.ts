import { and, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { PageWindow } from './pagination.js';

/*
 * The repository skeleton most tables share, written once: a row by id (within a scope), insert
 * and update returning the row, delete, and a page of a list with the count of all it matches.
 * A module's repository builds one over its table and keeps its own queries (joins that name
 * other columns, sums, locks) beside it; it stays the only file that runs SQL for the table.
 */

/** A table keyed by an integer `id`: what the skeleton is built over. */
export type IdTable = PgTable & { id: AnyPgColumn<{ data: number }> };

/** A list's page as a repository answers it: the rows of the window and how many match in all. */
// A type, not an interface: the list handlers take it as a record of fields.
export type ListPage<T> = { count: number; results: T[] };

/** The row a repository's select builder (`() => db.select(...).from(...)`, joined or not) answers. */
export type SelectedRow<Q extends () => PromiseLike<unknown[]>> = Awaited<ReturnType<Q>>[number];

/**
 * The column a page's rows carry the list's count in (`totalColumn`): one statement answers the
 * page and its count, instead of two queued one after the other on the embedded database's one
 * connection. The count is an uncorrelated subquery: PostgreSQL works it out once per statement.
 */
const TOTAL = '__total';

/** The selection's column for the count of every row `counting` (a `select count(*) ...`) matches. */
export function totalColumn(counting: SQLWrapper) {
  return { [TOTAL]: sql<number>`(${counting})`.mapWith(Number) };
}

/**
 * The count a page's rows carry (`totalColumn` in their selection): the first row's; a page past
 * the end has no row to carry it, and only then is `total` run on its own.
 */
export async function carriedCount(
  page: readonly unknown[],
  total: PromiseLike<Array<{ n: number }>>,
  window: PageWindow,
): Promise<number> {
  const first = page[0] as Record<string, unknown> | undefined;
  if (first) return Number(first[TOTAL]);
  return window.offset === 0 ? 0 : ((await total)[0]?.n ?? 0);
}

/** A page whose rows carry the count (see carriedCount), in one statement. */
export async function countedPage<R, T = R>(
  rows: PageableQuery<R>,
  total: PromiseLike<Array<{ n: number }>>,
  window: PageWindow,
  toResult: (row: R) => T = (row) => row as unknown as T,
): Promise<ListPage<T>> {
  const page = await rows.limit(window.limit).offset(window.offset);
  return { count: await carriedCount(page, total, window), results: page.map(toResult) };
}

/** A select whose page can be cut (its filter and order applied): resolves to its rows. */
export interface PageableQuery<R> {
  limit(limit: number): { offset(offset: number): PromiseLike<R[]> };
}

/** A select that can still be filtered and ordered (`db.select(...).from(...)`, joined or not). */
export interface FilterableQuery<R> {
  where(
    where: SQL | undefined,
  ): PromiseLike<R[]> & SQLWrapper & { orderBy(...columns: Array<PgColumn | SQL | SQL.Aliased>): PageableQuery<R> };
}

/**
 * One page of a list and the count of every row its filter matches, read together: `rows` is the
 * list's select with its filter and order, `total` the count's (`n`).
 */
export async function listPage<R, T = R>(
  rows: PageableQuery<R>,
  total: PromiseLike<Array<{ n: number }>>,
  window: PageWindow,
  toResult: (row: R) => T = (row) => row as unknown as T,
): Promise<ListPage<T>> {
  const [page, [counted]] = await Promise.all([rows.limit(window.limit).offset(window.offset), total]);
  return { count: counted?.n ?? 0, results: page.map(toResult) };
}

/** A select the `through` tables are joined to. */
interface Joinable {
  innerJoin(table: PgTable, on: SQL): Joinable;
}

export interface CrudOptions<T extends IdTable> {
  /**
   * Tables a row is seen through, each joined (inner) on every read and count, so that a scope
   * may name their columns: a tag is seen through its website (the caller's website scope).
   */
  through?: ReadonlyArray<readonly [table: PgTable, on: SQL]>;
  /** What every update also sets, worked out at each call (`{ updatedAt: new Date() }`). */
  onUpdate?: () => PgUpdateSetSource<T>;
}

/** The list of a `crudRepo`: the filter, the order, the window; `rows` when the list selects more than the table's row. */
export interface PageRequest<R> {
  where: SQL | undefined;
  orderBy: Array<PgColumn | SQL | SQL.Aliased>;
  window: PageWindow;
  rows?: FilterableQuery<R>;
}

/**
 * The skeleton over `table`: `byId`, `create`, `update`, `remove` and `page`. Reads and
 * counts go through `options.through`; an update sets `options.onUpdate()` too.
 */
export function crudRepo<T extends IdTable>(db: Db, table: T, options: CrudOptions<T> = {}) {
  type Row = T['$inferSelect'];
  const through = options.through ?? [];
  /** `selection` from the table and its `through` joins (Drizzle types a select by its selection, which varies here). */
  const select = <R>(selection: Record<string, unknown>): FilterableQuery<R> => {
    let query = db
      .select(selection as never)
      .from(table as PgTable)
      .$dynamic() as unknown as Joinable;
    for (const [other, on] of through) query = query.innerJoin(other, on);
    return query as unknown as FilterableQuery<R>;
  };
  const within = (id: number, scope?: SQL) => (scope ? and(eq(table.id, id), scope) : eq(table.id, id));
  /** How many rows (through the joins) `where` matches. */
  const counted = (where: SQL | undefined) => select<{ n: number }>({ n: count() }).where(where);

  const crud = {
    /** The row with this id, within `scope` when given (a condition on the table or a `through` table); null when there is none. */
    async byId(id: number, scope?: SQL): Promise<Row | null> {
      const [found] = await select<{ row: Row }>({ row: table }).where(within(id, scope));
      return found?.row ?? null;
    },
    /** Inserts the row and answers it as stored (defaults and id filled in). */
    async create(values: T['$inferInsert']): Promise<Row> {
      const rows = await db
        .insert(table)
        .values(values as never)
        .returning();
      return (rows as Row[])[0]!;
    },
    /** Sets the values (and `onUpdate`'s) on the row and answers it as stored; for a row known to exist. */
    async update(id: number, values: PgUpdateSetSource<T>): Promise<Row> {
      const rows = await db
        .update(table)
        .set({ ...values, ...options.onUpdate?.() })
        .where(eq(table.id, id))
        .returning();
      return (rows as Row[])[0]!;
    },
    /** Deletes the row; whether there was one to delete. */
    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return deleted.length > 0;
    },
    /**
     * A page of the rows `where` matches in `orderBy` order, and their count. The rows are the
     * table's own, or what `rows` selects (a select with more columns over the same joins).
     */
    page<R = Row, Out = R>(request: PageRequest<R>, toResult?: (row: R) => Out): Promise<ListPage<Out>> {
      const { where, orderBy, window } = request;
      const result = toResult ?? ((row: R) => row as unknown as Out);
      if (request.rows) return listPage(request.rows.where(where).orderBy(...orderBy), counted(where), window, result);
      // The table's own rows: the count rides on them (one statement).
      const rows = select<{ row: R }>({ row: table, ...totalColumn(counted(where)) });
      return countedPage(rows.where(where).orderBy(...orderBy), counted(where), window, (row) => result(row.row));
    },
  };
  return crud;
}
