import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** History mode under /portal: links inside the app are written without it ('/overview'). */
export const createPortalRouter = () => createBrowserRouter(routes, { basename: '/portal' });
