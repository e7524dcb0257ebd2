/** The public face of features/players: its declaration. */
export { playersFeature } from './players.feature';
