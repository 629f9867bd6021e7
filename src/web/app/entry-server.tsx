import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { brand } from '#content/brand.ts';
import type { RouteData, RouteDataId } from '#domain/pages/route-data.ts';
import { App } from './app.tsx';
import { PageContextProvider, RenderCollector } from './page-context.tsx';
import { RouteDataStore } from './route-data.ts';
import { pageNeeds } from './route-match.ts';

export { pageRoutes } from './route-match.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Renders one URL to HTML for the server (contract: src/server/plugins/pages.ts SsrModule). Only
 * the matched routes' server loaders run, each asked for by route id; `pageData` goes into the
 * page for hydration, `modules` (Vite manifest keys) for the server to preload.
 */
export async function render(url: string, loadRouteData: (id: RouteDataId) => Promise<RouteData>) {
  const needs = pageNeeds(url);
  const entries = await Promise.all(
    needs.data.map(async (id) => [id, await loadRouteData(id)] as const),
  );
  await needs.load();
  const pageData = Object.fromEntries(entries);
  const routeData = new RouteDataStore();
  routeData.seed(url, pageData);
  const collector = new RenderCollector();
  const html = renderToString(
    <StrictMode>
      <PageContextProvider value={{ routeData, collector }}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </PageContextProvider>
    </StrictMode>,
  );
  const title = escapeHtml(collector.title ?? brand.name);
  const description = collector.description
    ? `<meta name="description" content="${escapeHtml(collector.description)}" />`
    : '';
  return {
    html,
    head: `<title>${title}</title>${description}`,
    status: collector.status,
    pageData,
    modules: needs.modules,
  };
}
