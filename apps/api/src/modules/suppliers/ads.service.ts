import { normalizeAdsTxtLine, type BodyOf, type adEndpoints } from '@pubdesk/contract';
import type { Db } from '../../db/client.js';
import { invalidPk, uniqueFields } from '../../lib/field-checks.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { PageWindow } from '../../lib/pagination.js';
import { adsRepo } from './ads.repo.js';
import { adsTxtFile } from './ads-txt.js';
import { suppliersRepo } from './suppliers.repo.js';
import { assertSourceWithinReach } from './suppliers.reach.js';
import type { AuthContext } from '../../lib/auth-context.js';

// Another request added one of these lines in the meantime.
const lineTaken = uniqueFields({ ads_supplier_text_key: ['non_field_errors', "A line is already in the demand source's ads.txt."] });

/** The rules of ads.txt lines: each seller once per source, and the file publishers host. */
export function adsService(db: Db) {
  const repo = adsRepo(db);
  const sources = suppliersRepo(db);
  return {
    list: (supplier: number | undefined, window: PageWindow) => repo.list(supplier, window),

    /**
     * An array of lines, saved together or not at all. Errors are keyed `<index>.<field>` like the
     * wizard's, so the console can point at the line; a line already on the source, or repeated in
     * the request, is refused too (ads.txt lists each seller once). Lines are stored in their
     * canonical form, so one seller written two ways is found to be the same line.
     */
    async create(auth: AuthContext, body: BodyOf<typeof adEndpoints.create>) {
      const lines = body.map((l) => ({ text: normalizeAdsTxtLine(l.text), supplierId: l.supplier_id }));
      const errors: Record<string, string[]> = {};
      const supplierIds = [...new Set(lines.map((l) => l.supplierId))];
      const known = await sources.existing(supplierIds);
      const existing = await repo.linesOf(supplierIds);
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        const key = `${line.supplierId}\n${line.text}`;
        if (!known.has(line.supplierId)) errors[`${i}.supplier_id`] = [invalidPk(line.supplierId)];
        else if (existing.has(key)) errors[`${i}.text`] = ["This line is already in the demand source's ads.txt."];
        else if (seen.has(key)) errors[`${i}.text`] = ['This line is repeated in the text.'];
        seen.add(key);
      });
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      // Each source's lines go into the ads.txt of every website it pays.
      await assertSourceWithinReach(db, auth, supplierIds);
      return repo.insert(lines).catch(lineTaken);
    },

    async remove(auth: AuthContext, id: number) {
      const line = await repo.find(id);
      if (!line) throw notFound();
      await assertSourceWithinReach(db, auth, line.supplierId);
      await repo.remove(id);
    },

    /**
     * The ads.txt file: one demand source's lines, or (without `supplier`) every active source's,
     * each block headed by a comment naming the source, for publishers to host at /ads.txt.
     */
    async file(supplier: number | undefined): Promise<string> {
      if (supplier !== undefined) {
        if (!(await sources.exists(supplier))) throw notFound();
        return (await repo.textsOf(supplier)).map((text) => `${text}\n`).join('');
      }
      return adsTxtFile(await repo.activeLines());
    },
  };
}
