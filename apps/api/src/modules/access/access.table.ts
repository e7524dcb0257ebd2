import { index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

/** The services permissions are grouped by; rows are kept in step with the code's catalogue at start. */
export const services = pgTable('services', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  description: varchar('description', { length: 500 }).notNull().default(''),
});

/** One row per codename of the catalogue (modules/access/permissions.ts), so groups can name them by id. */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  codename: varchar('codename', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 150 }).notNull(),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' }),
});

export const permissionGroups = pgTable('permission_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 150 }).notNull().unique(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const groupPermissions = pgTable(
  'group_permissions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permissionId] })],
);

/** A user's permission groups (the profile's `groups`). */
export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => permissionGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
);

/** Per-user grant or deny of one permission; deny wins over everything. */
export const permissionExceptions = pgTable(
  'permission_exceptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).$type<'grant' | 'deny'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('permission_exceptions_user_permission_key').on(t.userId, t.permissionId)],
);
