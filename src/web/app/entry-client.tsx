import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '#web/router/router.tsx';
import type { RouteData, RouteDataId } from '#domain/pages/route-data.ts';
import { App } from './app.tsx';
import { PageContextProvider } from './page-context.tsx';
import { RouteDataStore } from './route-data.ts';
import { pageNeeds } from './route-match.ts';
import { runBeforeHydration } from './before-hydration.ts';
import './tokens.css';
import './styles.css';

/** The matched routes' data from the server render, as JSON the browser does not execute (CSP). */
function readPageData(): Partial<Record<RouteDataId, RouteData>> {
  const element = document.getElementById('page-data');
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Partial<Record<RouteDataId, RouteData>>;
  } catch {
    return {};
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const url = window.location.pathname + window.location.search;
  const routeData = new RouteDataStore();
  routeData.seed(url, readPageData());
  // The page's route code first (the server has preloaded it), so hydration renders at once.
  await pageNeeds(url).load();
  const tree = (
    <StrictMode>
      <PageContextProvider value={{ routeData }}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PageContextProvider>
    </StrictMode>
  );
  // The server renders every page; an empty root only happens with a plain Vite dev server.
  if (!container.hasChildNodes()) return void createRoot(container).render(tree);
  // What the page's code asks for first: what the visitor typed while the script was on its way
  // is kept (issue 7 finding 9, typed-before-hydration.ts).
  runBeforeHydration(container);
  // Hydrated as a transition, so React yields to the browser between components instead of
  // hydrating a whole step's form in one long task; a visitor's tap or key press still hydrates
  // its part first (issue 12 finding 13: total blocking time on a phone).
  startTransition(() => {
    hydrateRoot(container, tree);
  });
}

void start();
