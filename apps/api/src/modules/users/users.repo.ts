import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Role, User, Profile, BankAccount } from '@pubdesk/contract';
import { selectRows, type Db } from '../../db/client.js';
import { carriedCount, countedPage, crudRepo, totalColumn } from '../../lib/crud-repo.js';
import type { PageWindow } from '../../lib/pagination.js';
import { searchAny } from '../../lib/search.js';
import { bankAccounts, profiles, users, type BankAccountRow, type ProfileRow, type UserRow } from './users.table.js';

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  lastLogin: users.lastLogin,
  displayLanguage: users.displayLanguage,
  dateJoined: users.dateJoined,
  image: profiles.image,
  isVerified: profiles.isVerified,
};
type UserWithProfile = Pick<
  UserRow,
  'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'role' | 'isActive' | 'lastLogin' | 'displayLanguage' | 'dateJoined'
> & {
  image: string | null;
  isVerified: boolean | null;
};

export function toUser(row: UserWithProfile): User {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    is_active: row.isActive,
    is_verified: row.isVerified ?? false,
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
    profile_image: row.image ?? null,
    display_language: row.displayLanguage,
    date_joined: row.dateJoined.toISOString(),
  };
}

export function toProfile(user: Pick<UserRow, 'id' | 'role'>, row: ProfileRow): Profile {
  return {
    id: user.id,
    user: user.id,
    user_role: user.role,
    groups: [],
    image: row.image,
    phone_number: row.phoneNumber,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    is_verified: row.isVerified,
    additional: row.additional,
    created_at: row.createdAt.toISOString(),
  };
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.userId,
    user: row.userId,
    bank_name: row.bankName,
    bank_address: row.bankAddress,
    account_name: row.accountName,
    account_number: row.accountNumber,
    swift_code: row.swiftCode,
  };
}

export interface UserFilter {
  /** Row scope (modules/assignments): undefined for the roles that see everyone. */
  scope?: SQL;
  search?: string;
  roles?: Role[];
  ids?: number[];
}

const orderColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  date_joined: users.dateJoined,
  last_login: users.lastLogin,
  first_name: users.firstName,
} as const;
export type UserOrderField = keyof typeof orderColumns;
export const userOrderFields = Object.keys(orderColumns) as UserOrderField[];

function whereOf(filter: UserFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.scope) parts.push(filter.scope);
  if (filter.roles?.length) parts.push(inArray(users.role, filter.roles));
  if (filter.ids?.length) parts.push(inArray(users.id, filter.ids));
  if (filter.search) {
    parts.push(searchAny(filter.search, [users.username, users.email, users.firstName, users.lastName]));
  }
  return parts.length ? and(...parts) : undefined;
}

/** The users repository: the only code that reads or writes the users, profiles and bank tables. */
export function usersRepo(db: Db) {
  const crud = crudRepo(db, users);
  const orderBy = (order: { field: UserOrderField; desc: boolean }) => {
    const column = orderColumns[order.field];
    return [order.desc ? sql`${column} desc nulls last` : asc(column), asc(users.id)];
  };
  const counting = (where: SQL | undefined) => db.select({ n: count() }).from(users).where(where);
  // Each row carries the count of every user the filter matches (one statement, crud-repo.ts).
  const pageQuery = (where: SQL | undefined, order: { field: UserOrderField; desc: boolean }) =>
    db
      .select({ ...userColumns, ...totalColumn(counting(where)) })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(...orderBy(order));

  // The unfiltered page is the list screen's most frequent request: its statement is built once
  // per ordering and prepared, instead of being rebuilt by the query builder each time.
  const unfiltered = new Map<string, ReturnType<typeof prepareUnfiltered>>();
  function prepareUnfiltered(order: { field: UserOrderField; desc: boolean }) {
    const name = `users_page_${order.field}_${order.desc ? 'desc' : 'asc'}`;
    return pageQuery(undefined, order).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
  }

  return {
    async list(filter: UserFilter, window: PageWindow, order: { field: UserOrderField; desc: boolean }) {
      const where = whereOf(filter);
      if (!where) {
        const key = `${order.field}:${order.desc}`;
        if (!unfiltered.has(key)) unfiltered.set(key, prepareUnfiltered(order));
        const rows = await unfiltered.get(key)!.execute({ limit: window.limit, offset: window.offset });
        return { count: await carriedCount(rows, counting(undefined), window), results: rows.map(toUser) };
      }
      return countedPage(pageQuery(where, order), counting(where), window, toUser);
    },

    async get(id: number): Promise<User | null> {
      const [row] = await db.select(userColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.id, id));
      return row ? toUser(row) : null;
    },

    /** The user row; with a scope (modules/assignments), only if the user is in it. */
    findRow: (id: number, scope?: SQL): Promise<UserRow | null> => crud.byId(id, scope),

    /** Whether the user is in the scope (modules/assignments' user condition; undefined: everyone). */
    async inScope(id: number, scope?: SQL): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(scope ? sql`${users.id} = ${id} and ${scope}` : eq(users.id, id));
      return rows.length > 0;
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },

    async usernameOrEmailTaken(username: string, email: string) {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(or(eq(users.username, username), sql`lower(${users.email}) = ${email.toLowerCase()}`));
      return {
        username: rows.some((r) => r.username === username),
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
      };
    },

    /** Creates the user with an empty profile and bank account, in one transaction. */
    async create(values: typeof users.$inferInsert, profile: Partial<typeof profiles.$inferInsert> = {}): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values(values).returning();
        await tx.insert(profiles).values({ ...profile, userId: user!.id });
        await tx.insert(bankAccounts).values({ userId: user!.id });
        return user!;
      });
    },

    update: (id: number, values: Partial<typeof users.$inferInsert>) => crud.update(id, values),

    async profile(id: number): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, id));
      return row ?? null;
    },

    async updateProfile(id: number, values: Partial<typeof profiles.$inferInsert>): Promise<void> {
      await db.update(profiles).set(values).where(eq(profiles.userId, id));
    },

    async bankAccount(id: number): Promise<BankAccountRow | null> {
      const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, id));
      return row ?? null;
    },

    async saveBankAccount(id: number, values: Partial<typeof bankAccounts.$inferInsert>): Promise<BankAccountRow> {
      const [row] = await db
        .insert(bankAccounts)
        .values({ ...values, userId: id })
        .onConflictDoUpdate({ target: bankAccounts.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    remove: crud.remove,

    /** How many websites the user owns as their network or publisher. */
    async ownedWebsites(id: number): Promise<number> {
      const [owned] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from websites where network_id = ${id} or publisher_id = ${id}`,
      );
      return Number(owned?.n ?? 0);
    },

    async statusCounts() {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
          verified: sql<number>`count(*) filter (where ${profiles.isVerified})`.mapWith(Number),
          networks: sql<number>`count(*) filter (where ${users.role} = 'network')`.mapWith(Number),
          publishers: sql<number>`count(*) filter (where ${users.role} = 'publisher')`.mapWith(Number),
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id));
      return row!;
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
