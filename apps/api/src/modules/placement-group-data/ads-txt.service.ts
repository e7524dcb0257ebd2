import type { WebsiteAdsTxt } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { websiteInScope } from '../assignments/index.js';
import { adsTxtFile } from '../suppliers/index.js';
import { adsTxtRepo } from './ads-txt.repo.js';

/**
 * A website's ads.txt: the lines of the active demand sources its data items name, in the block
 * format of the demand sources' own file (`/ads/txt/`). The website must be in the caller's
 * scope (404 otherwise); the sources themselves stay staff's, only their lines and names show.
 */
export function adsTxtService(db: Db) {
  const repo = adsTxtRepo(db);
  const linesOf = async (auth: AuthContext, websiteId: number) => {
    await websiteInScope(db, auth, websiteId);
    return repo.linesOfWebsite(websiteId);
  };
  return {
    /** The file's text. */
    file: async (auth: AuthContext, websiteId: number): Promise<string> => adsTxtFile(await linesOf(auth, websiteId)),
    /** The same lines as JSON, each with its source's name. */
    async lines(auth: AuthContext, websiteId: number): Promise<WebsiteAdsTxt> {
      return { lines: (await linesOf(auth, websiteId)).map((l) => ({ supplier: l.name, text: l.text })) };
    },
  };
}
