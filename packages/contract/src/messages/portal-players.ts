/*
 * The portal's Players screen (/portal/players) and a player's page (/portal/players/:id): embed
 * codes to copy and, for networks, a new player and a player's options (the editor the console
 * shows too, @pubdesk/ui/player-editor). Field labels and notices reuse `players.*` and `common.*`
 * ('Code Copied', 'Successfully create player.', ...).
 */
export const portalPlayersMessages = {
  intro: "Paste a player's embed code into your page where the player should appear.",
  editIntro: "Edit opens a player's options: its sizes, autoplay, ads and their schedule, style, content and format.",
  allWebsites: 'All websites',
  copyCodeOf: 'Copy code of {name}',
  editOf: 'Edit {name}',
  empty: 'No players on your websites yet.',
  notLive: 'This player serves once it and its website are active.',
  backToList: 'Back to players',
  notFoundText: 'This player does not exist, or it is not on one of your websites.',
} as const;
