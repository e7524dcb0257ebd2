/** Pieces of a frame both apps draw (they name public texts only: the signed-out pages draw them too), and a page's titled section card. */
export { AppProviders } from './AppProviders';
export { MessagePage } from './MessagePage';
export { PageLoader } from './PageLoader';
export { RouteError } from './RouteError';
export { SkipLink } from './SkipLink';
export { SectionCard } from './SectionCard';
export { prefetchShell } from './prefetch-shell';
