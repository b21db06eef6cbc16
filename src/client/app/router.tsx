import { createBrowserRouter } from 'react-router';
import { registerRouter } from '../lib/navigation';
import { routes } from './routes';

/** The browser router of the shop, registered so that sagas can navigate with it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerRouter(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
