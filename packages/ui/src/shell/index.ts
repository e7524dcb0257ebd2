/** Pieces of a frame both apps draw. */
export { MessagePage } from './MessagePage';
export { SkipLink } from './SkipLink';
