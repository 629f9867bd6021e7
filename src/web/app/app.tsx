import { useRoutes } from '#web/router/router.tsx';
import { routes } from './routes.tsx';

/** Every route of the site (src/web/app/routes.tsx). */
export function App() {
  return useRoutes(routes);
}
