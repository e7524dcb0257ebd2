/*
 * The portal's Players screen (/portal/players): embed codes to copy and, for networks, a new
 * player and a player's name and status. Field labels and notices reuse `players.*` and `common.*`
 * ('Code Copied', 'Successfully create player.', ...); the full editor stays in the console.
 */
export const portalPlayersMessages = {
  intro: "Paste a player's embed code into your page where the player should appear.",
  allWebsites: 'All websites',
  copyCodeOf: 'Copy code of {name}',
  editOf: 'Edit {name}',
  empty: 'No players on your websites yet.',
  notLive: 'This player serves once it and its website are active.',
} as const;
