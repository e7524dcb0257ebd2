/** The snippet a publisher pastes to embed a player. */
export { embedCode } from './embed-code';
