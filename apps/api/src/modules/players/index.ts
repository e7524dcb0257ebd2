// What other modules may use of players: creating them with their parts (the website wizard),
// and what the video library is handed of them through the wiring (its VideosPorts).
export { playersRepo, type PlayerSummary } from './players.repo.js';
export { playerContents } from './player-contents.js';
export { playersFeature } from './players.feature.js';
