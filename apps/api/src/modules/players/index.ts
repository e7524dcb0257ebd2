// What other modules may use of players: creating them (the website wizard).
export { playersRepo, type PlayerSummary } from './players.repo.js';
