import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '#web/router/router.tsx';
import { brand } from '#content/brand.ts';
import type { RouteData, RouteDataId } from '#domain/pages/route-data.ts';
import { App } from './app.tsx';
import { PageContextProvider, RenderCollector } from './page-context.tsx';
import { RouteDataStore } from './route-data.ts';
import { pageNeeds } from './route-match.ts';
import { STEP_RULES } from '#domain/loan-application/fields/index.ts';
import { partsLoadedOnServer } from '#web/site/on-demand/on-interaction.tsx';
import { holdStepRules } from '#web/features/loan-application/state/rules.ts';

// The server's render holds every step's rules: a signed-in customer's step page applies their
// record over all of them at once (decision 115); the browser's step page loads them then.
holdStepRules(STEP_RULES);

export { pageRoutes, sitemapPaths } from './route-list.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Renders one URL to HTML for the server (contract: src/server/plugins/pages.ts SsrModule). Only
 * the matched routes' server loaders run, each asked for by route id; `pageData` goes into the
 * page for hydration, `modules` (Vite manifest keys) for the server to preload. `origin` is the
 * site's public origin, for the canonical link.
 */
export async function render(
  url: string,
  loadRouteData: (id: RouteDataId) => Promise<RouteData>,
  origin: string,
) {
  const needs = pageNeeds(url);
  const entries = await Promise.all(
    needs.data.map(async (id) => [id, await loadRouteData(id)] as const),
  );
  await needs.load();
  // The parts whose code the browser loads when the visitor reaches for them render here at once.
  await partsLoadedOnServer();
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
  // Every page that answers 200 names its canonical URL (issue 10 "Content").
  const canonicalPath = collector.canonical ?? new URL(url, origin).pathname;
  const canonical =
    collector.status === 200
      ? `<link rel="canonical" href="${escapeHtml(new URL(canonicalPath, origin).href)}" />`
      : '';
  return {
    html,
    head: `<title>${title}</title>${description}${canonical}`,
    status: collector.status,
    pageData,
    modules: needs.modules,
  };
}
