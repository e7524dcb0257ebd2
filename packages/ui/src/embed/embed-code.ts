/** The embed snippet: the container the player renders into and the script this product serves. */
export function embedCode(id: number, origin: string, async: boolean): string {
  const script = `<script${async ? ' async' : ''} src="${origin}/player.js" data-player-id="${id}"></script>`;
  return `<div id="player-id-${id}"></div>\n${script}`;
}
