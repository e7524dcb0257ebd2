/** The public face of features/players: its declaration (players.feature.ts), and what other features may use of it. */
export { playersFeature } from './players.feature';

export { playerPath } from './paths';
