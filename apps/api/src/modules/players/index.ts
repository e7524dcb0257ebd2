// What other modules may use of players: creating them with their parts (the website wizard).
export { playersRepo, type PlayerSummary } from './players.repo.js';
export { playersFeature } from './players.feature.js';
