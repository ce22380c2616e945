import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/**
 * Creating the router starts loading the lazy page of the current URL at once, so that download runs
 * alongside start-up instead of after it.
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
