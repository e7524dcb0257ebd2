/** One ads.txt line and the demand source it belongs to. */
export interface AdsTxtLine {
  supplierId: number;
  /** The source's name, for the comment heading its block. */
  name: string;
  text: string;
}

/**
 * An ads.txt file, for publishers to host at /ads.txt: the lines in one block per demand source
 * (in the order the lines come), each block headed by a comment naming the source (a line break
 * in the name becomes a space, so the name cannot start a line of its own), blocks apart by a
 * blank line. No lines: an empty file.
 */
export function adsTxtFile(lines: Iterable<AdsTxtLine>): string {
  const blocks = new Map<number, string[]>();
  for (const line of lines) {
    const block = blocks.get(line.supplierId) ?? [`# ${line.name.replace(/[\r\n]/g, ' ')}`];
    block.push(line.text);
    blocks.set(line.supplierId, block);
  }
  return [...blocks.values()].map((b) => `${b.join('\n')}\n`).join('\n');
}
