import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { missingId } from '../../lib/field-checks.js';
import { notFound } from '../../lib/http-errors.js';
import { websitesRepo, type WebsiteRow } from '../websites/index.js';
import { websiteCondition } from './assignments.scope.js';

/**
 * Row scope: a network sees its assigned websites, a publisher its own, an account manager or
 * ad operation what is assigned to them (assignments.scope.ts); admins, organizations and
 * developers see all. Everything that hangs off a website (placement groups, tags, shares,
 * fill rates, data items) follows its website.
 */
export function websiteScope(auth: AuthContext): SQL | undefined {
  return websiteCondition(auth);
}

/** The website, if it exists and is in the caller's scope; otherwise 404. */
export async function websiteInScope(db: Db, auth: AuthContext, websiteId: number): Promise<WebsiteRow> {
  const row = await websitesRepo(db).find(websiteId, websiteScope(auth));
  if (!row) throw notFound();
  return row;
}

/** A website named in a request body: out of scope or missing reads as an invalid choice. */
export async function websiteForWrite(db: Db, auth: AuthContext, websiteId: number, field = 'website_id'): Promise<WebsiteRow> {
  const row = await websitesRepo(db).find(websiteId, websiteScope(auth));
  if (!row) throw missingId(field, websiteId);
  return row;
}
