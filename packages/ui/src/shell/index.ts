/** Pieces of a frame both apps draw. */
export { AppProviders } from './AppProviders';
export { MessagePage } from './MessagePage';
export { PageLoader } from './PageLoader';
export { RouteError } from './RouteError';
export { SkipLink } from './SkipLink';
