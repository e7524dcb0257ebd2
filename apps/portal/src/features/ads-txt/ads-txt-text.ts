import type { WebsiteAdsTxt } from '@pubdesk/contract';

/**
 * The lines as the file reads (GET /websites/:id/ads_txt/): a block per demand source, headed by a
 * comment naming it, blocks apart by a blank line. The lines come ordered by source.
 */
export function adsTxtText(lines: ReadonlyArray<Pick<WebsiteAdsTxt['lines'][number], 'supplier' | 'text'>>): string {
  const blocks: string[][] = [];
  let supplier: string | null = null;
  for (const line of lines) {
    if (line.supplier !== supplier || blocks.length === 0) {
      supplier = line.supplier;
      blocks.push([`# ${supplier.replace(/[\r\n]/g, ' ')}`]);
    }
    blocks[blocks.length - 1]!.push(line.text);
  }
  return blocks.map((block) => `${block.join('\n')}\n`).join('\n');
}
