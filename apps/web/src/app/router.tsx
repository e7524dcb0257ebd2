import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/**
 * The console's router (history mode). Creating it runs the first page's loaders, which read the
 * session: main.tsx creates it once the app has said which roles it serves.
 */
export const createRouter = () => createBrowserRouter(routes);
